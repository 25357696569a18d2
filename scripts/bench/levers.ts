/**
 * The post-build step's optional levers, each measured off against the site as built, beside a
 * peer, in one interleaved run: `npm run bench:levers` (docs/performance.md, "The post-build
 * levers").
 *
 * One `next build` (in a copy of the project, or `--from DIR`: a project whose `.next` is a
 * build the post-build step has not touched), then one copy per variant, each with its own copy
 * of that build and `tsx scripts/post-build.ts` run with the variant's flags, each served by
 * `next start` on its own port; the peer (BENCH_PEER, a built folder or a URL) beside them.
 * Every round visits every page of every variant and of the peer, in an order rotated from round
 * to round, with: Lighthouse in devtools mode (throttling applied in the browser: what a real
 * browser does under 4G and a 4× slower CPU), Lighthouse's simulated estimate, and one first
 * visit of the working-click probe (scripts/bench/working-click.ts), which also waits for the
 * page to hydrate. After every round it prints the median and the min–max of each figure per
 * variant and the machine's load, and writes `<work>/levers.json`.
 *
 * Options: --rounds N (default 5), --pages /,/services (default `/` and the drupal page),
 * --from DIR, --keep (leave the copies), --reuse DIR (serve again the copies a run with --keep
 * left). Environment: BENCH_PORT (default 3810; it uses BENCH_PORT … BENCH_PORT + variants),
 * BENCH_PEER, BENCH_PEER_PAGES (default `/,/privacy/`). `--help` prints the options.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyProject, tempFolder } from '../../tests/project-copy';
import { launchBrowser, runLighthouse, type RunMetrics } from './lighthouse';
import { bin, children, run, runBench, startNextIn, startStaticFloor } from './processes';
import { median } from './stats';
import { measureWorkingClick, type WorkingClick } from './working-click';

/**
 * Each variant: the post-build flags that switch levers off. A new lever gets its flag in
 * scripts/post-build.ts and a variant here, and stays only if this run shows a visitor gaining
 * (docs/performance.md, "The post-build levers").
 */
export const VARIANTS: { name: string; flags: string[] }[] = [
  { name: 'as built', flags: [] },
  { name: 'compile hint off', flags: ['--no-hint'] },
];

const root = process.cwd();
const args = process.argv.slice(2);
if (args.includes('--help')) {
  console.log(
    'usage: npm run bench:levers -- [--rounds N] [--pages /,/services] [--from DIR] [--keep] ' +
      '[--reuse DIR]\nenvironment: BENCH_PORT (default 3810), BENCH_PEER, BENCH_PEER_PAGES',
  );
  process.exit(0);
}
const option = <T>(name: string, fallback: T): string | T =>
  args.includes(name) ? (args[args.indexOf(name) + 1] ?? fallback) : fallback;
const ROUNDS = Number(option('--rounds', '5'));
const PAGES = option('--pages', '/,/services/drupal-websites').split(',');
const FROM = option('--from', null);
/** `--reuse DIR`: the copies of an earlier run with `--keep`, served again as they are. */
const REUSE = option('--reuse', null);
const PORT = Number(process.env.BENCH_PORT ?? 3810);
const PEER = process.env.BENCH_PEER;
const PEER_PAGES = (process.env.BENCH_PEER_PAGES ?? '/,/privacy/').split(',');
const log = (msg: string) =>
  console.log(`levers: ${new Date().toISOString().slice(11, 19)} ${msg}`);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

const running = children();

/** One page of one variant (or of the peer). */
interface Target {
  variant: string;
  page: string;
  url: string;
}

/** One round's figures of a target: Lighthouse both ways, and one first visit's click. */
interface Sample {
  devtools: RunMetrics;
  simulated: RunMetrics;
  click: WorkingClick['runs'][number] | null;
}

/** Prints the median and min–max of every figure so far, and writes them to `file`. */
function report(
  targets: readonly Target[],
  samples: ReadonlyMap<Target, Sample[]>,
  loads: readonly string[],
  file: string,
): void {
  const spread = (values: readonly number[]) => {
    const v = values.filter(Number.isFinite);
    return v.length
      ? `${Math.round(median(v))} (${Math.round(Math.min(...v))}–${Math.round(Math.max(...v))})`
      : '–';
  };
  const rows = targets.map((t) => {
    const s = samples.get(t) ?? [];
    return {
      variant: t.variant,
      page: t.page,
      devtoolsFcp: s.map((x) => x.devtools.fcp),
      devtoolsLcp: s.map((x) => x.devtools.lcp),
      devtoolsTbt: s.map((x) => x.devtools.tbt),
      simulatedLcp: s.map((x) => x.simulated.lcp),
      simulatedTbt: s.map((x) => x.simulated.tbt),
      performance: s.map((x) => x.simulated.performance),
      click: s.map((x) => x.click?.click ?? NaN),
      ready: s.map((x) => x.click?.ready ?? NaN),
      lost: s.reduce((sum, x) => sum + (x.click?.lost ?? 0), 0),
      jsBytes: median(s.map((x) => x.devtools.jsBytes)),
      bytes: median(s.map((x) => x.devtools.bytes)),
    };
  });
  console.log('');
  console.log(
    `${loads.length} interleaved rounds; median (min–max), ms. devtools = Lighthouse with throttling ` +
      'applied in Chromium; simulated = its estimate; click = working click on Menu (1 first visit per round)',
  );
  const head = [
    'variant',
    'page',
    'LCP devtools',
    'FCP devtools',
    'TBT devtools',
    'LCP simulated',
    'TBT simulated',
    'perf',
    'click',
    'hydrated',
    'lost',
    'KB',
  ];
  console.log(head.join(' | '));
  for (const r of rows) {
    console.log(
      [
        r.variant,
        r.page,
        spread(r.devtoolsLcp),
        spread(r.devtoolsFcp),
        spread(r.devtoolsTbt),
        spread(r.simulatedLcp),
        spread(r.simulatedTbt),
        spread(r.performance),
        r.variant === 'peer' ? '' : spread(r.click),
        r.variant === 'peer' ? '' : spread(r.ready),
        r.variant === 'peer' ? '' : r.lost,
        (r.bytes / 1024).toFixed(1),
      ].join(' | '),
    );
  }
  console.log(`load average after each round: ${loads.join('; ')}`);
  fs.writeFileSync(file, JSON.stringify({ rounds: loads.length, loads, rows }, null, 2));
  log(`wrote ${file}`);
}

async function main() {
  const work = REUSE ? path.resolve(REUSE) : tempFolder('levers');
  log(`load average ${load()} on ${os.cpus().length} CPUs; copies in ${work}`);
  const built = FROM ? path.resolve(FROM) : path.join(work, 'build');
  if (!FROM && !REUSE) {
    copyProject(root, built);
    log('next build …');
    await run('npm', ['run', '--silent', 'prebuild'], { cwd: built });
    await run(bin(built, 'next'), ['build'], {
      cwd: built,
      env: { CAIRN_TEST_BUILD: '1', NODE_ENV: 'production' },
    });
  }
  const targets: Target[] = [];
  for (const [i, variant] of VARIANTS.entries()) {
    const dir = path.join(work, `v${i}`);
    if (!REUSE) copyProject(root, dir);
    if (!REUSE)
      fs.cpSync(path.join(built, '.next'), path.join(dir, '.next'), {
        recursive: true,
        verbatimSymlinks: true,
        filter: (source) => !source.includes(`${path.sep}cache${path.sep}`),
      });
    if (!REUSE) {
      await run(bin(dir, 'tsx'), ['scripts/post-build.ts', '--quiet', ...variant.flags], {
        cwd: dir,
      });
    }
    const port = PORT + i;
    running.handles.push(
      await startNextIn(variant.name, dir, port, {
        NODE_ENV: 'production',
        DATA_DIR: path.join(dir, '.data'),
      }),
    );
    for (const page of PAGES) {
      targets.push({ variant: variant.name, page, url: `http://127.0.0.1:${port}${page}` });
    }
  }
  if (PEER) {
    let origin = PEER.replace(/\/$/, '');
    if (!/^https?:\/\//.test(PEER)) {
      const port = PORT + VARIANTS.length;
      origin = `http://127.0.0.1:${port}`;
      running.handles.push(await startStaticFloor('peer', root, path.resolve(PEER), port));
    }
    for (const page of PEER_PAGES) targets.push({ variant: 'peer', page, url: `${origin}${page}` });
  }

  // Every variant must start the app (hydrate) before it is worth measuring.
  for (const target of targets.filter((t) => t.variant !== 'peer')) {
    await measureWorkingClick(target.url, {
      tries: 1,
      waitForReady: true,
      conditions: { latencyMs: 0, downloadKbps: 0, uploadKbps: 0, cpuSlowdown: 1 },
    });
  }
  log(`every variant hydrates; load ${load()}`);
  const samples = new Map<Target, Sample[]>(targets.map((t) => [t, []]));
  const loads: string[] = [];
  const browser = await launchBrowser();
  running.browser = browser;
  async function measure(target: Target) {
    const devtools = await runLighthouse(target.url, browser.port, {
      throttlingMethod: 'devtools',
    });
    const simulated = await runLighthouse(target.url, browser.port, {
      throttlingMethod: 'simulate',
    });
    const click =
      target.variant === 'peer'
        ? null
        : await measureWorkingClick(target.url, { tries: 1, waitForReady: true });
    samples.get(target)?.push({ devtools, simulated, click: click?.runs[0] ?? null });
  }
  for (let round = 0; round < ROUNDS; round++) {
    const t0 = Date.now();
    const order = targets.map((_, i) => targets[(i + round * 3) % targets.length]!);
    for (const target of order) {
      try {
        await measure(target);
      } catch (error) {
        // A server or browser the load took down: the round goes on, the sample is missing.
        log(
          `${target.variant} ${target.page}: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
        );
      }
    }
    loads.push(load());
    log(
      `round ${round + 1}/${ROUNDS} in ${Math.round((Date.now() - t0) / 1000)} s, load ${load()}`,
    );
    report(targets, samples, loads, path.join(work, 'levers.json'));
  }
  browser.kill();
  running.browser = undefined;
  if (!args.includes('--keep')) fs.rmSync(work, { recursive: true, force: true });
}

await runBench('levers', main, running);
