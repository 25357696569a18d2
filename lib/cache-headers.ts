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
 * Every path but API routes, Next.js's assets and image optimizer, and the pages rendered on
 * request (the content editor's among them: an entry's history is an editor's own), in
 * next.config.ts `source` syntax (one regular expression over the whole path).
 */
export const PRERENDERED_SOURCE =
  '/:path((?!api/|_next/|contact/retry/|diagnostics(?:/|$)|keystatic(?:/|$)).*)';

/** next.config.ts `headers()`: the shared-cache lifetime of prerendered responses. */
export function cacheHeaderRules() {
  return [
    {
      source: PRERENDERED_SOURCE,
      headers: [{ key: 'Cache-Control', value: PRERENDERED_CACHE_CONTROL }],
    },
  ];
}
