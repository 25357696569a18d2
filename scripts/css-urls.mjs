/**
 * A stylesheet's relative `url(…)`s made absolute, so they still resolve once its text is inline
 * in a page (scripts/post-build.ts, and the benchmark's static copies in scripts/static-floor.mjs).
 * @param {string} css
 * @param {string} href the stylesheet's URL path (`/_next/static/chunks/x.css`)
 * @returns {string}
 */
export function absoluteUrls(css, href) {
  return css.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (whole, quote, url) => {
    if (/^(?:[a-z][\w+.-]*:|\/|#)/i.test(url)) return whole;
    const resolved = new URL(url, new URL(href, 'http://static.invalid'));
    return `url(${quote}${resolved.pathname}${resolved.search}${resolved.hash}${quote})`;
  });
}
