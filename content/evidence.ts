import type { Outcome } from './schema';

/** One figure of the record on /why-cairn: the figure large, what it counts beneath. */
export interface Fact {
  figure: string;
  label: string;
  /** Where the figure comes from, when a page shows it in full. */
  href?: string;
  /**
   * The words of the one link to that evidence, under the label ("Meet the team"); a measured
   * figure's link is the day it was measured.
   */
  check?: string;
  /** The day it was measured (YYYY-MM-DD), for a figure measured rather than counted. */
  measured?: string;
  /** Shown from 640 px only, where a phone has the same count in a link beside it. */
  wideOnly?: boolean;
}

/** The median of whole years, rounded down: "15 years" reads as at least 15. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return Math.floor(sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2);
}

/** How long the team has been here: the median of each person's years, and the newest start. */
export function tenure(since: number[], year: number): { median: number; newest: number } {
  if (since.length === 0) throw new Error('tenure needs at least one person');
  return { median: median(since.map((s) => year - s)), newest: Math.max(...since) };
}

interface StudyFigures {
  href: string;
  client: string;
  outcomes: Outcome[];
  /** A fictional study, labelled as one wherever its figures show. */
  sample?: boolean;
}

/**
 * The accessibility results the studies report (outcomes that count WCAG failures): the failures
 * found before and left after, summed, and the studies they come from. Null when no study
 * measured one, so the page makes no claim it cannot show.
 */
export function accessibilityRecord(
  studies: StudyFigures[],
): { before: number; after: number; studies: StudyFigures[] } | null {
  const measured = studies
    .map((s) => ({ study: s, outcome: s.outcomes.find((o) => /\bWCAG\b/.test(o.label)) }))
    .filter((m): m is { study: StudyFigures; outcome: Outcome } => m.outcome !== undefined);
  if (measured.length === 0) return null;
  return {
    before: measured.reduce((sum, m) => sum + m.outcome.before, 0),
    after: measured.reduce((sum, m) => sum + m.outcome.after, 0),
    studies: measured.map((m) => m.study),
  };
}
