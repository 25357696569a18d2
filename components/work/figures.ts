import type { Outcome } from '@/content/schema';

/** "100%", "1.9 s", "552": a figure with its unit as it reads in a sentence. */
export function formatFigure(value: number, unit: string): string {
  const number = value.toLocaleString('en-US', { maximumFractionDigits: 2 });
  if (!unit) return number;
  return unit === '%' ? `${number}%` : `${number} ${unit}`;
}

/** The outcome as one sentence for screen readers and cards: "from 22% to 100%". */
export function outcomeChange(outcome: Outcome): string {
  return `from ${formatFigure(outcome.before, outcome.unit)} to ${formatFigure(outcome.after, outcome.unit)}`;
}
