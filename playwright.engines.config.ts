import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import type { EngineOptions } from './e2e/engines/fixtures';
import { ENGINES } from './tests/engines/driver';

/**
 * The visitor journeys in three engines at a phone and a desktop width: one suite,
 * e2e/engines/journeys.spec.ts, with the engine as a parameter. Same server as the full suite.
 */
export default defineConfig<EngineOptions>({
  ...base,
  testDir: 'e2e/engines',
  testIgnore: [],
  // Its own folder: the full suite's traces of a failure survive this run (it cleans only this).
  outputDir: 'test-results/engines',
  // A browser per worker; the machine has two cores.
  workers: 2,
  // One retry in CI, reported as flaky (not hidden): the drivers themselves fail now and then
  // (WebKitWebDriver refusing a connection, a Firefox session that stalls under load); the
  // summary names every test that passed only on its retry.
  retries: process.env.CI ? 1 : 0,
  projects: ENGINES.flatMap((engine) =>
    [390, 1280].map((width) => ({
      name: `${engine} ${width}`,
      use: { engine, width },
      // Journeys whose behaviour does not depend on the width run once, at 1280 px.
      grepInvert: width === 1280 ? undefined : /@any-width/,
    })),
  ),
});
