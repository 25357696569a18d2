import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { testLaunchOptions } from './tests/chromium';
import { testReportFile } from './tests/report-file';

/**
 * The content editor, edit to live (e2e/editor): Keystatic under `next dev` on a copy of the
 * project, then a production build of that copy. Run through `npx tsx tests/copies/editor.ts`,
 * which makes the copy and passes its path (EDITOR_COPY_DIR) and a free port (EDITOR_PORT). One
 * worker, the tests in order: they share the dev server, and the build comes after the edits.
 */
const copy = process.env.EDITOR_COPY_DIR ?? '';
const report = testReportFile('playwright');
if (!copy || !fs.existsSync(path.join(copy, 'keystatic.config.ts'))) {
  throw new Error(
    'EDITOR_COPY_DIR names no copy of the project: run this suite with `npx tsx tests/copies/editor.ts`',
  );
}
const port = Number(process.env.EDITOR_PORT ?? 3300);
export const editorOrigin = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e/editor',
  forbidOnly: Boolean(process.env.CI),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  outputDir: 'test-results/editor',
  // Under `npm test`, the stage's counts (tests/report-file.ts).
  reporter: report ? [['list'], ['json', { outputFile: report }]] : [['list']],
  use: {
    baseURL: editorOrigin,
    headless: true,
    launchOptions: testLaunchOptions(),
    viewport: { width: 1280, height: 900 },
    trace: 'retain-on-failure',
    navigationTimeout: 120_000,
  },
  webServer: {
    // Local mode: the editor reads and writes the copy's files. `npm run dev`: the faces first.
    command: `npm run --silent dev -- -H 127.0.0.1 -p ${port}`,
    cwd: copy,
    // Ready once the editor's page has compiled (about a minute on two busy cores).
    url: `${editorOrigin}/keystatic`,
    reuseExistingServer: false,
    timeout: 300_000,
    // Its errors, not its request log.
    stdout: 'ignore',
    stderr: 'pipe',
    env: { NEXT_TELEMETRY_DISABLED: '1' },
  },
});
