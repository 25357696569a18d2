import { test as base, expect, type Browser } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { missingOnCI, onCI } from '../../tests/required';
import { chromiumEngine } from '../../tests/engines/chromium';
import type { Driver, Engine, EngineName, OpenOptions } from '../../tests/engines/driver';
import { firefoxEngine } from '../../tests/engines/firefox';
import { webkitEngine } from '../../tests/engines/webkit';

export interface EngineOptions {
  engine: EngineName;
  width: number;
}

/** The page height that goes with each width. */
const HEIGHTS: Record<number, number> = { 390: 844, 1280: 900 };

/**
 * `engine` and `width` come from the project (playwright.engines.config.ts). `open()` gives a
 * fresh page in that engine at that width. A test whose engine cannot run here is skipped with
 * the reason, never passed, and fails with the reason under CI=true (which installs all three);
 * one whose engine cannot switch scripts off is skipped. Every test fails on a console error
 * unless it calls `allowConsoleErrors()`.
 */
export const test = base.extend<
  { width: number; open: (options?: Partial<OpenOptions>) => Promise<Driver> },
  { engine: EngineName; browserEngine: Engine }
>({
  engine: ['chromium', { option: true, scope: 'worker' }],
  width: [1280, { option: true }],
  browserEngine: [
    async ({ engine, playwright, launchOptions }, use) => {
      const launched: { chromium?: Promise<Browser> } = {};
      const made =
        engine === 'firefox'
          ? firefoxEngine(baseURL)
          : engine === 'webkit'
            ? webkitEngine(baseURL)
            : chromiumEngine(() => {
                // playwright.config.ts's launch options: the system Chromium, chromiumArgs.
                launched.chromium ??= playwright.chromium.launch(launchOptions);
                return launched.chromium;
              }, baseURL);
      await use(made);
      await made.stop();
      if (launched.chromium) await (await launched.chromium).close();
    },
    { scope: 'worker' },
  ],
  open: async ({ browserEngine, width }, use) => {
    const opened: Driver[] = [];
    const errors: string[] = [];
    await use(async (options = {}) => {
      const reason = browserEngine.unavailable();
      // CI installs all three engines: there a missing one fails the journey with the reason.
      if (reason !== null && onCI()) throw missingOnCI(browserEngine.name, reason);
      test.skip(reason !== null, `${browserEngine.name}: ${reason}`);
      const scripts = options.scripts ?? true;
      test.skip(
        !scripts && browserEngine.scriptsOff !== true,
        `${browserEngine.name} cannot switch scripts off: ${browserEngine.scriptsOff}`,
      );
      const driver = await browserEngine.open({
        width: options.width ?? width,
        height: options.height ?? HEIGHTS[width] ?? 900,
        scripts,
      });
      opened.push(driver);
      return driver;
    });
    for (const driver of opened) {
      errors.push(...(await driver.consoleErrors().catch(() => [])));
      await driver.close().catch(() => {});
    }
    expect(errors, 'console errors on the pages').toEqual([]);
  },
});

export { expect };
