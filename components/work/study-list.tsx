import Link from 'next/link';
import { cardLinkClass } from '@/components/sections/card-grid';
import type { Study } from '@/content/work';
import { cellSpan, gridColumns, gridImageSizes, swipeRow } from '@/components/ui/grid-columns';
import { StaticImage, screenClass } from '@/components/ui/static-image';
import { formatFigure } from './figures';
import { DeviceFrame } from './device-frame';
import { SampleLabel } from './sample-label';

/** A study's first screen and, where it has one, its phone crop (the first portrait image). */
export function studyScreens(study: Study) {
  const cover = study.images[0]!;
  const phone = study.images.find((image) => image.height > image.width);
  return { cover, phone: phone && phone !== cover ? phone : undefined };
}

/**
 * A study's first screen in a browser window and, below `phoneBelow` (where the study has a
 * phone crop), its phone crop in a phone (`phoneClass` sizes that phone). Decorative (alt=""):
 * the study's page describes its screens.
 */
export function FramedCover({
  study,
  phoneBelow,
  phoneClass,
  phoneSizes,
  sizes,
  eager = false,
}: {
  study: Study;
  phoneBelow: 'sm' | 'lg';
  phoneClass: string;
  phoneSizes: string;
  sizes: string;
  eager?: boolean;
}) {
  const { cover, phone } = studyScreens(study);
  const kind = !phone ? 'browser' : phoneBelow === 'sm' ? 'phone-below-sm' : 'phone-below-lg';
  return (
    <DeviceFrame kind={kind} className={phone ? phoneClass : ''}>
      <StaticImage
        src={cover.src}
        alt=""
        width={cover.width}
        height={cover.height}
        phone={phone}
        phoneBelow={phoneBelow}
        phoneSizes={phoneSizes}
        sizes={sizes}
        eager={eager}
        className={`h-auto w-full ${screenClass}`}
      />
    </DeviceFrame>
  );
}

/**
 * Study cards: the project's first screen, in a browser window (its phone crop in a phone on
 * phones, its top half showing: the client's header and headline), sector and platform, the
 * headline, the client and the first measured result. The whole card is the heading link's
 * target; the grid never ends with a lone card. Each card is a subgrid of the list's rows, so
 * the figures line up across a row however the labels above them wrap; a single study is laid
 * out wide, its screen beside the text, rather than stretched across the page.
 */
export function StudyList({
  studies,
  headingLevel = 3,
  swipe = false,
  topic,
}: {
  studies: Study[];
  /**
   * The solution the page sells: a study's result marked as about it is its card's figure, and
   * the studies with one lead.
   */
  topic?: string;
  headingLevel?: 2 | 3;
  /** On phones, a row to swipe through rather than a column (the home page's recent work). */
  swipe?: boolean;
}) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  // On a solution's page a card leads with its result about that solution (its `about`), and
  // those studies come first. A study without one shows its headline result, the first, under
  // its own label: every card states a measured figure in one place, as a reader compares a row
  // of them, and none is more than its study's content says. On a phone, where the cards are a
  // row swiped one at a time and none is compared beside another, that figure is left out: the
  // row takes its tallest card's height, and a second topic's label would set it.
  const onTopic = (study: Study) =>
    topic ? study.outcomes.find((o) => o.about.includes(topic)) : undefined;
  const leadOf = (study: Study) => onTopic(study) ?? study.outcomes[0]!;
  const shown = topic
    ? [...studies].sort((a, b) => Number(!onTopic(a)) - Number(!onTopic(b)))
    : studies;
  const single = shown.length === 1;
  // A lone study is a card of the column's width, not a carousel of one.
  const swipes = swipe && !single;
  const sizes = single ? '(min-width: 1024px) 608px, 100vw' : gridImageSizes(shown.length);
  return (
    <ul className={`${gridColumns(shown.length)} gap-x-6 gap-y-6 ${swipes ? swipeRow.list : ''}`}>
      {shown.map((study, index) => {
        const lead = leadOf(study);
        const offTopic = topic !== undefined && !onTopic(study);
        return (
          <li
            key={study.slug}
            className={`group relative grid overflow-hidden rounded-2xl border border-border bg-background hover:border-accent focus-within:border-accent ${single ? 'lg:grid-cols-2' : 'row-span-4 grid-rows-subgrid gap-y-0'} ${swipes ? swipeRow.item : ''} ${cellSpan(index, shown.length)}`}
          >
            <div
              className={`overflow-hidden bg-surface px-5 pt-5 max-sm:flex max-sm:h-[11.5rem] max-sm:justify-center max-sm:pt-4 sm:aspect-[16/10] sm:px-6 sm:pt-6 ${single ? 'max-lg:border-b lg:aspect-auto lg:h-full lg:border-r lg:px-10 lg:pt-10' : 'border-b'} border-border`}
            >
              <FramedCover
                study={study}
                phoneBelow="sm"
                phoneClass="max-sm:w-[10.5rem] max-sm:self-start"
                phoneSizes="10rem"
                sizes={sizes}
              />
            </div>
            <div className={single ? 'flex flex-col p-6 lg:p-10' : 'contents'}>
              {/* The label on its own line above the kicker on every card: a long kicker
                  ("Membership Organizations · Drupal") no longer pushes it down a line, so the
                  kickers of a row start level. */}
              <div
                className={`flex flex-col items-start gap-2 ${single ? '' : 'px-5 pt-5 sm:px-6 sm:pt-6'}`}
              >
                {study.sample ? <SampleLabel /> : null}
                <p className="text-xs font-bold tracking-widest text-muted-foreground uppercase">
                  {study.sectorEntry.label} · {study.platformEntry.label}
                </p>
              </div>
              {/* Title and client share one row of the subgrid: the client sits right under the
                  title however many lines the title takes. */}
              <div className={single ? '' : 'px-5 sm:px-6'}>
                <H
                  className={`mt-2 font-display font-semibold ${single ? 'text-2xl lg:text-3xl' : 'text-xl'}`}
                >
                  <Link href={study.href} className={cardLinkClass}>
                    {study.title}
                  </Link>
                </H>
                <p className="mt-2 text-sm font-semibold">{study.client}</p>
                {/* Alone and beside its screens from 1024 px, the card has room for what the
                    study is about; stacked on a phone, the figure follows the client. */}
                {single ? (
                  <p className="mt-4 text-muted-foreground max-lg:hidden">{study.summary}</p>
                ) : null}
              </div>
              <p
                data-figure
                className={`pt-4 text-sm text-muted-foreground ${single ? 'mt-auto' : 'self-start px-5 pb-5 sm:px-6 sm:pb-6'} ${offTopic ? 'max-sm:hidden' : ''}`}
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
