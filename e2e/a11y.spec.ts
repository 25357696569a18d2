import { test, expect, hydrated, MOBILE, DESKTOP } from './fixtures';
import { axeViolations, setTheme } from '../tests/e2e/axe';

/**
 * The open menu, the contact dialog and the 404 in both themes. Every route in both themes at
 * two widths is e2e/routes.spec.ts's sweep, which loads each page once for all its checks.
 */

test.describe('axe: WCAG 2.2 AA', () => {
  test('404 page in both themes', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(); // the browser logs the 404 status of the document itself
    await page.goto('/no-such-page');
    const found: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      found.push(...(await axeViolations(page, theme)));
    }
    expect(found).toEqual([]);
  });

  for (const viewport of [MOBILE, DESKTOP]) {
    test(`menu open at ${viewport.width} px, both themes, accordion expanded`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/services/custom-web-design');
      await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
      const dialog = page.getByRole('dialog', { name: 'Site menu' });
      await expect(dialog).toBeVisible();
      if (viewport === MOBILE) await dialog.locator('summary', { hasText: 'What We Do' }).click();
      // The scan reads the page the visitor stays on, once the framework has run.
      await hydrated(page);
      const found: string[] = [];
      for (const theme of ['light', 'dark'] as const) {
        await setTheme(page, theme);
        found.push(...(await axeViolations(page, theme)));
      }
      expect(found).toEqual([]);
    });

    test(`contact dialog open at ${viewport.width} px, both themes`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await page
        .getByRole('main')
        .getByRole('link', { name: 'Start a conversation' })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      // The scan reads the form the visitor fills in, once the framework has run.
      await hydrated(page);
      const found: string[] = [];
      for (const theme of ['light', 'dark'] as const) {
        await setTheme(page, theme);
        found.push(...(await axeViolations(page, theme)));
      }
      expect(found).toEqual([]);
    });
  }
});

/**
 * WCAG 2.2 SC 2.4.11 Focus Not Obscured: moving backwards through a long page with the keyboard,
 * the focused control is never hidden under the sticky top bar (scroll-padding-top keeps it
 * clear when the browser scrolls it into view).
 */
test.describe('focus is never hidden under the sticky top bar', () => {
  test.use({ reducedMotion: 'reduce' }); // no smooth scrolling: each position is final

  for (const viewport of [MOBILE, DESKTOP]) {
    test(`Shift+Tab from the footer to the top at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/services');
      await page.getByRole('contentinfo').getByRole('link').first().focus();
      const hidden: string[] = [];
      let visited = 0;
      for (; visited < 200; visited++) {
        await page.keyboard.press('Shift+Tab');
        const state = await page.evaluate(() => {
          const el = document.activeElement!;
          const bar = document.querySelector('body > header')!.getBoundingClientRect();
          return {
            name: (el.textContent ?? '').trim().slice(0, 40),
            top: el.getBoundingClientRect().top,
            barBottom: bar.bottom,
            inBar: Boolean(el.closest('body > header')),
          };
        });
        if (state.inBar) break;
        if (state.top < state.barBottom) hidden.push(`${state.name} (top ${state.top})`);
      }
      expect(visited, 'controls passed on the way up').toBeGreaterThan(20);
      expect(hidden, 'focused controls under the top bar').toEqual([]);
    });
  }
});
