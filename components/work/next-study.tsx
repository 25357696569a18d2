import Link from 'next/link';
import { snippets } from '@/content/snippets';
import { getWork, type Study } from '@/content/work';
import { ContactTrigger, ReferenceCallLink } from '@/components/contact/contact-trigger';
import { bleedEndingClass, EndingPanel } from '@/components/sections/ending';
import { SampleLabel } from './sample-label';
import { ResultFigure } from './result-figure';
import { eyebrowClass } from '@/components/ui/eyebrow';

/**
 * The study a reader goes to next: the next one in the same sector, in the list's order (newest
 * first, from the one after this), or the next one of any sector when this is the sector's only
 * one.
 */
export function nextStudy(study: Study, all: Study[] = getWork()): Study | undefined {
  const at = all.findIndex((s) => s.slug === study.slug);
  const after = [...all.slice(at + 1), ...all.slice(0, at)];
  return after.find((s) => s.sector === study.sector) ?? after[0];
}

/**
 * How a case study ends: the next study, by its headline result (its first figure, before and
 * after), with the way to a conversation about a result like it, or to a client of the reader's
 * kind first. A reader who finished one story is offered the next story's proof, not the same
 * grid of cards every page has.
 */
export function NextStudy({ study }: { study: Study }) {
  const next = nextStudy(study);
  if (!next) return null;
  const result = next.outcomes[0]!;
  const sameSector = next.sector === study.sector;
  return (
    <section aria-labelledby="next-study-heading" className={bleedEndingClass}>
      <EndingPanel ground="bleed" mark="trail">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="next-study-heading" className={eyebrowClass}>
            {snippets.work.moreHeading}
            {sameSector ? `: ${next.sectorEntry.label}` : ''}
          </h2>
          {next.sample ? <SampleLabel /> : null}
        </div>
        <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-end lg:gap-16">
          <div>
            <p className="font-semibold text-muted-foreground">{next.client}</p>
            <p className="mt-2 max-w-3xl font-display text-3xl font-semibold sm:text-4xl">
              {/* Underlined and with its arrow at rest: the way on is the title, so it looks
                  like a link before a pointer finds it. */}
              <Link
                href={next.href}
                className="underline decoration-accent decoration-2 underline-offset-[6px] hover:decoration-4"
              >
                {next.title}
                <span aria-hidden="true"> →</span>
              </Link>
            </p>
          </div>
          <ResultFigure outcome={result} />
        </div>
        <p className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3 border-t border-border pt-6 sm:mt-10">
          <ContactTrigger>{snippets.contactAction}</ContactTrigger>
          <ReferenceCallLink />
          <Link href="/work" className="font-semibold underline underline-offset-4">
            {snippets.work.more}
          </Link>
        </p>
      </EndingPanel>
    </section>
  );
}
