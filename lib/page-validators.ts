/**
 * Conditional requests for prerendered pages (issue 6). The post-build step computes each page's
 * ETag once (scripts/post-build.ts) and Next.js sends it with the page from its prerender
 * metadata; `generateEtags: false` spares `next start` hashing every page on every request.
 * Next.js then no longer answers `If-None-Match` itself, so proxy.ts does, for the requests that
 * carry it (a matcher condition: other requests never reach the proxy).
 *
 * Pure apart from `loadPageValidators` (lib/build-output.ts, Node file system); runs in the proxy
 * and in unit tests.
 */
import { readBuildOutput, type BuildStamped } from './build-output';
import { manifestKey } from '@/lib/csp';

/** The headers of a page's 304: its ETag, and what Next.js sends with the page besides. */
export interface PageValidator {
  /** A weak ETag, `W/"…"`. */
  etag: string;
  'cache-control': string;
  vary: string;
  [name: string]: string;
}

/** What the post-build step writes to `.next/page-validators.json`. */
export interface PageValidatorsFile extends BuildStamped {
  pages: Record<string, PageValidator>;
}

/**
 * The validators of this build; an empty map when the file is missing or from another build, and
 * under `next dev` (`dev`), which renders every page on request: an earlier build's tags would
 * answer 304 for pages that have changed since.
 */
export function loadPageValidators(
  distDir: string,
  { dev = false }: { dev?: boolean } = {},
): Map<string, PageValidator> {
  if (dev) return new Map();
  const { value } = readBuildOutput<PageValidatorsFile>(distDir, 'page-validators.json', (file) =>
    Boolean(file.pages),
  );
  return new Map(value ? Object.entries(value.pages) : []);
}

/** The opaque part of an entity tag, weak or strong (`W/"x"` and `"x"` are both `x`). */
const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/**
 * RFC 9110 §13.1.2: `If-None-Match` fails (the client's copy is current) when it is `*` or lists
 * the current entity tag, compared weakly.
 */
export function ifNoneMatchHits(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const current = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === current);
}

/** The 304 for `pathname` when the request's `If-None-Match` matches its page, else null. */
export function notModified(
  validators: Map<string, PageValidator>,
  pathname: string,
  ifNoneMatch: string | null,
): PageValidator | null {
  if (!ifNoneMatch) return null;
  const page = validators.get(manifestKey(pathname));
  return page && ifNoneMatchHits(ifNoneMatch, page.etag) ? page : null;
}
