import Link from 'next/link';
import { getCollection } from '@/content';
import { snippets } from '@/content/snippets';
import { resultBeside, studiesFor, type Study } from '@/content/work';
import { disclosureClass, OpenSign, summaryClass } from '@/components/ui/disclosure';
import { ResultFigure } from '@/components/work/result-figure';
import { Container } from './container';
import { SectionHead } from './section-head';

/**
 * The home page's one choice of sector: each client type opens to its first problem, its first
 * rule and its study's headline figure, with the way to its page. Native `<details>` of one
 * group (`name`), so opening one closes the other and it all works with scripts off; the first
 * is open. On a phone each point says what it is in a line or three (a rule its one-line meaning),
 * so no title stands alone, and the open sector stays within a screen or two.
 */
export function SectorSelector({
  id,
  heading,
  more,
  cards = [],
}: {
  id: string;
  heading: string;
  more: string;
  /** The studies the page also shows as cards: a sector's figure is then another of its results. */
  cards?: readonly Study[];
}) {
  const m = snippets.modules;
  return (
    <section
      id={id}
      data-grid="sector-selector"
      aria-labelledby={`${id}-heading`}
      className="py-10 sm:py-12"
    >
      <Container>
        <SectionHead id={`${id}-heading`} heading={heading} />
        <div className="mt-4 border-t border-border sm:mt-6">
          {getCollection('clients').map((client, i) => {
            const problem = client.problems[0]!;
            const rule = client.rules[0]!;
            const study = studiesFor(client)[0];
            const result = study ? resultBeside(study, cards) : undefined;
            const sector = client.title.toLowerCase();
            return (
              <details
                key={client.slug}
                name={id}
                open={i === 0}
                className={`${disclosureClass} border-b border-border`}
              >
                <summary
                  className={`${summaryClass} py-3 font-display text-2xl font-semibold sm:py-4 sm:text-3xl`}
                >
                  {/* From 768 px a closed sector says its first problem beside its name, so the
                      four rows under the open one each say something a buyer can weigh. */}
                  <span className="flex min-w-0 flex-1 items-baseline justify-between gap-8">
                    <span>{client.label}</span>
                    <span className="hidden text-right font-sans text-base font-normal text-muted-foreground group-open/disclosure:hidden md:inline">
                      {problem.title}
                    </span>
                  </span>
                  <OpenSign />
                </summary>
                <div className="grid gap-4 pb-6 sm:gap-6 sm:pb-8 md:grid-cols-3 md:gap-10">
                  <div>
                    <p className="text-sm font-bold tracking-wide text-accent uppercase">
                      {m.problems(sector)}
                    </p>
                    <p className="mt-2 font-semibold">{problem.title}</p>
                    <p className="mt-1 text-muted-foreground">{problem.text}</p>
                  </div>
                  <div>
                    <p className="text-sm font-bold tracking-wide text-accent uppercase">
                      {m.rules}
                    </p>
                    <p className="mt-2 font-semibold">{rule.title}</p>
                    {/* On a phone the rule's one line; where there is room, how the site meets it. */}
                    <p className="mt-1 text-muted-foreground sm:hidden">{rule.meaning}</p>
                    <p className="mt-1 hidden text-muted-foreground sm:block">{rule.text}</p>
                  </div>
                  {study && result ? <ResultFigure outcome={result} study={study} compact /> : null}
                </div>
                <p className="pb-5 sm:pb-6">
                  <Link
                    href={client.href}
                    className="font-semibold text-accent underline underline-offset-4"
                  >
                    {more} {sector}
                  </Link>
                </p>
              </details>
            );
          })}
        </div>
      </Container>
    </section>
  );
}
