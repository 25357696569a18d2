/**
 * Lighthouse 13, mobile, simulated throttling (its defaults), in the system Chromium: one
 * browser for every run; each run starts with an empty cache.
 */
import lighthouse, { type Flags, type Result, type RunnerResult } from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumArgs, findChromium } from '../../tests/chromium';
import { median } from './stats';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export function launchBrowser(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: [...chromiumArgs, '--disable-dev-shm-usage'],
  });
}

/** The figures of one run. */
export interface RunMetrics {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  jsBytes: number;
  fontBytes: number;
  requests: number;
  benchmarkIndex: number;
  /** The audits (outside performance) that did not pass. */
  failing: string[];
}

/** The figures that are numbers, each summarised by its median over the runs. */
const NUMERIC = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'fcp',
  'lcp',
  'tbt',
  'cls',
  'bytes',
  'jsBytes',
  'fontBytes',
  'requests',
  'benchmarkIndex',
] as const satisfies readonly (keyof RunMetrics)[];

/** The median of each figure over the runs, the audits any run failed, and some figures per run. */
export interface MedianMetrics extends RunMetrics {
  runs: number;
  lcpRuns: number[];
  fcpRuns: number[];
  tbtRuns: number[];
}

/**
 * The rows of an audit's table. Lighthouse types a row as an open record of values (each audit
 * has its own columns), so the caller names the columns it reads.
 */
export function tableRows<Row>(audit: Result['audits'][string] | undefined): Partial<Row>[] {
  const details = audit?.details as { items?: unknown[] } | undefined;
  return (details?.items ?? []) as Partial<Row>[];
}

/** An audit's figure (NaN when the run has none). */
export const numericValue = (lhr: Result, id: string): number =>
  lhr.audits[id]?.numericValue ?? NaN;

export function metricsOf(lhr: Result): RunMetrics {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  const requests = tableRows<{ resourceType: string; transferSize: number }>(
    lhr.audits['network-requests'],
  );
  const failing: string[] = [];
  for (const category of Object.values(lhr.categories)) {
    if (category.id === 'performance') continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.push(ref.id);
    }
  }
  const bytesOf = (type: string) =>
    requests
      .filter((r) => r.resourceType === type)
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: numericValue(lhr, 'first-contentful-paint'),
    lcp: numericValue(lhr, 'largest-contentful-paint'),
    tbt: numericValue(lhr, 'total-blocking-time'),
    cls: numericValue(lhr, 'cumulative-layout-shift'),
    bytes: numericValue(lhr, 'total-byte-weight'),
    jsBytes: bytesOf('Script'),
    fontBytes: bytesOf('Font'),
    requests: requests.length,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    failing,
  };
}

/** One Lighthouse run; a run without a performance score (a rare Lighthouse hiccup) is retried. */
export async function runLighthouse(
  url: string,
  port: number,
  {
    attempts = 3,
    throttlingMethod,
  }: { attempts?: number; throttlingMethod?: Flags['throttlingMethod'] } = {},
): Promise<RunMetrics> {
  let last;
  for (let i = 0; i < attempts; i++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      ...(throttlingMethod ? { throttlingMethod } : {}),
    });
    const lhr = result?.lhr;
    last = lhr?.runtimeError?.message ?? 'no result';
    if (lhr && !lhr.runtimeError && lhr.categories.performance?.score != null)
      return metricsOf(lhr);
  }
  throw new Error(`Lighthouse failed on ${url}: ${last}`);
}

/** The median of each figure over the runs (scores and times vary; bytes do not). */
export function medianOf(runs: readonly RunMetrics[]): MedianMetrics {
  const medians = Object.fromEntries(
    NUMERIC.map((k) => [k, median(runs.map((r) => r[k]))]),
  ) as Record<(typeof NUMERIC)[number], number>;
  return {
    ...medians,
    failing: [...new Set(runs.flatMap((r) => r.failing))],
    runs: runs.length,
    lcpRuns: runs.map((r) => Math.round(r.lcp)),
    fcpRuns: runs.map((r) => Math.round(r.fcp)),
    tbtRuns: runs.map((r) => Math.round(r.tbt)),
  };
}

/**
 * The explain-* tools: `npx tsx scripts/bench/<script> [--runs N] URL…` runs Lighthouse
 * (performance only) on each URL, N rounds, and hands every result ({ lhr, artifacts }) to
 * `report`.
 */
export async function explainRuns(
  script: string,
  report: (url: string, run: number, result: RunnerResult) => void | Promise<void>,
): Promise<void> {
  const args = process.argv.slice(2);
  const runsAt = args.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 1;
  const urls = runsAt >= 0 ? args.filter((_, i) => i !== runsAt && i !== runsAt + 1) : args;
  const usage = `usage: npx tsx scripts/bench/${script} [--runs N] URL…`;
  if (args.includes('--help')) {
    console.log(usage);
    process.exit(0);
  }
  if (!urls.length) {
    console.error(usage);
    process.exit(2);
  }
  const browser = await launchBrowser();
  try {
    for (let i = 0; i < runs; i++) {
      for (const url of urls) {
        const result = await lighthouse(url, {
          port: browser.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        await report(url, i, result);
      }
    }
  } finally {
    browser.kill();
  }
}
