import Link from 'next/link';
import type { NavLink } from '@/config/navigation';
import { Container } from './container';
import { SectionHead } from './section-head';

interface LinkIndexProps {
  id: string;
  heading: string;
  /** `id` makes a group a target of its own (the menu's "All platforms" is /services#platforms). */
  groups: { id?: string; heading: string; links: NavLink[] }[];
}

/**
 * Every page of a kind as an index of links under their group headings, each a pill at every
 * width (the one look of a link that names a page in an index; a reference in a sentence or a
 * card is underlined): the whole offer in one screen on a desktop and a few thumb-lengths on a
 * phone, where a card per page (a title and a summary each) ran to some twenty screens.
 */
/** A group this long takes two columns of the row, so no group runs twice as far down as its
 * neighbours. */
const LONG_GROUP = 8;
/** Whole class names, so the stylesheet has them (no inline styles under the policy). */
const GRID_COLUMNS: Record<number, string> = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-3',
  4: 'md:grid-cols-4',
  5: 'md:grid-cols-5',
};

export function LinkIndex({ id, heading, groups }: LinkIndexProps) {
  const spans = groups.map((g) => (g.links.length > LONG_GROUP ? 2 : 1));
  const columns = spans.reduce((a, b) => a + b, 0);
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="py-10 sm:py-12">
      <Container>
        <SectionHead id={`${id}-heading`} heading={heading} />
        <div className={`mt-6 grid gap-8 ${GRID_COLUMNS[columns] ?? 'md:grid-cols-3'}`}>
          {groups.map((group, i) => (
            <div
              key={group.heading}
              id={group.id}
              className={spans[i] === 2 ? 'md:col-span-2' : undefined}
            >
              <h3 className="border-b border-border pb-2 font-display text-xl font-semibold">
                {group.heading}
              </h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      className="inline-flex min-h-11 items-center rounded-full border border-border px-4 text-sm font-semibold text-foreground hover:border-accent hover:text-accent"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Container>
    </section>
  );
}
