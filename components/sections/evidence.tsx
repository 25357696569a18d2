import { Fragment, type ReactNode } from 'react';
import Link from 'next/link';
import { gridCopy, type Entry } from '@/content';
import type { Fact } from '@/content/evidence';
import type { Study } from '@/content/work';
import { EDITOR_PHONE_WIDTH, editorShotOf } from '@/content/editor-shots';
import { formatFigure } from '@/components/work/figures';
import { SampleLabel } from '@/components/work/sample-label';
import { Container } from './container';
import { ReferenceOffer } from './reference-offer';
import { SectionHead } from './section-head';
import { PaperShell } from './figure-section';
import { siteFacts, siteProof } from './site-facts';
import { StaticImage } from '@/components/ui/static-image';
import { env } from '@/lib/env';
import { publicChecks } from '@/lib/public-checks';
import { snippets } from '@/content/snippets';
import { PhoneFold, RowFold } from '@/components/ui/titled-fold';

interface EvidenceProps {
  heading: string;
  intro?: string;
  facts: Fact[];
  resultsHeading: string;
  /** Each study's first (headline) result, linked to the study that measured it; none, none shown. */
  studies: Study[];
  /** A record set beside this one from 1024 px (this site's), a section of its own. */
  beside?: ReactNode;
  /** What follows the offer of a call, under this record (one finding of the site's audit). */
  children?: ReactNode;
}

/**
 * The record behind a page of claims: a few figures about the agency, each computed from the
 * content it counts (the team's start years, the studies' results), then the headline result of
 * every case study with its baseline, linked to the study that explains how it was measured, and
 * the offer of a client to call. `beside` it, from 1024 px, this site's record: the two records a
 * buyer can check, read together.
 */
export function Evidence({
  heading,
  intro,
  facts,
  resultsHeading,
  studies,
  beside,
  children,
}: EvidenceProps) {
  return (
    <div className="py-10 sm:py-12">
      <Container
        className={
          beside
            ? 'grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:grid-rows-[auto_1fr] lg:items-start lg:gap-x-14 lg:gap-y-0'
            : ''
        }
      >
        <section id="evidence" aria-labelledby="evidence-heading">
          <SectionHead id="evidence-heading" heading={heading} intro={intro} />
          <FactList facts={facts} />

          {studies.length > 0 ? (
            <>
              <h3 className="mt-12 font-display text-xl font-semibold sm:text-2xl">
                {resultsHeading}
              </h3>
              <ul
                className={`mt-6 grid gap-x-6 gap-y-3 sm:grid-cols-2 ${beside ? '' : 'lg:grid-cols-3'}`}
              >
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
          {beside ? null : children}
        </section>
        {/* Beside a record, what follows the figures comes after that record in the page's
            order (a phone reads the record before the finding that backs it) and under the
            figures from 1024 px. */}
        {beside ? (
          <>
            <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">{beside}</div>
            {children ? <div className="lg:col-start-1 lg:row-start-2">{children}</div> : null}
          </>
        ) : null}
      </Container>
    </div>
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

/**
 * A record's ledger: a figure to a line at every width, each in a column of figures beside its
 * label, ruled between lines, as a paper's fields are.
 */
const LEDGER = {
  list: 'grid-cols-[auto_minmax(0,1fr)] gap-x-4 sm:gap-x-6',
  item: 'col-span-2 grid grid-cols-subgrid items-baseline border-t border-border py-3',
};

/** "Dec 2, 2026": one line under a figure in a phone's half-width column; UTC, as the build's. */
const shortDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * Figures, each over its label in plain words, then one small link to its evidence (where a page
 * shows what it counts): the claims read calmly, and each can still be checked.
 */
export function FactList({
  facts,
  layout = 'grid',
}: {
  facts: Fact[];
  /**
   * `grid`: columns by how many figures there are; `ledger`: a figure to a line; `pairs`: two to
   * a row at every width (a record in half a page's width).
   */
  layout?: 'grid' | 'ledger' | 'pairs';
}) {
  const ledger = layout === 'ledger';
  const columns =
    layout === 'ledger'
      ? LEDGER
      : layout === 'pairs'
        ? { list: 'grid-cols-2' }
        : (FACT_COLUMNS[facts.length] ?? { list: 'grid-cols-2 lg:grid-cols-3' });
  return (
    <dl className={`grid ${ledger ? 'mt-4' : 'mt-8 gap-x-5 gap-y-6'} ${columns.list}`}>
      {facts.map((fact) => {
        const measured = fact.measured
          ? `Measured ${shortDate.format(new Date(`${fact.measured}T00:00:00Z`))}`
          : undefined;
        return (
          <div
            key={fact.label}
            className={`flex flex-col ${ledger ? '' : 'border-t-4 border-accent pt-3'} ${columns.item ?? ''} ${fact.wideOnly ? 'max-sm:hidden' : ''}`}
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
            <dd
              className={`order-1 font-display font-semibold ${ledger ? 'text-2xl tabular-nums sm:text-3xl' : 'text-3xl sm:text-5xl'}`}
            >
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

/**
 * This site's record as a paper, drawn as a page's example is but tagged as real: every figure
 * measured on the site's own build, dated, each linked to how it was measured in the audit
 * report, and the report itself at its foot. The one place the whole record shows; home and
 * /work show four of its figures and link here (`SiteProof`).
 */
export function SiteRecordCard({
  heading,
  intro,
  children,
}: {
  heading: string;
  intro?: string;
  /** What follows the figures (the way to the report they come from). */
  children?: ReactNode;
}) {
  return (
    <PaperShell
      as="section"
      id="site"
      aria-labelledby="site-heading"
      kind="Evidence record"
      tag="Not a sample"
      className="scroll-mt-24"
    >
      <div className="px-4 pt-4 pb-5 sm:px-6 sm:pt-5 sm:pb-6">
        <h2 id="site-heading" className="font-display text-2xl font-semibold sm:text-3xl">
          {heading}
        </h2>
        {intro ? <p className="mt-2 text-muted-foreground">{intro}</p> : null}
        <FactList facts={siteFacts()} layout="ledger" />
        {children ? <div className="border-t border-border pt-4">{children}</div> : null}
      </div>
    </PaperShell>
  );
}

/**
 * This site's record on a page that sells (home before its sample studies, /work before its own):
 * four of its figures at the size a sample's result is set, each dated, on a paper tagged as real,
 * the way to the whole record on /why-cairn (where each figure links how it was measured) and the
 * public tools that check the site outside our hands. On home, beside it,
 * the editor the site's own marketing team uses (`editor`): the promise a buyer most wants seen.
 */
export function SiteProof({
  page,
  id,
  editor,
  foldEditor = false,
}: {
  page: Entry<'pages'>;
  id: string;
  /** The grid id of the editor's paper's copy, shown beside the figures from 1024 px. */
  editor?: string;
  /** On a phone the editor folds under its heading (a page whose samples it would push down). */
  foldEditor?: boolean;
}) {
  const headingId = `${id}-heading`;
  const copy = gridCopy(page, id);
  return (
    <section id={id} data-grid="site-record" aria-labelledby={headingId} className="py-10 sm:py-12">
      <Container>
        <SectionHead id={headingId} heading={copy.heading} intro={copy.intro} />
        <div
          className={`mt-6 grid grid-cols-[minmax(0,1fr)] gap-8 sm:mt-8 ${editor ? 'lg:grid-cols-2' : 'lg:max-w-4xl'}`}
        >
          <RecordPaper more={copy.more} />
          {editor ? <EditorPaper copy={gridCopy(page, editor)} foldOnPhones={foldEditor} /> : null}
        </div>
      </Container>
    </section>
  );
}

/** Where this site's whole record is, each figure with its method. */
export const RECORD_PATH = '/why-cairn#site';

/**
 * Four of this site's figures on a paper tagged real, each dated by its own measure, set from the
 * top under the paper's label, with the way to the whole record (`more`) and the public tools
 * that check the site outside our hands.
 */

export function RecordPaper({ more, className = '' }: { more?: string; className?: string }) {
  return (
    <PaperShell
      kind="Measured on our build"
      tag="Not a sample"
      className={`flex flex-col ${className}`}
    >
      <div className="px-4 pb-5 sm:px-6">
        <FactList facts={siteProof()} layout="pairs" />
      </div>
      <div className="mt-auto border-t border-border px-4 py-4 text-sm sm:px-6 sm:text-base">
        <p>
          <Link
            href={RECORD_PATH}
            className="font-semibold text-accent underline underline-offset-4 hover:text-accent-hover"
          >
            {more ?? 'Every figure and its method'}
          </Link>
        </p>
        <PublicChecks className="mt-2" />
      </div>
    </PaperShell>
  );
}

/** The public tools a buyer can check this site with, in a sentence (lib/public-checks.ts). */
export function PublicChecks({ className = '' }: { className?: string }) {
  return (
    <p className={className}>
      Or check this site with tools we do not run:{' '}
      {publicChecks(env.SITE_URL).map((check, i, all) => (
        <Fragment key={check.tool}>
          <a href={check.href} className="underline underline-offset-4 hover:text-accent">
            {check.tool}
          </a>{' '}
          <span className="text-muted-foreground">({check.checks})</span>
          {i === all.length - 1 ? '.' : i === all.length - 2 ? ' and ' : ', '}
        </Fragment>
      ))}
    </p>
  );
}

/**
 * The content editor this site's marketing team runs it with, as they see it: a screenshot of
 * the real editor open on a client type's rules (content/editor-shots.ts), tagged as real, at
 * about the size the editor shows it (a whole screen shrunk to a column was unreadable). Pages
 * that are not a client type show the credit unions page's.
 */
const EDITOR_SHOT_DEFAULT = '/clients/credit-unions';

export function EditorPaper({
  copy,
  sizes = '(min-width: 1280px) 600px, (min-width: 1024px) 48vw, 100vw',
  foldOnPhones = false,
  page = EDITOR_SHOT_DEFAULT,
}: {
  copy: { heading: string; intro?: string };
  /** The page the screenshot shows open in the editor. */
  page?: string;
  sizes?: string;
  /** Below 640 px the screenshot folds under the caption's heading. */
  foldOnPhones?: boolean;
}) {
  // The default page's screenshot is always drawn (scripts/editor-screens.ts draws every client type's).
  const shot = editorShotOf(page) ?? editorShotOf(EDITOR_SHOT_DEFAULT)!;
  // On a phone its phone crop, the editor at a phone's width, at its own size: a column's
  // screenshot shrunk to a phone was 7 px text, and cut to a window it sliced the names.
  // The editor in the scheme of the page's theme, each drawn in it (a light screen dimmed for the
  // dark theme read as flat grey): the other is not displayed, so a lazy image never loads it.
  const schemes = [
    { files: shot, scheme: 'dark:hidden', shown: 'block', link: 'inline-block' },
    { files: shot.dark, scheme: 'hidden', shown: 'dark:block', link: 'dark:inline-block' },
  ];
  const screen = (
    <div className="overflow-hidden border-b border-border">
      {schemes.map(({ files, scheme, shown }) => (
        <StaticImage
          key={files.src}
          src={files.src}
          width={files.width}
          height={files.height}
          sizes={sizes}
          phone={files.phone}
          phoneSizes={`${EDITOR_PHONE_WIDTH}px`}
          alt={shot.alt}
          // 340 px: EDITOR_PHONE_WIDTH, the width the phone crop is shown at (a static class
          // for Tailwind).
          className={`${scheme} ${shown} h-auto w-full max-sm:mx-auto max-sm:max-w-[340px]`}
        />
      ))}
    </div>
  );
  const caption = (
    <>
      <span className="block font-display text-xl font-semibold">{copy.heading}</span>
      {copy.intro ? <span className="mt-1 block text-muted-foreground">{copy.intro}</span> : null}
      {/* The screen's own file, at twice the column's pixels, in the theme's scheme: the editor
          at a size to read, where the column shows it at half. */}
      {schemes.map(({ files, scheme, link }) => (
        <a
          key={files.src}
          href={files.src}
          className={`${scheme} ${link} mt-2 text-sm font-semibold text-accent underline underline-offset-4`}
        >
          See the screen at full size
        </a>
      ))}
    </>
  );
  return (
    // The paper's rule is the screen's frame.
    <PaperShell
      as="figure"
      kind="This site’s editor"
      tag="Not a sample"
      data-frame
      className={foldOnPhones ? 'flex flex-col' : undefined}
    >
      {foldOnPhones ? (
        // One copy at every width: on a phone the screen folds after the caption, from 640 px
        // it stands above it open, its label hidden (`.fold-on-phones`). The caption stays the
        // figure's last child, as HTML wants it.
        <>
          <PhoneFold label="See the editor" className="max-sm:order-last max-sm:px-4 max-sm:pb-4">
            <div className="max-sm:-mx-4 max-sm:mt-2 max-sm:border-t max-sm:border-border">
              {screen}
            </div>
          </PhoneFold>
          <figcaption className="px-4 py-4 sm:px-6">{caption}</figcaption>
        </>
      ) : (
        <>
          {screen}
          <figcaption className="px-4 py-4 sm:px-6">{caption}</figcaption>
        </>
      )}
    </PaperShell>
  );
}

/**
 * The proof a sector page carries under its rules: this site's record and this page open in the
 * editor, side by side from 1024 px. One copy at every width: on a phone a row that folds like a
 * question, from 640 px open with its label hidden (`.fold-on-phones`); in full it was more than
 * a phone page's room.
 */
export function SectorProof({ href }: { href: string }) {
  const { editorView, editorElsewhere, sectorProof } = snippets;
  // A client type without its own screenshot yet shows the credit unions page's, said so.
  const shown = editorShotOf(href) !== undefined;
  return (
    <>
      {/* On a phone the record is read open, in brief, and the editor is a row under it: the
          figures are the proof a buyer needs first, the screenshot the one to open. */}
      <RecordBrief className="mt-4 sm:hidden" />
      <RowFold
        label={sectorProof.fold}
        className="fold-on-phones mt-4 border-y border-border py-1 sm:mt-10 sm:border-0 sm:py-0"
      >
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 pb-4 sm:pb-0 lg:grid-cols-2 lg:gap-8">
          <RecordPaper className="max-sm:hidden" />
          <EditorPaper
            copy={shown ? editorView : editorElsewhere}
            page={shown ? href : undefined}
          />
        </div>
      </RowFold>
    </>
  );
}

/**
 * The record in brief, for a phone on a page that is long already: the four figures over their
 * labels, tagged real, the days they were measured in one line and the way to each figure's own
 * date and method.
 */
function RecordBrief({ className = '' }: { className?: string }) {
  const facts = siteProof();
  const days = facts.flatMap((fact) => (fact.measured ? [fact.measured] : [])).sort();
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
  const first = days[0];
  const last = days.at(-1);
  return (
    <PaperShell kind="Measured on our build" tag="Not a sample" className={className}>
      <dl className="grid grid-cols-2 gap-x-5 gap-y-3 px-4 pt-3 pb-4">
        {facts.map((fact) => (
          <div key={fact.label} className="flex flex-col border-t-4 border-accent pt-2">
            <dt className="order-2 text-sm">{fact.label}</dt>
            <dd className="order-1 font-display text-2xl font-semibold">{fact.figure}</dd>
          </div>
        ))}
      </dl>
      <p className="border-t border-border px-4 py-3 text-sm">
        {first && last
          ? // "Nov 27 – Dec 5, 2026": the year once, where both days share it. The range comes
            // with thin spaces about its dash, which the brand's font files do not carry.
            `Measured ${shortDate.formatRange(day(first), day(last)).replace(/\s/g, ' ')}: `
          : null}
        <Link
          href={RECORD_PATH}
          className="font-semibold text-accent underline underline-offset-4 hover:text-accent-hover"
        >
          each figure’s date and method
        </Link>
      </p>
    </PaperShell>
  );
}
