import type { Outcome } from '@/content/schema';
import { formatFigure } from './figures';

/**
 * The measured results: each figure large, its baseline and period beneath, then one line on how
 * it was counted, so a buyer can judge the figure rather than take it on trust.
 */
export function OutcomeList({ outcomes }: { outcomes: Outcome[] }) {
  return (
    <dl className="grid gap-5 sm:gap-6 sm:grid-cols-[repeat(auto-fit,minmax(14rem,1fr))]">
      {outcomes.map((o) => (
        <div key={o.label} className="flex flex-col border-t-4 border-accent pt-4">
          <dt className="order-2 mt-2 font-semibold">{o.label}</dt>
          <dd className="order-1 font-display text-4xl font-semibold sm:text-5xl">
            {formatFigure(o.after, o.unit)}
          </dd>
          <dd className="order-3 mt-1 text-sm text-muted-foreground">
            <span className="font-semibold">Before: {formatFigure(o.before, o.unit)}</span>
            {' · '}
            {o.period}
          </dd>
          <dd className="order-4 mt-2 text-sm">
            <span className="font-semibold">How we measured it:</span> {o.measured}
          </dd>
        </div>
      ))}
    </dl>
  );
}
