import type { Outcome } from '@/content/schema';
import { formatFigure } from './figures';

/** The measured results: each figure large, its baseline and period beneath. */
export function OutcomeList({ outcomes }: { outcomes: Outcome[] }) {
  return (
    <dl className="grid gap-6 sm:grid-cols-[repeat(auto-fit,minmax(14rem,1fr))]">
      {outcomes.map((o) => (
        <div key={o.label} className="flex flex-col border-t-4 border-accent pt-4">
          <dt className="order-2 mt-2 font-semibold">{o.label}</dt>
          <dd className="order-1 font-display text-4xl font-semibold sm:text-5xl">
            {formatFigure(o.after, o.unit)}
          </dd>
          <dd className="order-3 mt-1 text-sm text-muted-foreground">
            <span className="block font-semibold">Before: {formatFigure(o.before, o.unit)}</span>
            <span className="block first-letter:uppercase">{o.period}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
