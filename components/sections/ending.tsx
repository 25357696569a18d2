import type { ReactNode } from 'react';
import { snippets } from '@/content/snippets';
import { ContactTrigger } from '@/components/contact/contact-trigger';
import { Container } from './container';
import { PageCheckOffer } from './page-check-offer';
import { RelatedLinks } from './related-links';
import { eyebrowClass } from '@/components/ui/eyebrow';
import {
  EndingMarkArt,
  markRoom,
  markRoomBeside,
  type EndingMark,
} from '@/components/art/ending-marks';

/**
 * How an ending's ground is laid: a panel inside the page's width (most pages), or a band from
 * edge to edge (`bleed`: home's places and people, a study's next study), so the endings of the
 * site do not all close in the same card.
 */
export type EndingGround = 'panel' | 'bleed';

/**
 * An ending's ground: its own colour (`bg-ending`, apart from the footer's grey and the band's
 * sand), its kind's mark in its corner: a panel with the page's background between it and the
 * footer, a band running into the footer.
 * Every kind of page's ending stands on it. A panel that names no mark stands plain: the trail
 * to the cairn belongs to a study's next study, not to every ending.
 */
export function EndingPanel({
  children,
  ground = 'panel',
  mark = 'none',
  room = 'panel',
  markSide,
}: {
  children: ReactNode;
  ground?: EndingGround;
  mark?: EndingMark;
  /** The corner the mark stands in: under the column that keeps its room (default right). */
  markSide?: 'left' | 'right';
  /**
   * Where the room for the mark is kept: under all the words (`panel`), or from 1280 px by the
   * ending's own column above the mark (`column`: the ending gives that column
   * `markRoomBeside(mark).column`), where the column beside it is the taller and the panel would
   * otherwise end on an empty strip.
   */
  room?: EndingRoom;
}) {
  // From 1024 px a mark is drawn low in the corner, under the words: room is kept for it only
  // where there is one (an ending without stood on an empty strip of its colour), as tall as its
  // drawing (a low one left the panel empty under the words).
  const drawn = mark !== 'none';
  const kept = room === 'panel' ? markRoom(mark) : markRoomBeside(mark).panel;
  if (ground === 'bleed') {
    return (
      <div className="relative isolate overflow-hidden border-t border-ending-line bg-ending text-foreground">
        <Container className={`relative py-6 sm:py-12 ${drawn ? kept : 'lg:pb-14'}`}>
          {children}
          <EndingMarkArt mark={mark} side={markSide} />
        </Container>
      </div>
    );
  }
  return (
    <Container>
      <div
        className={`relative isolate overflow-hidden rounded-3xl border border-ending-line bg-ending px-5 py-6 text-foreground sm:px-10 sm:py-12 ${kept}`}
      >
        {children}
        <EndingMarkArt mark={mark} side={markSide} />
      </div>
    </Container>
  );
}

export type EndingRoom = 'panel' | 'column';

/** The endings drawn by `Ending`, each named in its `data-ending`. */
export type EndingBlock =
  | 'audit-offer'
  | 'author-next'
  | 'first-meeting'
  | 'guide'
  | 'location-work'
  | 'next-steps'
  | 'plan-ask'
  | 'reference-call'
  | 'sector-leads'
  | 'way';

/**
 * Each ending's mark, by what it says: shelter for support's plans, the summit for why us, the
 * campfire where the team meets, two arms pointing to two calls for the work, a fork at a marker
 * post where an overview helps choose a page, stepping stones where a page says which way of
 * working fits, a pin on the contours for a state, the register an
 * article's reader signs and an audit's record is kept in. Home's ending draws each sector's
 * place already, so it has none.
 */
export const ENDING_MARKS: Record<EndingBlock, EndingMark> = {
  'audit-offer': 'register',
  'author-next': 'register',
  'first-meeting': 'campfire',
  guide: 'fork',
  'location-work': 'map-pin',
  'next-steps': 'summit',
  'plan-ask': 'hut',
  'reference-call': 'signpost',
  'sector-leads': 'none',
  way: 'stones',
};

/**
 * The ending a page closes with, named by `block` in `data-ending`: the endings test
 * (scripts/endings.build.test.ts) reads those names to prove no two kinds of page end alike.
 * `label` is the small heading over the block; without one, the block's own heading carries `id`.
 * Its mark is its block's (`ENDING_MARKS`) unless `mark` names another.
 */
export function Ending({
  block,
  id,
  label,
  ground,
  mark = ENDING_MARKS[block],
  room,
  children,
}: {
  block: EndingBlock;
  ground?: EndingGround;
  mark?: EndingMark;
  room?: EndingRoom;
  /** The heading's id: the section's `aria-labelledby`. */
  id: string;
  label?: string;
  children: ReactNode;
}) {
  return (
    <section
      data-ending={block}
      aria-labelledby={id}
      className={ground === 'bleed' ? bleedEndingClass : endingClass}
    >
      <EndingPanel ground={ground} mark={mark} room={room}>
        {label ? (
          <h2 id={id} className={eyebrowClass}>
            {label}
          </h2>
        ) : null}
        {children}
      </EndingPanel>
    </section>
  );
}

/**
 * The space around an ending: clear of the block above it and of the footer below, a panel and a
 * band from edge to edge alike (a band on the footer, with a hairline between, read as the
 * footer's top). A band from edge to edge keeps 32 px more from 640 px and closes with its own
 * hairline: 64 px of cream under it, edge to edge too, read as a strip left over.
 */
export const endingClass = 'pt-2 pb-8 sm:pt-8 sm:pb-16';
/**
 * The same for a band from edge to edge, which runs into the footer: a strip of the page's ground
 * between two full-width bands reads as a third band, not as space.
 */
export const bleedEndingClass = 'pt-2 sm:pt-8';

/**
 * An ending's words with its conversation and related pages beside them from 1024 px, so a panel
 * is not one column with its right half empty.
 */
export const besideAction =
  'lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center lg:gap-16';

/** An ending's conversation, and the page's related pages as a line of links under it. */
export function EndingAction({
  relatedId,
  related = [],
  pageCheck = false,
}: {
  relatedId?: string;
  related?: { title: string; href: string }[];
  /** The smaller first step (one page looked at) under the conversation. */
  pageCheck?: boolean;
}) {
  return (
    <>
      <div className="mt-6">
        <ContactTrigger>{snippets.contactAction}</ContactTrigger>
      </div>
      {pageCheck ? <PageCheckOffer /> : null}
      {relatedId ? <RelatedLinks id={relatedId} pages={related} /> : null}
    </>
  );
}
