/**
 * `npm run bench:contact`: valid submissions to POST /api/contact of the production server, at 20
 * connections for 10 s (autocannon), against embedded PGlite and, when TEST_DATABASE_URL is set,
 * against PostgreSQL. Prints requests/s, p99 latency, and rows stored vs 2xx answers.
 *
 * The production build: `--app-dir DIR` (or BENCH_APP_DIR) with a finished `next build`; by
 * default the current folder if it has one, otherwise a temporary copy is built (the shared
 * `.next` is never written). Options: --duration S, --connections N, --skip-build, --help.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { startNext } from '../tests/server-process';

const { values: args } = parseArgs({
  options: {
    'app-dir': { type: 'string' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    'skip-build': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  console.log(
    'usage: npm run bench:contact -- [--app-dir DIR] [--duration S] [--connections N] [--skip-build]',
  );
  process.exit(0);
}
const duration = Number(args.duration);
const connections = Number(args.connections);
const repo = process.cwd();

function log(message: string): void {
  process.stderr.write(`bench: ${message}\n`);
}

const hasBuild = (dir: string) => fs.existsSync(path.join(dir, '.next', 'BUILD_ID'));

/** A folder with a production build, never building into the shared `.next`. */
function productionApp(): string {
  const requested = args['app-dir'] ?? process.env.BENCH_APP_DIR;
  if (requested) {
    const dir = path.resolve(requested);
    if (!hasBuild(dir))
      throw new Error(
        `${dir} has no production build (.next/BUILD_ID); run next build there first.`,
      );
    return dir;
  }
  if (hasBuild(repo)) return repo;
  if (args['skip-build']) throw new Error('No production build found and --skip-build was given.');
  const dir = path.join(os.tmpdir(), 'cairn-bench-build');
  log(`no build in ${repo}: copying to ${dir} and running next build there`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(repo, dir, {
    recursive: true,
    filter: (src) =>
      !/(^|\/)(node_modules|\.next|\.data|\.git|test-results|playwright-report)(\/|$)/.test(
        path.relative(repo, src),
      ),
  });
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'));
  const built = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error('npm run build failed in the temporary copy');
  return dir;
}

/** `next start` of the build in `appDir` on a free port, ready when /api/health answers 200. */
async function startServer(appDir: string, env: Record<string, string>) {
  const server = await startNext({ cwd: appDir, env, readyPath: '/api/health', timeoutMs: 60_000 });
  return { base: server.origin, stop: () => server.stop() };
}

let counter = 0;
function payload() {
  counter += 1;
  return JSON.stringify({
    name: `Bench Visitor ${counter}`,
    email: `bench${counter}@example.org`,
    organization: 'Benchmark Co-op',
    organizationType: 'non-profit',
    projectType: 'new-site',
    budget: '25k-60k',
    timeline: 'within-3-months',
    message: `Benchmark submission number ${counter}, long enough to be valid.`,
    consent: true,
    website: '',
    attribution: { pagePath: '/contact', utmSource: 'bench' },
  });
}

/** One backend's run: throughput, latency, answers, and the ids the 201s named. */
interface FireStats {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  ok: number;
  other: number;
  errors: number;
  sent: number;
  answered: Set<string>;
}

async function fire(base: string): Promise<FireStats> {
  let sent = 0;
  const answered = new Set<string>();
  const result = await autocannon({
    url: `${base}/api/contact`,
    method: 'POST',
    connections,
    duration,
    // Queueing behind 20 connections on a busy machine is slow, not an error.
    timeout: 30,
    headers: { 'content-type': 'application/json', origin: base },
    requests: [
      {
        setupRequest: (request) => {
          sent += 1;
          return {
            ...request,
            body: payload(),
            headers: { ...request.headers, 'idempotency-key': randomUUID() },
          };
        },
        onResponse: (status, body) => {
          if (status === 201) answered.add((JSON.parse(body) as { id: string }).id);
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    other: result.non2xx,
    errors: result.errors + result.timeouts,
    sent,
    answered,
  };
}

/** GET /api/health at the same concurrency: what this machine gives a request doing `select 1`. */
async function baseline(base: string): Promise<number> {
  const result = await autocannon({ url: `${base}/api/health`, connections, duration: 3 });
  return result.requests.average;
}

/**
 * Rows stored vs 2xx answers. autocannon ends a timed run by closing its sockets, so the last
 * requests in flight get no answer; the server still commits them (a lead never depends on the
 * visitor staying connected). Those are reported apart: every answered id must be stored, and
 * nothing else may be.
 */
function verdict(stats: FireStats, storedIds: ReadonlySet<string>) {
  const answeredStored = [...stats.answered].filter((id) => storedIds.has(id)).length;
  const unanswered = storedIds.size - answeredStored;
  const inFlight = stats.sent - stats.ok - stats.other;
  return {
    rows: storedIds.size,
    answeredStored,
    unanswered,
    consistent:
      answeredStored === stats.ok && stats.answered.size === stats.ok && unanswered <= inFlight,
  };
}

async function storedPglite(dataDir: string): Promise<Set<string>> {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  try {
    const { rows } = await db.query<{ id: string }>('select id from leads');
    return new Set(rows.map((r) => r.id));
  } finally {
    await db.close();
  }
}

/** A server on the build with `env` (no rate limit): the baseline, then the timed run. */
async function measure(appDir: string, env: Record<string, string>) {
  const server = await startServer(appDir, { ...env, RATE_LIMIT_MAX: '100000000' });
  try {
    const health = await baseline(server.base);
    return { ...(await fire(server.base)), health };
  } finally {
    await server.stop();
  }
}

async function benchPglite(appDir: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-bench-pglite-'));
  try {
    const stats = await measure(appDir, { DATA_DIR: dataDir, DATABASE_URL: '' });
    return { backend: 'pglite', ...stats, ...verdict(stats, await storedPglite(dataDir)) };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres(appDir: string, adminUrl: string) {
  const name = `cairn_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const stats = await measure(appDir, { DATABASE_URL: url.toString() });
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const { rows } = await client.query<{ id: string }>('select id from leads');
    await client.end();
    return { backend: 'postgres', ...stats, ...verdict(stats, new Set(rows.map((r) => r.id))) };
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const appDir = productionApp();
log(`production build: ${appDir}; ${connections} connections for ${duration} s per backend`);
const results = [await benchPglite(appDir)];
if (process.env.TEST_DATABASE_URL)
  results.push(await benchPostgres(appDir, process.env.TEST_DATABASE_URL));
else log('TEST_DATABASE_URL is not set: PostgreSQL skipped');

console.log(
  '\nbackend     req/s   p50 ms   p99 ms      2xx  non-2xx   errors     rows     2xx stored  cut off at stop  health req/s',
);
for (const r of results) {
  console.log(
    [
      r.backend.padEnd(9),
      r.requestsPerSecond.toFixed(1).padStart(7),
      String(r.p50).padStart(8),
      String(r.p99).padStart(8),
      String(r.ok).padStart(8),
      String(r.other).padStart(8),
      String(r.errors).padStart(8),
      String(r.rows).padStart(8),
      `${r.answeredStored}${r.answeredStored === r.ok ? ' (all)' : ' (MISSING)'}`.padStart(14),
      String(r.unanswered).padStart(16),
      r.health.toFixed(1).padStart(13),
    ].join(' '),
  );
}
console.log(
  '\n"2xx stored": every 201 answered is a stored row. "cut off at stop": requests in flight when the\n' +
    'timed run closed its sockets; the server committed them anyway (never more than the connections).\n' +
    '"health req/s": GET /api/health (one `select 1`) on the same server, 3 s: the machine\'s baseline.',
);
process.exitCode = results.every((r) => r.consistent && r.other === 0 && r.errors === 0) ? 0 : 1;
