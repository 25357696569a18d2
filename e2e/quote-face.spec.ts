import { test, expect } from './fixtures';
import { renderedFonts } from './rendered-fonts';

/**
 * The quotes' face (Fraunces 400) is not part of a first view: the sections that draw it are
 * laid out, and so fetch it, as the reader nears them (`.later-face`, docs/performance.md).
 */

// A trace's DOM snapshots, and the test runner's expect() on a locator, lay out the whole page,
// which a visitor's browser does not: with either, Chromium fetched the quote's face at once. So
// no trace here, and the page is waited for with the locator's own waitFor until the quote.
test.use({ trace: 'off' });

test("a case study's first view fetches the two preloaded faces; its quote's face comes as the reader nears it", async ({
  page,
}) => {
  await page.goto('/work/larkspur-valley-credit-union');
  // Hydrated (what `hydrated()` waits for, without expect()).
  await page.locator('form[data-ready]').first().waitFor({ state: 'attached' });
  await page.waitForFunction(() => document.fonts.status === 'loaded');
  const fonts = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((r) => r.name.endsWith('.woff2'))
        .map((r) => r.name),
    );
  expect(await fonts()).toHaveLength(2);
  // The quote, further down, is set in Fraunces at 400: fetched when the reader scrolls to it.
  const quote = page.getByRole('region', { name: 'In the client’s words' }).locator('blockquote');
  await quote.scrollIntoViewIfNeeded();
  await expect.poll(fonts).toHaveLength(3);
  await page.waitForFunction(() => document.fonts.status === 'loaded');
  const rendered = await renderedFonts(page);
  // Asked until the quote has been drawn: its section is laid out on the frame after it comes
  // into view (`content-visibility: auto`), which a loaded machine may not have drawn yet, and
  // an element not laid out has no rendered font.
  await expect
    .poll(() => rendered('main blockquote p'))
    .toEqual([expect.stringMatching(/^Fraunces.* \(web font\)$/)]);
  expect(await quote.evaluate((el) => getComputedStyle(el).fontWeight)).toBe('400');
});
