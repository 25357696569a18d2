import { z } from 'zod';
import record from './site-evidence.json' with { type: 'json' };

/**
 * The record of what was measured on this site itself: written by `npx tsx scripts/evidence.ts`
 * from a build, a running `next start` of it and the test runners' reports, never typed by hand.
 * Checked here when the site builds (a record that does not parse stops the build), and against
 * the build itself by scripts/evidence.build.test.ts (bytes) and e2e/evidence.spec.ts (headers).
 */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');
const count = z.number().int().nonnegative();
const kb = z.number().nonnegative();

const largest = z.object({ route: z.string().min(1), kb });

const suite = z.object({
  /** What ran, in a reader's words, and the command that runs it. */
  name: z.string().min(1),
  command: z.string().min(1),
  passed: count,
  failed: count,
  skipped: count,
});

export const siteEvidenceSchema = z.object({
  /** The commit the build was made from (short hash). */
  commit: z.string().regex(/^[0-9a-f]{7,40}$/),
  accessibility: z.object({
    measured: day,
    tool: z.string().min(1),
    /** axe's rules of the standard's tags: what each check runs. */
    rules: count,
    tags: z.array(z.string()).min(1),
    pages: count,
    widths: z.array(count).min(1),
    themes: z.array(z.enum(['light', 'dark'])).min(1),
    /** Route sweep tests that ran (one per page) and how many failed; violations found. */
    passed: count,
    failed: count,
    violations: count,
  }),
  bytes: z.object({
    measured: day,
    pages: count,
    /** The heaviest page of each kind of byte, gzipped. */
    js: largest,
    css: largest,
    document: largest,
  }),
  headers: z.object({
    measured: day,
    path: z.string().startsWith('/'),
    scanner: z.string().min(1),
    grade: z.enum(['A+', 'A', 'below A']),
    present: z.array(z.string()),
    missing: z.array(z.string()),
    warnings: z.array(z.string()),
  }),
  performance: z.object({
    /** Copied by the script from docs/performance.md's run beside the peer, with its date. */
    measured: day,
    source: z.string().min(1),
    method: z.string().min(1),
    peer: z.string().min(1),
    page: z.string().startsWith('/'),
    ours: z.object({ lcp: count, tbt: count, score: count }),
    theirs: z.object({ lcp: count, tbt: count, score: count }),
  }),
  tests: z.object({
    measured: day,
    suites: z.array(suite).min(1),
  }),
});

export type SiteEvidence = z.infer<typeof siteEvidenceSchema>;

/** The record, parsed: a record that breaks the schema fails here, naming the field. */
export function siteEvidence(): SiteEvidence {
  const parsed = siteEvidenceSchema.safeParse(record);
  if (!parsed.success) {
    throw new Error(
      `content/site-evidence.json does not match its schema (write it again with npx tsx scripts/evidence.ts): ${z.prettifyError(parsed.error)}`,
    );
  }
  return parsed.data;
}
