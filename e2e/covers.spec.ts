import type { Page } from '@playwright/test';
import { test, expect, DESKTOP, MOBILE } from './fixtures';
import { articleRoutes } from './routes';
import { layoutShift } from './support/layout-shift';

/**
 * Article covers as a reader meets them: every journal card and every article page shows its
 * drawing, in the light theme and the dark, in a box kept before it paints (no layout shift),
 * hidden from assistive technology, a short strip on phones.
 */

/** The relative luminance of the cover's sky as painted, 0 (black) to 1 (white). */
function skyLuminance(page: Page, cover: string): Promise<number> {
  return page
    .locator(cover)
    .first()
    .evaluate((svg) => {
      const fill = getComputedStyle(svg.querySelector('rect')!).fill;
      const [r, g, b] = fill
        .match(/\d+(\.\d+)?/g)!
        .slice(0, 3)
        .map((v) => Number(v) / 255);
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    });
}

for (const scheme of ['light', 'dark'] as const) {
  for (const viewport of [MOBILE, DESKTOP]) {
    test(`journal cards and an article show their covers (${scheme}, ${viewport.width} px), without layout shift`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize(viewport);
      await page.goto('/news');
      const cards = page
        .locator('#articles-heading ~ div > ul > li')
        .filter({ has: page.getByRole('heading', { level: 3 }) });
      const count = await cards.count();
      expect(count).toBeGreaterThanOrEqual(3);
      const drawings = new Set<string>();
      for (const card of await cards.all()) {
        const cover = card.locator('svg[data-cover]');
        await expect(cover).toHaveCount(1);
        await expect(cover).toHaveAttribute('aria-hidden', 'true');
        await cover.scrollIntoViewIfNeeded();
        await expect(cover).toBeVisible();
        // The frame the drawing shows in (a phone's strip shows its middle band).
        const box = (await cover.locator('..').boundingBox())!;
        const cardBox = (await card.boundingBox())!;
        // Across the card; on a phone a strip, so the list is not a column of pictures.
        expect(box.width).toBeGreaterThan(cardBox.width - 4);
        if (viewport === MOBILE) expect(box.height).toBeLessThanOrEqual(80);
        else expect(box.height).toBeGreaterThan(100);
        drawings.add(await cover.innerHTML());
      }
      expect(drawings.size, 'each article its own cover').toBe(count);
      expect(await layoutShift(page), 'layout shift on /news').toBe(0);
      // The night: a dark sky (the moon and stars show); the day: a pale one.
      const sky = await skyLuminance(page, 'svg[data-cover]');
      if (scheme === 'dark') expect(sky).toBeLessThan(0.2);
      else expect(sky).toBeGreaterThan(0.7);

      await page.goto(articleRoutes[0]!);
      const cover = page.locator('article header svg[data-cover]');
      await expect(cover).toBeVisible();
      await expect(cover).toHaveAttribute('aria-hidden', 'true');
      const box = (await cover.locator('..').boundingBox())!;
      const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
      // The whole drawing, in its own ratio (8:5): beside the headline, or on a phone under it
      // (not a strip cut through the scene above the breadcrumb).
      expect(box.width / box.height).toBeCloseTo(8 / 5, 1);
      if (viewport === MOBILE) expect(box.y).toBeGreaterThan(title.y + title.height);
      else expect(box.x).toBeGreaterThan(title.x + title.width - 1);
      expect(await layoutShift(page), 'layout shift on an article').toBe(0);
      // "Keep reading" shows its cards' covers too, on a phone as on a wide screen.
      const more = page.locator('section[aria-labelledby="more-heading"] svg[data-cover]').first();
      await more.scrollIntoViewIfNeeded();
      await expect(more).toBeVisible();
    });
  }
}

test("an article's 'Keep reading' cards show their covers", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(articleRoutes[0]!);
  const more = page
    .getByRole('region', { name: /keep reading/i })
    .getByRole('listitem')
    .filter({ has: page.locator('a[href^="/news/"]') });
  expect(await more.count()).toBeGreaterThan(0);
  for (const card of await more.all()) await expect(card.locator('svg[data-cover]')).toHaveCount(1);
});

test("the night's crescent is cut by a shade of the sky's own colour, not a darker disc", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  // A cover on /news, a portrait on /team: each sky is a rect, the moon's shade a circle on it.
  for (const [route, drawing] of [
    ['/news', 'svg[data-cover]'],
    ['/team', 'svg[data-art="avatar"]'],
  ] as const) {
    await page.goto(route);
    const fills = await page.evaluate((selector) => {
      const svg = [...document.querySelectorAll(selector)].find((el) =>
        el.querySelector('circle[fill*="shade"]'),
      )!;
      const fill = (el: Element) => getComputedStyle(el).fill;
      return {
        sky: fill(svg.querySelector('rect')!),
        shade: fill(svg.querySelector('circle[fill*="shade"]')!),
      };
    }, drawing);
    expect(fills.shade, route).toBe(fills.sky);
  }
});
