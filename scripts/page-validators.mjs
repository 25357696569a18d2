/**
 * Build-time validators of the prerendered pages (issue 6, docs/performance.md "Throughput").
 *
 * Next.js's own ETag is an FNV-1a hash of the whole HTML, computed in JavaScript on every request
 * (about 0.5 ms of CPU per 140 KB page: an eighth of what `next start` spends on it). A page that
 * never changes after the build has one validator for its whole life, so the post-build step
 * computes it once (`generateEtags: false` in next.config.ts turns the per-request hash off):
 *
 * - each page's `ETag` goes into its prerender metadata (`<page>.meta` `headers`), which Next.js
 *   sends with the page, so browsers and CDNs get the same validator as before;
 * - `.next/page-validators.json` lists them for proxy.ts, which runs only for requests that
 *   carry `If-None-Match` (a matcher condition) and answers 304 when it matches.
 *
 * Only pages that never regenerate get one (`initialRevalidateSeconds: false`, status 200): a
 * page Next.js may render again would outlive its validator.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * What Next.js sends with a page that never regenerates besides the ETag, repeated on the 304 as
 * RFC 9110 §15.4.5 asks (an end-to-end test compares them with the 200's).
 */
export const STATIC_PAGE_HEADERS = {
  'cache-control': 's-maxage=31536000',
  vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
};

/** A weak validator: the gzipped and the plain bytes of a page are the same content. */
export const etagOf = (html) =>
  `W/"${crypto.createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;

/**
 * `route → headers of its 304` (`etag`, `cache-control`, `vary`) for the prerendered pages in `files` (route → HTML file) that
 * never regenerate; `prerender` is .next/prerender-manifest.json.
 */
export function pageValidators(files, prerender) {
  const pages = {};
  for (const [route, file] of Object.entries(files)) {
    const entry = prerender.routes[route];
    if (!entry || entry.initialRevalidateSeconds !== false) continue;
    if ((entry.initialStatus ?? 200) !== 200) continue;
    pages[route] = { etag: etagOf(fs.readFileSync(file)), ...STATIC_PAGE_HEADERS };
  }
  return pages;
}

/** Writes `.next/page-validators.json`, stamped with the build it belongs to (lib/build-output.ts). */
export function writePageValidators(dist, buildId, pages) {
  fs.writeFileSync(
    path.join(dist, 'page-validators.json'),
    `${JSON.stringify({ version: 1, buildId, pages })}\n`,
  );
}
