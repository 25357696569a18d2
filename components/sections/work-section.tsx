import type { ReactNode } from 'react';
import type { Study } from '@/content/work';
import { StudyList } from '@/components/work/study-list';
import { Container } from './container';
import { ReferenceOffer } from './reference-offer';
import { SectionHead } from './section-head';

interface WorkSectionProps {
  id?: string;
  heading: string;
  intro?: string;
  studies: Study[];
  /** A link to the rest of the work (the index or a filter of it). */
  more?: { href: string; label: string };
  /** On phones, a row of cards to swipe through rather than a column (the default). */
  swipe?: boolean;
  /** The solution the page sells, so each card leads with its result about it. */
  topic?: string;
  /** Real work before the samples (the audit of this site on a page that links it); shown only
   * with studies to lead. */
  lead?: ReactNode;
}

/**
 * Case studies where a buyer decides: the home page, each client type, each service, solution
 * and platform, after any real work the page leads them with. Server-rendered cards and CSS
 * only; renders nothing without studies.
 */
export function WorkSection({
  id = 'work',
  heading,
  intro,
  studies,
  more,
  swipe = true,
  topic,
  lead,
}: WorkSectionProps) {
  if (studies.length === 0) return null;
  const headingId = `${id}-heading`;
  return (
    <section id={id} data-grid="study-cards" aria-labelledby={headingId} className="py-8 sm:py-12">
      <Container>
        <SectionHead id={headingId} heading={heading} intro={intro} more={more} />
        {lead}
        <div className="mt-8">
          <StudyList studies={studies} swipe={swipe} topic={topic} />
        </div>
        {/* Samples show how we write a project up; a client of the buyer's kind, on a call, is
            the proof behind them. */}
        <ReferenceOffer />
      </Container>
    </section>
  );
}
