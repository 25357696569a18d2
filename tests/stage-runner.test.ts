import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
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
