/**
 * `npm run bench` (over 300 lines on purpose: one run, one table, the parts in
 * scripts/bench/): a benchmark, not a test. Builds once (in place, with SITE_URL
 * set to the benchmark's own origin so canonical URLs and indexing are those of a real deploy),
 * starts the production server, and measures a sample of pages (five fixed, and the sitemap's
 * first article and first case study):
 *
 * - Lighthouse 13, mobile, simulated throttling, system Chromium, median of 15 runs (the targets
 *   are run in turn, so a busy machine slows every one alike): performance, accessibility, best
 *   practices, SEO, FCP, LCP, TBT (median and spread), CLS, transferred and JavaScript bytes;
 * - the static floor (scripts/static-floor.ts): each page's own HTML without any script and
 *   with its CSS inline, served by a plain Node static file server: LCP ÷ its LCP; and the same
 *   copy set in the system's fonts (no web font at all): what the brand's faces cost;
 * - with BENCH_PEER, a peer site in the same rounds (a URL, or a built folder it serves
 *   statically; BENCH_PEER_PAGES, default `/,/privacy/`): each page's LCP ÷ the peer's best page
 *   (docs/performance.md says how to build AstroWind offline for this);
 * - time to a working click (scripts/bench/working-click.ts): first visits under Lighthouse's
 *   mobile conditions applied in the browser, trusted clicks on Menu from the first byte; the
 *   click that opened it, and the clicks on it that were lost;
 * - with `--framework-floor`, a blank Next.js page (scripts/bench/framework-floor.ts), for
 *   comparison only (no target is set against it: it is bimodal, docs/performance.md);
 * - throughput (autocannon, 10 connections × 10 s) of `next start` on a static page against the
 *   same HTML from the static file server;
 * - gzipped JavaScript and CSS per page (scripts/page-bytes.ts: bytes are stable).
 *
 * Prints one table with the ratios and the issue's targets (✓/✗), and writes
 * .next/bench/results.json. Exits 0 whatever the figures (the CI check on bytes is
 * scripts/page-bytes.ts); 1 only when it cannot measure.
 *
 * Options: --no-build (measure the existing build), --runs N (default 15), --pages /,/services
 * (instead of the sample), --click-tries N
 * (default 5 first visits per page), --framework-floor, --skip-lighthouse,
 * --throttling devtools (applied instead of simulated throttling: a cross-check of the LCP model).
 * Environment: BENCH_PORT (default 3710; it uses BENCH_PORT … BENCH_PORT+3), CHROME_PATH,
 * BENCH_PEER, BENCH_PEER_PAGES. `--help` prints the options.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Flags } from 'lighthouse';
import { createFrameworkFloor } from './bench/framework-floor';
import { FAST_MODE_SLACK_MS, floorModes, type FloorModes } from './bench/floor-modes';
import {
  launchBrowser,
  medianOf,
  runLighthouse,
  type MedianMetrics,
  type RunMetrics,
} from './bench/lighthouse';
import { children, run, runBench, startNextIn, startStaticFloor } from './bench/processes';
import { measureWorkingClick, type WorkingClick } from './bench/working-click';
import type { PageBytes } from './page-bytes';
import { toStaticCopy, toSystemFontCopy } from './static-floor';

const root = process.cwd();
const args = process.argv.slice(2);
if (args.includes('--help')) {
  console.log(
    'usage: npm run bench -- [--no-build] [--runs N] [--pages /,/services] [--click-tries N] ' +
      '[--framework-floor] [--skip-lighthouse] [--throttling simulate|devtools|provided]\n' +
      'environment: BENCH_PORT (default 3710), CHROME_PATH, BENCH_PEER, BENCH_PEER_PAGES',
  );
  process.exit(0);
}
/** The value after `name`, when it was given. */
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const RUNS = Number(option('--runs')) || 15;
const CLICK_TRIES = Number(option('--click-tries')) || 5;
const FRAMEWORK_FLOOR = args.includes('--framework-floor');
const BUILD = !args.includes('--no-build');
/** `--pages /,/services`: measure only these (a quick run on a busy machine). */
const ONLY_PAGES = option('--pages')?.split(',') ?? null;
const LIGHTHOUSE = !args.includes('--skip-lighthouse');
/**
 * `simulate` (Lighthouse's default, the issue's), `devtools` (applied throttling, a cross-check)
 * or `provided` (none: the machine as it is).
 */
const THROTTLING = ((method: string): Flags['throttlingMethod'] & string => {
  if (method === 'simulate' || method === 'devtools' || method === 'provided') return method;
  console.error(`bench: --throttling takes simulate, devtools or provided, not ${method}`);
  process.exit(2);
})(option('--throttling') ?? 'simulate');
const PORT = Number(process.env.BENCH_PORT ?? 3710);
const APP = `http://127.0.0.1:${PORT}`;
const STATIC = `http://127.0.0.1:${PORT + 1}`;
const FLOOR = `http://127.0.0.1:${PORT + 2}`;
/** A peer measured in the same rounds: a URL, or a built site's folder served on PORT + 3. */
const PEER = process.env.BENCH_PEER;
const PEER_DIR = PEER && !/^https?:\/\//.test(PEER) ? path.resolve(PEER) : undefined;
const PEER_ORIGIN = PEER_DIR ? `http://127.0.0.1:${PORT + 3}` : PEER?.replace(/\/$/, '');
const PEER_PAGES = (process.env.BENCH_PEER_PAGES ?? '/,/privacy/').split(',');
/** The targets every sampled page must meet (docs/performance.md). */
const PEER_LCP_RATIO = 0.9;
const TBT_MAX = 50;
const FONT_KB_MAX = 40;
const THROUGHPUT_PAGE = '/services';
const FIXED_PAGES = [
  '/',
  '/services',
  '/services/drupal-websites',
  '/clients/credit-unions',
  '/locations/maryland',
];
const sentryOn = Boolean(process.env.NEXT_PUBLIC_SENTRY_DSN);

/** The environment of every build and server here: a production deploy at the bench origin. */
const buildEnv = (origin: string) => ({
  SITE_URL: origin,
  DEPLOY_ENV: 'production',
  NODE_ENV: 'production',
});

const log = (msg: string) => console.log(`bench: ${msg}`);
const running = children();

/** `npm run build` in `dir` (prebuild, next build, post-build); seconds taken. */
async function build(dir: string, origin: string): Promise<number> {
  const started = Date.now();
  await run('npm', ['run', '--silent', 'build'], { cwd: dir, env: buildEnv(origin) });
  return (Date.now() - started) / 1000;
}

async function startNext(name: string, dir: string, port: number, dataDir: string) {
  const env = { ...buildEnv(`http://127.0.0.1:${port}`), DATA_DIR: dataDir };
  running.handles.push(await startNextIn(name, dir, port, env));
}

/** scripts/static-floor.ts serving `dir` on `port`. */
async function startStatic(name: string, dir: string, port: number, extra: string[] = []) {
  running.handles.push(await startStaticFloor(name, root, dir, port, extra));
}

/** The first news article and the first case study in the sitemap (a study carries images). */
async function pickFromSitemap(): Promise<string[]> {
  const xml = await (await fetch(`${APP}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const article = paths.find((p) => /^\/news\/(?!page\/)[^/]+$/.test(p));
  const study = paths.find((p) => /^\/work\/(?!sector\/|platform\/)[^/]+$/.test(p));
  if (!article) throw new Error('no news article in the sitemap');
  if (!study) throw new Error('no case study in the sitemap');
  return [article, study];
}

/** Static copies of the sample pages, the untouched HTML of the throughput page, robots.txt. */
async function writeStaticSite(dir: string, pages: readonly string[]): Promise<void> {
  const css = new Map<string, string>();
  for (const page of pages) {
    let html = await (await fetch(`${APP}${page}`)).text();
    for (const m of html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)) {
      const href = m[1]!;
      if (!css.has(href)) css.set(href, await (await fetch(`${APP}${href}`)).text());
    }
    const file = path.join(dir, page === '/' ? 'index.html' : `${page.slice(1)}.html`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Images stay the app's own (the static server has no image optimizer): the copy differs
    // from the page in its HTML only.
    html = html
      .replaceAll(APP, STATIC)
      .replace(/(?<![\w:/])\/_next\/image\?/g, `${APP}/_next/image?`);
    const copy = toStaticCopy(html, css);
    fs.writeFileSync(file, copy);
    const systemFile = path.join(
      dir,
      'system',
      page === '/' ? 'index.html' : `${page.slice(1)}.html`,
    );
    fs.mkdirSync(path.dirname(systemFile), { recursive: true });
    fs.writeFileSync(systemFile, toSystemFontCopy(copy));
  }
  // The throughput page as the app sends it (measured also when --pages leaves it out).
  fs.mkdirSync(path.join(dir, 'same'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'same', `${THROUGHPUT_PAGE.slice(1)}.html`),
    await (await fetch(`${APP}${THROUGHPUT_PAGE}`)).text(),
  );
  const robots = await (await fetch(`${APP}/robots.txt`)).text();
  fs.writeFileSync(path.join(dir, 'robots.txt'), robots.replaceAll(APP, STATIC));
  fs.copyFileSync(path.join(root, 'public', 'icon.svg'), path.join(dir, 'icon.svg'));
  // The drawings' files the pages <use> (same origin only: a <use> never crosses origins).
  const art = path.join(root, 'public', 'art');
  if (fs.existsSync(art)) fs.cpSync(art, path.join(dir, 'art'), { recursive: true });
}

/** One autocannon run's figures. */
interface Throughput {
  requestsPerSecond: number;
  p99: number;
  errors: number;
}

async function throughput(url: string): Promise<Throughput> {
  const result = await autocannon({
    url,
    connections: 10,
    duration: 10,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * `next start` against the static server, 10 connections × 10 s each, in alternating rounds
 * (the median round is kept: other work on the machine then slows both alike).
 */
async function compareThroughput<Key extends string>(
  targets: Record<Key, string>,
  rounds = 3,
): Promise<Record<Key, Throughput & { rounds: number[] }>> {
  const keys = Object.keys(targets) as Key[];
  const all = new Map<Key, Throughput[]>(keys.map((k) => [k, []]));
  for (const key of keys) {
    await autocannon({ url: targets[key], connections: 10, duration: 2 }); // warm-up (JIT, caches)
  }
  for (let i = 0; i < rounds; i++) {
    for (const key of keys) all.get(key)?.push(await throughput(targets[key]));
  }
  const medianRun = (list: Throughput[]) =>
    [...list].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[
      Math.floor(list.length / 2)
    ]!;
  return Object.fromEntries(
    [...all].map(([key, list]) => [
      key,
      { ...medianRun(list), rounds: list.map((r) => Math.round(r.requestsPerSecond)) },
    ]),
  ) as Record<Key, Throughput & { rounds: number[] }>;
}

function bundleBytes(): Map<string, PageBytes> {
  const result = spawnSync('node_modules/.bin/tsx', ['scripts/page-bytes.ts', '--json'], {
    cwd: root,
    encoding: 'utf8',
  });
  const json = result.stdout.slice(result.stdout.indexOf('['), result.stdout.lastIndexOf(']') + 1);
  return new Map(
    (JSON.parse(json) as PageBytes[]).map((r) => [r.route === '/index' ? '/' : r.route, r]),
  );
}

// ── formatting ──────────────────────────────────────────────────────────────────────────
const ms = (v: number | undefined) => (Number.isFinite(v) ? `${Math.round(v!)}` : '–');
const kb = (v: number | undefined) => (Number.isFinite(v) ? (v! / 1024).toFixed(1) : '–');
const ratio = (a: number | undefined, b: number | undefined) =>
  Number.isFinite(a) && b !== undefined && b > 0 ? `${(a! / b).toFixed(2)}×` : '–';
const pad = (s: string | number, n: number) => String(s).padStart(n);

/** A check of a page against a target: whether it passed, and the figures behind it. */
interface Check {
  name: string;
  ok: boolean;
  detail: unknown;
}

/** One row of the table: a sampled page, or a reference (static copy, framework floor, peer). */
interface Row {
  kind: 'page' | 'static' | 'floor' | 'peer';
  label: string;
  lighthouse?: MedianMetrics;
  /** The page's static copy. */
  static?: MedianMetrics;
  bundle?: PageBytes;
  click?: WorkingClick;
  /** The peer's page with the lowest median LCP in this run. */
  peerBest?: { label: string; lcp: number };
  targets?: { met: number; total: number; checks: Check[] };
}

function printTable(rows: readonly Row[], floor: MedianMetrics | undefined): void {
  const head: [string, number][] = [
    ['page', 44],
    ['perf', 4],
    ['a11y', 4],
    ['bp', 3],
    ['seo', 3],
    ['FCP', 5],
    ['LCP', 5],
    ['TBT', 5],
    ['TBTspread', 9],
    ['CLS', 4],
    ['KB', 6],
    ['JS KB', 6],
    ['fontKB', 6],
    ['JSgz', 6],
    ['CSSgz', 5],
    ['LCP÷fw', 6],
    ['TBT−fw', 6],
    ['LCP÷st', 6],
    ['LCP÷peer', 8],
    ['click', 5],
    ['lost', 4],
    ['targets', 7],
  ];
  console.log(head.map(([h, n], i) => (i === 0 ? h.padEnd(n) : pad(h, n))).join(' '));
  for (const r of rows) {
    const m: Partial<MedianMetrics> = r.lighthouse ?? {};
    const cells = [
      (r.label.length > 44 ? `${r.label.slice(0, 43)}…` : r.label).padEnd(44),
      pad(m.performance ?? '–', 4),
      pad(m.accessibility ?? '–', 4),
      pad(m.bestPractices ?? '–', 3),
      pad(m.seo ?? '–', 3),
      pad(ms(m.fcp), 5),
      pad(ms(m.lcp), 5),
      pad(ms(m.tbt), 5),
      pad(m.tbtRuns ? `${Math.min(...m.tbtRuns)}–${Math.max(...m.tbtRuns)}` : '–', 9),
      pad(m.cls !== undefined && Number.isFinite(m.cls) ? m.cls.toFixed(2) : '–', 4),
      pad(kb(m.bytes), 6),
      pad(kb(m.jsBytes), 6),
      pad(kb(m.fontBytes), 6),
      pad(r.bundle ? kb(r.bundle.js) : '', 6),
      pad(r.bundle ? kb(r.bundle.css) : '', 5),
      pad(r.kind === 'page' && floor ? ratio(m.lcp, floor.lcp) : '', 6),
      pad(
        r.kind === 'page' && floor
          ? `${(m.tbt ?? NaN) - floor.tbt >= 0 ? '+' : ''}${ms((m.tbt ?? NaN) - floor.tbt)}`
          : '',
        6,
      ),
      pad(r.kind === 'page' && r.static ? ratio(m.lcp, r.static.lcp) : '', 6),
      pad(r.kind === 'page' && r.peerBest ? ratio(m.lcp, r.peerBest.lcp) : '', 8),
      pad(r.click ? ms(r.click.click) : '', 5),
      pad(r.click ? r.click.lost : '', 4),
      pad(r.targets ? `${r.targets.met}/${r.targets.total}` : '', 7),
    ];
    console.log(cells.join(' '));
  }
}

/**
 * The per-page targets (each page against its static copy, not the framework floor). "A working click
 * from the first paint on" is checked as: no click that reached Menu was lost (the time it took
 * to reach it is printed: input waits for a busy main thread, which is blocking time, not loss).
 */
function checkTargets(page: Row): NonNullable<Row['targets']> {
  const m = page.lighthouse;
  const checks: Check[] = [];
  const add = (name: string, ok: boolean, detail: unknown) => checks.push({ name, ok, detail });
  if (m) {
    // A page as light as the best static template scores 100; TBT, fonts and the peer say why not.
    add('performance 100', m.performance >= 100, m.performance);
    add(`TBT ≤ ${TBT_MAX} ms`, m.tbt <= TBT_MAX, ms(m.tbt));
    add(`fonts ≤ ${FONT_KB_MAX} KB`, m.fontBytes <= FONT_KB_MAX * 1024, kb(m.fontBytes));
    if (page.peerBest) {
      add(
        `LCP ≤ ${PEER_LCP_RATIO} × the peer's best page`,
        m.lcp <= PEER_LCP_RATIO * page.peerBest.lcp,
        `${ms(m.lcp)} vs ${ms(page.peerBest.lcp)} (${page.peerBest.label})`,
      );
    }
    add('accessibility 100', m.accessibility === 100, m.accessibility);
    add('best practices 100', m.bestPractices === 100, m.bestPractices);
    add('SEO 100', m.seo === 100, m.seo);
    add('CLS ≤ 0.02', m.cls <= 0.02, m.cls.toFixed(3));
    if (page.static) {
      add(
        'LCP ≤ 1.25 × static copy',
        m.lcp <= 1.25 * page.static.lcp,
        `${ms(m.lcp)} vs ${ms(page.static.lcp)}`,
      );
    }
  }
  if (page.click) {
    add(
      'no click on Menu lost',
      page.click.lost === 0,
      `${page.click.lost} lost in ${page.click.tries} first visits`,
    );
  }
  if (page.bundle) {
    const jsBudget = (sentryOn ? 200 : 145) * 1024;
    add(`JS gz ≤ ${jsBudget / 1024} KB`, page.bundle.js <= jsBudget, kb(page.bundle.js));
    add('CSS gz ≤ 25 KB', page.bundle.css <= 25 * 1024, kb(page.bundle.css));
  }
  return { met: checks.filter((c) => c.ok).length, total: checks.length, checks };
}

async function main() {
  const started = Date.now();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-bench-'));
  const results: Record<string, unknown> & { loadAverageAtStart: number[] } = {
    date: new Date().toISOString(),
    runs: RUNS,
    throttling: THROTTLING,
    node: process.version,
    cpus: os.cpus().length,
    loadAverageAtStart: os.loadavg(),
  };
  log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.cpus().length} CPUs`,
  );

  if (BUILD) {
    log(`building the site (SITE_URL=${APP}) …`);
    results.buildSeconds = await build(root, APP);
  }
  log('starting next start and the static file server …');
  await startNext('next start', root, PORT, '.data/bench');
  const pages = ONLY_PAGES ?? [...FIXED_PAGES, ...(await pickFromSitemap())];

  const staticDir = path.join(work, 'static');
  await writeStaticSite(staticDir, pages);
  await startStatic('static server', staticDir, PORT + 1, [
    '--next-static',
    path.join(root, '.next', 'static'),
  ]);

  if (PEER_DIR) await startStatic('peer (static)', PEER_DIR, PORT + 3);

  if (FRAMEWORK_FLOOR) {
    const floorDir = path.join(work, 'framework-floor');
    createFrameworkFloor(root, floorDir);
    log(`building the framework floor in ${floorDir} …`);
    results.floorBuildSeconds = await build(floorDir, FLOOR);
    await startNext('framework floor', floorDir, PORT + 2, path.join(work, 'floor-data'));
  }

  const targets = [
    ...pages.map((p) => ({ key: `page ${p}`, url: `${APP}${p}` })),
    ...pages.map((p) => ({ key: `static ${p}`, url: `${STATIC}${p}` })),
    ...pages.map((p) => ({ key: `system ${p}`, url: `${STATIC}/system${p === '/' ? '/' : p}` })),
    ...(PEER_ORIGIN
      ? PEER_PAGES.map((p) => ({ key: `peer ${p}`, url: `${PEER_ORIGIN}${p}` }))
      : []),
    ...(FRAMEWORK_FLOOR ? [{ key: 'framework floor', url: `${FLOOR}/` }] : []),
  ];
  const runs = new Map<string, RunMetrics[]>(targets.map((t) => [t.key, []]));
  if (LIGHTHOUSE) {
    const browser = await launchBrowser();
    running.browser = browser;
    for (let i = 1; i <= RUNS; i++) {
      const t0 = Date.now();
      for (const target of targets) {
        runs
          .get(target.key)
          ?.push(await runLighthouse(target.url, browser.port, { throttlingMethod: THROTTLING }));
      }
      log(
        `Lighthouse round ${i}/${RUNS} (${targets.length} targets) in ${((Date.now() - t0) / 1000).toFixed(0)} s`,
      );
    }
    browser.kill();
    running.browser = undefined;
  }
  const lh = (key: string) => {
    const list = runs.get(key);
    return LIGHTHOUSE && list?.length ? medianOf(list) : undefined;
  };

  log(`time to a working click: ${CLICK_TRIES} first visits per page, mobile conditions applied …`);
  const clicks = new Map<string, WorkingClick>();
  for (const p of pages) {
    clicks.set(p, await measureWorkingClick(`${APP}${p}`, { tries: CLICK_TRIES }));
  }

  log(`throughput: ${THROUGHPUT_PAGE}, 10 connections × 10 s, 3 alternating rounds …`);
  const tp = await compareThroughput({
    next: `http://127.0.0.1:${PORT}${THROUGHPUT_PAGE}`,
    static: `http://127.0.0.1:${PORT + 1}/same${THROUGHPUT_PAGE}`,
  });
  const nextThroughput = tp.next;
  const staticThroughput = tp.static;

  const bundles = bundleBytes();
  const floor = lh('framework floor');
  const peerRows: Row[] = PEER_ORIGIN
    ? PEER_PAGES.map((p) => ({ kind: 'peer', label: `peer ${p}`, lighthouse: lh(`peer ${p}`) }))
    : [];
  // The peer's best page: its lowest median LCP in this run.
  const peerBest = peerRows
    .flatMap((r) => (r.lighthouse ? [{ label: r.label, lcp: r.lighthouse.lcp }] : []))
    .sort((a, b) => a.lcp - b.lcp)[0];
  const rows = pages.map((p) => {
    const row: Row = {
      kind: 'page',
      label: p,
      lighthouse: lh(`page ${p}`),
      static: lh(`static ${p}`),
      bundle: bundles.get(p),
      click: clicks.get(p),
      peerBest,
    };
    return { ...row, targets: checkTargets(row) };
  });
  const staticRows: Row[] = pages.flatMap((p): Row[] => [
    { kind: 'static', label: `static floor ${p}`, lighthouse: lh(`static ${p}`) },
    { kind: 'static', label: `system fonts ${p}`, lighthouse: lh(`system ${p}`) },
  ]);
  const floorRows: Row[] = floor
    ? [{ kind: 'floor', label: 'framework floor (blank page)', lighthouse: floor }]
    : [];

  console.log('');
  console.log(
    `Lighthouse ${RUNS > 1 ? `median of ${RUNS}` : '1 run'}, mobile, ${THROTTLING === 'simulate' ? 'simulated' : THROTTLING} throttling · times in ms · KB = transferred` +
      ` · JSgz/CSSgz = gzipped bytes the page loads (bundle-budget) · fw = framework floor · st = static floor`,
  );
  printTable([...rows, ...floorRows, ...peerRows, ...staticRows], floor);
  console.log(
    'click = time to a working click on Menu (ms from navigation start, median of first visits under ' +
      'applied mobile throttling: 150 ms RTT, 1.6 Mbps, 4× CPU); lost = clicks on Menu that opened nothing',
  );
  for (const r of rows) {
    if (r.click) {
      console.log(
        `  ${r.label}: FCP ${ms(r.click.fcp)} ms, working click ${ms(r.click.click)} ms ` +
          `(${ms(r.click.clickAfterFcp)} ms after FCP: input waits for the main thread, nothing is lost), ` +
          `lost ${r.click.lost}`,
      );
    }
  }

  const tpRatio = nextThroughput.requestsPerSecond / staticThroughput.requestsPerSecond;
  console.log('');
  console.log(
    `throughput ${THROUGHPUT_PAGE} (10 connections × 10 s, gzip on the fly on both sides; median of 3 alternating rounds):`,
  );
  console.log(
    `  next start     ${pad(Math.round(nextThroughput.requestsPerSecond), 6)} req/s  p99 ${nextThroughput.p99} ms  errors ${nextThroughput.errors}  rounds ${nextThroughput.rounds.join(' ')}`,
  );
  console.log(
    `  static server  ${pad(Math.round(staticThroughput.requestsPerSecond), 6)} req/s  p99 ${staticThroughput.p99} ms  errors ${staticThroughput.errors}  rounds ${staticThroughput.rounds.join(' ')}`,
  );
  console.log(`  ratio ${tpRatio.toFixed(2)} (target ≥ 0.50) ${tpRatio >= 0.5 ? '✓' : '✗'}`);

  console.log('');
  let met = 0;
  let total = 0;
  for (const r of rows) {
    met += r.targets.met;
    total += r.targets.total;
    const missed = r.targets.checks.filter((c) => !c.ok);
    if (missed.length) {
      console.log(`✗ ${r.label}: ${missed.map((c) => `${c.name} (${c.detail})`).join('; ')}`);
    }
    if (r.lighthouse?.failing.length)
      console.log(`  failing audits: ${r.lighthouse.failing.join(', ')}`);
  }
  for (const r of [...floorRows, ...peerRows, ...staticRows]) {
    if (r.lighthouse?.failing.length) {
      console.log(`(${r.label}: failing audits ${r.lighthouse.failing.join(', ')})`);
    }
  }
  met += tpRatio >= 0.5 ? 1 : 0;
  total += 1;
  if (floor) {
    console.log(
      `LCP runs (ms): framework floor ${floor.lcpRuns.join(' ')}; ` +
        rows.map((r) => `${r.label} ${r.lighthouse?.lcpRuns.join(' ')}`).join('; '),
    );
    const modes: FloorModes = floorModes(
      floor,
      rows.map((r) => [r.label, r.lighthouse?.lcp ?? NaN]),
    );
    results.frameworkFloorModes = modes;
    console.log(
      modes.ratios
        ? `framework floor: ${modes.fast.length} of ${floor.lcpRuns.length} runs painted before its scripts arrived ` +
            `(LCP = FCP: ${modes.fast.join(' ')} ms); LCP ÷ their median: ` +
            modes.ratios.map(([label, r]) => `${label} ${r.toFixed(2)}×`).join(', ') +
            ' (the target uses the median of all runs; docs/performance.md)'
        : `framework floor: no run painted before its scripts arrived (LCP > FCP + ${FAST_MODE_SLACK_MS} ms in all ${floor.lcpRuns.length})`,
    );
    console.log(
      `Lighthouse benchmarkIndex (this machine's CPU): ${Math.round(floor.benchmarkIndex)}`,
    );
  }
  results.loadAverageAtEnd = os.loadavg();
  console.log(
    `load average at start ${results.loadAverageAtStart.map((l) => l.toFixed(1)).join(' ')}, at end ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} (${os.cpus().length} CPUs): times are only comparable within one run`,
  );
  console.log(
    `bench: targets met ${met}/${total} in ${((Date.now() - started) / 60000).toFixed(1)} min`,
  );
  if (BUILD) {
    console.log(`bench: note: .next was built with SITE_URL=${APP}; rebuild before deploying.`);
  }

  Object.assign(results, {
    pages: rows,
    frameworkFloor: floor,
    peer: PEER ? { source: PEER, pages: peerRows, best: peerBest } : undefined,
    staticFloor: Object.fromEntries(staticRows.map((r) => [r.label, r.lighthouse])),
    throughput: { next: nextThroughput, static: staticThroughput, ratio: tpRatio },
  });
  fs.mkdirSync(path.join(root, '.next', 'bench'), { recursive: true });
  fs.writeFileSync(
    path.join(root, '.next', 'bench', 'results.json'),
    JSON.stringify(results, null, 2),
  );
  fs.rmSync(work, { recursive: true, force: true });
}

await runBench('bench', main, running);
