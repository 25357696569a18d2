#!/usr/bin/env node
/**
 * `npm test`: every check, in order, continuing past failures so one run reports everything.
 * lint → format → types → unit/integration (Vitest) → production build → end-to-end (Playwright,
 * system Chromium) → the visitor journeys in Chromium, Firefox and WebKit. Ends with one line: `ci: N passed, M failed[, K skipped]`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Nothing a newcomer runs calls out: every child (build, next start, scripts) inherits this.
process.env.NEXT_TELEMETRY_DISABLED = '1';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(name, command, args, env = {}) {
  console.log(`\n━━ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  console.log(
    `━━ ${name}: ${ok ? 'ok' : `FAILED (exit ${result.status ?? result.signal})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return ok;
}

/** A step that is one check: counts as one passed or one failed. */
function check(name, command, args, env) {
  const ok = run(name, command, args, env);
  if (ok) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(name);
  }
  return ok;
}

/**
 * A step whose script prints its own `<label>: N passed, M failed` line: those counts are added
 * (a crash without the line counts as one failure).
 */
function counted(name, command, args, env = {}) {
  console.log(`\n━━ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  const match = /(\d+) passed, (\d+) failed/.exec(result.stdout ?? '');
  const ok = result.status === 0;
  console.log(
    `━━ ${name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (match) {
    totals.passed += Number(match[1]);
    totals.failed += Number(match[2]);
  }
  if (!ok) {
    failures.push(name);
    if (!match || Number(match[2]) === 0) totals.failed += 1;
  }
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const bin = (name) => path.join('node_modules', '.bin', name);

check('lint', bin('eslint'), ['.', '--max-warnings=0']);
check('format', bin('prettier'), ['--check', '.', '--log-level', 'warn']);
check('types', bin('tsc'), ['--noEmit']);
// No import circles, dynamic imports included (dpdm reads the TypeScript sources).
check('import cycles', 'npm', ['run', '--silent', 'check:cycles']);

// No high or critical advisory in the production dependencies (issue 6). Some registry mirrors
// refuse npm's audit endpoint (this machine's answers 405): then the check is counted as
// skipped, with the reason, never as passed.
{
  console.log('\n━━ audit: npm audit --omit=dev --audit-level=high');
  const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
    encoding: 'utf8',
    timeout: 120_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  let report = null;
  try {
    report = JSON.parse(result.stdout);
  } catch {
    // no JSON: reported below as unavailable
  }
  const counts = report?.metadata?.vulnerabilities;
  if (counts) {
    const serious = (counts.high ?? 0) + (counts.critical ?? 0);
    console.log(
      `audit: ${counts.total ?? 0} advisories in production dependencies, ${serious} high or critical`,
    );
    if (serious === 0) totals.passed += 1;
    else {
      totals.failed += 1;
      failures.push('audit');
      spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high'], { stdio: 'inherit' });
    }
  } else {
    const reason = report?.message ?? report?.error?.summary ?? 'no report';
    console.log(`audit: SKIPPED, the registry's audit endpoint did not answer (${reason})`);
    totals.skipped += 1;
  }
}

/** A Vitest run whose test counts are added to the totals. */
function vitestStep(name, args, env = {}) {
  const report = path.join(tmp, `${name.replace(/\W+/g, '-')}.json`);
  const ok = run(
    name,
    bin('vitest'),
    ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
  );
  const vitest = readJson(report);
  if (vitest) {
    totals.passed += vitest.numPassedTests;
    totals.failed += vitest.numFailedTests;
    totals.skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
    if (vitest.numFailedTests > 0 || !ok) failures.push(name);
    if (!ok && vitest.numFailedTests === 0) totals.failed += 1; // e.g. a suite that failed to load
  } else {
    totals.failed += 1;
    failures.push(`${name} (no report)`);
  }
}

// Unit and integration tests (the smoke test of the real server runs after the build).
vitestStep('unit', ['--exclude', '**/*.smoke.test.ts', '--exclude', '**/*.build.test.ts']);

// The production build the end-to-end tests run against, and its post-build step (integrity
// attributes, each page's policy with its hashes: scripts/post-build.ts), as `npm run build`.
const built =
  check('build', bin('next'), ['build']) &&
  check('post-build', bin('tsx'), ['scripts/post-build.ts']);

if (built) {
  // One Vitest run, two files side by side: `next start` of this build (the instrumentation, the
  // server guard, PGlite in a private folder, the rate limit against a spoofed X-Forwarded-For,
  // the export through the server), and the post-build step's tests on the output it has just
  // written.
  vitestStep(
    'smoke and post-build',
    [
      'server/next-start.smoke.test.ts',
      'server/editor.smoke.test.ts',
      'scripts/post-build.build.test.ts',
    ],
    {
      SMOKE_APP_DIR: process.cwd(),
      POST_BUILD_DIST: '.next',
    },
  );
  check('bundle budget', 'node', ['scripts/bundle-budget.mjs']);
  counted('secrets', 'node', ['scripts/check-secrets.mjs']);
  counted('html', 'node', ['scripts/check-html.mjs']);
  counted('links', 'node', ['scripts/check-links.mjs']);
}

/** Skipped Playwright tests with their reasons (a skip is never counted as passed). */
function skipReasons(report) {
  const reasons = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'skipped') continue;
        const reason =
          t.annotations?.find((a) => a.type === 'skip')?.description ?? 'no reason given';
        reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return reasons;
}

/** Runs a Playwright config and adds its counts (passed, failed, skipped with their reasons). */
function playwright(name, args) {
  const json = path.join(tmp, `${name}.json`);
  const ok = run(name, bin('playwright'), ['test', ...args], { PW_JSON_OUTPUT: json });
  const report = readJson(json);
  if (report?.stats) {
    totals.passed += report.stats.expected + (report.stats.flaky ?? 0);
    totals.failed += report.stats.unexpected;
    totals.skipped += report.stats.skipped;
    for (const [reason, count] of skipReasons(report)) {
      console.log(`${name}: ${count} skipped: ${reason}`);
    }
    if (report.stats.unexpected > 0 || !ok) failures.push(name);
    if (!ok && report.stats.unexpected === 0) totals.failed += 1;
  } else {
    totals.failed += 1;
    failures.push(`${name} (no report)`);
  }
}

if (built) {
  playwright('e2e', []);
  // The visitor journeys in Chromium, Firefox and WebKit at 390 and 1280 px (issue 18).
  playwright('engines', ['-c', 'playwright.engines.config.ts']);
} else {
  console.log('e2e and engines: skipped because the build failed');
  totals.failed += 2;
  failures.push('e2e (not run)', 'engines (not run)');
}

// Integrations switched on (a separate build in a temporary copy with every variable pointed
// at local stub servers): loading order, consent, Sentry ingest, the 200 KB budget.
const intJson = path.join(tmp, 'integrations.json');
const intOk = run('integrations', process.execPath, ['scripts/test-integrations.mjs'], {
  PW_JSON_OUTPUT: intJson,
});
const integ = readJson(intJson);
if (integ?.stats) {
  totals.passed += integ.stats.expected + (integ.stats.flaky ?? 0);
  totals.failed += integ.stats.unexpected;
  totals.skipped += integ.stats.skipped;
  if (integ.stats.unexpected > 0 || !intOk) failures.push('integrations');
  if (!intOk && integ.stats.unexpected === 0) totals.failed += 1; // build or budget failed
} else {
  totals.failed += 1;
  failures.push('integrations (no report)');
}

fs.rmSync(tmp, { recursive: true, force: true });
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`ci: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 ? 1 : 0);
