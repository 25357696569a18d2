import type { Fact } from '@/content/evidence';
import { siteEvidence } from '@/content/site-evidence';
import { AUDIT_FINDINGS, auditAnchor } from '@/content/site-audit';
import { PAGE_BUDGET_KB } from '@/config/budget';

/** The figures a record of this site names, by what each checks. */
export type SiteFactKey = 'sweep' | 'findings' | 'headers' | 'bytes' | 'performance' | 'tests';

/**
 * What a buyer can check on this site itself: measured on its build and dated
 * (content/site-evidence.json, written by scripts/evidence.ts), each figure linked to the part of
 * the audit report that shows how it was measured. /why-cairn shows them all; home, a few.
 */
export function siteFacts(only?: SiteFactKey[]): Fact[] {
  const record = siteEvidence();
  const { accessibility: a, bytes, headers, performance: p, tests } = record;
  const passed = tests.suites.reduce((n, s) => n + s.passed, 0);
  const failed = tests.suites.reduce((n, s) => n + s.failed, 0);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const facts: Record<SiteFactKey, Fact> = {
    sweep: {
      figure: String(a.violations),
      label: `WCAG 2.2 AA errors an automated checker (axe) finds on our ${a.pages} pages, light and dark`,
      href: auditAnchor('sweep'),
      measured: a.measured,
    },
    findings: {
      figure: String(AUDIT_FINDINGS.length),
      label: 'problems our accessibility audit of this site found and fixed',
      href: auditAnchor('findings'),
      // The audit stands as of its latest fix: the day the record was last true.
      measured: AUDIT_FINDINGS.map((f) => f.date)
        .sort()
        .at(-1),
    },
    headers: {
      figure: headers.grade,
      // Worked out on the build by the scanner's published rules, not by its site: the label says so.
      label: `our security headers’ grade by ${headers.scanner}’s rules, checked on our build`,
      href: auditAnchor('headers'),
      measured: headers.measured,
    },
    bytes: {
      figure: `${Math.round(bytes.js.kb)} KB`,
      label: `JavaScript on our heaviest page; budget ${PAGE_BUDGET_KB.js} KB`,
      href: auditAnchor('bytes'),
      measured: bytes.measured,
    },
    performance: {
      figure: seconds(p.ours.lcp),
      // The threshold a buyer knows (Google's Core Web Vitals call an LCP under 2.5 s good); the
      // run beside a template, slower or faster, is in the report the figure links to.
      label: 'for home to appear on a slow 4G phone; Google counts under 2.5 s as good',
      href: auditAnchor('performance'),
      measured: p.measured,
    },
    tests: {
      figure: passed.toLocaleString('en-US'),
      label: `automated tests passed, ${failed} failed, on our last recorded run`,
      href: auditAnchor('tests'),
      measured: tests.measured,
    },
  };
  return (only ?? (Object.keys(facts) as SiteFactKey[])).map((key) => facts[key]);
}

/**
 * The record in brief: four of its figures (as `siteFacts` gives them), a few words each, each
 * dated by its own measure (they are measured apart). No links: the way to each figure's method is
 * the whole record on /why-cairn.
 */
export function siteProof(): Fact[] {
  const { accessibility: a } = siteEvidence();
  const words: Record<'sweep' | 'headers' | 'performance' | 'tests', string> = {
    sweep: `accessibility errors on our ${a.pages} pages`,
    headers: 'for our security headers',
    performance: 'to show home on a slow 4G phone',
    tests: 'automated tests passed',
  };
  const keys = Object.keys(words) as (keyof typeof words)[];
  return siteFacts(keys).map((fact, i) => ({
    figure: fact.figure,
    label: words[keys[i]!],
    measured: fact.measured,
  }));
}
