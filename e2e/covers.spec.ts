import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { test, expect, DESKTOP, MOBILE } from './fixtures';
import { articleRoutes } from './routes';
import { layoutShift } from '../tests/e2e/layout-shift';

/**
 * Article covers as a reader meets them: every journal card and every article page shows its
 * drawing, in the light theme and the dark, in a box kept before it paints (no layout shift),
 * hidden from assistive technology, whole at every width.
 */

/**
 * The relative luminance of the cover's sky as painted, 0 (black) to 1 (white): the middle value
 * of the top row of its pixels (a star or the moon is a few of them).
 */
async function skyLuminance(page: Page, cover: string): Promise<number> {
  const shot = await page.locator(cover).first().screenshot();
  const { data, info } = await sharp(shot)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const row = Array.from({ length: info.width }, (_, x) => {
    const [r, g, b] = [0, 1, 2].map((c) => data[(info.width * 2 + x) * 3 + c]! / 255);
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  }).sort((a, b) => a - b);
  return row[Math.floor(row.length / 2)]!;
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
        // The frame the drawing shows in, across the card.
        const box = (await cover.locator('..').boundingBox())!;
        const cardBox = (await card.boundingBox())!;
        expect(box.width).toBeGreaterThan(cardBox.width - 4);
        // The whole drawing, in its own ratio (5:2) at every width: a phone's frame cut to a
        // strip would cut the scene through.
        const drawn = (await cover.boundingBox())!;
        expect(box.width / box.height).toBeCloseTo(5 / 2, 1);
        expect(drawn.y).toBeGreaterThanOrEqual(box.y - 1);
        expect(drawn.y + drawn.height).toBeLessThanOrEqual(box.y + box.height + 1);
        drawings.add(await cover.innerHTML());
      }
      expect(drawings.size, 'each article its own cover').toBe(count);
      expect(await layoutShift(page), 'layout shift on /news').toBe(0);
      // The night: a dark sky (the moon and stars show); the day: a pale one.
      // (Polled: the drawing's file may still be on its way.)
      const sky = expect.poll(() => skyLuminance(page, 'svg[data-cover]'));
      if (scheme === 'dark') await sky.toBeLessThan(0.2);
      else await sky.toBeGreaterThan(0.7);

      await page.goto(articleRoutes[0]!);
      const cover = page.locator('article header svg[data-cover]');
      await expect(cover).toBeVisible();
      await expect(cover).toHaveAttribute('aria-hidden', 'true');
      const box = (await cover.locator('..').boundingBox())!;
      const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
      // The whole drawing, in its own ratio (5:2), the cards' own (so the scene fills the frame,
      // not a strip at the foot of a sky): beside the headline, or on a phone under it.
      expect(box.width / box.height).toBeCloseTo(5 / 2, 1);
      if (viewport === MOBILE) expect(box.y).toBeGreaterThan(title.y + title.height);
      else expect(box.x).toBeGreaterThan(title.x + title.width - 1);
      expect(await layoutShift(page), 'layout shift on an article').toBe(0);
      // "Keep reading" shows its cards' covers too, on a phone as on a wide screen, whole.
      const more = page.locator('section[aria-labelledby="more-heading"] svg[data-cover]').first();
      await more.scrollIntoViewIfNeeded();
      await expect(more).toBeVisible();
      const frame = (await more.locator('..').boundingBox())!;
      const drawn = (await more.boundingBox())!;
      expect(drawn.y).toBeGreaterThanOrEqual(frame.y - 1);
      expect(drawn.y + drawn.height).toBeLessThanOrEqual(frame.y + frame.height + 1);
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
    // Each drawing is a file its <svg> uses: its shapes' fills, resolved in the page's theme.
    const fills = await page.evaluate(async (selector) => {
      for (const svg of document.querySelectorAll(selector)) {
        const href = svg.querySelector('use')!.getAttribute('href')!;
        const file = new DOMParser().parseFromString(
          await (await fetch(href)).text(),
          'image/svg+xml',
        );
        const shade = file.querySelector('circle[fill*="shade"]');
        if (!shade) continue;
        const probe = document.createElement('span');
        svg.parentElement!.append(probe);
        const fill = (el: Element) => {
          probe.style.color = el.getAttribute('fill')!;
          return getComputedStyle(probe).color;
        };
        const found = { sky: fill(file.querySelector('rect')!), shade: fill(shade) };
        probe.remove();
        return found;
      }
      throw new Error(`no ${selector} with a moon`);
    }, drawing);
    expect(fills.shade, route).toBe(fills.sky);
  }
});
