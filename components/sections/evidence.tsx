import type { ReactNode } from 'react';
import Link from 'next/link';
import { gridCopy, type Entry } from '@/content';
import type { Fact } from '@/content/evidence';
import type { Study } from '@/content/work';
import { formatFigure } from '@/components/work/figures';
import { SampleLabel } from '@/components/work/sample-label';
import { Container } from './container';
import { ReferenceOffer } from './reference-offer';
import { SectionHead } from './section-head';
import { siteFacts, type SiteFactKey } from './site-facts';

interface EvidenceProps {
  heading: string;
  intro?: string;
  facts: Fact[];
  resultsHeading: string;
  /** Each study's first (headline) result, linked to the study that measured it; none, none shown. */
  studies: Study[];
}

/**
 * The record behind a page of claims: a few figures about the agency, each computed from the
 * content it counts (the team's start years, the studies' results), then the headline result of
 * every case study with its baseline, linked to the study that explains how it was measured.
 */
export function Evidence({ heading, intro, facts, resultsHeading, studies }: EvidenceProps) {
  return (
    <section id="evidence" aria-labelledby="evidence-heading" className="py-10 sm:py-12">
      <Container>
        <SectionHead id="evidence-heading" heading={heading} intro={intro} />
        <FactList facts={facts} />

        {studies.length > 0 ? (
          <>
            <h3 className="mt-12 font-display text-2xl font-semibold">{resultsHeading}</h3>
            <ul className="mt-6 grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
              {studies.map((study) => {
                const lead = study.outcomes[0]!;
                return (
                  <li
                    key={study.slug}
                    className="grid grid-cols-[5.5rem_1fr] items-baseline gap-x-4 border-b border-border py-3"
                  >
                    <p className="font-display text-2xl font-semibold tabular-nums">
                      {formatFigure(lead.after, lead.unit)}
                    </p>
                    <div>
                      <p className="font-semibold">{lead.label}</p>
                      <p className="text-sm text-muted-foreground">
                        Before: {formatFigure(lead.before, lead.unit)} ·{' '}
                        <Link href={study.href} className={evidenceLinkClass}>
                          {study.client}
                        </Link>
                        {/* On a line of its own, so it stands in the same place under every result. */}
                        {study.sample ? (
                          <span className="block">
                            <SampleLabel />
                          </span>
                        ) : null}
                      </p>
                    </div>
                  </li>
                );
              })}
            </ul>
          </>
        ) : null}
        <ReferenceOffer />
      </Container>
    </section>
  );
}

/**
 * Columns by how many figures there are, so no row is left with an empty column. Three on a
 * phone are a ledger, each figure beside its label (two columns would leave the third alone).
 */
const FACT_COLUMNS: Record<number, { list: string; item?: string }> = {
  2: { list: 'grid-cols-2' },
  3: {
    list: 'max-sm:grid-cols-[auto_minmax(0,1fr)] max-sm:gap-y-4 sm:grid-cols-3',
    item: 'max-sm:col-span-2 max-sm:grid max-sm:grid-cols-subgrid max-sm:items-baseline max-sm:pt-2',
  },
  4: { list: 'grid-cols-2 lg:grid-cols-4' },
  5: { list: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-5' },
};

/** "Dec 2, 2026": one line under a figure in a phone's half-width column; UTC, as the build's. */
const shortDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * Figures, each over its label in plain words, then one small link to its evidence (where a page
 * shows what it counts): the claims read calmly, and each can still be checked.
 */
export function FactList({ facts }: { facts: Fact[] }) {
  const columns = FACT_COLUMNS[facts.length] ?? { list: 'grid-cols-2 lg:grid-cols-3' };
  return (
    <dl className={`mt-8 grid gap-x-5 gap-y-6 ${columns.list}`}>
      {facts.map((fact) => {
        const measured = fact.measured
          ? `Measured ${shortDate.format(new Date(`${fact.measured}T00:00:00Z`))}`
          : undefined;
        return (
          <div
            key={fact.label}
            className={`flex flex-col border-t-4 border-accent pt-3 ${columns.item ?? ''}`}
          >
            <dt className="order-2 mt-1 text-sm sm:text-base">
              {fact.label}
              {fact.href ? (
                // A measured figure's date is its link to how it was measured: one line, not two.
                <span className="mt-1 block text-sm text-muted-foreground">
                  <EvidenceLink
                    href={fact.href}
                    context={measured ? `how we measured ${fact.label}` : fact.label}
                  >
                    {measured ? <span>{measured}</span> : (fact.check ?? 'Check it')}
                  </EvidenceLink>
                </span>
              ) : measured ? (
                <span className="mt-1 block text-sm text-muted-foreground">{measured}</span>
              ) : null}
            </dt>
            <dd className="order-1 font-display text-3xl font-semibold sm:text-5xl">
              {fact.figure}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/**
 * The look of a link to evidence: the muted words of the text around it, underlined faintly (so
 * it is told from its text by more than colour), darker on hover. Quiet, so a row of claims
 * each with its link reads as claims, not as a row of links.
 */
const evidenceLinkClass =
  'underline decoration-muted-foreground/40 underline-offset-4 hover:text-foreground hover:decoration-current';

/**
 * A figure's one link to its evidence, on a line of its own under the label. Its name ends with
 * the label it checks (hidden from sight, where the label stands just above), so links of the
 * same words are told apart in a list of links. A page's link through the router; a file (the
 * audit report) as a plain link, since the router only fetches pages.
 */
function EvidenceLink({
  href,
  context,
  children,
}: {
  href: string;
  context: string;
  children: ReactNode;
}) {
  const body = (
    <>
      {children}
      <span className="sr-only">: {context}</span>
    </>
  );
  return /\.\w+(#|$)/.test(href) ? (
    <a href={href} className={evidenceLinkClass}>
      {body}
    </a>
  ) : (
    <Link href={href} className={evidenceLinkClass}>
      {body}
    </Link>
  );
}

/** A section of figures alone: facts about this site, which a reader can check on it. */
export function FactSection({
  id,
  heading,
  intro,
  facts,
  children,
}: {
  id: string;
  heading: string;
  intro?: string;
  facts: Fact[];
  /** What follows the figures (a download of the report they come from). */
  children?: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="py-10 sm:py-12">
      <Container>
        <SectionHead id={`${id}-heading`} heading={heading} intro={intro} />
        <FactList facts={facts} />
        {children}
      </Container>
    </section>
  );
}

/**
 * A few figures about this site on a page that sells (home before its sample studies, /work
 * before its own): what a buyer can check for real, each dated and linked to how it was measured,
 * and the way to the rest. Its words are the page's grid `id`.
 */
export function SiteRecord({
  page,
  id,
  facts,
}: {
  page: Entry<'pages'>;
  id: string;
  facts: SiteFactKey[];
}) {
  const headingId = `${id}-heading`;
  const copy = gridCopy(page, id);
  return (
    <section id={id} data-grid="site-record" aria-labelledby={headingId} className="py-8 sm:py-10">
      <Container>
        <SectionHead
          id={headingId}
          heading={copy.heading}
          intro={copy.intro}
          more={{ href: '/why-cairn#site', label: copy.more ?? '' }}
        />
        <FactList facts={siteFacts(facts)} />
      </Container>
    </section>
  );
}
