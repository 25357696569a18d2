import { defineConfig } from '@playwright/test';
import { testLaunchOptions } from './tests/chromium';
import { testReportFile } from './tests/report-file';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
const report = testReportFile('playwright');

export default defineConfig({
  testDir: 'e2e',
  // The cross-engine journeys and the content editor's edit-to-live suite have their own
  // configs (playwright.engines.config.ts, playwright.editor.config.ts).
  testIgnore: ['engines/**', 'editor/**'],
  forbidOnly: Boolean(process.env.CI),
  fullyParallel: true,
  workers: 2,
  // Under CI=true a failed test runs once more: on two cores shared by a build server and two
  // browsers, a timing test (a layout shift, a race a process test stages) can lose a run that
  // passes alone. A test that passes only on its retry is named in the stage's line ("passed
  // only on a retry", tests/stage-runner.ts), so a flake is seen, not hidden; one that fails
  // twice fails the run.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Page lengths are reported, not failed (scripts/page-lengths.ts).
  reporter: [
    ['list'],
    ['./tests/e2e/length-report.ts'],
    // Under `npm test`, the stage's counts (tests/report-file.ts).
    ...(report ? [['json', { outputFile: report }] as const] : []),
  ],
  use: {
    baseURL,
    headless: true,
    launchOptions: testLaunchOptions(),
    // A trace records every action with snapshots of the page: about a quarter of each test's
    // time. Kept for a failure on a developer's machine; off under CI=true, whose clean clone is
    // thrown away with its traces (run the failing spec locally to get one). A failure's
    // screenshot costs nothing until then.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // The production build made by `npm test` (tests/stages.ts) or `npm run build`.
    command: `node --import ./server/preload.mjs node_modules/next/dist/bin/next start -H 127.0.0.1 -p ${port}`,
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      ENABLE_DIAGNOSTIC_ROUTES: '1',
      DATA_DIR: '.data/e2e',
      NODE_ENV: 'production',
      // The contact journeys send real leads from 127.0.0.1; the default (5 per 10 minutes)
      // is covered by the integration suite.
      RATE_LIMIT_MAX: '1000',
    },
  },
});
