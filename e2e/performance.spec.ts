import { test, expect, hydrated } from './fixtures';

/**
 * Content first (issue 6, docs/performance.md): on a first visit the first contentful paint needs
 * only the HTML and the stylesheet. The framework's scripts (scripts/defer-scripts.mjs) and the
 * web fonts (lib/web-fonts.ts) are requested after it, and the page still hydrates and swaps its
 * fonts in; a later page view in the same tab starts with the fonts.
 */

interface Timeline {
  fcp: number;
  scripts: { name: string; start: number }[];
  fonts: { name: string; start: number }[];
}

function timeline(): Timeline {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0];
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const pick = (test: (r: PerformanceResourceTiming) => boolean) =>
    resources.filter(test).map((r) => ({ name: r.name, start: r.startTime }));
  return {
    fcp: fcp ? fcp.startTime : NaN,
    scripts: pick((r) => r.initiatorType === 'script' || /\/_next\/static\/.*\.js$/.test(r.name)),
    fonts: pick((r) => /\.woff2$/.test(r.name)),
  };
}

test.describe('content first', () => {
  for (const path of ['/', '/services/drupal-websites']) {
    test(`${path}: scripts and fonts are requested after the first contentful paint`, async ({
      page,
    }) => {
      await page.goto(path);
      await hydrated(page);
      await page.waitForFunction(() => document.fonts.status === 'loaded');
      const t = await page.evaluate(timeline);
      expect(t.fcp).toBeGreaterThan(0);
      expect(t.scripts.length).toBeGreaterThan(0);
      for (const script of t.scripts)
        expect(script.start, script.name).toBeGreaterThanOrEqual(t.fcp);
      expect(t.fonts.length).toBeGreaterThan(0);
      for (const font of t.fonts) expect(font.start, font.name).toBeGreaterThanOrEqual(t.fcp);
    });
  }

  test('the web fonts swap in, and until then the metric-matched fallbacks are used', async ({
    page,
  }) => {
    await page.goto('/why-cairn');
    await hydrated(page);
    await expect(page.locator('html')).toHaveClass(/(^|\s)wf(\s|$)/);
    await page.waitForFunction(() => document.fonts.status === 'loaded');
    const heading = page.getByRole('heading', { level: 1 });
    const family = () => heading.evaluate((el) => getComputedStyle(el).fontFamily);
    expect(await family()).toMatch(/^"?fraunces"?,/);
    expect(await page.evaluate(() => document.fonts.check('700 32px fraunces', 'Cairn'))).toBe(
      true,
    );

    // Without the class: next/font's size-adjusted fallback face, which must exist by that name
    // (app/globals.css names it; a renamed font in lib/fonts.ts would silently drop it).
    await page.evaluate(() => document.documentElement.classList.remove('wf'));
    expect(await family()).toMatch(/^"fraunces Fallback",/);
    const faces = await page.evaluate(() =>
      [...document.fonts].map((f) => f.family.replace(/"/g, '')),
    );
    expect(faces).toEqual(expect.arrayContaining(['inter Fallback', 'fraunces Fallback']));
    expect(await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(
      /^"inter Fallback"/,
    );
  });

  test('a later page view in the same tab has the fonts before <body> is parsed', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/(^|\s)wf(\s|$)/);
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        if (!document.body) return;
        (window as unknown as { __wfAtBody: boolean }).__wfAtBody =
          document.documentElement.classList.contains('wf');
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/services');
    expect(
      await page.evaluate(() => (window as unknown as { __wfAtBody: boolean }).__wfAtBody),
    ).toBe(true);
  });

  test('the page is interactive once the deferred scripts run', async ({ page }) => {
    await page.goto('/services');
    await hydrated(page);
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
  });
});
