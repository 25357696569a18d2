import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * A real run of the runner, in its own process, on a package of its own whose npm scripts stand
 * for stages: one writes a report as Vitest's does, one is a check that passes, one fails, one
 * needs the failed one, and two lanes run side by side.
 */
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stage-runner-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const node = (code: string) => `node -e ${JSON.stringify(code)}`;
fs.writeFileSync(
  path.join(dir, 'package.json'),
  JSON.stringify({
    name: 'stages',
    version: '1.0.0',
    scripts: {
      // A report where tests/report-file.ts puts it: the folder, the script's name, the tool.
      tests: node(
        `require('fs').writeFileSync(process.env.TEST_REPORTS_DIR + '/' + process.env.npm_lifecycle_event + '.vitest.json', JSON.stringify({ numPassedTests: 3, numFailedTests: 0, numPendingTests: 0 })); console.log('slow lane, first line'); setTimeout(() => console.log('slow lane, last line'), 400)`,
      ),
      quick: node(`console.log('quick lane')`),
      broken: node(`console.log('broken ran'); process.exit(3)`),
      after: node(`console.log('after ran')`),
      silent: node(`process.exit(0)`),
    },
  }),
);
fs.writeFileSync(
  path.join(dir, 'driver.mts'),
  `import { runStages, together } from ${JSON.stringify(path.join(root, 'tests/stage-runner.ts'))};
await runStages([
  together(
    [{ name: 'tests', script: 'tests', counted: true }],
    [{ name: 'quick', script: 'quick' }, { name: 'broken', script: 'broken' }],
  ),
  { name: 'after', script: 'after', needs: 'broken' },
  { name: 'no report', script: 'silent', counted: true },
]);
`,
);

async function runner(env: Record<string, string>) {
  // Only the folder this test names: a run of `npm test` that keeps its own reports must not
  // have this runner's reports written into them.
  const inherited = { ...process.env };
  delete inherited.TEST_REPORTS_DIR;
  const result = await run(path.join(root, 'node_modules/.bin/tsx'), ['driver.mts'], {
    cwd: dir,
    env: { ...inherited, ...env },
  }).catch((error: { stdout: string; code: number }) => ({
    stdout: error.stdout,
    code: error.code,
  }));
  return { stdout: result.stdout, code: 'code' in result ? result.code : 0 };
}

describe('npm test’s runner', () => {
  it('counts a report’s tests and a check’s exit code, fails a stage whose need failed unrun, and exits 1', async () => {
    const { stdout, code } = await runner({ TMPDIR: dir });
    // 3 tests and the quick check passed; broken, after (unrun) and the missing report failed.
    expect(stdout).toContain('ci: 4 passed, 3 failed');
    expect(code).toBe(1);
    expect(stdout).toContain('after: not run, because broken failed');
    expect(stdout).not.toContain('after ran');
    expect(stdout).toMatch(/FAILED +no report +0 passed, 1 failed/);
    expect(stdout).toContain('Failed: broken (exit 3), after (not run), no report (no report)');
  }, 60_000);

  it('prints a second lane’s output whole after the first lane’s, never between its lines', async () => {
    const { stdout } = await runner({ TMPDIR: dir });
    const at = (line: string) => stdout.indexOf(line);
    expect(at('quick lane')).toBeGreaterThan(at('slow lane, last line'));
    expect(at('broken ran')).toBeGreaterThan(at('slow lane, last line'));
  }, 60_000);

  it('keeps the reports in TEST_REPORTS_DIR, by script name, and removes them without it', async () => {
    const kept = path.join(dir, 'kept');
    fs.mkdirSync(kept);
    // A report left by an earlier run is not counted as this run's.
    fs.writeFileSync(
      path.join(kept, 'silent.vitest.json'),
      JSON.stringify({ numPassedTests: 5, numFailedTests: 0, numPendingTests: 0 }),
    );
    const { stdout } = await runner({ TEST_REPORTS_DIR: kept });
    expect(stdout).toContain('ci: 4 passed, 3 failed');
    expect(fs.readdirSync(kept)).toEqual(['tests.vitest.json']);

    const tmp = path.join(dir, 'tmp');
    fs.mkdirSync(tmp);
    await runner({ TMPDIR: tmp });
    expect(fs.readdirSync(tmp).filter((name) => name.startsWith('cairn-test-'))).toEqual([]);
  }, 60_000);
});
