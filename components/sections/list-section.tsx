import type { ReactNode } from 'react';
import Link from 'next/link';
import { Container } from './container';
import { SectionHead } from './section-head';
import { cellSpan, equalRow, gridColumns, oneRow } from '@/components/ui/grid-columns';
import { disclosureClass, OpenSign, summaryClass } from '@/components/ui/disclosure';

export interface ListItem {
  /** A short title: the item is then a card with its own heading. */
  title?: string;
  /**
   * One line under the title (a rule's meaning), `text` its detail: from 640 px both, the line
   * first; on a phone the line opens the detail folded under it.
   */
  meaning?: string;
  text: string;
  /** Makes the title a link (a sector's client page). */
  href?: string;
  /** A link after the text (a study in that state). */
  link?: { href: string; label: string };
}

export interface ListGroup {
  /** A sub-heading when a section holds two lists ("Choose it when", "Look elsewhere when"). */
  heading?: string;
  items: ListItem[];
  /** Steps: an `<ol>` with numbered markers. */
  ordered?: boolean;
  /** The marker of an untitled item: a tick, a cross or a dot. */
  marker?: 'yes' | 'no' | 'dot';
  /** Cards of one width, up to five in a row from 1280 px (`equalRow`): a state's sectors. */
  equal?: boolean;
}

interface ListSectionProps {
  id: string;
  heading: string;
  intro?: string;
  groups: ListGroup[];
  /** Beside the heading from 1024 px, under it on phones: art that carries information (a map). */
  aside?: ReactNode;
  /** Under the lists: what shows them at work (a sector's rules in the editor). */
  after?: ReactNode;
}

function Item({ item, level }: { item: ListItem; level: 3 | 4 }) {
  const H = level === 3 ? 'h3' : 'h4';
  const link = item.link ? (
    <p className="mt-3">
      <Link
        href={item.link.href}
        className="inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-4"
      >
        {item.link.label}
      </Link>
    </p>
  ) : null;
  if (!item.title) {
    return (
      <>
        {item.text}
        {link}
      </>
    );
  }
  return (
    <>
      <H className="font-display text-lg font-semibold sm:text-xl">
        {item.href ? (
          <Link
            href={item.href}
            className="text-accent underline decoration-2 underline-offset-4 hover:text-accent-hover"
          >
            {item.title}
          </Link>
        ) : (
          item.title
        )}
      </H>
      {item.meaning ? (
        <>
          <p className="mt-2 font-medium max-sm:hidden">{item.meaning}</p>
          {/* On a phone the line is the words that open the detail (a thumb reads what each
              rule means, and opens the one it wants); from 640 px the detail stands under it,
              quieter. */}
          <details className={`${disclosureClass} fold-on-phones`}>
            <summary data-meaning="" className={`${summaryClass} mt-1 gap-3 text-left font-medium`}>
              <span>{item.meaning}</span>
              <OpenSign />
            </summary>
            <p className="mt-2 text-muted-foreground">{item.text}</p>
          </details>
        </>
      ) : (
        <p className="mt-2 text-muted-foreground">{item.text}</p>
      )}
      {link}
    </>
  );
}

/**
 * Named steps as the trail of the landscapes (app/globals.css `.shape-trail`): each a cairn joined
 * to the next by the blazed path, down the page on phones, across it in one row from 1024 px.
 */
function Trail({ group, level, across }: { group: ListGroup; level: 3 | 4; across: string }) {
  return (
    <ol className={`shape-trail mt-6 grid gap-4 sm:gap-6 ${across}`}>
      {group.items.map((item) => (
        <li key={item.title ?? item.text}>
          <Item item={item} level={level} />
        </li>
      ))}
    </ol>
  );
}

/** `wide`: the list has its section's whole width (not one of two side by side). */
function List({ group, level, wide }: { group: ListGroup; level: 3 | 4; wide?: boolean }) {
  const titled = group.items.some((item) => item.title);
  const across = group.ordered && titled ? oneRow(group.items.length) : undefined;
  if (across) return <Trail group={group} level={level} across={across} />;
  const Tag = group.ordered ? 'ol' : 'ul';
  const equal = titled && group.equal ? equalRow(group.items.length) : undefined;
  // Where every card has a meaning, each card is a subgrid of the list's rows (title, meaning,
  // text), so the meanings of a row start level however many lines its titles take.
  const aligned = titled && group.items.every((item) => item.title && item.meaning && !item.link);
  // On a phone titled items are a list between rules, the text the screen's width (a card's
  // frame and padding cost a line of text each); cards side by side from 640 px.
  const layout = titled
    ? `${equal?.list ?? gridColumns(group.items.length)} border-t border-border sm:gap-5 sm:border-0 ${group.ordered ? 'steps' : ''}`
    : // A long list of lines in two columns from lg, so it fills the width its section has
      // rather than leaving a third of the page empty beside a column of short lines.
      `grid gap-3 marked marked-${group.marker ?? 'dot'} ${wide && group.items.length >= 4 ? 'lg:grid-cols-2 lg:gap-x-12' : ''}`;
  return (
    <Tag className={`mt-6 ${layout}`}>
      {group.items.map((item, index) => (
        <li
          key={item.title ?? item.text}
          className={
            titled
              ? `border-b border-border py-4 max-sm:last:border-b-0 max-sm:last:pb-0 sm:rounded-2xl sm:border sm:bg-background sm:p-6 ${aligned ? 'grid row-span-3 grid-rows-subgrid gap-y-0' : ''} ${equal?.item(index) ?? cellSpan(index, group.items.length)}`
              : 'sm:text-lg'
          }
        >
          <Item item={item} level={level} />
        </li>
      ))}
    </Tag>
  );
}

/**
 * A page's own module as lists: a sector's problems and rules, a platform's when and when not,
 * a location's sectors, a solution's steps and deliverables. One heading, an optional intro and
 * one list, or two side by side under their own sub-headings. Server-rendered, CSS only.
 */
export function ListSection({ id, heading, intro, groups, aside, after }: ListSectionProps) {
  const headingId = `${id}-heading`;
  const nested = groups.length > 1 || groups.some((g) => g.heading);
  const head = <SectionHead id={headingId} heading={heading} intro={intro} />;
  return (
    <section id={id} aria-labelledby={headingId} className="py-8 sm:py-12">
      <Container>
        {aside ? (
          <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-center lg:gap-12">
            <div>{head}</div>
            <div className="mt-6 max-w-sm lg:mt-0 lg:max-w-none">{aside}</div>
          </div>
        ) : (
          head
        )}
        {nested ? (
          <div className="grid gap-8 md:grid-cols-2 md:gap-10">
            {groups.map((group) => (
              <div key={group.heading} className="mt-6">
                <h3 className="font-display text-xl font-semibold sm:text-2xl">{group.heading}</h3>
                <List group={group} level={4} />
              </div>
            ))}
          </div>
        ) : (
          groups.map((group, i) => <List key={i} group={group} level={3} wide />)
        )}
        {after}
      </Container>
    </section>
  );
}
