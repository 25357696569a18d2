import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every test fails when the page logs a console error or throws (house style: tests that fail
 * loudly). A test that expects errors calls `allowConsoleErrors()`.
 */
export const test = base.extend<{ consoleErrors: string[]; allowConsoleErrors: () => void }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(`${msg.text()} (${msg.location().url})`);
    });
    page.on('pageerror', (err) => errors.push(err.message));
    await use(errors);
  },
  allowConsoleErrors: [
    async ({ consoleErrors }, use) => {
      let allowed = false;
      await use(() => {
        allowed = true;
      });
      if (!allowed) expect(consoleErrors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until React has hydrated the top bar (client handlers are attached). */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.getByRole('switch', { name: 'Dark theme' })).toHaveAttribute(
    'aria-checked',
    /true|false/,
  );
  await page.waitForFunction(() => document.readyState === 'complete');
}

export const MOBILE = { width: 375, height: 800 };
export const DESKTOP = { width: 1280, height: 900 };
