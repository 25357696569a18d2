/**
 * The post-build step's one optional lever: V8's explicit compile hint on the chunks a page runs
 * as it loads (Chromium 136+; other engines read a comment). Without it V8 only pre-parses a
 * chunk's functions as it arrives, then compiles each on the main thread the first time it runs:
 * for the framework that is most of its start, one long task when its last chunk has arrived.
 * With it V8 compiles every function of the file on a background thread while the file
 * downloads. Given only to the chunks a prerendered page names in its script tags, not to chunks
 * fetched on demand (the form's validation, the easter egg), where eager compiling would be
 * wasted work. Switched off by `--no-hint` (scripts/post-build.ts); docs/performance.md, "The
 * post-build levers", has the figures that keep it.
 */
import { attribute, elements, has, isExecutable, sha256 } from './html-edit';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const HINT_BYTES = Buffer.from(COMPILE_HINT);

/**
 * A file's `integrity` value. A hinted chunk's also admits its bytes without the hint: its URL is
 * Next.js's hash of those bytes, so a browser or CDN that cached it before the hint was given
 * (immutable, for a year) holds the same URL with the old bytes, which must still run.
 */
export function integrityOf(bytes: Buffer): string {
  const hinted = bytes.subarray(0, HINT_BYTES.length).equals(HINT_BYTES);
  return hinted ? `${sha256(bytes)} ${sha256(bytes.subarray(HINT_BYTES.length))}` : sha256(bytes);
}

/**
 * The chunk scripts a page runs as it loads: its `<script src="/_next/static/…js">`, whether
 * async, deferred or blocking, but not `nomodule` ones (polyfills current engines skip).
 */
export function startupChunks(html: string): string[] {
  const chunks = elements(html)
    .filter((el) => isExecutable(el) && !has(el, 'nomodule'))
    .map((el) => attribute(el, 'src'))
    .filter((src): src is string => !!src && /^\/_next\/static\/[^"'<>]+\.js$/.test(src));
  return [...new Set(chunks)];
}
