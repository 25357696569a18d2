import type { Page } from '@playwright/test';
import { test as base, expect, MOBILE, DESKTOP, watchConsoleErrors } from './fixtures';
import { articleRoutes, routes } from './routes';
import { longestSideRun, sectionShapes } from './page-shape';
import { lengthAnnotation } from '../scripts/page-lengths';
import { axeSource, axeViolations, setTheme } from '../tests/e2e/axe';
import { baseURL } from '../playwright.config';

/**
 * The sweep reads the pages in one tab per worker, going from route to route as a visitor does,
 * with axe-core loaded into each page by the browser before the site's scripts. A new browser
 * context per route, with axe sent over the protocol into each page, took about 4.5 s a route
 * against about 2.9 s this way (the renderer and its compiled axe are reused): some two minutes of
 * the run. Nothing a route test does outlives its page (the theme is set on the document, the
 * viewport at the start of each test), and a failed test gets a new worker, so a new tab.
 */
const test = base.extend<{ tab: Page }, { sweepTab: Page }>({
  sweepTab: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
      await context.addInitScript({ content: axeSource });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  // The shared tab with this test's console errors and uncaught exceptions, which fail it.
  tab: async ({ sweepTab }, use) => {
    const watched = watchConsoleErrors(sweepTab);
    await use(sweepTab);
    watched.stop();
    expect(watched.errors, 'console errors on the page').toEqual([]);
  },
});

/**
 * Whether the page shows art (a drawing, a map, a cover or a screen of the work) within the first
 * screen's height: every page does, on a phone and on a wide screen.
 */
const artInFirstScreen = (page: Page) =>
  page.evaluate(() => {
    const art = [...document.querySelectorAll('main svg, main img')].filter((el) => {
      const box = el.getBoundingClientRect();
      return (
        box.width > 120 &&
        box.height > 80 &&
        box.top + window.scrollY < window.innerHeight &&
        getComputedStyle(el).visibility !== 'hidden'
      );
    });
    return art.length > 0;
  });

/**
 * Each route is loaded once, at 375 px, for everything checked on it: its status, heading, title
 * and description, landmarks, a way to the contact form, art in its first screen at 375 and 1280
 * px, every eyebrow on one line at 375 px, no more than two sections in a row set as a heading
 * beside its text at 1280 px, no sideways scrolling at 320 px (WCAG 1.4.10 Reflow), and axe (WCAG
 * 2.2 AA) in both themes at 375 and 1280 px; its length on a phone is measured for the length
 * report (scripts/page-lengths.ts). Only colour rules depend on the theme, so the dark pass re-runs
 * just those; the top bar and footer are the same on every page, so they are scanned in full on
 * the home page (and the 404, e2e/a11y.spec.ts) and left out elsewhere.
 */
test.describe('every route', () => {
  for (const route of routes) {
    test(`${route}: 200, one h1, its own title and description, landmarks, art first, reflows, axe clean in both themes`, async ({
      tab: page,
    }) => {
      await page.setViewportSize(MOBILE);
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      // The length a visitor scrolls, before anything else runs on the page: reported against
      // its budget, not failed, as copy decides it (scripts/page-lengths.ts).
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      test.info().annotations.push(lengthAnnotation(route, MOBILE.width, height));
      // Every eyebrow (the small capitalized label with the trail's blaze before it) on one line.
      await page.evaluate(() => document.fonts.ready);
      const wrapped = await page.locator('.blazed').evaluateAll((els) =>
        els
          .filter((el) => el.checkVisibility())
          .filter(
            (el) =>
              el.getBoundingClientRect().height > parseFloat(getComputedStyle(el).lineHeight) * 1.5,
          )
          .map((el) => el.textContent!),
      );
      expect(wrapped, 'eyebrows on two lines at 375 px').toEqual([]);
      // On a phone /contact puts its form first (Name above the fold: a visitor there came to
      // write) and its drawing after it.
      if (route !== '/contact') {
        expect(await artInFirstScreen(page), 'art in the first screen at 375 px').toBe(true);
      }

      await expect(page.locator('h1')).toHaveCount(1);
      const title = await page.title();
      expect(title).toMatch(/ \| Cairn Digital$|^Cairn Digital: /);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(60);
      // A call to action that opens the contact dialog; /contact holds the form itself.
      const main = page.getByRole('main');
      await expect(
        route === '/contact'
          ? main.getByRole('form', { name: /contact/i })
          : main.getByRole('link', { name: 'Start a conversation' }).first(),
      ).toBeVisible();
      // Landmarks and the skip link.
      await expect(page.getByRole('banner')).toHaveCount(1);
      await expect(main).toHaveCount(1);
      await expect(page.getByRole('contentinfo')).toHaveCount(1);
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
        'href',
        '#main',
      );

      const found: string[] = [];
      const exclude = route === '/' ? [] : ['body > header', 'body > footer'];
      const sweep = async (width: number) => {
        for (const theme of ['light', 'dark'] as const) {
          await setTheme(page, theme);
          found.push(
            ...(await axeViolations(page, `${width}px ${theme}`, {
              exclude,
              rules: theme === 'dark' ? ['color-contrast', 'link-in-text-block'] : undefined,
              // The stylesheets are read once, by the first pass.
              stylesheetsChecked: width !== MOBILE.width || theme === 'dark',
            })),
          );
        }
      };
      await sweep(MOBILE.width);

      await page.setViewportSize({ width: 320, height: 640 });
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sideways, `${route} scrolls sideways at 320 px`).toBe(0);

      await page.setViewportSize(DESKTOP);
      expect(await artInFirstScreen(page), 'art in the first screen at 1280 px').toBe(true);
      // Shaped by what it says, not one template: no more than two sections in a row set as a
      // heading beside its text over an empty column.
      const shapes = await sectionShapes(page);
      expect(
        longestSideRun(shapes).length,
        `sections in a row set as a heading beside its text: ${shapes.map((s) => `${s.beside ? '◧' : '▭'} ${s.heading}`).join(' / ')}`,
      ).toBeLessThanOrEqual(2);
      await sweep(DESKTOP.width);
      expect(found, 'axe violations').toEqual([]);
    });
  }

  test('titles are unique across the site', async ({ request }) => {
    const seen = new Map<string, string>();
    for (const route of routes) {
      const html = await (await request.get(route)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      expect(seen.get(title), `${route} repeats the title of ${seen.get(title)}`).toBeUndefined();
      seen.set(title, route);
    }
  });
});

test('an unknown page gets a helpful 404', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(); // the browser logs the 404 status of the document itself
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/does not go anywhere/i);
  await expect(page).toHaveTitle(/Page not found \| Cairn Digital/);
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Marketing Teams' }),
  ).toHaveAttribute('href', '/clients');
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Back to the home page' }),
  ).toBeVisible();
});

test('every page has a generated Open Graph image', async ({ page, request }) => {
  for (const route of routes.filter((_, i) => i % 7 === 0)) {
    await page.goto(route);
    const src = await page.locator('meta[property="og:image"]').getAttribute('content');
    const response = await request.get(new URL(src!).pathname + new URL(src!).search);
    expect(response.status(), `${route} → ${src}`).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  }
});

test('the news feed lists every article', async ({ request }) => {
  const response = await request.get('/news/feed.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/atom+xml');
  const xml = await response.text();
  expect(articleRoutes.length).toBeGreaterThanOrEqual(8);
  for (const href of articleRoutes) expect(xml).toContain(`${href}</id>`);
});

/**
 * The sitemap against the site as a visitor finds it: every page reachable by following links
 * from the home page (its HTML, not its code), less those that ask search engines to stay away.
 */
test('sitemap.xml lists exactly the pages reachable by links, and robots.txt keeps a non-production site out of search', async ({
  request,
}) => {
  const reached = new Set<string>();
  const queue = ['/'];
  const seen = new Set(queue);
  while (queue.length) {
    const path = queue.shift()!;
    const response = await request.get(path);
    if (!response.headers()['content-type']?.startsWith('text/html')) continue;
    expect(response.status(), `${path}, linked from the site`).toBe(200);
    const html = await response.text();
    if (!/<meta name="robots" content="[^"]*noindex/.test(html)) reached.add(path);
    for (const [, raw] of html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)) {
      const url = new URL(raw!.replaceAll('&amp;', '&'), 'http://site.invalid' + path);
      if (url.origin !== 'http://site.invalid' || /^\/(_next|api)\/|\.\w+$/.test(url.pathname)) {
        continue;
      }
      if (!seen.has(url.pathname)) {
        seen.add(url.pathname);
        queue.push(url.pathname);
      }
    }
  }
  const xml = await (await request.get('/sitemap.xml')).text();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(listed.sort()).toEqual([...reached].sort());
  expect(listed.length).toBeGreaterThan(60);
  expect(xml).toContain('<lastmod>');
  const robots = await (await request.get('/robots.txt')).text();
  // The test server runs without SITE_URL, like a preview: nothing may be indexed.
  expect(robots).toMatch(/Disallow: \//);
});

test('an unknown slug in a collection is a 404, not an empty page', async ({ request }) => {
  expect((await request.get('/services/not-a-service')).status()).toBe(404);
  expect((await request.get('/locations/atlantis')).status()).toBe(404);
});
