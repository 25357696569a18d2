import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, hydrated, MOBILE, DESKTOP } from './fixtures';
import { routes } from './routes';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * `skipChrome`: the top bar and footer are the same component on every page, so the route sweep
 * scans them fully on the home page and the 404, and elsewhere scans everything but them.
 */
async function violations(
  page: Page,
  label: string,
  { skipChrome = false, contrastOnly = false } = {},
) {
  let builder = new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ['violations'] });
  // Only colour rules depend on the theme: the second theme of a viewport re-runs just those.
  if (contrastOnly) builder = builder.withRules(['color-contrast', 'link-in-text-block']);
  if (skipChrome) builder = builder.exclude('body > header').exclude('body > footer');
  const result = await builder.analyze();
  return result.violations.map(
    (v) =>
      `${label}: ${v.id} (${v.impact}) ${v.help} → ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

async function setTheme(page: Page, theme: 'light' | 'dark') {
  // Colour transitions would let axe measure a half-switched theme.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate((t) => {
    document.documentElement.classList.toggle('dark', t === 'dark');
    document.documentElement.style.colorScheme = t;
  }, theme);
}

test.describe('axe: WCAG 2.2 AA', () => {
  for (const route of routes) {
    test(`${route} in both themes at 375 and 1280 px`, async ({ page }) => {
      const found: string[] = [];
      await page.goto(route);
      for (const viewport of [MOBILE, DESKTOP]) {
        await page.setViewportSize(viewport);
        for (const theme of ['light', 'dark'] as const) {
          await setTheme(page, theme);
          found.push(
            ...(await violations(page, `${viewport.width}px ${theme}`, {
              skipChrome: route !== '/',
              contrastOnly: theme === 'dark',
            })),
          );
        }
      }
      expect(found).toEqual([]);
    });
  }

  test('404 page in both themes', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(); // the browser logs the 404 status of the document itself
    await page.goto('/no-such-page');
    const found: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      found.push(...(await violations(page, theme)));
    }
    expect(found).toEqual([]);
  });

  for (const viewport of [MOBILE, DESKTOP]) {
    test(`menu open at ${viewport.width} px, both themes, accordion expanded`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/services/custom-web-design');
      await hydrated(page);
      await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
      const dialog = page.getByRole('dialog', { name: 'Site menu' });
      await expect(dialog).toBeVisible();
      if (viewport === MOBILE) await dialog.getByRole('button', { name: 'What We Do' }).click();
      const found: string[] = [];
      for (const theme of ['light', 'dark'] as const) {
        await setTheme(page, theme);
        found.push(...(await violations(page, theme)));
      }
      expect(found).toEqual([]);
    });

    test(`contact dialog open at ${viewport.width} px, both themes`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await hydrated(page);
      await page.getByRole('main').getByRole('button', { name: 'Talk to a strategist' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      const found: string[] = [];
      for (const theme of ['light', 'dark'] as const) {
        await setTheme(page, theme);
        found.push(...(await violations(page, theme)));
      }
      expect(found).toEqual([]);
    });
  }
});
