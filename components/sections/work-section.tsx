import Link from 'next/link';
import type { Study } from '@/content/work';
import { StudyList } from '@/components/work/study-list';
import { Container } from './container';

interface WorkSectionProps {
  id?: string;
  heading: string;
  intro?: string;
  studies: Study[];
  /** A link to the rest of the work (the index or a filter of it). */
  more?: { href: string; label: string };
  /** On phones, a row of cards to swipe through rather than a column (the default). */
  swipe?: boolean;
}

/**
 * Case studies where a buyer decides: the home page, each client type, each service, solution
 * and platform. Server-rendered cards and CSS only; renders nothing without studies.
 */
export function WorkSection({
  id = 'work',
  heading,
  intro,
  studies,
  more,
  swipe = true,
}: WorkSectionProps) {
  if (studies.length === 0) return null;
  const headingId = `${id}-heading`;
  return (
    <section id={id} data-grid="study-cards" aria-labelledby={headingId} className="py-8 sm:py-12">
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id={headingId} className="font-display text-3xl font-semibold">
            {heading}
          </h2>
          {more ? (
            <Link
              href={more.href}
              className="inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-4"
            >
              {more.label}
            </Link>
          ) : null}
        </div>
        {intro ? <p className="mt-3 max-w-3xl text-lg text-muted-foreground">{intro}</p> : null}
        <div className="mt-8">
          <StudyList studies={studies} swipe={swipe} />
        </div>
      </Container>
    </section>
  );
}
