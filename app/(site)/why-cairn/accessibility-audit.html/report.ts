import { formatDate } from '@/lib/dates';
import { siteEvidence, type SiteEvidence } from '@/content/site-evidence';
import { AUDIT_CHECKS, AUDIT_FINDINGS } from '@/content/site-audit';
import { DOCUMENT_BUDGET_KB, PAGE_BUDGET_KB } from '@/config/budget';
import { siteConfig } from '@/config/site';
import { escapeHtml as e } from '@/server/outbox/email';

/** The report's totals, the same on its page and in this file. */
export function auditSummary({ accessibility: a, tests }: SiteEvidence) {
  return {
    checks: a.pages * a.widths.length * a.themes.length,
    passed: tests.suites.reduce((n, s) => n + s.passed, 0),
    failed: tests.suites.reduce((n, s) => n + s.failed, 0),
  };
}

/** A time in milliseconds as the report writes it, on its page and in this file. */
export const ms = (n: number) => `${n.toLocaleString('en-US')} ms`;

function table(head: string[], rows: string[][]): string {
  return `<table>
<thead><tr>${head.map((h) => `<th scope="col">${e(h)}</th>`).join('')}</tr></thead>
<tbody>
${rows.map((r) => `<tr>${r.map((c, i) => (i === 0 ? `<th scope="row">${c}</th>` : `<td>${c}</td>`)).join('')}</tr>`).join('\n')}
</tbody>
</table>`;
}

/**
 * The downloadable copy of the report (its page is app/(site)/why-cairn/accessibility-audit): a
 * plain HTML document, no style and no script (the site's files are served under a policy
 * that allows neither): it reads in any browser, prints, and is saved as it is.
 */
export function auditReport(record: SiteEvidence = siteEvidence()): string {
  const { accessibility: a, bytes, headers, performance: p, tests } = record;
  const { checks, passed, failed } = auditSummary(record);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Accessibility audit of the ${e(siteConfig.name)} website</title>
</head>
<body>
<header>
<p>An audit of this website itself, by the people who built it: not a client’s site, and not a sample.</p>
<h1>Accessibility audit of the ${e(siteConfig.name)} website</h1>
<p>Standard: WCAG 2.2, levels A and AA. Automated sweep of ${e(formatDate(a.measured))}; build ${e(record.commit)}. The figures were measured by a script on the built site (<code>scripts/evidence.ts</code>), not typed by hand, and the site’s tests fail when the build stops agreeing with them; each finding names the commit that fixed it and the test that holds it.</p>
</header>
<main>
<section aria-labelledby="summary">
<h2 id="summary">Summary</h2>
<ul>
<li>${a.pages} pages checked with ${e(a.tool)}, ${a.rules} rules, at ${a.widths.join(' and ')} px wide in the ${a.themes.join(' and ')} themes: ${checks} passes, <strong>${a.violations} violations</strong>.</li>
<li>${AUDIT_FINDINGS.length} problems found by our own testing and fixed, each held by a test (below).</li>
<li>The sweep runs on every change to the site, and a single violation stops the change.</li>
</ul>
</section>
<section aria-labelledby="sweep">
<h2 id="sweep">How it was checked</h2>
<h3>Automated sweep</h3>
<p>Every page in the sitemap is loaded in Chromium from the production build, and axe-core runs the rules tagged ${a.tags.map((t) => `<code>${e(t)}</code>`).join(', ')} (${a.rules} rules) at ${a.widths.join(' and ')} px: every rule in the light theme, the color rules (<code>color-contrast</code>, <code>link-in-text-block</code>) again in the dark. The top bar and footer, the same on every page, are scanned in full on the home page and the 404 page; the open menu and contact dialog in <code>e2e/a11y.spec.ts</code>. Test: <code>e2e/routes.spec.ts</code>, in every run of <code>npm test</code>. Run of ${e(formatDate(a.measured))}: ${a.passed} pages passed, ${a.failed} failed.</p>
<h3>Checks beyond the automated rules</h3>
<ul>
${AUDIT_CHECKS.map((c) => `<li>${e(c.check)}: <code>${e(c.test)}</code></li>`).join('\n')}
</ul>
<p>What automated tools cannot judge (whether alternative text and link text make sense, reading order with a screen reader) is reviewed by a person when content changes; this report does not claim a screen reader pass of every page.</p>
</section>
<section aria-labelledby="findings">
<h2 id="findings">What we found and fixed</h2>
${table(
  ['Success criterion', 'Where', 'Found', 'Fixed', 'Commit', 'Held by'],
  AUDIT_FINDINGS.map((f) => [
    e(f.criterion),
    e(f.where),
    e(f.found),
    e(f.fixed),
    `<code>${e(f.commit)}</code>, ${e(formatDate(f.date))}`,
    e(f.test),
  ]),
)}
</section>
<section aria-labelledby="record">
<h2 id="record">The rest of the record</h2>
<h3 id="performance">Speed beside a well-known template</h3>
<p>${e(formatDate(p.measured))}. ${e(p.method)}. Beside: ${e(p.peer)}. Source: ${e(p.source)}.</p>
${table(
  ['Home page', 'Largest paint', 'Blocking time', 'Simulated score'],
  [
    [e(siteConfig.name), ms(p.ours.lcp), ms(p.ours.tbt), String(p.ours.score)],
    ['AstroWind', ms(p.theirs.lcp), ms(p.theirs.tbt), String(p.theirs.score)],
  ],
)}
<h3 id="bytes">Bytes against the budget</h3>
<p>${e(formatDate(bytes.measured))}, the ${bytes.pages} pages of the build, gzipped (<code>scripts/page-bytes.ts</code>); the budget in <code>config/budget.ts</code> fails the build’s tests for any page over it.</p>
${table(
  ['Heaviest page', 'Measured', 'Budget'],
  [
    [
      `JavaScript (<code>${e(bytes.js.route)}</code>)`,
      `${bytes.js.kb} KB`,
      `${PAGE_BUDGET_KB.js} KB`,
    ],
    [`CSS (<code>${e(bytes.css.route)}</code>)`, `${bytes.css.kb} KB`, `${PAGE_BUDGET_KB.css} KB`],
    [
      `Document (<code>${e(bytes.document.route)}</code>)`,
      `${bytes.document.kb} KB`,
      `${DOCUMENT_BUDGET_KB.document} KB`,
    ],
  ],
)}
<h3 id="headers">Security headers</h3>
<p>${e(formatDate(headers.measured))}: the headers <code>${e(headers.path)}</code> sends from the production build, graded by ${e(headers.scanner)}’s published rules (all six headers it grades and no warning for A+; a policy allowing <code>'unsafe-inline'</code> or <code>'unsafe-eval'</code> scripts, or a header sent twice, is a warning). Grade computed here, not by the scanner’s site: <strong>${e(headers.grade)}</strong>.</p>
<ul>
${headers.present.map((h) => `<li>${e(h)}: sent</li>`).join('\n')}
${headers.missing.map((h) => `<li>${e(h)}: missing</li>`).join('\n')}
${headers.warnings.map((w) => `<li>Warning: ${e(w)}</li>`).join('\n')}
</ul>
<h3 id="tests">Tests</h3>
<p>${e(formatDate(tests.measured))}: ${passed} passed, ${failed} failed, in the runs below.</p>
${table(
  ['Suite', 'Passed', 'Failed', 'Skipped'],
  tests.suites.map((s) => [
    `${e(s.name)} (<code>${e(s.command)}</code>)`,
    String(s.passed),
    String(s.failed),
    String(s.skipped),
  ]),
)}
</section>
</main>
<footer>
<p>${e(siteConfig.name)}, Baltimore. Case studies elsewhere on the site labelled “Sample project” are illustrations, not clients; this report is about this website only.</p>
</footer>
</body>
</html>
`;
}
