import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  countStage,
  namedTests,
  namedVitestTests,
  type PlaywrightReport,
  type VitestReport,
} from './stage-runner';

// Report shapes as Playwright's and Vitest's JSON reporters write them (only the fields read).
describe("the summary names the tests a run's totals are made of", () => {
  it('names a Playwright test that failed and one that passed only on its retry, not the rest', () => {
    const report: PlaywrightReport = {
      stats: { expected: 1, unexpected: 1, flaky: 1, skipped: 0 },
      suites: [
        {
          specs: [
            {
              title: 'home has no layout shift',
              file: 'covers.spec.ts',
              tests: [{ status: 'unexpected' }],
            },
          ],
          suites: [
            {
              specs: [
                {
                  title: 'a pageview on navigation',
                  file: 'journeys.spec.ts',
                  tests: [{ status: 'flaky' }],
                },
                {
                  title: 'the menu opens',
                  file: 'journeys.spec.ts',
                  tests: [{ status: 'expected' }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(namedTests(report)).toEqual([
      'failed: covers.spec.ts › home has no layout shift',
      'passed only on a retry: journeys.spec.ts › a pageview on navigation',
    ]);
  });

  it('names a failed Vitest test by its file, relative to the run, and its full name', () => {
    const report: VitestReport = {
      numPassedTests: 1,
      numFailedTests: 1,
      numPendingTests: 0,
      testResults: [
        {
          name: path.join(process.cwd(), 'server/db/lock.processes.test.ts'),
          assertionResults: [
            { fullName: 'the lock refuses a second holder', status: 'failed' },
            { fullName: 'the lock is released on exit', status: 'passed' },
          ],
        },
      ],
    };
    expect(namedVitestTests(report)).toEqual([
      'failed: server/db/lock.processes.test.ts › the lock refuses a second holder',
    ]);
  });
});

describe('a stage’s counts', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stage-counts-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const report = (file: string, body: unknown) =>
    fs.writeFileSync(path.join(dir, file), JSON.stringify(body));

  it('adds up every report its script wrote, a retry passed and a skip by its reason', () => {
    report('test:integrations.playwright.json', {
      stats: { expected: 4, unexpected: 0, flaky: 1, skipped: 1 },
      suites: [
        {
          specs: [
            {
              title: 'the widget loads',
              file: 'integrations.spec.ts',
              tests: [
                { status: 'skipped', annotations: [{ type: 'skip', description: 'no WebKit' }] },
              ],
            },
          ],
        },
      ],
    });
    report('test:integrations.vitest.json', {
      numPassedTests: 2,
      numFailedTests: 0,
      numPendingTests: 0,
    });
    // Another script's report, whose name begins the same way, is not this stage's.
    report('test:integrations:build.vitest.json', {
      numPassedTests: 9,
      numFailedTests: 0,
      numPendingTests: 0,
    });
    const result = countStage(
      { name: 'integrations', script: 'test:integrations', counted: true },
      0,
      dir,
    );
    expect(result).toMatchObject({ passed: 7, failed: 0, skipped: 1, flaky: 1, failures: [] });
    expect([...result.skips]).toEqual([['no WebKit', 1]]);
  });

  it('fails a stage that exited non-zero with every test passed, and one with no report', () => {
    report('test:built.vitest.json', { numPassedTests: 5, numFailedTests: 0, numPendingTests: 0 });
    expect(
      countStage({ name: 'built', script: 'test:built', counted: true }, 1, dir),
    ).toMatchObject({ passed: 5, failed: 1, failures: ['built (exit 1)'] });
    expect(countStage({ name: 'e2e', script: 'test:e2e', counted: true }, 0, dir)).toMatchObject({
      passed: 0,
      failed: 1,
      failures: ['e2e (no report)'],
    });
  });

  it('counts a check by its exit code, and a skipped audit as skipped, not passed', () => {
    expect(countStage({ name: 'lint', script: 'lint' }, 0, dir)).toMatchObject({ passed: 1 });
    expect(countStage({ name: 'lint', script: 'lint' }, 2, dir)).toMatchObject({
      passed: 0,
      failed: 1,
      failures: ['lint (exit 2)'],
    });
    report('audit:prod.counts.json', { passed: 0, failed: 0, skipped: 1 });
    expect(
      countStage({ name: 'audit', script: 'audit:prod', counted: true }, 0, dir),
    ).toMatchObject({ passed: 0, failed: 0, skipped: 1, failures: [] });
  });
});
