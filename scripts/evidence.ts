/**
 * Writes content/site-evidence.json, the record /why-cairn and its audit report show: each part
 * measured here, dated the day it ran, never typed by hand. Parts not asked for keep what the
 * record had. After `npm run build` (the post-build step included):
 *
 *   npx tsx scripts/evidence.ts --bytes --headers          the build's bytes; the headers of `/`
 *                                                          as `next start` of it sends them
 *   npx tsx scripts/evidence.ts --sweep <report.json>      the route sweep's result, from
 *     PW_JSON_OUTPUT=<report.json> npx playwright test e2e/routes.spec.ts
 *   npx tsx scripts/evidence.ts --tests <vitest.json>…     test counts from Vitest's JSON reports
 *     (npx vitest run --project unit --reporter=json --outputFile.json=<vitest.json>) and
 *     Playwright's (PW_JSON_OUTPUT), each named by its file's `name` in --tests name=file
 *   npx tsx scripts/evidence.ts --performance              the run beside AstroWind, copied from
 *                                                          docs/performance.md with its date
 *
 * EVIDENCE_DIST (default .next) is the build; EVIDENCE_PORT a port for `next start` (else a free
 * one). scripts/evidence.build.test.ts and e2e/evidence.spec.ts fail when the build disagrees.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import axe from 'axe-core';
import * as prettier from 'prettier';
import { gradeHeaders } from '../lib/security-grade';
import { siteEvidenceSchema, type SiteEvidence } from '../content/site-evidence';
import { allRoutes } from '../content/routes';
import { pageBytes } from './page-bytes';
import { openBuild } from './next-output';
import { startNext } from '../tests/server-process';

export const EVIDENCE_FILE = path.join(import.meta.dirname, '../content/site-evidence.json');

/** The rule tags of the route sweep's axe runs (tests/e2e/axe.ts WCAG_TAGS; the e2e checks both). */
export const SWEEP_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** The sweep's widths and themes (e2e/routes.spec.ts: 375 and 1280 px, light and dark). */
const SWEEP_WIDTHS = [375, 1280];

const today = () => new Date().toISOString().slice(0, 10);
const toKb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** The heaviest page of a kind of byte, in KB with one decimal. */
export function largestBytes(
  rows: { route: string; js: number; css: number; html: number }[],
): Pick<SiteEvidence['bytes'], 'js' | 'css' | 'document'> {
  // A page is named before the 404 when they weigh the same (the shell alone says less).
  const ordered = [...rows].sort(
    (a, b) => Number(a.route === '(404)') - Number(b.route === '(404)'),
  );
  const top = (key: 'js' | 'css' | 'html') => {
    const row = ordered.reduce((a, b) => (b[key] > a[key] ? b : a));
    return { route: row.route, kb: toKb(row[key]) };
  };
  return { js: top('js'), css: top('css'), document: top('html') };
}

function measureBytes(dist: string): SiteEvidence['bytes'] {
  const rows = pageBytes(openBuild(dist));
  return { measured: today(), pages: rows.length, ...largestBytes(rows) };
}

/** One response's headers as sent (node:http keeps repeats, which fetch would join). */
export function rawHeaders(url: string): Promise<{ name: string; value: string }[]> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (response) => {
        response.resume();
        const raw = response.rawHeaders;
        const pairs: { name: string; value: string }[] = [];
        for (let i = 0; i < raw.length; i += 2) pairs.push({ name: raw[i]!, value: raw[i + 1]! });
        if (response.statusCode !== 200) reject(new Error(`${url}: ${response.statusCode}`));
        else resolve(pairs);
      })
      .on('error', reject);
  });
}

async function measureHeaders(dist: string): Promise<SiteEvidence['headers']> {
  const server = await startNext({
    cwd: path.resolve(dist, '..'),
    port: process.env.EVIDENCE_PORT ? Number(process.env.EVIDENCE_PORT) : undefined,
    env: { DATA_DIR: '.data/evidence' },
  });
  try {
    const graded = gradeHeaders(await rawHeaders(`${server.origin}/`));
    return { measured: today(), path: '/', scanner: 'securityheaders.com', ...graded };
  } finally {
    await server.stop();
  }
}

interface PlaywrightSuite {
  file?: string;
  specs?: { title: string; tests?: { status?: string }[] }[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  stats?: { expected: number; unexpected: number; skipped: number; flaky?: number };
  suites?: PlaywrightSuite[];
}

/** The route sweep's tests (one per page: structure, length, reflow, axe in both themes). */
function measureSweep(report: PlaywrightReport): SiteEvidence['accessibility'] {
  const results: string[] = [];
  const visit = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      if (!/axe clean in both themes/.test(spec.title)) continue;
      results.push(...(spec.tests ?? []).map((t) => t.status ?? 'unknown'));
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  if (results.length === 0)
    throw new Error('the report has no route sweep test (e2e/routes.spec.ts)');
  const failed = results.filter((s) => s !== 'expected' && s !== 'flaky').length;
  if (failed > 0) {
    throw new Error(`the sweep failed on ${failed} pages: a record is made from a passing run`);
  }
  return {
    measured: today(),
    tool: `axe-core ${axe.version}`,
    rules: axe.getRules(SWEEP_TAGS).length,
    tags: SWEEP_TAGS,
    pages: allRoutes().length,
    widths: SWEEP_WIDTHS,
    themes: ['light', 'dark'],
    passed: results.length,
    failed,
    // The sweep fails a page on any violation: a page that passed had none.
    violations: 0,
  };
}

/** Test counts from a Vitest or a Playwright JSON report. */
function suiteCounts(name: string, file: string): SiteEvidence['tests']['suites'][number] {
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    numPassedTests?: number;
    numFailedTests?: number;
    numPendingTests?: number;
    numTodoTests?: number;
  } & PlaywrightReport;
  if (report.stats) {
    return {
      name,
      command: ['npx playwright test', ...(report.suites ?? []).map((suite) => suite.file)].join(
        ' ',
      ),
      passed: report.stats.expected + (report.stats.flaky ?? 0),
      failed: report.stats.unexpected,
      skipped: report.stats.skipped,
    };
  }
  if (report.numPassedTests === undefined)
    throw new Error(`${file}: not a Vitest or Playwright report`);
  return {
    name,
    command: 'npx vitest run',
    passed: report.numPassedTests,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** A cell's leading figure: `1,904 (1,812–1,974)` → 1904. */
const figure = (cell: string) => Number(/[\d,]+/.exec(cell)?.[0]?.replaceAll(',', '') ?? NaN);

/**
 * The run beside AstroWind in docs/performance.md ("The post-build levers"): its date, the home
 * page as kept ("hint only") and AstroWind's home, in a real browser (LCP, TBT) and Lighthouse's
 * simulated score.
 */
export function performanceFromDoc(doc: string): SiteEvidence['performance'] {
  const section = doc.split('\n## ').find((s) => s.startsWith('The post-build levers'));
  if (!section) throw new Error('docs/performance.md has no "The post-build levers" section');
  const date = /On (\d{4}-\d{2}-\d{2}), [\d:–]+ UTC/.exec(section)?.[1];
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    );
  const ours = rows.find((r) => r[0]?.startsWith('hint only'));
  const theirs = rows.find((r) => r[0] === '`/`' && r.length === 6);
  if (!date || !ours || !theirs) {
    throw new Error('docs/performance.md: the run beside AstroWind has no date or no home rows');
  }
  return {
    measured: date,
    source: 'docs/performance.md, “The post-build levers”',
    method:
      'Lighthouse 13 mobile in Chromium: the largest paint and blocking time in a real browser under applied 4G and 4× CPU throttling, and the simulated score PageSpeed Insights reports; median of 4 interleaved rounds, both sites served side by side on the same machine',
    peer: 'AstroWind (onwidget/astrowind, commit 2e8f6ec), built offline',
    page: '/',
    ours: { lcp: figure(ours[1]!), tbt: figure(ours[2]!), score: figure(ours[7]!) },
    theirs: { lcp: figure(theirs[1]!), tbt: figure(theirs[2]!), score: figure(theirs[5]!) },
  };
}

function argValues(args: string[], flag: string): string[] {
  const out: string[] = [];
  args.forEach((a, i) => {
    if (a === flag) {
      for (let j = i + 1; j < args.length && !args[j]!.startsWith('--'); j++) out.push(args[j]!);
    }
  });
  return out;
}

async function main() {
  const args = process.argv.slice(2);
  const dist = path.resolve(process.env.EVIDENCE_DIST ?? '.next');
  const previous = fs.existsSync(EVIDENCE_FILE)
    ? (JSON.parse(fs.readFileSync(EVIDENCE_FILE, 'utf8')) as Partial<SiteEvidence>)
    : {};
  const next: Partial<SiteEvidence> = { ...previous };
  const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  if (args.includes('--bytes')) next.bytes = measureBytes(dist);
  if (args.includes('--headers')) next.headers = await measureHeaders(dist);
  if (args.includes('--performance')) {
    next.performance = performanceFromDoc(
      fs.readFileSync(path.join(import.meta.dirname, '../docs/performance.md'), 'utf8'),
    );
  }
  const sweep = argValues(args, '--sweep')[0];
  if (sweep) next.accessibility = measureSweep(JSON.parse(fs.readFileSync(sweep, 'utf8')));
  const tests = argValues(args, '--tests');
  if (tests.length) {
    next.tests = {
      measured: today(),
      suites: tests.map((entry) => {
        const [name, file] = entry.includes('=') ? entry.split('=') : [entry, entry];
        return suiteCounts(name!, file!);
      }),
    };
  }
  const measured = ['--bytes', '--headers', '--performance', '--sweep', '--tests'];
  if (!args.some((a) => measured.includes(a))) {
    throw new Error(`nothing to measure: name a part (${measured.join(', ')})`);
  }
  // The commit the measured tree was checked out at.
  next.commit = head;
  // Each part is checked as it is written; the whole record is checked where the site reads it.
  const checked = siteEvidenceSchema.partial().parse(next);
  const missing = Object.keys(siteEvidenceSchema.shape).filter((k) => !(k in checked));
  if (missing.length) console.warn(`not measured yet: ${missing.join(', ')}`);
  // In the repository's format, so a new record's diff is only what was measured.
  const options = await prettier.resolveConfig(EVIDENCE_FILE);
  const text = await prettier.format(JSON.stringify(checked), {
    ...options,
    filepath: EVIDENCE_FILE,
  });
  fs.writeFileSync(EVIDENCE_FILE, text);
  console.log(`wrote ${path.relative(process.cwd(), EVIDENCE_FILE)}`);
}

if (process.argv[1] && import.meta.url === `file://${path.resolve(process.argv[1])}`) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
