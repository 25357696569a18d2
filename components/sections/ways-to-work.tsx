import Link from 'next/link';
import { entryByHref } from '@/content';
import type { WayToWork } from '@/content/schema';
import { Container } from './container';
import { SectionHead } from './section-head';

interface WaysToWorkProps {
  heading: string;
  intro?: string;
  ways: WayToWork[];
  /** The labels of the three compared rows and of the offers list. */
  labels: { length: string; price: string; start: string; offers: string };
}

/**
 * The three ways to work with us, side by side from 1024 px: each column's rows sit on one
 * subgrid, so "how long", "how it is priced" and "how it starts" line up across the columns and
 * read as a comparison; on phones each way is a card of its own. The offers are links to the
 * services and solutions each way draws on, named as the menu names them.
 */
export function WaysToWork({ heading, intro, ways, labels }: WaysToWorkProps) {
  return (
    <section id="ways" aria-labelledby="ways-heading" className="py-10 sm:py-12">
      <Container>
        <SectionHead id="ways-heading" heading={heading} intro={intro} />
        <ol className="mt-8 grid gap-5 lg:grid-cols-3 lg:gap-x-6">
          {ways.map((way, index) => (
            <li
              key={way.title}
              className="flex flex-col rounded-2xl border border-border bg-background p-5 sm:p-6 lg:row-span-5 lg:grid lg:grid-rows-subgrid lg:gap-y-0"
            >
              <div>
                <h3 className="font-display text-2xl font-semibold">
                  <span
                    aria-hidden="true"
                    className="mr-2 text-base text-accent lg:block lg:text-sm"
                  >
                    0{index + 1}
                  </span>
                  {way.title}
                </h3>
                <p className="mt-2 text-muted-foreground">{way.fit}</p>
              </div>
              <dl className="mt-4 grid gap-2 border-t lg:mt-5 lg:gap-3 border-border pt-4 lg:row-span-3 lg:grid-rows-subgrid">
                {(
                  [
                    [labels.length, way.length, 'font-semibold'],
                    [labels.price, way.price, 'font-semibold'],
                    [labels.start, way.start, ''],
                  ] as const
                ).map(([term, value, weight]) => (
                  <div
                    key={term}
                    className="max-lg:grid max-lg:grid-cols-[6.5rem_1fr] max-lg:items-baseline max-lg:gap-x-3"
                  >
                    <dt className="text-xs font-bold tracking-widest text-muted-foreground uppercase">
                      {term}
                    </dt>
                    <dd className={`lg:mt-0.5 ${weight}`}>{value}</dd>
                  </div>
                ))}
              </dl>
              <div className="mt-4 lg:mt-5">
                <h4 className="text-xs font-bold tracking-widest text-muted-foreground uppercase">
                  {labels.offers}
                </h4>
                <ul className="mt-1 flex flex-wrap gap-x-4 lg:mt-2 lg:gap-2">
                  {way.offers.map((href) => (
                    <li key={href}>
                      <Link
                        href={href}
                        className="inline-flex min-h-9 items-center font-semibold text-accent underline underline-offset-4 lg:min-h-11 lg:rounded-full lg:border lg:border-border lg:px-4 lg:py-1.5 lg:text-sm lg:text-foreground lg:no-underline lg:hover:border-accent lg:hover:text-accent"
                      >
                        {entryByHref(href)?.label ?? href}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
