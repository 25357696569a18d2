import type { Milestone } from '@/content/schema';
import { formatMonth } from '@/lib/dates';

/**
 * The project's dated steps, oldest first, as a trail of waypoints: down the left on phones (the
 * month leading each step's line), across the page from 1024 px, one column per step.
 */
export function StudyTimeline({ steps }: { steps: Milestone[] }) {
  return (
    <ol className="border-l-2 border-accent/40 lg:grid lg:auto-cols-fr lg:grid-flow-col lg:border-t-2 lg:border-l-0">
      {steps.map((step) => (
        <li
          key={`${step.date} ${step.event}`}
          className="relative pb-2.5 pl-5 text-[0.9375rem] leading-snug last:pb-0 sm:text-base lg:pt-5 lg:pr-6 lg:pb-0 lg:pl-0"
        >
          <span
            aria-hidden="true"
            className="absolute top-1 -left-[0.4375rem] size-3 rounded-full border-2 border-accent bg-surface lg:-top-[0.4375rem] lg:left-0"
          />
          <time dateTime={step.date} className="font-bold lg:block">
            {formatMonth(step.date)}
          </time>{' '}
          <span className="max-lg:text-muted-foreground">{step.event}</span>
        </li>
      ))}
    </ol>
  );
}
