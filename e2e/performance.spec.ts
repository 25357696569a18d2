import { test, expect, hydrated } from './fixtures';
import { loaderFiles } from '../scripts/post-build-levers';
import { renderedFonts } from './rendered-fonts';

/**
 * Content first (docs/performance.md): on a first visit the first contentful paint needs
 * the HTML and its one stylesheet. The framework's scripts (scripts/post-build.ts) are requested
 * after it, and the shell works before they run; the brand's fonts are preloaded and
 * set the first view (lib/fonts.ts).
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
    test(`${path}: scripts come after the first contentful paint; the brand's fonts are preloaded`, async ({
      page,
    }) => {
      await page.goto(path);
      await hydrated(page);
      const t = await page.evaluate(timeline);
      expect(t.fcp).toBeGreaterThan(0);
      expect(t.scripts.length).toBeGreaterThan(0);
      for (const script of t.scripts)
        expect(script.start, script.name).toBeGreaterThanOrEqual(t.fcp);
      // The copy of the page the framework hydrates from is one of them, not in the document.
      expect(t.scripts.filter((s) => /\/_next\/static\/flight\//.test(s.name))).toHaveLength(1);
      await expect(page.locator('script:not([src])', { hasText: '__next_f' })).toHaveCount(0);
      // Inter and Fraunces, requested from the document's head, once each.
      expect(t.fonts.length).toBe(2);
      await expect(page.locator('head link[rel="preload"][as="font"]')).toHaveCount(2);
    });
  }

  test('a page whose data file arrives after all its scripts waits for it, then starts', async ({
    page,
  }) => {
    // On a slow connection the page's own data (its RSC payload, one file) can arrive last.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/flight/*.js', async (route) => {
      const response = await route.fetch();
      await held;
      await route.fulfill({ response });
    });
    await page.goto('/services', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Every chunk the loader inserts has arrived and run.
    const { chunks } = loaderFiles(await page.content());
    expect(chunks.length).toBeGreaterThan(0);
    await page.waitForFunction((list) => {
      const loaded = new Set(performance.getEntriesByType('resource').map((r) => r.name));
      return list.every(([src]) => loaded.has(new URL(src, location.href).href));
    }, chunks);
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
    );
    // Without its data the app has not started (started, it would fail and log an error).
    expect(await page.locator('form[data-ready]').count()).toBe(0);
    // The shell works meanwhile.
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: /menu/i })).toBeVisible();
    await page.keyboard.press('Escape');
    release();
    await hydrated(page);
  });

  test('one stylesheet, requested once: the page is styled, also after navigating', async ({
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
    // The build's one stylesheet (linked, not inline: docs/performance.md), not again.
    expect(stylesheets).toHaveLength(1);
    expect(stylesheets[0]).toMatch(/\/_next\/static\/.+\.css$/);
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

  test('/favicon.ico, which browsers and bookmarks ask for on their own, is the brand mark', async ({
    request,
  }) => {
    const response = await request.get('/favicon.ico');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/svg+xml');
    expect(await response.text()).toContain('<ellipse');
  });

  test("a first view is set in the brand's faces: Fraunces and Inter, not a fallback", async ({
    page,
  }) => {
    await page.goto('/services');
    await page.waitForFunction(() => document.fonts.status === 'loaded');
    const rendered = await renderedFonts(page);
    expect(await rendered('main h1')).toEqual([expect.stringMatching(/^Fraunces.* \(web font\)$/)]);
    expect(await rendered('main p')).toEqual([expect.stringMatching(/^Inter.* \(web font\)$/)]);
  });

  test('the menu works before the deferred scripts run', async ({ page }) => {
    await page.goto('/services', { waitUntil: 'commit' });
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
  });
});
