import type { Browser } from '@playwright/test';
import { scriptableDriver, type Driver, type Engine, type OpenOptions } from './driver';

/**
 * Chromium through Playwright: the journeys' reference engine (the full Playwright suite runs
 * in it too). `browser` is the one Playwright launches from playwright.config.ts (the system
 * Chromium, tests/chromium.ts).
 */
export function chromiumEngine(browser: () => Promise<Browser>, baseURL: string): Engine {
  return {
    name: 'chromium',
    unavailable: () => null,
    scriptsOff: true,
    async open({ width, height, scripts }: OpenOptions): Promise<Driver> {
      const context = await (
        await browser()
      ).newContext({ viewport: { width, height }, javaScriptEnabled: scripts });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error')
          errors.push(`${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      return scriptableDriver(page, baseURL, errors, () => context.close());
    },
    async stop() {},
  };
}
