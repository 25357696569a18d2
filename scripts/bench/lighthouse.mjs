/**
 * Lighthouse 13, mobile, simulated throttling (its defaults), in the system Chromium: one
 * browser for every run; each run starts with an empty cache.
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumArgs, findChromium } from '../../tests/chromium.ts';
import { median } from './stats.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export async function launchBrowser() {
  return chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: [...chromiumArgs, '--disable-dev-shm-usage'],
  });
}

/** The figures of one run. */
export function metricsOf(lhr) {
  const a = lhr.audits;
  const score = (id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  const requests = a['network-requests']?.details?.items ?? [];
  const failing = [];
  for (const category of Object.values(lhr.categories)) {
    if (category.id === 'performance') continue;
    for (const ref of category.auditRefs) {
      const audit = a[ref.id];
      if (ref.weight > 0 && audit?.score !== null && audit?.score < 1) failing.push(ref.id);
    }
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: a['first-contentful-paint'].numericValue,
    lcp: a['largest-contentful-paint'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    bytes: a['total-byte-weight'].numericValue,
    jsBytes: requests
      .filter((r) => r.resourceType === 'Script')
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    fontBytes: requests
      .filter((r) => r.resourceType === 'Font')
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    requests: requests.length,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    failing,
  };
}

/** One Lighthouse run; a run without a performance score (a rare Lighthouse hiccup) is retried. */
export async function runLighthouse(url, port, { attempts = 3, throttlingMethod } = {}) {
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
export function medianOf(runs) {
  const keys = [
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
  ];
  const out = Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))]));
  out.failing = [...new Set(runs.flatMap((r) => r.failing))];
  out.runs = runs.length;
  out.lcpRuns = runs.map((r) => Math.round(r.lcp));
  out.fcpRuns = runs.map((r) => Math.round(r.fcp));
  out.tbtRuns = runs.map((r) => Math.round(r.tbt));
  return out;
}

/**
 * The explain-* tools: `node scripts/bench/<script> [--runs N] URL…` runs Lighthouse (performance
 * only) on each URL, N rounds, and hands every result ({ lhr, artifacts }) to `report`.
 */
export async function explainRuns(script, report) {
  const args = process.argv.slice(2);
  const runsAt = args.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 1;
  const urls = runsAt >= 0 ? args.filter((_, i) => i !== runsAt && i !== runsAt + 1) : args;
  if (!urls.length) {
    console.error(`usage: node scripts/bench/${script} [--runs N] URL…`);
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
        await report(url, i, result);
      }
    }
  } finally {
    browser.kill();
  }
}
