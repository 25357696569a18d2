import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { routes } from './routes';

/**
 * Grids of cards end with a full row: the last row's cards reach from the grid's left edge to
 * its right edge (two side by side, a featured first card, or a list), never a short row.
 */
function shortRows(page: Page) {
  return page.getByRole('main').evaluate((main) =>
    [...main.querySelectorAll('ul.grid, ol.grid')]
      .filter((list) => getComputedStyle(list).display === 'grid')
      .flatMap((list) => {
        const cards = [...list.children].map((li) => li.getBoundingClientRect());
        const last = Math.max(...cards.map((r) => Math.round(r.top)));
        const row = cards.filter((r) => Math.round(r.top) === last);
        const box = list.getBoundingClientRect();
        const right = Math.max(...row.map((r) => r.right));
        const left = Math.min(...row.map((r) => r.left));
        const label = list.closest('section')?.getAttribute('aria-labelledby') ?? '?';
        return left - box.left > 2 || box.right - right > 2
          ? [`${label}: ${cards.length} cards, last row of ${row.length}`]
          : [];
      }),
  );
}

const pages = [
  '/',
  '/clients',
  '/services',
  '/solutions/accessibility-audits',
  '/locations/maryland',
  '/work',
];

for (const viewport of [
  { width: 768, height: 900 },
  { width: 1440, height: 900 },
]) {
  test(`no grid of cards ends with a short row at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const found: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      for (const row of await shortRows(page)) found.push(`${path} ${row}`);
    }
    expect(found).toEqual([]);
  });
}

/**
 * A phone page a visitor finishes: under 7,000 px at 375 px wide. A route that is not there yet
 * may be listed below with the ceiling it has now, rounded up to 100 px, so the list only
 * shrinks (the long news articles were, until their phone layout tightened).
 */
const OVER: Record<string, number> = {};

test('every page is under 7,000 px tall at 375 px (or under its ceiling while it gets there)', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 375, height: 812 });
  const tall: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const limit = OVER[route] ?? 7000;
    if (height >= limit) tall.push(`${route}: ${height} px (limit ${limit})`);
  }
  expect(tall).toEqual([]);
});

test("a study page shows the project's key screen beside its headline at 1440 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/work/larkspur-valley-credit-union');
  const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  const screen = page.locator('main section').first().locator('img');
  await expect(screen).toBeVisible();
  const box = (await screen.boundingBox())!;
  expect(box.x).toBeGreaterThan(title.x + title.width - 1);
  expect(box.width).toBeGreaterThan(300);
  expect(box.y).toBeLessThan(900);
});
