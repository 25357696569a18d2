#!/usr/bin/env node
/**
 * `npm test`: every check, in stages, continuing past failures so one run reports everything.
 * First the stages that need no build (lint, format, types, import cycles, audit, unit and
 * integration tests, the integrations build in its own copy), then the production build and what
 * runs on it (its build and smoke tests, budgets, secrets, HTML, links, end-to-end in Chromium,
 * the visitor journeys in Chromium, Firefox and WebKit). Closes with one line per stage (time,
 * counts, FAILED where it failed) and then `ci: N passed, M failed[, K skipped]`, the totals of
 * every stage. `node scripts/test-all.mjs --only <stage>,<stage>` runs some of them.
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
/** One row per stage for the closing summary. */
const stages = [];

/**
 * `--only lint,unit` runs just those stages (the others are left out of the summary; the stages
 * on the build then use the build that is there).
 */
const onlyArg = process.argv.indexOf('--only');
const only = onlyArg >= 0 ? new Set((process.argv[onlyArg + 1] ?? '').split(',')) : null;

/** Runs `body` as the stage `name`: its time and what it added to the totals are recorded. */
function stage(name, body) {
  if (only && !only.has(name)) return true;
  const before = { ...totals };
  const failuresBefore = failures.length;
  const started = Date.now();
  const result = body();
  stages.push({
    name,
    seconds: (Date.now() - started) / 1000,
    passed: totals.passed - before.passed,
    failed: totals.failed - before.failed,
    skipped: totals.skipped - before.skipped,
    ok: totals.failed === before.failed && failures.length === failuresBefore,
  });
  return result;
}

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

/**
 * Adds a Playwright JSON report's counts (passed, failed, skipped with their reasons); a run
 * that failed without a failed test (a build, a budget, a crash) counts as one failure.
 */
function addPlaywrightReport(name, ok, json) {
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

/** Runs a Playwright config and adds its counts. */
function playwright(name, args) {
  const json = path.join(tmp, `${name}.json`);
  addPlaywrightReport(
    name,
    run(name, bin('playwright'), ['test', ...args], { PW_JSON_OUTPUT: json }),
    json,
  );
}

/** Runs a script that runs Playwright in its own copy of the project, and adds its counts. */
function playwrightScript(name, script) {
  const json = path.join(tmp, `${name}.json`);
  addPlaywrightReport(name, run(name, process.execPath, [script], { PW_JSON_OUTPUT: json }), json);
}

stage('lint', () => check('lint', bin('eslint'), ['.', '--max-warnings=0']));
stage('format', () => check('format', bin('prettier'), ['--check', '.', '--log-level', 'warn']));
stage('types', () => check('types', bin('tsc'), ['--noEmit']));
// No import circles, dynamic imports included (dpdm reads the TypeScript sources).
stage('import cycles', () => check('import cycles', 'npm', ['run', '--silent', 'check:cycles']));

// No high or critical advisory in the production dependencies. Some registry mirrors
// refuse npm's audit endpoint (this machine's answers 405): then the check is counted as
// skipped, with the reason, never as passed.
stage('audit', () => {
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
});

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

// Unit and integration tests: every `*.test.ts(x)` but the build and smoke suites, which run
// after the build (the projects in vitest.config.ts).
stage('unit', () => vitestStep('unit', ['--project', 'unit']));

// Integrations switched on (a separate build in a temporary copy with every variable pointed
// at local stub servers): loading order, consent, Sentry ingest, the 200 KB budget. It needs
// no build of this tree, so it runs before it.
stage('integrations', () => playwrightScript('integrations', 'scripts/test-integrations.mjs'));

// The content editor's edit-to-live suite (`npm run test:editor`) is not a stage yet: it compiles
// Keystatic under `next dev`, saves every entry through it and builds a copy, 8 to 30 minutes
// here, past CI's budget. The form it checks is held by content/format.test.ts in this run.

// The production build the end-to-end tests run against, and its post-build step (integrity
// attributes, each page's policy with its hashes: scripts/post-build.ts), as `npm run build`.
const built =
  stage('build', () => check('build', bin('next'), ['build'])) &&
  stage('post-build', () => check('post-build', bin('tsx'), ['scripts/post-build.ts']));

if (built) {
  // One Vitest run of the build and smoke projects side by side: every `*.build.test.ts` (the
  // post-build step's tests on the output it has just written, `next build` refusing a bad
  // environment) and every `*.smoke.test.ts` (`next start` of this build).
  stage('build and smoke tests', () =>
    vitestStep('build and smoke', ['--project', 'build', '--project', 'smoke'], {
      SMOKE_APP_DIR: process.cwd(),
      POST_BUILD_DIST: '.next',
    }),
  );
  stage('bundle budget', () => check('bundle budget', 'node', ['scripts/bundle-budget.mjs']));
  stage('secrets', () => counted('secrets', 'node', ['scripts/check-secrets.mjs']));
  stage('html', () => counted('html', 'node', ['scripts/check-html.mjs']));
  stage('links', () => counted('links', 'node', ['scripts/check-links.mjs']));
}

if (built) {
  stage('e2e', () => playwright('e2e', []));
  // The visitor journeys in Chromium, Firefox and WebKit at 390 and 1280 px.
  stage('engines', () => playwright('engines', ['-c', 'playwright.engines.config.ts']));
} else {
  console.log('what runs on the build: not run, because the build failed');
  stage('on the build (not run)', () => {
    totals.failed += 1;
    failures.push('on the build (not run: the build failed)');
  });
}

fs.rmSync(tmp, { recursive: true, force: true });

console.log('\n━━ stages');
const width = Math.max(...stages.map((st) => st.name.length));
for (const st of stages) {
  const counts = [`${st.passed} passed`, `${st.failed} failed`];
  if (st.skipped) counts.push(`${st.skipped} skipped`);
  console.log(
    `${st.ok ? '  ok    ' : '  FAILED'} ${st.name.padEnd(width)}  ${st.seconds.toFixed(1).padStart(6)} s  ${counts.join(', ')}`,
  );
}
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`ci: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 ? 1 : 0);
