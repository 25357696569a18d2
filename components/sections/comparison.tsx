import { slugify } from '@/content/markdown';
import Link from 'next/link';
import { Container } from './container';
import { SectionHead } from './section-head';

export interface ComparedColumn {
  title: string;
  /** Who it suits, under the title. */
  fit: string;
  /** The compared rows, in the same order and with the same terms in every column. */
  facts: { term: string; value: string; strong?: boolean }[];
  /** Links under the facts (the services a way to work draws on), with their heading. */
  links?: { heading: string; items: { href: string; label: string }[] };
}

interface ComparisonProps {
  id: string;
  heading: string;
  intro?: string;
  columns: ComparedColumn[];
}

// Tailwind reads class names from the source, so each span is written out: a column spans its
// title, one row per fact and its links.
const COLUMN_ROWS: Record<number, string> = {
  4: 'lg:row-span-4',
  5: 'lg:row-span-5',
  6: 'lg:row-span-6',
  7: 'lg:row-span-7',
  8: 'lg:row-span-8',
};
const FACT_ROWS: Record<number, string> = {
  2: 'lg:row-span-2',
  3: 'lg:row-span-3',
  4: 'lg:row-span-4',
  5: 'lg:row-span-5',
  6: 'lg:row-span-6',
};

/**
 * Columns compared side by side from 1024 px (the ways to work with us on /services, the example
 * support plans on /support): each column's rows sit on one subgrid, so the same fact lines up
 * across the columns and reads as a comparison; below that each column is a card of its own, its
 * facts as term and value beside each other, and on phones each term above its value (beside it,
 * a value had a 170 px column and ran to five lines).
 */
/** A column's own address (`#plans-standard`), so a page can link to one of the compared. */
export function columnId(section: string, title: string): string {
  return `${section}-${slugify(title)}`;
}

export function Comparison({ id, heading, intro, columns }: ComparisonProps) {
  const facts = columns[0]?.facts.length ?? 0;
  const rows = 1 + facts + (columns.some((c) => c.links) ? 1 : 0);
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="py-10 sm:py-12">
      <Container>
        <SectionHead id={`${id}-heading`} heading={heading} intro={intro} />
        <ol className="mt-8 grid gap-5 lg:grid-cols-3 lg:gap-x-6">
          {columns.map((column, index) => (
            <li
              key={column.title}
              id={columnId(id, column.title)}
              className={`scroll-mt-24 flex flex-col rounded-2xl border border-border bg-background p-5 sm:p-6 lg:grid lg:grid-rows-subgrid lg:gap-y-0 ${COLUMN_ROWS[rows] ?? ''}`}
            >
              <div>
                <h3 className="font-display text-xl font-semibold sm:text-2xl">
                  <span
                    aria-hidden="true"
                    className="mr-2 text-base text-accent lg:block lg:text-sm"
                  >
                    0{index + 1}
                  </span>
                  {column.title}
                </h3>
                <p className="mt-2 text-muted-foreground">{column.fit}</p>
              </div>
              <dl
                className={`mt-4 grid gap-2 border-t border-border pt-4 lg:mt-5 lg:grid-rows-subgrid lg:gap-3 ${FACT_ROWS[facts] ?? ''}`}
              >
                {column.facts.map(({ term, value, strong }) => (
                  <div
                    key={term}
                    className="sm:max-lg:grid sm:max-lg:grid-cols-[7.5rem_minmax(0,1fr)] sm:max-lg:items-baseline sm:max-lg:gap-x-3"
                  >
                    <dt className="text-xs font-bold tracking-widest wrap-break-word text-muted-foreground uppercase">
                      {term}
                    </dt>
                    <dd className={`lg:mt-0.5 ${strong ? 'font-semibold' : ''}`}>{value}</dd>
                  </div>
                ))}
              </dl>
              {column.links ? (
                <div className="mt-4 lg:mt-5">
                  <h4 className="text-xs font-bold tracking-widest text-muted-foreground uppercase">
                    {column.links.heading}
                  </h4>
                  <ul className="mt-1 flex flex-wrap gap-x-4 lg:mt-2">
                    {column.links.items.map(({ href, label }) => (
                      <li key={href}>
                        <Link
                          href={href}
                          className="inline-flex min-h-9 items-center font-semibold text-accent underline underline-offset-4 hover:decoration-2 lg:min-h-11"
                        >
                          {label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
