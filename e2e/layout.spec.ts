import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * Grids of cards end with a full row: the last row's cards reach from the grid's left edge to
 * its right edge (two side by side, a featured first card, or a list), never a short row.
 */
function shortRows(page: Page) {
  return page.getByRole('main').evaluate(async (main) => {
    const found: string[] = [];
    for (const list of main.querySelectorAll('ul.grid, ol.grid')) {
      if (getComputedStyle(list).display !== 'grid') continue;
      // Measured as a reader sees it: later sections are laid out when they near the viewport
      // (content-visibility: auto), so each grid is brought into view and given a frame first.
      list.scrollIntoView({ block: 'center' });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const cards = [...list.children].map((li) => li.getBoundingClientRect());
      const last = Math.max(...cards.map((r) => Math.round(r.top)));
      const row = cards.filter((r) => Math.round(r.top) === last);
      const box = list.getBoundingClientRect();
      const right = Math.max(...row.map((r) => r.right));
      const left = Math.min(...row.map((r) => r.left));
      const label = list.closest('section')?.getAttribute('aria-labelledby') ?? '?';
      if (left - box.left > 2 || box.right - right > 2) {
        found.push(`${label}: ${cards.length} cards, last row of ${row.length}`);
      }
    }
    return found;
  });
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
