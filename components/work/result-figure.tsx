import Link from 'next/link';
import type { Outcome } from '@/content/schema';
import type { Study } from '@/content/work';
import { formatFigure } from './figures';
import { SampleLabel } from './sample-label';

/**
 * A study's result as the endings and the home page's sectors quote it: the figure large, what it
 * measures, its baseline and, given `study`, the study that measured it (labelled when a sample).
 */
export function ResultFigure({
  outcome,
  study,
  compact = false,
}: {
  outcome: Outcome;
  study?: Pick<Study, 'href' | 'client' | 'sample'>;
  /** Smaller on phones, for a figure beside other columns. */
  compact?: boolean;
}) {
  return (
    <figure className={`border-t-4 border-accent ${compact ? 'pt-3' : 'pt-4'}`}>
      <p className={`font-display font-semibold ${compact ? 'text-3xl sm:text-4xl' : 'text-5xl'}`}>
        {formatFigure(outcome.after, outcome.unit)}
      </p>
      <figcaption className={compact ? 'mt-1' : 'mt-2'}>
        <span className="block font-semibold">{outcome.label}</span>
        <span className="block text-sm text-muted-foreground">
          Before: {formatFigure(outcome.before, outcome.unit)}
        </span>
        {study ? (
          <span className={`flex flex-wrap items-center gap-2 ${compact ? 'mt-1' : 'mt-3'}`}>
            <Link
              href={study.href}
              className="font-semibold text-accent underline underline-offset-4"
            >
              {study.client}
            </Link>
            {study.sample ? <SampleLabel /> : null}
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}
