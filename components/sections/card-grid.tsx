import type { ReactNode } from 'react';
import Link from 'next/link';
import { Container } from './container';
import { cellSpan, centredRows, gridColumns } from '@/components/ui/grid-columns';

/** The heading link of a card: its overlay makes the whole card (a `group relative` item) clickable. */
export const cardLinkClass =
  'after:absolute after:inset-0 after:rounded-2xl group-hover:text-accent';

export interface CardItem {
  href: string;
  title: string;
  summary: string;
  eyebrow?: string;
  /** A line under the summary, set apart: the proof behind the card (a study's result). */
  footnote?: { label: string; text: string };
  /** A drawing at the card's head (a sector's place, in the landscapes' line), decorative. */
  art?: ReactNode;
}

interface CardGridProps {
  id?: string;
  heading: string;
  intro?: string;
  items: CardItem[];
  /** Heading level of the section; cards use the next level down. */
  level?: 2 | 3;
  /**
   * On phones, the titles only, as a wrapped row of pills (the cards and summaries return from
   * 640 px): long lists a thumb gets through.
   */
  compact?: boolean;
  /** What the cards' drawings refer to, once per page (a drawing the build wrote no file for). */
  defs?: ReactNode;
  /** What follows the cards in their section (the reference call under cards that cite samples). */
  after?: ReactNode;
}

// Tailwind reads class names from the source, so each span is written out.
/**
 * A drawn card on a phone: its drawing beside its title, small, rather than a row of its own
 * over it (five such rows were some 400 px of a phone's /clients).
 */
const drawnOnPhones = 'max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_6rem] max-sm:gap-x-3';
/** What runs under a drawn card's title and drawing on a phone: both columns. */
const underOnPhones = 'max-sm:col-span-2';
const ROWS: Record<number, string> = {
  3: 'sm:row-span-3 sm:grid sm:grid-rows-subgrid sm:gap-y-0',
  4: 'sm:row-span-4 sm:grid sm:grid-rows-subgrid sm:gap-y-0',
  5: 'sm:row-span-5 sm:grid sm:grid-rows-subgrid sm:gap-y-0',
};

/**
 * A section of linked cards; the whole card is clickable through the heading link's overlay, and
 * the title is the link's name (no repeated "Explore" text: one name per action).
 */
export function CardGrid({
  id,
  heading,
  intro,
  items,
  level = 2,
  compact = false,
  defs,
  after,
}: CardGridProps) {
  const H = level === 2 ? 'h2' : 'h3';
  const CardH = level === 2 ? 'h3' : 'h4';
  const headingId = `${id ?? heading.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-heading`;
  // Cards with a footnote are subgrids of the list's rows from 640 px: drawing, eyebrow, title,
  // summary and footnote each take a row, so the footnotes' rules line up across a row of cards.
  const eyebrows = items.some((item) => item.eyebrow);
  const drawn = items.some((item) => item.art);
  const rows = items.some((item) => item.footnote)
    ? ROWS[3 + Number(eyebrows) + Number(drawn)]!
    : '';
  // Drawn cards keep one shape at every width, a short last row centred (`centredRows`).
  const grid = drawn
    ? centredRows(items.length)
    : { list: gridColumns(items.length), item: (index: number) => cellSpan(index, items.length) };
  return (
    <section
      id={id}
      data-grid="card-grid"
      aria-labelledby={headingId}
      className={compact ? 'py-6 sm:py-12' : 'py-12'}
    >
      {defs}
      <Container>
        <H id={headingId} className="font-display text-2xl font-semibold sm:text-3xl">
          {heading}
        </H>
        {intro ? <p className="mt-3 max-w-3xl text-muted-foreground sm:text-lg">{intro}</p> : null}
        <ul
          className={`mt-8 ${grid.list} ${compact ? 'gap-3 max-sm:flex max-sm:flex-wrap sm:gap-5' : 'gap-5'}`}
        >
          {items.map((item, index) => (
            <li
              key={item.href}
              className={`group relative flex flex-col rounded-2xl border border-border bg-background transition-colors hover:border-accent focus-within:border-accent ${rows} ${compact ? 'max-sm:min-h-11 max-sm:justify-center max-sm:rounded-full max-sm:px-4 max-sm:py-1.5 sm:p-6' : 'p-5 sm:p-6'} ${drawn ? drawnOnPhones : ''} ${grid.item(index)}`}
            >
              {item.art ? (
                <div className="mb-4 w-36 max-sm:col-start-2 max-sm:row-start-1 max-sm:mb-0 max-sm:w-24 max-sm:self-center sm:w-full sm:max-w-60">
                  {item.art}
                </div>
              ) : drawn && rows ? (
                <span />
              ) : null}
              {item.eyebrow ? (
                <p
                  className={`text-xs font-bold tracking-widest text-muted-foreground uppercase ${underOnPhones}`}
                >
                  {item.eyebrow}
                </p>
              ) : eyebrows && rows ? (
                <span />
              ) : null}
              <CardH
                className={`font-display font-semibold ${compact ? 'text-base sm:mt-1 sm:text-xl' : 'mt-1 text-xl'} ${drawn ? 'max-sm:col-start-1 max-sm:row-start-1 max-sm:self-center' : ''}`}
              >
                <Link href={item.href} className={cardLinkClass}>
                  {item.title}
                </Link>
              </CardH>
              <p
                className={`mt-2 text-muted-foreground ${compact ? 'hidden sm:block' : ''} ${underOnPhones}`}
              >
                {item.summary}
              </p>
              {item.footnote ? (
                // At the card's foot (a row of its own from 640 px): the proof lines up across a row.
                <div
                  className={`mt-auto pt-4 sm:mt-0 ${compact ? 'hidden sm:block' : ''} ${underOnPhones}`}
                >
                  <p className="border-t border-border pt-4 text-sm">
                    <span className="block text-xs font-bold tracking-widest text-muted-foreground uppercase">
                      {item.footnote.label}
                    </span>
                    <span className="mt-1 block font-semibold">{item.footnote.text}</span>
                  </p>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
        {after}
      </Container>
    </section>
  );
}
