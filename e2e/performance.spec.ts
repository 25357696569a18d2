import { test, expect, hydrated } from './fixtures';

/**
 * Content first (issue 6, docs/performance.md): on a first visit the first contentful paint needs
 * only the HTML and the stylesheet. The framework's scripts (scripts/defer-scripts.mjs) and the
 * web fonts (lib/web-fonts.ts) are requested after it; the page still hydrates; the first view
 * keeps its fallback faces (no swap under the reader), and a navigation or a later page load in
 * the same tab uses the fonts.
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

const hasWf = /(^|\s)wf(\s|$)/;
/** The fonts were downloaded (the flag lib/web-fonts.ts sets once they are in the cache). */
const fontsCached = () => sessionStorage.getItem('wf') === '1';

test.describe('content first', () => {
  for (const path of ['/', '/services/drupal-websites']) {
    test(`${path}: scripts and fonts are requested after the first contentful paint`, async ({
      page,
    }) => {
      await page.goto(path);
      await hydrated(page);
      await page.waitForFunction(fontsCached);
      const t = await page.evaluate(timeline);
      expect(t.fcp).toBeGreaterThan(0);
      expect(t.scripts.length).toBeGreaterThan(0);
      for (const script of t.scripts)
        expect(script.start, script.name).toBeGreaterThanOrEqual(t.fcp);
      expect(t.fonts.length).toBe(2);
      for (const font of t.fonts) expect(font.start, font.name).toBeGreaterThanOrEqual(t.fcp);
    });
  }

  test('the stylesheet is inline: the page is styled without requesting it, also after navigating', async ({
    page,
  }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    await page.goto('/services');
    await hydrated(page);
    // The site's layout rules apply (body is a flex column, main fills the width).
    const layout = () => getComputedStyle(document.body).display;
    expect(await page.evaluate(layout)).toBe('flex');
    await page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: 'Our Team' })
      .click();
    await expect(page).toHaveURL(/\/team$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(layout)).toBe('flex');
    expect(stylesheets).toEqual([]);
  });

  test('the favicon is inline: a data: URL the page can show under its policy', async ({
    page,
  }) => {
    await page.goto('/services');
    await hydrated(page);
    const icon = page.locator('head link[rel="icon"]');
    await expect(icon).toHaveCount(1);
    await expect(icon).toHaveAttribute('href', /^data:image\/svg\+xml,/);
    // The browser shows it: the data: URL decodes to an image (no CSP or parsing failure).
    const size = await page.evaluate(
      async (href) => {
        const img = new Image();
        img.src = href;
        await img.decode();
        return [img.naturalWidth, img.naturalHeight];
      },
      (await icon.getAttribute('href'))!,
    );
    expect(size[0]).toBeGreaterThan(0);
  });

  test('a first view stays in the metric-matched fallbacks: nothing swaps under the reader', async ({
    page,
  }) => {
    await page.goto('/why-cairn');
    await hydrated(page);
    await page.waitForFunction(fontsCached);
    await expect(page.locator('html')).not.toHaveClass(hasWf);
    const heading = page.getByRole('heading', { level: 1 });
    // next/font's size-adjusted fallback faces, which must exist by these names (app/globals.css
    // names them; a renamed font in lib/fonts.ts would silently drop them).
    expect(await heading.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(
      /^"fraunces Fallback",/,
    );
    expect(await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(
      /^"inter Fallback",/,
    );
    const faces = await page.evaluate(() =>
      [...document.fonts].map((f) => f.family.replace(/"/g, '')),
    );
    expect(faces).toEqual(expect.arrayContaining(['inter Fallback', 'fraunces Fallback']));
  });

  test('a client-side navigation switches to the downloaded fonts', async ({ page }) => {
    await page.goto('/why-cairn');
    await hydrated(page);
    await page.waitForFunction(fontsCached);
    await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
    await page
      .getByRole('navigation', { name: 'Primary' })
      .getByRole('link', { name: 'Services & Solutions' })
      .click();
    await expect(page).toHaveURL(/\/services$/);
    expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(
      true,
    );
    await expect(page.locator('html')).toHaveClass(hasWf);
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(
      /^"?fraunces"?,/,
    );
    expect(await page.evaluate(() => document.fonts.check('700 32px fraunces', 'Cairn'))).toBe(
      true,
    );
  });

  test('a later page load in the same tab has the fonts before <body> is parsed', async ({
    page,
  }) => {
    await page.goto('/');
    await page.waitForFunction(fontsCached);
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
    expect(
      await page
        .getByRole('heading', { level: 1 })
        .evaluate((el) => getComputedStyle(el).fontFamily),
    ).toMatch(/^"?fraunces"?,/);
  });

  test('the page is interactive once the deferred scripts run', async ({ page }) => {
    await page.goto('/services');
    await hydrated(page);
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
  });
});
