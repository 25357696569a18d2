import { siteConfig } from '@/config/site';

/**
 * The copyright year: the visitor's current year, or the fallback (2024) when the clock cannot
 * be read (no Date, an invalid date, or a year before the company existed).
 */
export function copyrightYear(now?: () => Date): number {
  try {
    const year = (now ?? (() => new Date()))().getFullYear();
    if (!Number.isInteger(year) || year < siteConfig.founded) return siteConfig.fallbackYear;
    return year;
  } catch {
    return siteConfig.fallbackYear;
  }
}

export function copyrightLine(year: number): string {
  return `© ${siteConfig.founded}–${year} ${siteConfig.name}`;
}
