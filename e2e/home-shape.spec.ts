import { test, expect } from './fixtures';
import { lengthAnnotation } from '../scripts/page-lengths';

/**
 * The home page has no two sections in a row drawn by the same grid component (each marks itself
 * `data-grid`). Its length at 1440 px is measured for the length report, against a budget of
 * 5,000 px a buyer reads to the end (it was 6,087 with three card grids, the platforms, three
 * prose sections and the journal); on a phone the route sweep measures it against eight screens
 * (scripts/page-lengths.ts).
 */
test('home at 1440 px has no two same grids in a row', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  test.info().annotations.push(lengthAnnotation('/', 1440, height));

  const blocks = await page
    .getByRole('main')
    .evaluate((main) =>
      [...main.children]
        .filter((el) => el.tagName !== 'SCRIPT')
        .map((el) => el.getAttribute('data-grid') ?? `(${el.tagName.toLowerCase()})`),
    );
  // The grids the page is built from are marked (so the check below reads something).
  expect(blocks.filter((b) => !b.startsWith('('))).toEqual(
    expect.arrayContaining(['study-cards', 'sector-selector']),
  );
  const repeats = blocks.filter((b, i) => i > 0 && !b.startsWith('(') && b === blocks[i - 1]);
  expect(repeats, `sections in order: ${blocks.join(', ')}`).toEqual([]);
});
