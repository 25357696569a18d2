/**
 * Post-build step (issue 6, run by scripts/csp-manifest.mjs before it hashes a page): the
 * framework's JavaScript loads after the first contentful paint.
 *
 * Next.js puts every chunk of a page in <head> as `<script src async>` (plus a low-priority
 * `<link rel="preload" as="script">` for some), so on a fast connection 140 KB of framework
 * code downloads and runs before the first paint, and on a slow one it shares the bandwidth with
 * the HTML and the stylesheet. Our pages are complete HTML (statically generated, text first):
 * the code only adds interaction. So each prerendered page's chunk scripts and script preloads
 * are replaced by one small inline loader at the end of <body> that inserts the same scripts
 * (same URLs, same integrity hashes, still async) once the browser reports the first
 * contentful paint, at once where it cannot report it, and after 3 s at the latest.
 *
 * Next.js's inline bootstrap and RSC payload scripts stay where they are: they only queue data
 * (`self.__next_f.push`) that the runtime reads when it starts, as it does when async chunks
 * arrive late. `nomodule` polyfills and scripts from elsewhere are left alone. Idempotent: a page
 * already processed has no chunk scripts left. Measured in docs/performance.md.
 */
import { parseAttributes as attributes } from './html-attributes.mjs';

const isChunk = (url) => typeof url === 'string' && /^\/_next\/static\/[^"'<>]+\.js$/.test(url);

/** The loader for `chunks` ([src, integrity] pairs): plain ES5, no dependency, ~600 bytes. */
export function loaderScript(chunks) {
  // JSON inside a <script>: "<" escaped so no URL can close the element.
  const list = JSON.stringify(chunks).replace(/</g, '\\u003c');
  return (
    `(function(){var c=${list},d=0;` +
    'function go(){if(d)return;d=1;for(var i=0;i<c.length;i++){var s=document.createElement("script");' +
    's.src=c[i][0];if(c[i][1])s.integrity=c[i][1];s.async=true;document.head.appendChild(s)}}' +
    'var P=window.PerformanceObserver;' +
    'if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)return go();' +
    'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0)}})' +
    '.observe({type:"paint",buffered:true});setTimeout(go,3000)})()'
  );
}

/** The [src, integrity] pairs of a processed page's loader (empty when it has none). */
export function deferredChunks(html) {
  const m = /<script>\(function\(\)\{var c=(\[[^<]*?\]\]),d=0;/.exec(html);
  return m ? JSON.parse(m[1]) : [];
}

/**
 * Returns the page with its chunk scripts loaded after the first paint, and how many it moved.
 * Throws when the page has chunk scripts but no </body> to put the loader before.
 */
export function deferScripts(html, { label = 'page' } = {}) {
  const chunks = [];
  let out = html.replace(/<script\b([^>]*)>\s*<\/script\s*>/gi, (whole, attrs) => {
    const a = attributes(attrs);
    const src = a.get('src');
    if (!isChunk(src) || !a.has('async') || a.has('nomodule')) return whole;
    if (a.has('type') && !/^(?:text\/javascript|module)?$/i.test(a.get('type'))) return whole;
    chunks.push([src, a.get('integrity') ?? '']);
    return '';
  });
  if (!chunks.length) return { html, moved: 0 };
  const moved = new Set(chunks.map(([src]) => src));
  out = out.replace(/<link\b([^>]*?)\s*\/?>/gi, (whole, attrs) => {
    const a = attributes(attrs);
    const preloadsScript =
      (a.get('rel') ?? '').toLowerCase() === 'preload' &&
      (a.get('as') ?? '').toLowerCase() === 'script';
    // A preload would fetch the chunk before the first paint after all.
    return preloadsScript && moved.has(a.get('href')) ? '' : whole;
  });
  const end = out.lastIndexOf('</body>');
  if (end < 0) throw new Error(`${label}: no </body> to put the script loader before`);
  const loader = `<script>${loaderScript(chunks)}</script>`;
  return { html: out.slice(0, end) + loader + out.slice(end), moved: moved.size };
}
