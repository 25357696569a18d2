import { test, expect } from './fixtures';

const isDark = () => document.documentElement.classList.contains('dark');

test.describe('theme', () => {
  test('follows the system preference until the visitor chooses', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    expect(await page.evaluate(isDark)).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    expect(await page.evaluate(isDark)).toBe(false);
  });

  test('the switch toggles, stores the choice under "theme" and survives a reload', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/why-cairn');
    const toggle = page.getByRole('switch', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(await page.evaluate(isDark)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    expect(await page.evaluate(isDark)).toBe(true);
    await expect(page.getByRole('switch', { name: 'Dark theme' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    await page.getByRole('switch', { name: 'Dark theme' }).click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    // A stored choice beats the system preference.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    expect(await page.evaluate(isDark)).toBe(false);
  });

  test('no flash: the class is on <html> before <body> is parsed', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('theme', 'dark');
      const record = () => {
        (window as unknown as { __darkAtBody: boolean }).__darkAtBody =
          document.documentElement.classList.contains('dark');
      };
      new MutationObserver((records, observer) => {
        for (const r of records) {
          for (const node of Array.from(r.addedNodes)) {
            if (node.nodeName === 'BODY') {
              record();
              observer.disconnect();
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/services');
    expect(
      await page.evaluate(() => (window as unknown as { __darkAtBody?: boolean }).__darkAtBody),
    ).toBe(true);
  });

  test('works with storage blocked', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    expect(await page.evaluate(isDark)).toBe(true);
    const toggle = page.getByRole('switch', { name: 'Dark theme' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(await page.evaluate(isDark)).toBe(false);
  });
});
