import type { Page } from '@playwright/test';
import { test, expect, typed } from './fixtures';

/**
 * Grids of cards end with a full row: the last row's cards reach from the grid's left edge to
 * its right edge (two side by side, a featured first card, or a list), never a short row left
 * ragged. A short row centred under the full ones, in cards of their width, is a shape of its
 * own (the client types: one card shape for the set), with no gap on one side only.
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
      const width = (r: DOMRect) => Math.round(r.width);
      const centred =
        Math.abs(left - box.left - (box.right - right)) <= 2 &&
        new Set(cards.map(width)).size === 1;
      if (!centred && (left - box.left > 2 || box.right - right > 2)) {
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

test("a study page shows the project's phone screen beside its headline at 1440 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/work/larkspur-valley-credit-union');
  const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  const screen = page.locator('main section').first().locator('img');
  await expect(screen).toBeVisible();
  const box = (await screen.boundingBox())!;
  expect(box.x).toBeGreaterThan(title.x + title.width - 1);
  // A phone's screen, set large enough to read its headline.
  expect(box.height).toBeGreaterThan(box.width);
  expect(box.width).toBeGreaterThan(200);
  expect(box.y).toBeLessThan(900);
});

test("at 1440 px a study's challenge and what was done stand side by side, before and after, each its heading over its text", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/work/larkspur-valley-credit-union');
  const main = page.getByRole('main');
  const box = async (name: string) => {
    const region = main.getByRole('region', { name, exact: true });
    const heading = (await region.getByRole('heading', { name, exact: true }).boundingBox())!;
    const text = (await region.locator('p').first().boundingBox())!;
    return { heading, text };
  };
  const challenge = await box('The challenge');
  const done = await box('What we did');
  // Level, the second to the right of the first.
  expect(Math.abs(challenge.heading.y - done.heading.y)).toBeLessThanOrEqual(2);
  expect(done.heading.x).toBeGreaterThan(challenge.text.x + challenge.text.width);
  // Each one's text under its heading, not beside it over an empty column.
  for (const { heading, text } of [challenge, done]) {
    expect(text.y).toBeGreaterThan(heading.y + heading.height - 1);
    expect(Math.abs(text.x - heading.x)).toBeLessThanOrEqual(1);
  }
});

test("at 1440 px Maryland's five sectors stand in one row of equal cards", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/locations/maryland');
  const cards = page
    .getByRole('region', { name: 'Who we serve in Maryland' })
    .getByRole('listitem');
  await expect(cards).toHaveCount(5);
  const boxes = await cards.evaluateAll((lis) =>
    lis.map((li) => {
      const r = li.getBoundingClientRect();
      return { top: Math.round(r.top), width: Math.round(r.width) };
    }),
  );
  expect(new Set(boxes.map((b) => b.top)).size).toBe(1);
  expect(new Set(boxes.map((b) => b.width)).size).toBe(1);
  // Wide enough to read: a sector's longest word and a few more a line.
  expect(boxes[0]!.width).toBeGreaterThan(200);
});

test('at 1440 px the rules of a client type start their meanings level in each row', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/clients/credit-unions');
  const cards = page
    .getByRole('region', { name: 'Rules your website must meet' })
    .getByRole('listitem');
  const rows = await cards.evaluateAll((lis) => {
    const byRow = new Map<number, number[]>();
    for (const li of lis) {
      const top = Math.round(li.getBoundingClientRect().top);
      // The meaning: the paragraph right after the card's title.
      const meaning = li.querySelector(':scope > h3 + p')!;
      byRow.set(top, [...(byRow.get(top) ?? []), Math.round(meaning.getBoundingClientRect().top)]);
    }
    return [...byRow.values()];
  });
  expect(rows.some((row) => row.length > 1)).toBe(true);
  for (const row of rows) expect(new Set(row).size, JSON.stringify(rows)).toBe(1);
});

test("at 1440 px a section's short opening stands under its heading, the rest beside them from the top", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/clients/credit-unions');
  const section = page.getByRole('region', { name: typed("What's included") });
  const heading = (await section.getByRole('heading', { level: 2 }).boundingBox())!;
  const opening = (await section.getByText(/^Each credit union build comes with/).boundingBox())!;
  const next = (await section.getByText(/^A login area designed/).boundingBox())!;
  // The opening in the heading's column, under it.
  expect(Math.abs(opening.x - heading.x)).toBeLessThanOrEqual(1);
  expect(opening.y).toBeGreaterThan(heading.y + heading.height - 1);
  // The rest in the wide column, starting level with the heading, not under the opening.
  expect(next.x).toBeGreaterThan(opening.x + opening.width);
  expect(Math.abs(next.y - heading.y)).toBeLessThanOrEqual(24);
  // On a phone, one column in reading order: the opening, then the rest behind its fold label.
  await page.setViewportSize({ width: 375, height: 812 });
  const o = (await section.getByText(/^Each credit union build comes with/).boundingBox())!;
  const fold = (await section.locator('summary').first().boundingBox())!;
  expect(Math.abs(o.x - fold.x)).toBeLessThanOrEqual(1);
  expect(fold.y).toBeGreaterThan(o.y + o.height - 1);
});
