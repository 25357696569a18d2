import { test, expect, hydrated } from './fixtures';
import { renderedFonts } from './rendered-fonts';

/**
 * Content first (docs/performance.md): on a first visit the first contentful paint needs the
 * HTML, its one stylesheet and the brand's fonts, which are preloaded and set the first view
 * (lib/fonts.ts). The framework's scripts load as Next.js loads them (async), and the shell works
 * before they run (e2e/html-first.spec.ts).
 */

test.describe('content first', () => {
  for (const path of ['/', '/services/drupal-websites']) {
    test(`${path}: the brand's fonts are preloaded, requested once each, and the page starts`, async ({
      page,
    }) => {
      await page.goto(path);
      await hydrated(page);
      // Inter and Fraunces, requested from the document's head, once each.
      const fonts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((r) => r.name)
          .filter((name) => /\.woff2$/.test(name)),
      );
      expect(fonts.length).toBe(2);
      await expect(page.locator('head link[rel="preload"][as="font"]')).toHaveCount(2);
    });
  }

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
    // The h1's claim in Fraunces; over it the page's name, a label in Inter; no fallback face.
    const heading = await rendered('main h1');
    expect(heading).toContainEqual(expect.stringMatching(/^Fraunces.* \(web font\)$/));
    for (const face of heading) expect(face).toMatch(/^(Fraunces|Inter).* \(web font\)$/);
    expect(await rendered('main p')).toEqual([expect.stringMatching(/^Inter.* \(web font\)$/)]);
  });

  test('the menu works before the deferred scripts run', async ({ page }) => {
    await page.goto('/services', { waitUntil: 'commit' });
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
  });
});
