/**
 * What runs `npm test`'s stages (tests/stages.ts). A stage is an npm script; npm-run-all2 runs a
 * lane's scripts one after another, going on past a failure, and the lanes of a step side by
 * side. This file adds up what each stage's runner reported (tests/report-file.ts: Vitest's and
 * Playwright's JSON reports, or a check's own counts) or, for a tool that is one check (lint,
 * format, types), its exit code, and closes the run with one line per stage and
 * `ci: N passed, M failed[, K skipped]`, the line CI reads.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import runAll from 'npm-run-all2';

export interface Stage {
  name: string;
  /** The npm script it runs (package.json), which names its reports. */
  script: string;
  /** Arguments passed on to the script (`npm run <script> -- <args>`). */
  args?: string[];
  /** Its tests are counted from its reports; without, its exit code is one check. */
  counted?: boolean;
  /** A stage it runs on: when that one failed in this run, this one fails unrun. */
  needs?: string;
  /** A line for the log before the step (which browser ran, say). */
  note?: () => string;
}

/** Lanes that run side by side, each a list of stages run one after another. */
type Step = Stage[][];

/** The stages of `lanes` side by side (only where one leaves a core idle: the machine has two). */
export const together = (...lanes: Stage[][]): Step => lanes;

export interface Result {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  /** Tests that passed only on a retry (counted as passed too). */
  flaky: number;
  failures: string[];
  /** The tests that failed or passed only on a retry, by file and title, for the summary. */
  named: string[];
  /** Skipped tests by their reason (a skip is never counted as passed). */
  skips: Map<string, number>;
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

export interface PlaywrightReport {
  stats?: { expected: number; unexpected: number; flaky?: number; skipped: number };
  suites?: PlaywrightSuite[];
}

/** What a check that is not a test runner counts itself (tests/audit.ts). */
interface CountsReport {
  passed: number;
  failed: number;
  skipped: number;
}

/** "failed" lines naming each failed Vitest test. */
export function namedVitestTests(report: VitestReport): string[] {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((t) => t.status === 'failed')
      .map((t) => `failed: ${path.relative(process.cwd(), file.name)} › ${t.fullName}`),
  );
}

function playwrightSpecs(report: PlaywrightReport) {
  const specs: NonNullable<PlaywrightSuite['specs']> = [];
  const visit = (suite: PlaywrightSuite) => {
    specs.push(...(suite.specs ?? []));
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return specs;
}

/** "failed" and "passed only on a retry" lines naming each such Playwright test. */
export function namedTests(report: PlaywrightReport): string[] {
  return playwrightSpecs(report).flatMap((spec) =>
    (spec.tests ?? []).flatMap((t) => {
      if (t.status === 'unexpected') return [`failed: ${spec.file ?? ''} › ${spec.title}`];
      if (t.status === 'flaky')
        return [`passed only on a retry: ${spec.file ?? ''} › ${spec.title}`];
      return [];
    }),
  );
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

const emptyResult = (name: string): Result => ({
  name,
  passed: 0,
  failed: 0,
  skipped: 0,
  flaky: 0,
  failures: [],
  named: [],
  skips: new Map(),
});

/**
 * A stage's counts, from its exit code (`undefined`: not run) and the reports its script wrote
 * in `dir`. A counted stage without a report, or one that failed without a failed test (a suite
 * that did not load, a build, a budget), counts one failure more.
 */
export function countStage(stage: Stage, code: number | undefined, dir: string): Result {
  const result = emptyResult(stage.name);
  const fail = (why: string) => {
    result.failed += 1;
    result.failures.push(`${stage.name} (${why})`);
  };
  if (code === undefined) {
    fail('not run');
    return result;
  }
  if (!stage.counted) {
    if (code === 0) result.passed += 1;
    else fail(`exit ${code}`);
    return result;
  }
  const prefix = `${stage.script}.`;
  const reports = fs
    .readdirSync(dir)
    .filter((file) => file.startsWith(prefix) && file.endsWith('.json'));
  let failedTests = 0;
  for (const file of reports) {
    const kind = file.slice(prefix.length, -'.json'.length);
    const full = path.join(dir, file);
    if (kind === 'vitest') {
      const report = readJson<VitestReport>(full);
      if (!report) continue;
      result.passed += report.numPassedTests;
      result.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
      failedTests += report.numFailedTests;
      result.named.push(...namedVitestTests(report));
    } else if (kind === 'playwright') {
      const report = readJson<PlaywrightReport>(full);
      const stats = report?.stats;
      if (!report || !stats) continue;
      // A test that passed only on its retry counts as passed, and the stage's line says how many.
      result.passed += stats.expected + (stats.flaky ?? 0);
      result.flaky += stats.flaky ?? 0;
      result.skipped += stats.skipped;
      failedTests += stats.unexpected;
      result.named.push(...namedTests(report));
      for (const t of playwrightSpecs(report).flatMap((spec) => spec.tests ?? [])) {
        if (t.status !== 'skipped') continue;
        const reason = t.annotations?.find((a) => a.type === 'skip')?.description ?? 'no reason';
        result.skips.set(reason, (result.skips.get(reason) ?? 0) + 1);
      }
    } else if (kind === 'counts') {
      const report = readJson<CountsReport>(full);
      if (!report) continue;
      result.passed += report.passed;
      result.skipped += report.skipped;
      failedTests += report.failed;
    }
  }
  result.failed += failedTests;
  if (result.passed + result.failed + result.skipped === 0) fail('no report');
  else if (code !== 0 && failedTests === 0) fail(`exit ${code}`);
  else if (result.failed > 0) result.failures.push(stage.name);
  return result;
}

/** The task npm-run-all2 runs for a stage: its script, and its arguments after `--`. */
const task = (stage: Stage) =>
  [stage.script, ...(stage.args?.length ? ['--', ...stage.args] : [])]
    .map((word) => (/^[\w@%+=:,./*-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`))
    .join(' ');

/** A lane's stages, one after another past failures; their exit codes (`undefined`: not run). */
async function runLane(lane: Stage[], out: NodeJS.WritableStream) {
  try {
    const results = await runAll(lane.map(task), {
      continueOnError: true,
      printName: true,
      silent: true,
      stdout: out,
      stderr: out,
    });
    return results.map((r) => r.code);
  } catch (error) {
    // With continueOnError the rejection carries every script's exit code.
    if (error instanceof Error && 'results' in error && Array.isArray(error.results)) {
      return (error.results as { code?: number }[]).map((r) => r.code);
    }
    out.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return lane.map(() => undefined);
  }
}

/**
 * Runs the steps in order, each step's lanes side by side: the first lane streams its output,
 * the others print theirs whole when the step ends, so no two stages' lines interleave.
 * `--only lint,unit` runs just those stages (the stages on the build then use the build that is
 * there). TEST_REPORTS_DIR, when set, keeps the run's reports (scripts/evidence.ts --tests reads
 * the site's test counts from them); else they go with the run. Ends the process with the
 * summary's exit code.
 */
export async function runStages(steps: (Stage | Step)[], temporary: string[] = []) {
  const kept = process.env.TEST_REPORTS_DIR;
  const dir = kept
    ? (fs.mkdirSync(kept, { recursive: true }), kept)
    : fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-test-'));
  // A kept folder's reports from an earlier run would be counted as this run's.
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    fs.rmSync(path.join(dir, file));
  }
  process.env.TEST_REPORTS_DIR = dir;
  const finish = (code: number) => {
    for (const folder of [kept ? '' : dir, ...temporary].filter(Boolean))
      fs.rmSync(folder, { recursive: true, force: true });
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

  // Each lane's output goes to a pipe; with many scripts piped into one stream in turn.
  process.stdout.setMaxListeners(0);
  const results = new Map<string, Result>();
  const timings: string[] = [];
  for (const step of steps) {
    const lanes = (Array.isArray(step) ? step : [[step]])
      .map((lane) => lane.filter((stage) => !only || only.has(stage.name)))
      .map((lane) =>
        lane.filter((stage) => {
          const needed = stage.needs ? results.get(stage.needs) : undefined;
          if (!needed?.failures.length) return true;
          console.log(`\n${stage.name}: not run, because ${stage.needs} failed`);
          results.set(stage.name, countStage(stage, undefined, dir));
          return false;
        }),
      )
      .filter((lane) => lane.length > 0);
    if (!lanes.length) continue;
    for (const stage of lanes.flat()) if (stage.note) console.log(`\n${stage.note()}`);
    const started = Date.now();
    const buffers = lanes.map((): string[] => []);
    const codes = await Promise.all(
      lanes.map((lane, i) =>
        runLane(
          lane,
          i === 0
            ? process.stdout
            : new Writable({
                write(chunk: Buffer, _encoding, done) {
                  buffers[i]!.push(String(chunk));
                  done();
                },
              }),
        ),
      ),
    );
    for (const buffer of buffers) process.stdout.write(buffer.join(''));
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const names = lanes.map((lane) => lane.map((s) => s.name).join(', ')).join(' | ');
    timings.push(`  ${seconds.padStart(6)} s  ${names}`);
    lanes.forEach((lane, i) =>
      lane.forEach((stage, j) => {
        const result = countStage(stage, codes[i]![j], dir);
        for (const [reason, count] of result.skips) {
          console.log(`${stage.name}: ${count} skipped: ${reason}`);
        }
        console.log(`━━ ${stage.name}: ${result.failures.length ? 'FAILED' : 'ok'}`);
        results.set(stage.name, result);
      }),
    );
  }
  console.log(`\n━━ steps\n${timings.join('\n')}`);
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
      `${r.failures.length === 0 ? '  ok    ' : '  FAILED'} ${r.name.padEnd(width)}  ${counts.join(', ')}`,
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
