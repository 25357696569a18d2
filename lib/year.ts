/** The years the copyright line may show: none before the company's founding. */
export interface YearBounds {
  founded: number;
  /** Shown when the clock cannot be read. */
  fallbackYear: number;
}

/**
 * The copyright year: the visitor's current year, or the fallback when the clock cannot be read
 * (no Date, an invalid date, or a year before the company existed). The bounds come from the
 * caller (config/site.ts on the server), so the browser's copy carries no site config.
 */
export function copyrightYear({ founded, fallbackYear }: YearBounds, now?: () => Date): number {
  try {
    const year = (now ?? (() => new Date()))().getFullYear();
    if (!Number.isInteger(year) || year < founded) return fallbackYear;
    return year;
  } catch {
    return fallbackYear;
  }
}
