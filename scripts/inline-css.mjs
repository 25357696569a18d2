/**
 * Post-build step (issue 6, run by scripts/csp-manifest.mjs before it hashes a page): a
 * prerendered page carries its stylesheet inline, so its first paint needs one request, the
 * document, instead of two.
 *
 * The site's CSS is small (about 7 KB gzipped, one file for every page): on a first visit over a
 * slow connection the render-blocking request for it was the last step before the first paint
 * (docs/performance.md). Each `<link rel="stylesheet">` of our build is kept but made inert, and
 * followed by a `<style>` with the same rules, their relative `url(…)`s made absolute. Inert is
 * two attributes: `disabled`, which the HTML standard says is not fetched but Chromium 150 still
 * fetches (measured: the request then sat on Lighthouse's LCP path, one round trip), and a `type`
 * that is not a styling language (`INERT_TYPE`), which every browser leaves unfetched (HTML:
 * "if the type attribute is present and is not a supported styling language, do not obtain the
 * resource"). React finds the link by its rel and href when it hydrates the
 * page's stylesheet resource, so it neither fetches the file nor inserts it again; client-side
 * navigations to pages with other stylesheets load those as usual. The `<style>` carries
 * `data-precedence` like the link, so React orders later stylesheets after it and does not try to
 * hydrate it. Its hash joins the page's `style-src` (scripts/csp-manifest.mjs).
 *
 * Only the HTML document changes: the RSC payload still names the file, which is what Next.js's
 * `experimental.inlineCss` would have doubled (measured: HTML 17.8 → 40 KB gzipped).
 * Idempotent: a disabled link is left alone.
 */
import { parseAttributes } from './html-attributes.mjs';

/** The `type` of a kept link: valid MIME syntax, no styling language, so never fetched. */
export const INERT_TYPE = 'text/x-inlined';
/** A `type` the link already has (`text/css`): the first of two wins, so it goes. */
const TYPE_ATTRIBUTE = /\s+type\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+)/gi;

/** A stylesheet's relative `url(…)`s made absolute, so they still resolve once inlined. */
export function absoluteUrls(css, href) {
  return css.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (whole, quote, url) => {
    if (/^(?:[a-z][\w+.-]*:|\/|#)/i.test(url)) return whole;
    const resolved = new URL(url, new URL(href, 'http://static.invalid'));
    return `url(${quote}${resolved.pathname}${resolved.search}${resolved.hash}${quote})`;
  });
}

const isBuildStylesheet = (href) =>
  typeof href === 'string' &&
  /^\/_next\/static\/[^"'<>?#]+\.css$/.test(href) &&
  !href.includes('..');

/**
 * Returns the page with its build stylesheets inline and how many it inlined. `readStylesheet`
 * gives a stylesheet's text by its href. Throws when a stylesheet's text could close the
 * `<style>` element early.
 */
export function inlineStylesheets(html, readStylesheet, { label = 'page' } = {}) {
  let inlined = 0;
  const out = html.replace(/<link\b([^>]*?)\s*\/?>/gi, (whole, attrs) => {
    const a = parseAttributes(attrs);
    const href = a.get('href');
    if ((a.get('rel') ?? '').toLowerCase() !== 'stylesheet' || a.has('disabled')) return whole;
    if (!isBuildStylesheet(href)) return whole;
    const css = absoluteUrls(readStylesheet(href), href);
    if (/<\/style/i.test(css)) throw new Error(`${label}: ${href} contains "</style"`);
    const precedence = a.get('data-precedence');
    inlined += 1;
    return (
      `<link${attrs.replace(TYPE_ATTRIBUTE, '')} type="${INERT_TYPE}" disabled=""/>` +
      `<style${precedence === undefined ? '' : ` data-precedence="${precedence}"`}>${css}</style>`
    );
  });
  return { html: out, inlined };
}
