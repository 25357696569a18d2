/**
 * What runs `npm test`'s stages (tests/stages.ts): each stage is one command, counted by its
 * runner's own JSON report (Vitest, Playwright, npm audit) or, for a tool that is one check (lint,
 * format, types), by its exit code. Stages run one after another, or side by side in lanes; the
 * run closes with one line per stage and `ci: N passed, M failed[, K skipped]`, the line CI reads.
 *
 * A small runner of its own rather than npm-run-all2 or concurrently: those run commands and
 * report exit codes, while every line of the summary here comes from a report, a stage on the
 * build must not run (and must fail) when the build failed, and a copy's folder goes from its
 * build stage to its test stage.
 */
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

type Env = Record<string, string>;

/** A command, and how its tests are counted. */
export type Run =
  | { count: 'vitest' | 'playwright' | 'exit code'; command: string; args: string[]; env?: Env }
  | { count: 'npm audit' };

export interface Stage {
  name: string;
  run: Run;
  /** A stage it runs on: when that one ran in this run and failed, this one fails unrun. */
  needs?: string;
  /** A line for the log before the command (which browser ran, say). */
  note?: () => string;
}

/** Lanes that run side by side, each a list of stages run one after another. */
type Step = Stage[][];

/** The stages of `lanes` side by side (only where one leaves a core idle: the machine has two). */
export const together = (...lanes: Stage[][]): Step => lanes;

export const bin = (name: string) => path.join('node_modules', '.bin', name);

/** A Vitest run: `vitest run <args>`, its tests counted. */
export const vitest = (args: string[], env?: Env): Run => ({
  count: 'vitest',
  command: bin('vitest'),
  args: ['run', ...args],
  env,
});

/** A Playwright run: `playwright test <args>`, its tests counted (retries included). */
export const playwright = (args: string[], env?: Env): Run => ({
  count: 'playwright',
  command: bin('playwright'),
  args: ['test', ...args],
  env,
});

/** A TypeScript script that runs Playwright (on a copy of the project) and passes its report on. */
export const playwrightScript = (script: string, args: string[]): Run => ({
  count: 'playwright',
  command: bin('tsx'),
  args: [script, ...args],
});

/** A command that is one check: one passed or one failed. */
export const check = (command: string, args: string[], env?: Env): Run => ({
  count: 'exit code',
  command,
  args,
  env,
});

/** No high or critical advisory in the production dependencies. */
export const npmAudit = (): Run => ({ count: 'npm audit' });

interface Result {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  /** Tests that passed only on a retry (counted as passed too). */
  flaky: number;
  failures: string[];
  /** The tests that failed or passed only on a retry, by file and title, for the summary. */
  named: string[];
  seconds: number;
}

interface Output {
  write(chunk: string | Buffer): void;
}

/**
 * The run's folder of JSON reports, made on first use (importing this module makes nothing):
 * TEST_REPORTS_DIR when set, kept after the run (scripts/evidence.ts --tests reads the site's
 * test counts from them), else a temporary folder removed at the end.
 */
let reportsFolder: string | undefined;
const keptReports = process.env.TEST_REPORTS_DIR;
const reports = () =>
  (reportsFolder ??= keptReports
    ? (fs.mkdirSync(keptReports, { recursive: true }), keptReports)
    : fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-test-')));

/** Runs a command, its output to `out`; resolves to whether it exited 0. */
function exec(out: Output, label: string, command: string, args: string[], env: Env = {}) {
  out.write(`\n━━ ${label}: ${command} ${args.join(' ')}\n`);
  const started = Date.now();
  return new Promise<boolean>((resolve) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => out.write(chunk));
    child.stderr.on('data', (chunk: Buffer) => out.write(chunk));
    const done = (code: number | null, signal: string | null) => {
      const ok = code === 0;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      out.write(`━━ ${label}: ${ok ? 'ok' : `FAILED (exit ${code ?? signal})`} in ${seconds} s\n`);
      resolve(ok);
    };
    child.on('error', (error) => {
      out.write(`${label}: ${error.message}\n`);
      done(null, 'spawn error');
    });
    child.on('close', done);
  });
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests?: number;
  testResults?: { name: string; assertionResults?: { fullName: string; status: string }[] }[];
}

interface PlaywrightSuite {
  specs?: {
    title: string;
    file?: string;
    tests?: { status: string; annotations?: { type: string; description?: string }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

/** "failed" lines naming each failed Vitest test. */
export function namedVitestTests(report: VitestReport): string[] {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((t) => t.status === 'failed')
      .map((t) => `failed: ${path.relative(process.cwd(), file.name)} › ${t.fullName}`),
  );
}

/** "failed" and "passed only on a retry" lines naming each such Playwright test. */
export function namedTests(report: PlaywrightReport): string[] {
  const named: string[] = [];
  const visit = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'unexpected') named.push(`failed: ${spec.file ?? ''} › ${spec.title}`);
        if (t.status === 'flaky') {
          named.push(`passed only on a retry: ${spec.file ?? ''} › ${spec.title}`);
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return named;
}

export interface PlaywrightReport {
  stats?: { expected: number; unexpected: number; flaky?: number; skipped: number };
  suites?: PlaywrightSuite[];
}

/** Skipped Playwright tests by their reason (a skip is never counted as passed). */
function skipReasons(report: PlaywrightReport): Map<string, number> {
  const reasons = new Map<string, number>();
  const visit = (suite: PlaywrightSuite) => {
    for (const t of (suite.specs ?? []).flatMap((spec) => spec.tests ?? [])) {
      if (t.status !== 'skipped') continue;
      const reason = t.annotations?.find((a) => a.type === 'skip')?.description;
      reasons.set(reason ?? 'no reason given', (reasons.get(reason ?? 'no reason given') ?? 0) + 1);
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return reasons;
}

/** A command's standard output, whatever its exit code (npm audit exits 1 when it finds any). */
function output(command: string, args: string[]): Promise<string> {
  return new Promise((resolve) =>
    execFile(command, args, { timeout: 120_000, maxBuffer: 64 * 1024 * 1024 }, (_, stdout) =>
      resolve(String(stdout ?? '')),
    ),
  );
}

interface AuditReport {
  metadata?: { vulnerabilities?: Record<string, number> };
  message?: string;
  error?: { summary?: string };
}

/**
 * No high or critical advisory in the production dependencies. Some registry mirrors refuse
 * npm's audit endpoint (this machine's answers 405): then the check is counted as skipped, with
 * the reason, never as passed.
 */
async function audit(result: Result, out: Output) {
  out.write('\n━━ audit: npm audit --omit=dev --audit-level=high\n');
  let report: AuditReport | null = null;
  try {
    report = JSON.parse(await output('npm', ['audit', '--omit=dev', '--json'])) as AuditReport;
  } catch {
    // no JSON: reported below as unavailable
  }
  const counts = report?.metadata?.vulnerabilities;
  if (!counts) {
    const reason = report?.message ?? report?.error?.summary ?? 'no report';
    out.write(`audit: SKIPPED, the registry's audit endpoint did not answer (${reason})\n`);
    result.skipped += 1;
    return;
  }
  const serious = (counts.high ?? 0) + (counts.critical ?? 0);
  out.write(
    `audit: ${counts.total ?? 0} advisories in production dependencies, ${serious} high or critical\n`,
  );
  if (serious === 0) result.passed += 1;
  else {
    result.failed += 1;
    out.write(await output('npm', ['audit', '--omit=dev', '--audit-level=high']));
  }
}

/** Runs one stage's command and counts it into `result`. */
async function runStage(stage: Stage, result: Result, out: Output) {
  const { run } = stage;
  if (run.count === 'npm audit') return audit(result, out);
  if (stage.note) out.write(`\n${stage.note()}\n`);
  const report = path.join(reports(), `${stage.name.replace(/\W+/g, '-')}.json`);
  const args =
    run.count === 'vitest'
      ? [...run.args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]
      : run.args;
  const env = run.count === 'playwright' ? { ...run.env, PW_JSON_OUTPUT: report } : run.env;
  const ok = await exec(out, stage.name, run.command, args, env);

  if (run.count === 'exit code') {
    if (ok) result.passed += 1;
    else result.failed += 1;
    return;
  }
  let failedTests: number;
  if (run.count === 'vitest') {
    const vitestReport = readJson<VitestReport>(report);
    if (!vitestReport) return noReport(result);
    result.passed += vitestReport.numPassedTests;
    result.skipped += vitestReport.numPendingTests + (vitestReport.numTodoTests ?? 0);
    failedTests = vitestReport.numFailedTests;
    result.named.push(...namedVitestTests(vitestReport));
  } else {
    const playwrightReport = readJson<PlaywrightReport>(report);
    const stats = playwrightReport?.stats;
    if (!playwrightReport || !stats) return noReport(result);
    // A test that passed only on its retry counts as passed, and the stage's line says how many.
    result.passed += stats.expected + (stats.flaky ?? 0);
    result.flaky += stats.flaky ?? 0;
    result.skipped += stats.skipped;
    for (const [reason, count] of skipReasons(playwrightReport)) {
      out.write(`${stage.name}: ${count} skipped: ${reason}\n`);
    }
    failedTests = stats.unexpected;
    result.named.push(...namedTests(playwrightReport));
  }
  result.failed += failedTests;
  // A run that failed without a failed test (a suite that did not load, a build, a budget).
  if (!ok && failedTests === 0) result.failed += 1;
}

function noReport(result: Result) {
  result.failed += 1;
  result.failures.push(`${result.name} (no report)`);
}

/**
 * Runs the steps in order, each step's lanes side by side: the first lane streams its output,
 * the others print theirs whole when the step ends, so no two stages' lines interleave.
 * `--only lint,unit` runs just those stages (the stages on the build then use the build that is
 * there). Ends the process with the summary's exit code.
 */
export async function runStages(steps: (Stage | Step)[], temporary: string[] = []) {
  const finish = (code: number) => {
    for (const dir of [keptReports ? '' : (reportsFolder ?? ''), ...temporary].filter(Boolean))
      fs.rmSync(dir, { recursive: true, force: true });
    process.exit(code);
  };
  const all = steps.flatMap((step) => (Array.isArray(step) ? step.flat() : [step]));
  const at = process.argv.indexOf('--only');
  const only = at >= 0 ? new Set((process.argv[at + 1] ?? '').split(',')) : null;
  const unknown = [...(only ?? [])].filter((name) => !all.some((s) => s.name === name));
  if (unknown.length) {
    console.log(
      `no stage named ${unknown.join(', ')}; the stages: ${all.map((s) => s.name).join(', ')}`,
    );
    console.log('ci: 0 passed, 1 failed');
    finish(1);
  }

  const results = new Map<string, Result>();
  const runLane = async (lane: Stage[], out: Output) => {
    for (const stage of lane) {
      if (only && !only.has(stage.name)) continue;
      const result: Result = {
        name: stage.name,
        passed: 0,
        failed: 0,
        skipped: 0,
        flaky: 0,
        failures: [],
        named: [],
        seconds: 0,
      };
      results.set(stage.name, result);
      const started = Date.now();
      const needed = stage.needs ? results.get(stage.needs) : undefined;
      if (needed && needed.failures.length > 0) {
        out.write(`\n${stage.name}: not run, because ${stage.needs} failed\n`);
        result.failed += 1;
        result.failures.push(`${stage.name} (not run: ${stage.needs} failed)`);
        continue;
      }
      try {
        await runStage(stage, result, out);
      } catch (error) {
        out.write(`${stage.name}: ${error instanceof Error ? error.stack : String(error)}\n`);
        result.failed += 1;
      }
      if (result.failed > 0 && result.failures.length === 0) result.failures.push(stage.name);
      result.seconds = (Date.now() - started) / 1000;
    }
  };
  for (const step of steps) {
    const lanes = Array.isArray(step) ? step : [[step]];
    const buffers = lanes.map((): string[] => []);
    await Promise.all(
      lanes.map((lane, i) =>
        runLane(lane, i === 0 ? process.stdout : { write: (c) => buffers[i]!.push(String(c)) }),
      ),
    );
    for (const buffer of buffers) process.stdout.write(buffer.join(''));
  }
  // In the order the stages are listed, whichever ended first.
  finish(summary(all.flatMap((stage) => results.get(stage.name) ?? [])));
}

/** One line per stage, the failures, then the totals line CI reads; returns the exit code. */
function summary(results: Result[]): number {
  console.log('\n━━ stages');
  const width = Math.max(...results.map((r) => r.name.length));
  for (const r of results) {
    const counts = [`${r.passed} passed`, `${r.failed} failed`];
    if (r.skipped) counts.push(`${r.skipped} skipped`);
    if (r.flaky) counts.push(`${r.flaky} passed only on a retry`);
    console.log(
      `${r.failures.length === 0 ? '  ok    ' : '  FAILED'} ${r.name.padEnd(width)}  ${r.seconds.toFixed(1).padStart(6)} s  ${counts.join(', ')}`,
    );
  }
  const failures = results.flatMap((r) => r.failures);
  if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
  // Named last, beside the totals, where a truncated log still shows them.
  const named = results.flatMap((r) => r.named.map((line) => `  ${r.name}: ${line}`));
  if (named.length) console.log(`\n${named.slice(0, 12).join('\n')}`);
  if (named.length > 12) console.log(`  and ${named.length - 12} more`);
  const total = (key: 'passed' | 'failed' | 'skipped') =>
    results.reduce((sum, r) => sum + r[key], 0);
  const skipped = total('skipped') ? `, ${total('skipped')} skipped` : '';
  console.log(`ci: ${total('passed')} passed, ${total('failed')} failed${skipped}`);
  return total('failed') > 0 ? 1 : 0;
}
