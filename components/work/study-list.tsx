import Link from 'next/link';
import { cardLinkClass } from '@/components/sections/card-grid';
import type { Study } from '@/content/work';
import { gridColumns, phoneLimitClass } from '@/components/sections/grid-columns';
import { StaticImage } from '@/components/ui/static-image';
import { formatFigure } from './figures';
import { SampleLabel } from './sample-label';

/**
 * Study cards: the project's first screen, sector and platform, the headline, the client and the
 * first measured result. The whole card is the heading link's target; the grid never ends with
 * a lone card.
 */
export function StudyList({
  studies,
  headingLevel = 3,
  phoneLimit,
}: {
  studies: Study[];
  headingLevel?: 2 | 3;
  /** How many cards phones show (the section links to the rest). */
  phoneLimit?: number;
}) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={`${gridColumns(studies.length)} gap-6`}>
      {studies.map((study, index) => {
        const cover = study.images[0]!;
        const lead = study.outcomes[0]!;
        return (
          <li
            key={study.slug}
            className={`group relative flex flex-col overflow-hidden rounded-2xl border border-border bg-background hover:border-accent focus-within:border-accent ${phoneLimitClass(index, phoneLimit)}`}
          >
            <StaticImage
              src={cover.src}
              alt=""
              width={cover.width}
              height={cover.height}
              sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
              className="aspect-[16/10] h-auto w-full border-b border-border object-cover object-top"
            />
            <div className="flex flex-1 flex-col p-6">
              <div className="flex flex-wrap items-center gap-2">
                <p className="text-xs font-bold tracking-widest text-muted-foreground uppercase">
                  {study.sectorEntry.label} · {study.platformEntry.label}
                </p>
                {study.sample ? <SampleLabel /> : null}
              </div>
              <H className="mt-2 font-display text-xl font-semibold">
                <Link href={study.href} className={cardLinkClass}>
                  {study.title}
                </Link>
              </H>
              <p className="mt-2 text-sm font-semibold">{study.client}</p>
              <p className="mt-auto pt-4 text-sm text-muted-foreground">
                <span className="block font-display text-2xl font-semibold text-foreground">
                  {formatFigure(lead.after, lead.unit)}
                </span>
                {lead.label} (before: {formatFigure(lead.before, lead.unit)})
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
