/**
 * How long a CDN may keep what the site sends (docs/performance.md, docs/production.md "CDN"). Next.js sends
 * prerendered pages with `s-maxage=31536000`: a CDN that honours it keeps a page's HTML for a year
 * after a deploy, naming stylesheet and chunk files the new build no longer has. Instead every
 * prerendered response (pages, the feed, the sitemap, robots.txt, Open Graph images) may be
 * shared for five minutes and served stale for one more while the CDN fetches it again: an edit
 * is live within six minutes of its deploy, and no cached page outlives the previous build's
 * assets, which the deploy keeps for a day (README). Browsers revalidate every time (`max-age=0`,
 * answered by a 304 on the same ETag).
 *
 * Next.js keeps a `Cache-Control` set here on a prerendered response (it fills one in only when
 * none is set), and sets its own on what is not matched: `/_next/static` (hashed, `immutable` for
 * a year), the image optimizer (its own TTL), API routes (`no-store`) and the pages rendered on
 * request (`/contact/retry/…`, `/diagnostics`: private, never shared). A 404 stays private
 * (`no-store`) though its path matches: measured against `next start`, asserted in
 * server/next-start.smoke.test.ts.
 */
export const SHARED_SECONDS = 300;
export const STALE_SECONDS = 60;
export const PRERENDERED_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_SECONDS}, stale-while-revalidate=${STALE_SECONDS}`;

/**
 * A client-side navigation's answer (a request with the `rsc` header): the page's flight data, or
 * Next.js's 307 to the same address with its `_rsc` check added. Neither may be shared: a cache
 * keys them by the address alone when it ignores `Vary`, and the 307 has no `Vary` at all, so one
 * such request would make the page a redirect, or flight data, for every visitor after it. The
 * browser keeps them for itself and asks again (`no-cache`).
 */
export const FLIGHT_CACHE_CONTROL = 'private, no-cache';

/**
 * The drawings' files (components/art/drawing-file.tsx): named by the hash of what they hold, so
 * a browser and a CDN keep each for a year without asking again, as Next.js does `/_next/static`.
 */
export const ART_SOURCE = '/art/:file';
export const ART_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Every path but API routes, Next.js's assets and image optimizer, the drawings' files, the pages
 * rendered on request and the content editor, in next.config.ts `source` syntax (one regular
 * expression over the whole path).
 */
export const PRERENDERED_SOURCE =
  '/:path((?!api/|_next/|art/|contact/retry/|diagnostics(?:/|$)|keystatic(?:/|$)).*)';

/**
 * next.config.ts `headers()`: the shared-cache lifetime of prerendered responses, and none for
 * navigations' answers (the later rule wins where both match).
 */
export function cacheHeaderRules() {
  return [
    {
      source: PRERENDERED_SOURCE,
      headers: [{ key: 'Cache-Control', value: PRERENDERED_CACHE_CONTROL }],
    },
    {
      source: PRERENDERED_SOURCE,
      has: [{ type: 'header' as const, key: 'rsc' }],
      headers: [{ key: 'Cache-Control', value: FLIGHT_CACHE_CONTROL }],
    },
    { source: ART_SOURCE, headers: [{ key: 'Cache-Control', value: ART_CACHE_CONTROL }] },
  ];
}
