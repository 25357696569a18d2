import { test, expect } from './fixtures';
import { articleRoutes, routes } from './routes';

test.describe('every route', () => {
  for (const route of routes) {
    test(`${route} answers 200 with one h1, its own title and a description`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
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
      await expect(page.getByRole('main')).toHaveCount(1);
      await expect(page.getByRole('contentinfo')).toHaveCount(1);
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
        'href',
        '#main',
      );
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

test('sitemap.xml lists exactly the routes, and robots.txt keeps a non-production site out of search', async ({
  request,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]!).pathname)
    .sort();
  expect(listed).toEqual([...routes].sort());
  expect(xml).toContain('<lastmod>');
  const robots = await (await request.get('/robots.txt')).text();
  // The test server runs without SITE_URL, like a preview: nothing may be indexed.
  expect(robots).toMatch(/Disallow: \//);
});

test('an unknown slug in a collection is a 404, not an empty page', async ({ request }) => {
  expect((await request.get('/services/not-a-service')).status()).toBe(404);
  expect((await request.get('/locations/atlantis')).status()).toBe(404);
});
