/**
 * `npm test`: every check, in stages, continuing past failures so one run reports everything.
 * First the stages that need no build (unit and integration tests, with lint, format, types,
 * import cycles and audit beside them), then the production build and what runs on it (its build
 * and smoke tests, the bytes budget, secrets, HTML and links among them, beside the build of a
 * copy with integrations on; then end-to-end in Chromium), then the visitor journeys in Firefox
 * and WebKit beside the integrations' browser tests on that copy, and last the editor's browser
 * tests beside the suites of real server processes. Stages run side by side only where one leaves a core
 * idle. Each stage is one command, counted by its runner's JSON report (Vitest, Playwright) or,
 * for a tool that is one check (lint, format, types), by its exit code. Closes with one line per
 * stage (time, counts, FAILED where it failed) and then `ci: N passed, M failed[, K skipped]`, the totals of
 * every stage. `npx tsx scripts/test-all.mjs --only <stage>,<stage>` runs some of them.
 */
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Nothing a newcomer runs calls out: every child (build, next start, scripts) inherits this.
process.env.NEXT_TELEMETRY_DISABLED = '1';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-test-'));
/** One row per stage for the closing summary, in the order the stages were declared. */
const stages = [];

/**
 * `--only lint,unit` runs just those stages (the others are left out of the summary; the stages
 * on the build then use the build that is there).
 */
const onlyArg = process.argv.indexOf('--only');
const only = onlyArg >= 0 ? new Set((process.argv[onlyArg + 1] ?? '').split(',')) : null;

/**
 * Runs `body(st)` as the stage `name`. The stage keeps its own counts (so stages that run side by
 * side do not mix them) and its own output: `out` is where its commands write, the terminal for a
 * stage that runs alone or first in a group, a buffer printed when it ends otherwise.
 * Resolves to true when nothing in it failed.
 */
async function stage(name, body, out = process.stdout) {
  if (only && !only.has(name)) return true;
  const st = { name, out, passed: 0, failed: 0, skipped: 0, flaky: 0, failures: [], seconds: 0 };
  stages.push(st);
  const started = Date.now();
  try {
    await body(st);
  } catch (error) {
    st.out.write(`${name}: ${error?.stack ?? error}\n`);
    st.failed += 1;
    st.failures.push(name);
  }
  st.seconds = (Date.now() - started) / 1000;
  return st.failed === 0 && st.failures.length === 0;
}

/**
 * Runs stages side by side. Stages that leave a core idle (a single-threaded linter, browsers
 * waiting on each other) share the machine's two cores; the first streams its output, the others
 * print theirs, whole, when they end, so no two stages' lines interleave.
 */
async function together(...groups) {
  const buffers = groups.map((_, i) => (i === 0 ? null : []));
  const results = await Promise.all(
    groups.map(async (run, i) => {
      const out =
        i === 0 ? process.stdout : { write: (chunk) => void buffers[i].push(String(chunk)) };
      const ok = await run(out);
      return ok;
    }),
  );
  for (const buffer of buffers) if (buffer) process.stdout.write(buffer.join(''));
  return results.every(Boolean);
}

/** Runs a command, its output to the stage's `out`; resolves to { ok }. */
function exec(st, label, command, args, env = {}) {
  st.out.write(`\n━━ ${label}: ${command} ${args.join(' ')}\n`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => st.out.write(chunk));
    child.stderr.on('data', (chunk) => st.out.write(chunk));
    const done = (code, signal) => {
      const ok = code === 0;
      st.out.write(
        `━━ ${label}: ${ok ? 'ok' : `FAILED (exit ${code ?? signal})`} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
      );
      resolve({ ok });
    };
    child.on('error', (error) => {
      st.out.write(`${label}: ${error.message}\n`);
      done(null, 'spawn error');
    });
    child.on('close', done);
  });
}

/** A step that is one check: counts as one passed or one failed. */
async function check(st, command, args, env) {
  const { ok } = await exec(st, st.name, command, args, env);
  if (ok) st.passed += 1;
  else {
    st.failed += 1;
    st.failures.push(st.name);
  }
  return ok;
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
function addPlaywrightReport(st, ok, json) {
  const report = readJson(json);
  if (report?.stats) {
    st.passed += report.stats.expected + (report.stats.flaky ?? 0);
    // A test that passed only on its retry counts as passed, and the stage's line says how many.
    st.flaky += report.stats.flaky ?? 0;
    st.failed += report.stats.unexpected;
    st.skipped += report.stats.skipped;
    for (const [reason, count] of skipReasons(report)) {
      st.out.write(`${st.name}: ${count} skipped: ${reason}\n`);
    }
    if (report.stats.unexpected > 0 || !ok) st.failures.push(st.name);
    if (!ok && report.stats.unexpected === 0) st.failed += 1;
  } else {
    st.failed += 1;
    st.failures.push(`${st.name} (no report)`);
  }
}

/** Runs a Playwright config and adds its counts. */
async function playwright(st, args) {
  const json = path.join(tmp, `${st.name}.json`);
  const { ok } = await exec(st, st.name, bin('playwright'), ['test', ...args], {
    PW_JSON_OUTPUT: json,
  });
  addPlaywrightReport(st, ok, json);
}

/** Runs a script that runs Playwright in its own copy of the project, and adds its counts. */
async function playwrightScript(st, script, args = []) {
  const json = path.join(tmp, `${st.name}.json`);
  const { ok } = await exec(st, st.name, bin('tsx'), [script, ...args], {
    PW_JSON_OUTPUT: json,
  });
  addPlaywrightReport(st, ok, json);
}

/** A Vitest run whose test counts are added to the stage. */
async function vitestStep(st, args, env = {}) {
  const report = path.join(tmp, `${st.name.replace(/\W+/g, '-')}.json`);
  const { ok } = await exec(
    st,
    st.name,
    bin('vitest'),
    ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
  );
  const vitest = readJson(report);
  if (vitest) {
    st.passed += vitest.numPassedTests;
    st.failed += vitest.numFailedTests;
    st.skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
    if (vitest.numFailedTests > 0 || !ok) st.failures.push(st.name);
    if (!ok && vitest.numFailedTests === 0) st.failed += 1; // e.g. a suite that failed to load
  } else {
    st.failed += 1;
    st.failures.push(`${st.name} (no report)`);
  }
}

/**
 * No high or critical advisory in the production dependencies. Some registry mirrors refuse
 * npm's audit endpoint (this machine's answers 405): then the check is counted as skipped, with
 * the reason, never as passed.
 */
/** A command's standard output (whatever its exit code: npm audit exits 1 when it finds any). */
function output(command, args) {
  return new Promise((resolve) =>
    execFile(command, args, { timeout: 120_000, maxBuffer: 64 * 1024 * 1024 }, (_, stdout) =>
      resolve(String(stdout ?? '')),
    ),
  );
}

async function audit(st) {
  st.out.write('\n━━ audit: npm audit --omit=dev --audit-level=high\n');
  let report = null;
  try {
    report = JSON.parse(await output('npm', ['audit', '--omit=dev', '--json']));
  } catch {
    // no JSON: reported below as unavailable
  }
  const counts = report?.metadata?.vulnerabilities;
  if (counts) {
    const serious = (counts.high ?? 0) + (counts.critical ?? 0);
    st.out.write(
      `audit: ${counts.total ?? 0} advisories in production dependencies, ${serious} high or critical\n`,
    );
    if (serious === 0) st.passed += 1;
    else {
      st.failed += 1;
      st.failures.push('audit');
      st.out.write(await output('npm', ['audit', '--omit=dev', '--audit-level=high']));
    }
  } else {
    const reason = report?.message ?? report?.error?.summary ?? 'no report';
    st.out.write(`audit: SKIPPED, the registry's audit endpoint did not answer (${reason})\n`);
    st.skipped += 1;
  }
}

// Unit and integration tests (every `*.test.ts(x)` but the build and smoke suites: the projects
// in vitest.config.ts) in two processes, and the static checks, each single-threaded, beside them
// one after another. Vitest's default on two cores is one process; the database suites spend
// much of their time waiting on the disk and on PGlite's start, which a second process uses: the
// group took 148 s with one, 119 s with two, on this machine.
await together(
  (out) => stage('unit', (st) => vitestStep(st, ['--project', 'unit', '--maxWorkers=2']), out),
  async (out) => {
    await stage('lint', (st) => check(st, bin('eslint'), ['.', '--max-warnings=0']), out);
    await stage(
      'format',
      (st) => check(st, bin('prettier'), ['--check', '.', '--log-level', 'warn']),
      out,
    );
    // Every source and Next.js's route types (`next typegen`): the build below skips its own
    // check of the same files.
    await stage('types', (st) => check(st, 'npm', ['run', '--silent', 'typecheck']), out);
    // No import circles, dynamic imports included (dpdm reads the TypeScript sources).
    await stage(
      'import cycles',
      (st) => check(st, 'npm', ['run', '--silent', 'check:cycles']),
      out,
    );
    return stage('audit', audit, out);
  },
);

// The content editor's edit-to-live suite (`npm run test:editor`) is not a stage: it saves entries
// through Keystatic under `next dev` and builds a copy, about 6 minutes for its sample and 8 to 30
// for every entry on two cores, on top of this run's 15. The file form it checks is held by
// content/format.test.ts in this run; its refusals and pickers are the last stage.

// The production build the end-to-end tests run against, through `npm run build` as every build
// is made: its prebuild step (the faces cut to the content, the content validated:
// scripts/prebuild.ts), `next build` and its post-build step (integrity attributes, each page's
// policy with its hashes: scripts/post-build.ts), without the type check the types stage has
// made (CAIRN_TEST_BUILD, next.config.ts).
const built = await stage('build', (st) =>
  check(st, 'npm', ['run', '--silent', 'build'], { CAIRN_TEST_BUILD: '1' }),
);

// Integrations switched on need a build of their own, in a temporary copy with every variable
// pointed at local stub servers (loading order, consent, Sentry ingest, the 200 KB budget),
// which needs no build of this tree: it is made while the checks on this build leave a core idle,
// and its browser tests run at the end.
const integrationsCopy = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-integrations-'));
const buildIntegrations = (out) =>
  stage(
    'integrations build',
    (st) =>
      check(st, bin('tsx'), ['tests/copies/integrations.ts', '--build-only', integrationsCopy]),
    out,
  );

if (built) {
  await together(
    (out) =>
      // One Vitest run of the build and smoke projects: every `*.build.test.ts` (the post-build
      // step's tests on the output it has just written, the bytes budget, the secrets scan, the
      // W3C Nu HTML Checker, `next build` refusing a bad environment) and every `*.smoke.test.ts`
      // (`next start` of this build, the link checker), one test per page where they check pages.
      stage(
        'build and smoke tests',
        (st) =>
          // The editor-on-its-own-host smoke test needs a GitHub-mode build: it runs on the
          // integrations copy (tests/copies/integrations.ts).
          vitestStep(st, ['--project', 'build', '--project', 'smoke'], {
            SMOKE_APP_DIR: process.cwd(),
            POST_BUILD_DIST: '.next',
          }),
        out,
      ),
    buildIntegrations,
  );
  await stage('e2e', async (st) => {
    // Which browser ran matters when a time or a rendering is compared between machines.
    const { findTestChromium } = await import('../tests/chromium.ts');
    st.out.write(`\ne2e: ${findTestChromium()}\n`);
    return playwright(st, []);
  });
} else {
  await buildIntegrations(process.stdout);
}

// The visitor journeys in Firefox and WebKit at 390 and 1280 px (on the build; Chromium has run
// them and more in the e2e stage) wait on the browsers through WebDriver and use under one core;
// beside them, the browser tests of integrations switched on, on the copy built above.
await together(
  (out) =>
    stage(
      'integrations',
      (st) =>
        playwrightScript(st, 'tests/copies/integrations.ts', ['--test-only', integrationsCopy]),
      out,
    ),
  (out) =>
    built
      ? stage(
          'engines',
          (st) =>
            playwright(st, [
              '-c',
              'playwright.engines.config.ts',
              '--project=firefox*',
              '--project=webkit*',
            ]),
          out,
        )
      : stage(
          'on the build (not run)',
          (st) => {
            st.out.write('what runs on the build: not run, because the build failed\n');
            st.failed += 1;
            st.failures.push('on the build (not run: the build failed)');
          },
          out,
        ),
);

// An editor's preview of a branch (docs/preview.md) on `next start` of a build in the editor's
// GitHub mode (dummy variables; a stand-in answers for GitHub on 127.0.0.1; the editor's host is
// edit.localhost), and that build behind a real nginx proxy_cache: a copy built for it, about as
// long as the build above. The same build runs an entry's history and one marketer's day, edit to
// live (server/marketers-day.github.test.ts).
const previewCopy = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-preview-'));
const previewBuilt = await stage('preview build', (st) =>
  check(st, bin('tsx'), ['tests/copies/preview.ts', '--build-only', previewCopy]),
);
if (previewBuilt) {
  await stage('preview', (st) =>
    vitestStep(st, ['--project', 'github'], { PREVIEW_APP_DIR: previewCopy }),
  );
}

// What the build refuses, tried in the editor (e2e/editor/refusals.spec.ts), its pickers by name
// (e2e/editor/pickers.spec.ts), a study's proof fields (e2e/editor/study-proof.spec.ts), an
// entry's history and restore (e2e/editor/history.spec.ts) and axe over the editor's screens
// (e2e/editor/accessibility.spec.ts): Keystatic under `next dev` on a copy of the project, one
// browser at a time. Beside it, in the core that leaves idle, one file at a time: the suites of
// real server processes on one data folder (`*.processes.test.ts`: the lock between processes, a
// paused or killed holder, a full disk, other namespaces), which need no build but spend seconds
// starting each process, too long for the unit stage.
await together(
  (out) =>
    stage(
      'editor',
      (st) =>
        playwrightScript(st, 'tests/copies/editor.ts', [
          'e2e/editor/refusals.spec.ts',
          'e2e/editor/pickers.spec.ts',
          'e2e/editor/study-proof.spec.ts',
          'e2e/editor/history.spec.ts',
          'e2e/editor/accessibility.spec.ts',
        ]),
      out,
    ),
  (out) =>
    stage('processes', (st) => vitestStep(st, ['--project', 'processes', '--maxWorkers=1']), out),
);

fs.rmSync(tmp, { recursive: true, force: true });
fs.rmSync(integrationsCopy, { recursive: true, force: true });
fs.rmSync(previewCopy, { recursive: true, force: true });

console.log('\n━━ stages');
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
for (const st of stages) {
  totals.passed += st.passed;
  totals.failed += st.failed;
  totals.skipped += st.skipped;
  failures.push(...st.failures);
}
const width = Math.max(...stages.map((st) => st.name.length));
for (const st of stages) {
  const counts = [`${st.passed} passed`, `${st.failed} failed`];
  if (st.skipped) counts.push(`${st.skipped} skipped`);
  if (st.flaky) counts.push(`${st.flaky} passed only on a retry`);
  console.log(
    `${st.failed === 0 && st.failures.length === 0 ? '  ok    ' : '  FAILED'} ${st.name.padEnd(width)}  ${st.seconds.toFixed(1).padStart(6)} s  ${counts.join(', ')}`,
  );
}
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`ci: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 ? 1 : 0);
