import type { ReactNode } from 'react';
import Link from 'next/link';
import { HeroScene } from '@/components/art/hero-scene';
import { PageCheckOffer } from '@/components/sections/page-check-offer';
import { ContactTrigger } from '@/components/contact/contact-trigger';
import { Breadcrumbs } from '@/components/sections/breadcrumbs';
import { Container } from '@/components/sections/container';
import { FactList } from '@/components/sections/evidence';
import { SectionHead } from '@/components/sections/section-head';
import type { Fact } from '@/content/evidence';
import { Ending } from '@/components/sections/ending';
import { pageMetadata } from '@/components/seo/metadata';
import { buttonClass } from '@/components/ui/button';
import { eyebrowClass } from '@/components/ui/eyebrow';
import { PhoneFold } from '@/components/ui/titled-fold';
import { DOCUMENT_BUDGET_KB, PAGE_BUDGET_KB } from '@/config/budget';
import { siteConfig } from '@/config/site';
import {
  AUDIT_CHECKS,
  AUDIT_FILE_PATH,
  AUDIT_FINDINGS,
  AUDIT_REPORT_PATH,
} from '@/content/site-audit';
import { siteEvidence } from '@/content/site-evidence';
import { snippets } from '@/content/snippets';
import { formatDate } from '@/lib/dates';
import { auditSummary, ms } from '../accessibility-audit.html/report';

const TITLE = `Accessibility audit of the ${siteConfig.name} website`;

export const metadata = pageMetadata({
  title: 'Accessibility audit of this website',
  description:
    'Our own site, audited as we audit a client’s: every page swept against WCAG 2.2 AA in both themes, what we found and fixed, and the test that keeps each fix.',
  path: AUDIT_REPORT_PATH,
});

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A part of the report: its heading and introduction as every section opens, what it shows under them. */
function Part({
  id,
  heading,
  intro,
  children,
}: {
  id: string;
  heading: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-24 border-t border-border py-10 sm:py-14"
    >
      <SectionHead id={`${id}-heading`} heading={heading} intro={intro} />
      {children}
    </section>
  );
}

/** A small table of the record, its first column naming each row. */
function RecordTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: ReactNode[][];
}) {
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full border-t border-border text-left text-sm sm:text-base">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-border text-muted-foreground">
            {head.map((h) => (
              <th key={h} scope="col" className="py-2 pr-4 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([first, ...rest], i) => (
            <tr key={i} className="border-b border-border align-top">
              <th scope="row" className="py-3 pr-4 font-semibold">
                {first}
              </th>
              {rest.map((cell, j) => (
                <td key={j} className="py-3 pr-4 tabular-nums">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const code = 'rounded bg-surface px-1 py-0.5 font-mono text-[0.85em] [overflow-wrap:anywhere]';

/**
 * The accessibility audit of this site as a reader meets it: in the site's type, both themes and
 * its chrome, the plain summary first, each finding in words before its commit, and the rest of
 * the measured record after. The same record downloads as a plain file (`AUDIT_FILE_PATH`), which
 * reads and prints anywhere without the site.
 */
export default function AccessibilityAuditPage() {
  const record = siteEvidence();
  const { accessibility: a, bytes, headers, performance: p, tests } = record;
  const { checks, passed, failed } = auditSummary(record);
  const figures: Fact[] = [
    { figure: String(a.pages), label: 'pages of the sitemap swept' },
    { figure: String(a.rules), label: 'axe-core rules, WCAG 2.2 A and AA' },
    {
      figure: String(checks),
      label: `passes: every page at ${a.widths.join(' and ')} px, light and dark`,
    },
    { figure: String(a.violations), label: 'violations found by the sweep' },
    {
      figure: String(AUDIT_FINDINGS.length),
      label: 'problems our own testing found, each fixed and tested',
    },
  ];
  return (
    <>
      <Container className="pt-6 pb-6 sm:pt-10">
        <Breadcrumbs
          trail={[
            { label: 'Home', href: '/' },
            { label: 'Why Cairn', href: '/why-cairn' },
            { label: 'Accessibility audit', href: AUDIT_REPORT_PATH },
          ]}
        />
        <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-end lg:gap-10">
          <header className="max-w-4xl">
            <p className={eyebrowClass}>Audit report · WCAG 2.2 AA</p>
            <h1 className="mt-3 font-display text-4xl font-semibold text-balance sm:text-5xl">
              {TITLE}
            </h1>
            <p className="mt-5 max-w-3xl text-lg">
              An audit of this website itself, by the people who built it: not a client’s site, and
              not a sample. The figures were measured by a script on the built site, not typed by
              hand, and the site’s tests fail when the build stops agreeing with them.
            </p>
            <p className="mt-4 text-sm text-muted-foreground">
              Sweep of {formatDate(a.measured)} · build{' '}
              <code className={code}>{record.commit}</code> ·{' '}
              <a
                href={AUDIT_FILE_PATH}
                download="cairn-digital-site-accessibility-audit.html"
                className="font-semibold text-accent underline underline-offset-4"
              >
                Download the report
              </a>{' '}
              (HTML, reads and prints without this site)
            </p>
          </header>
          {/* The accessibility statement's boardwalk: the audit is the statement's evidence. */}
          <HeroScene slug="accessibility" inset />
        </div>

        <div className="mb-12">
          <FactList facts={figures} />
        </div>

        <Part
          id="sweep"
          heading="How it was checked"
          intro="A machine catches what rules can state; people check what they can’t. Both run on every change to the site, and a single failure stops the change."
        >
          <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-2">
            <div>
              <h3 className="font-display text-xl font-semibold">The automated sweep</h3>
              <p className="mt-3">
                Every page in the sitemap is loaded from the production build in Chromium, and{' '}
                {a.tool} runs its {a.rules} rules for WCAG 2.2 A and AA at {a.widths.join(' and ')}{' '}
                px: every rule in the light theme, the color rules again in the dark. The top bar
                and footer are scanned in full on the home page and the 404 page; the open menu and
                the contact dialog on their own. Run of {formatDate(a.measured)}: {a.passed} pages
                passed, {a.failed} failed.
              </p>
              <p className="mt-3 text-sm text-muted-foreground">
                Rule tags:{' '}
                {a.tags.map((t, i) => (
                  <span key={t}>
                    {i ? ', ' : ''}
                    <code className={code}>{t}</code>
                  </span>
                ))}
                . Test: <code className={code}>e2e/routes.spec.ts</code>.
              </p>
            </div>
            <div>
              <h3 className="font-display text-xl font-semibold">Checks beyond the rules</h3>
              <PhoneFold label="Each check and its test">
                <ul className="mt-3 divide-y divide-border border-y border-border">
                  {AUDIT_CHECKS.map((c) => (
                    <li key={c.check} className="py-3">
                      {c.check}
                      <span className="mt-1 block text-sm text-muted-foreground">
                        Held by <code className={code}>{c.test}</code>
                      </span>
                    </li>
                  ))}
                </ul>
              </PhoneFold>
              <p className="mt-4 text-sm text-muted-foreground">
                What tools cannot judge (whether alternative text and link text make sense, reading
                order with a screen reader) is reviewed by a person when content changes; this
                report does not claim a screen reader pass of every page.
              </p>
            </div>
          </div>
        </Part>

        <Part
          id="findings"
          heading="What we found and fixed"
          intro={`${AUDIT_FINDINGS.length} problems, each in plain words first: where it was, what a visitor met, what changed. Under each, the commit that fixed it and the test that fails if it comes back.`}
        >
          <ol className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
            {AUDIT_FINDINGS.map((f) => (
              <li
                key={`${f.commit}-${f.where}`}
                className="flex flex-col rounded-xl border border-border bg-surface p-5 sm:p-6"
              >
                <p className="text-sm font-bold tracking-wide text-accent uppercase">
                  {f.criterion}
                </p>
                <h3 className="mt-2 font-display text-lg font-semibold text-balance">{f.where}</h3>
                {/* A phone lists the findings by criterion and place, each opened to read. */}
                <div className="mt-auto">
                  <PhoneFold label="Found and fixed">
                    <dl className="mt-3 space-y-3">
                      <div>
                        <dt className="font-semibold">Found</dt>
                        <dd className="mt-1 text-muted-foreground">{f.found}</dd>
                      </div>
                      <div>
                        <dt className="font-semibold">Fixed</dt>
                        <dd className="mt-1 text-muted-foreground">{f.fixed}</dd>
                      </div>
                    </dl>
                    <p className="pt-4 text-sm text-muted-foreground">
                      {formatDate(f.date)}, commit <code className={code}>{f.commit}</code>. Held by{' '}
                      <code className={code}>{f.test}</code>
                    </p>
                  </PhoneFold>
                </div>
              </li>
            ))}
          </ol>
        </Part>

        <Part
          id="record"
          heading="The rest of the record"
          intro="What else a buyer can check on this site, each figure dated and measured on the build."
        >
          <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-x-12 gap-y-10 lg:grid-cols-2">
            <section
              id="performance"
              aria-labelledby="performance-heading"
              className="scroll-mt-24"
            >
              <h3 id="performance-heading" className="font-display text-xl font-semibold">
                Speed beside a well-known template
              </h3>
              <p className="mt-2 text-sm text-muted-foreground">
                {formatDate(p.measured)}. {p.method}. Beside: {p.peer}. Source: {p.source}.
              </p>
              <RecordTable
                caption="Home page speed, ours beside the template’s"
                head={['Home page', 'Largest paint', 'Blocking time', 'Simulated score']}
                rows={[
                  [siteConfig.name, ms(p.ours.lcp), ms(p.ours.tbt), p.ours.score],
                  ['AstroWind', ms(p.theirs.lcp), ms(p.theirs.tbt), p.theirs.score],
                ]}
              />
            </section>
            <section id="bytes" aria-labelledby="bytes-heading" className="scroll-mt-24">
              <h3 id="bytes-heading" className="font-display text-xl font-semibold">
                Bytes against the budget
              </h3>
              <p className="mt-2 text-sm text-muted-foreground">
                {formatDate(bytes.measured)}, the {bytes.pages} pages of the build, gzipped; a page
                over its budget fails the build’s tests.
              </p>
              <RecordTable
                caption="The heaviest page’s bytes against the budget"
                head={['Heaviest page', 'Measured', 'Budget']}
                rows={[
                  [
                    `JavaScript (${bytes.js.route})`,
                    `${bytes.js.kb} KB`,
                    `${PAGE_BUDGET_KB.js} KB`,
                  ],
                  [`CSS (${bytes.css.route})`, `${bytes.css.kb} KB`, `${PAGE_BUDGET_KB.css} KB`],
                  [
                    `Document (${bytes.document.route})`,
                    `${bytes.document.kb} KB`,
                    `${DOCUMENT_BUDGET_KB.document} KB`,
                  ],
                ]}
              />
            </section>
            <section id="headers" aria-labelledby="headers-heading" className="scroll-mt-24">
              <h3 id="headers-heading" className="font-display text-xl font-semibold">
                Security headers: {headers.grade}
              </h3>
              <p className="mt-2 text-sm text-muted-foreground">
                {formatDate(headers.measured)}: the headers{' '}
                {headers.path === '/' ? 'the home page' : headers.path} is sent by the production
                build, graded by {headers.scanner}’s published rules (computed here, not by the
                scanner’s site).
              </p>
              <ul className="mt-4 grid gap-x-6 sm:grid-cols-2">
                {headers.present.map((h) => (
                  <li key={h} className="border-b border-border py-2 text-sm">
                    <span aria-hidden="true" className="mr-2 text-accent">
                      ✓
                    </span>
                    {h}: sent
                  </li>
                ))}
                {headers.missing.map((h) => (
                  <li key={h} className="border-b border-border py-2 text-sm">
                    {h}: missing
                  </li>
                ))}
                {headers.warnings.map((w) => (
                  <li key={w} className="border-b border-border py-2 text-sm">
                    Warning: {w}
                  </li>
                ))}
              </ul>
            </section>
            <section id="tests" aria-labelledby="tests-heading" className="scroll-mt-24">
              <h3 id="tests-heading" className="font-display text-xl font-semibold">
                Tests: {passed.toLocaleString('en-US')} passed, {failed} failed
              </h3>
              <p className="mt-2 text-sm text-muted-foreground">
                {formatDate(tests.measured)}, in the runs below.
              </p>
              <RecordTable
                caption="The test runs behind the figure"
                head={['Suite', 'Passed', 'Failed', 'Skipped']}
                rows={tests.suites.map((s) => [sentence(s.name), s.passed, s.failed, s.skipped])}
              />
            </section>
          </div>
        </Part>
      </Container>
      <Ending block="audit-offer" id="audit-next">
        <h2 id="audit-next" className="font-display text-2xl font-semibold sm:text-3xl">
          Want the same report on your site?
        </h2>
        <p className="mt-3 max-w-2xl text-muted-foreground">
          We audit a client’s site the way we audited this one: the same sweep, the same people
          checking what tools can’t, and a list of fixes your team can act on.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link href="/solutions/accessibility-audits" className={buttonClass('primary')}>
            How our audits work
          </Link>
          <ContactTrigger variant="secondary">{snippets.contactAction}</ContactTrigger>
        </div>
        <PageCheckOffer />
      </Ending>
    </>
  );
}
