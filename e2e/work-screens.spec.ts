import { test, expect } from './fixtures';
import { SHOTS, page as mockPage, studies, wrappedLabels } from '../scripts/work-screens/mocks';

/**
 * The case studies' screens (public/work/) are drawn from these mock pages: at each capture size
 * every menu item and call to action stays on one line ("Log in", not "Log / in").
 */
for (const shot of SHOTS) {
  test(`the study screens' menus stay on one line at ${shot.viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(shot.viewport);
    const wrapped: string[] = [];
    for (const [slug, study] of Object.entries(studies)) {
      await page.setContent(mockPage(study));
      for (const label of await wrappedLabels(page)) wrapped.push(`${slug}: ${label}`);
    }
    expect(wrapped).toEqual([]);
  });
}

/**
 * Each client's screens are drawn in its own brand: its own heading face and brand colour (the
 * call to action's), a logo mark in the header, and, on the phone, the headline in the top half
 * of the screen, where a study card's phone frame shows it.
 */
test("each study's screens are drawn in the client's own brand", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const brands: { slug: string; face: string; colour: string; mark: boolean; headline: number }[] =
    [];
  for (const [slug, study] of Object.entries(studies)) {
    await page.setContent(mockPage(study));
    brands.push({
      slug,
      ...(await page.evaluate(() => {
        const h1 = document.querySelector('h1')!;
        return {
          face: getComputedStyle(h1).fontFamily.split(',')[0]!.replace(/["']/g, '').trim(),
          colour: getComputedStyle(document.querySelector('header nav a:last-child')!)
            .backgroundColor,
          mark: !!document.querySelector('header svg path'),
          headline: h1.getBoundingClientRect().bottom,
        };
      })),
    });
  }
  expect(new Set(brands.map((b) => b.face)).size, JSON.stringify(brands)).toBe(brands.length);
  expect(new Set(brands.map((b) => b.colour)).size, JSON.stringify(brands)).toBe(brands.length);
  for (const brand of brands) {
    expect(brand.mark, brand.slug).toBe(true);
    expect(brand.headline, brand.slug).toBeLessThan(740 / 2);
  }
});
