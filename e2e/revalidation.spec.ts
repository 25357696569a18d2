import type { APIResponse } from '@playwright/test';
import { test, expect, hydrated } from './fixtures';
import { routes } from './routes';

/**
 * A returning visitor's browser revalidates a page and gets a 304, not the page again.
 * The ETags and the 304s are Next.js's own (`generateEtags`: no build step or proxy of ours
 * takes part), so the 304 must carry the same validator and
 * caching headers as the 200, and a stale or foreign validator must still get the whole page.
 */

test.describe('revalidating pages', () => {
  test('every page has its own ETag; revalidating with it gives a 304 with the same caching headers', async ({
    request,
  }) => {
    const etags = new Set<string>();
    for (const path of routes) {
      const page = await request.get(path);
      expect(page.status(), path).toBe(200);
      const { etag, 'cache-control': cacheControl, vary } = page.headers();
      expect(etag, `ETag of ${path}`).toMatch(/^(?:W\/)?"[A-Za-z0-9_-]+"$/);
      etags.add(etag!);

      const again = await request.get(path, { headers: { 'if-none-match': etag! } });
      expect(again.status(), `revalidation of ${path}`).toBe(304);
      expect((await again.body()).length, `304 body of ${path}`).toBe(0);
      expect(again.headers().etag, path).toBe(etag);
      expect(again.headers()['cache-control'], path).toBe(cacheControl);
      // The same Vary, less Accept-Encoding (a 304 has no body to encode).
      expect(vary, path).toContain(again.headers().vary);
      expect(again.headers()['strict-transport-security'], path).toBeTruthy();

      // A list that holds it, or its weak form, matches too (RFC 9110 weak comparison).
      const listed = await request.get(path, {
        headers: { 'if-none-match': `"other", W/${etag!.replace(/^W\//, '')}` },
      });
      expect(listed.status(), `revalidation of ${path} with a list`).toBe(304);
    }
    expect(etags.size, 'one ETag per page').toBe(routes.length);
  });

  test('a stale validator, a HEAD, a 404 and a page rendered on request get what they would without one', async ({
    request,
  }) => {
    // The policies: exactly one Content-Security-Policy, the one sent without the header.
    const policies = (response: APIResponse) =>
      response
        .headersArray()
        .filter((h) => h.name.toLowerCase() === 'content-security-policy')
        .map((h) => h.value);

    const plain = await request.get('/services');
    const stale = await request.get('/services', { headers: { 'if-none-match': 'W/"stale"' } });
    expect(stale.status()).toBe(200);
    expect(await stale.text()).toContain('<h1');
    expect(policies(stale)).toEqual(policies(plain));

    const { etag } = (await request.head('/services')).headers();
    expect(etag).toBeTruthy();
    const head = await request.head('/services', { headers: { 'if-none-match': etag! } });
    expect(head.status()).toBe(304);

    const missing = await request.get('/no/such/page', { headers: { 'if-none-match': etag! } });
    expect(missing.status()).toBe(404);
    expect(policies(missing)).toEqual(policies(await request.get('/no/such/page')));

    // Rendered on request: no validator; it keeps its own nonce policy.
    const failed = await request.get('/diagnostics/data-failure', {
      headers: { 'if-none-match': etag! },
    });
    expect(failed.status()).toBe(500);
    expect(policies(failed)).toHaveLength(1);
    expect(policies(failed)[0]).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);

    // API routes are not pages: no validator, the route answers as usual.
    const health = await request.get('/api/health', { headers: { 'if-none-match': '*' } });
    expect(health.status()).toBe(200);
  });

  test('reloading a page in the browser revalidates it: nothing is downloaded again', async ({
    page,
  }) => {
    const first = await page.goto('/services');
    await hydrated(page);
    expect((await first!.request().sizes()).responseBodySize).toBeGreaterThan(10_000);

    const reload = await page.reload();
    const sent = await reload!.request().allHeaders();
    expect(sent['if-none-match'], 'the browser revalidates').toBe(first!.headers().etag);
    // The server answered 304: the browser shows its copy, with no body on the wire.
    expect((await reload!.request().sizes()).responseBodySize, 'bytes of the page body').toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await hydrated(page);
  });
});
