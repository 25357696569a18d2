import Link from 'next/link';
import { cardLinkClass } from '@/components/sections/card-grid';
import type { Study } from '@/content/work';
import {
  featuredFirst,
  gridColumns,
  gridImageSizes,
  swipeRow,
} from '@/components/sections/grid-columns';
import { StaticImage, screenClass } from '@/components/ui/static-image';
import { formatFigure } from './figures';
import { SampleLabel } from './sample-label';

/** A study's first screen and, where it has one, its phone crop (the first portrait image). */
export function studyScreens(study: Study) {
  const cover = study.images[0]!;
  const phone = study.images.find((image) => image.height > image.width);
  return { cover, phone: phone && phone !== cover ? phone : undefined };
}

/**
 * Study cards: the project's first screen (its phone crop on phones), sector and platform, the
 * headline, the client and the first measured result. The whole card is the heading link's
 * target; the grid never ends with a lone card. Each card is a subgrid of the list's rows, so
 * the figures line up across a row however the labels above them wrap; a single study is laid
 * out wide, its screen beside the text, rather than stretched across the page.
 */
export function StudyList({
  studies,
  headingLevel = 3,
  swipe = false,
}: {
  studies: Study[];
  headingLevel?: 2 | 3;
  /** On phones, a row to swipe through rather than a column (the home page's recent work). */
  swipe?: boolean;
}) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const single = studies.length === 1;
  const sizes = single ? '(min-width: 1024px) 608px, 100vw' : gridImageSizes(studies.length);
  return (
    <ul className={`${gridColumns(studies.length)} gap-x-6 gap-y-6 ${swipe ? swipeRow.list : ''}`}>
      {studies.map((study, index) => {
        const { cover, phone } = studyScreens(study);
        const lead = study.outcomes[0]!;
        return (
          <li
            key={study.slug}
            className={`group relative grid overflow-hidden rounded-2xl border border-border bg-background hover:border-accent focus-within:border-accent ${single ? 'lg:grid-cols-2' : 'row-span-5 grid-rows-subgrid gap-y-0'} ${swipe ? swipeRow.item : ''} ${featuredFirst(index, studies.length)}`}
          >
            <StaticImage
              src={cover.src}
              alt=""
              width={cover.width}
              height={cover.height}
              phone={phone}
              sizes={sizes}
              className={`aspect-[2/1] h-auto w-full object-cover object-top sm:aspect-[16/10] ${single ? 'max-lg:border-b lg:h-full lg:border-r' : 'border-b'} border-border ${screenClass}`}
            />
            <div className={single ? 'flex flex-col p-6 lg:p-10' : 'contents'}>
              <div className={`flex flex-wrap items-center gap-2 ${single ? '' : 'px-6 pt-6'}`}>
                <p className="text-xs font-bold tracking-widest text-muted-foreground uppercase">
                  {study.sectorEntry.label} · {study.platformEntry.label}
                </p>
                {study.sample ? <SampleLabel /> : null}
              </div>
              <H
                className={`mt-2 font-display font-semibold ${single ? 'text-2xl lg:text-3xl' : 'px-6 text-xl'}`}
              >
                <Link href={study.href} className={cardLinkClass}>
                  {study.title}
                </Link>
              </H>
              <p className={`mt-2 text-sm font-semibold ${single ? '' : 'px-6'}`}>{study.client}</p>
              <p
                data-figure
                className={`pt-4 text-sm text-muted-foreground ${single ? 'mt-auto' : 'self-start px-6 pb-6'}`}
              >
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
