import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `TEST_REPORTS_DIR=… npm test` keeps each stage's JSON report after the run (docs/testing.md),
 * for scripts/evidence.ts --tests; without it the reports go with the run. A real run of the
 * runner, in its own process, on one stage whose command writes a report as Vitest's does.
 */
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stage-reports-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// Writes the fields of a Vitest JSON report the runner reads, where the runner asks for it.
const reporter = path.join(dir, 'reporter.mjs');
fs.writeFileSync(
  reporter,
  `import fs from 'node:fs';
const file = process.argv.find((a) => a.startsWith('--outputFile.json=')).split('=')[1];
fs.writeFileSync(file, JSON.stringify({ numPassedTests: 3, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0, testResults: [] }));
`,
);
const driver = path.join(dir, 'driver.mts');
fs.writeFileSync(
  driver,
  `import { runStages } from ${JSON.stringify(path.join(root, 'tests/stage-runner.ts'))};
await runStages([{ name: 'unit', run: { count: 'vitest', command: process.execPath, args: [${JSON.stringify(reporter)}] } }]);
`,
);

async function runner(env: Record<string, string>) {
  // Only the folder this test names: a run of `npm test` that keeps its own reports must not
  // have this runner's report written into them.
  const inherited = { ...process.env };
  delete inherited.TEST_REPORTS_DIR;
  const { stdout } = await run(path.join(root, 'node_modules/.bin/tsx'), [driver], {
    cwd: root,
    env: { ...inherited, ...env },
  });
  return stdout;
}

describe('the runner’s JSON reports', () => {
  it('are kept in TEST_REPORTS_DIR after the run, by stage name', async () => {
    const kept = path.join(dir, 'kept');
    const out = await runner({ TEST_REPORTS_DIR: kept });
    expect(out).toContain('ci: 3 passed, 0 failed');
    const report = JSON.parse(fs.readFileSync(path.join(kept, 'unit.json'), 'utf8')) as {
      numPassedTests: number;
    };
    expect(report.numPassedTests).toBe(3);
  }, 60_000);

  it('without it, are removed with the run', async () => {
    const tmp = path.join(dir, 'tmp');
    fs.mkdirSync(tmp);
    // As inside a run of `npm test` that keeps its own reports: this runner writes none there.
    const outer = path.join(dir, 'outer');
    const before = process.env.TEST_REPORTS_DIR;
    process.env.TEST_REPORTS_DIR = outer;
    const out = await runner({ TMPDIR: tmp }).finally(() => {
      if (before === undefined) delete process.env.TEST_REPORTS_DIR;
      else process.env.TEST_REPORTS_DIR = before;
    });
    expect(out).toContain('ci: 3 passed, 0 failed');
    expect(fs.existsSync(outer)).toBe(false);
    // tsx keeps its cache there too (tsx-0); the run's folder of reports is gone.
    expect(fs.readdirSync(tmp).filter((name) => name.startsWith('cairn-test-'))).toEqual([]);
  }, 60_000);
});
