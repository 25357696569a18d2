/**
 * The post-build step's optional levers: what performance wanted, not what security needs
 * (scripts/post-build.ts does that). Each is switched on or off on its own, so each can be
 * measured against the others (`npm run bench:levers`, docs/performance.md "The post-build
 * levers"), and switched off when a Next.js release changes the markup it depends on.
 *
 * - `loader` (off: `KEEP_SCRIPT_LOADING=1` or `--keep-script-loading`): on App Router pages the
 *   chunk scripts move into an inline loader that inserts them after the first contentful paint
 *   (docs/decisions/0005).
 * - `flight` (off: `--no-flight`; needs the loader): the page's RSC payload (Next.js's
 *   `self.__next_f.push(…)` scripts) and the runtime's start (`<script id="_R_">`) move into one
 *   file of `/_next/static/flight/`, which the loader inserts with the chunks.
 * - `hint` (off: `--no-hint`): the chunks a page runs as it loads start with V8's explicit
 *   compile hint, and their integrity admits the bytes with and without it.
 */
import {
  applyEdits,
  attribute,
  elements,
  has,
  isExecutable,
  isScriptPreload,
  removal,
  sha256,
  text,
  type Edit,
  type Element,
} from './html-edit';
import { isChunkUrl } from './next-output';

export interface Levers {
  loader: boolean;
  flight: boolean;
  hint: boolean;
}

/** The levers a post-build run uses: all on, each switched off by its flag. */
export function leversFrom(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): Levers {
  const loader = !args.includes('--keep-script-loading') && !keepScriptLoading(env);
  return {
    loader,
    flight: loader && !args.includes('--no-flight'),
    hint: !args.includes('--no-hint'),
  };
}

/** The flag that switches the chunk loader off: KEEP_SCRIPT_LOADING=1 (or true). */
export const keepScriptLoading = (env: Readonly<Record<string, string | undefined>>): boolean =>
  /^(?:1|true)$/i.test(env.KEEP_SCRIPT_LOADING ?? '');

// ── the compile hint ────────────────────────────────────────────────────────────────────────

/**
 * V8's explicit compile hint (Chromium 136+; other engines read a comment). Without it V8 only
 * pre-parses a chunk's functions as it arrives, then compiles each on the main thread the first
 * time it runs. With it V8 compiles every function of the file on a background thread while the
 * file downloads. Given only to the chunks a page runs as it loads, not to chunks fetched on
 * demand, where eager compiling would be wasted work.
 */
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
 * async, deferred or blocking, but not `nomodule` ones (polyfills current engines skip), and the
 * chunks its loader inserts.
 */
export function startupChunks(html: string): string[] {
  const tags = elements(html)
    .filter((el) => isExecutable(el) && !has(el, 'nomodule'))
    .map((el) => attribute(el, 'src'))
    .filter(isChunkUrl);
  return [...new Set([...tags, ...loaderFiles(html).chunks.map(([src]) => src)])];
}

// ── the loader ──────────────────────────────────────────────────────────────────────────────

/**
 * The loader for `chunks` ([src, integrity] pairs) and the page's `flight` file, if any: plain
 * ES5, no dependency, ~650 bytes. All of them are inserted at once, `async`: the flight file (or
 * the inline payload before the loader) is what starts the app, so no order is needed, and a
 * late chunk holds back only the components in it.
 */
export function loaderScript(
  chunks: [string, string][],
  flight: [string, string] | null = null,
): string {
  // JSON inside a <script>: "<" escaped so no URL can close the element.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return (
    `${LOADER_START.slice(0, -2)}${json(chunks)},d=0;${flight ? `var f=${json(flight)};c.push(f);` : ''}` +
    'function go(){if(d)return;d=1;for(var i=0;i<c.length;i++){var s=document.createElement("script");' +
    's.src=c[i][0];if(c[i][1])s.integrity=c[i][1];s.async=true;document.head.appendChild(s)}}' +
    'var P=window.PerformanceObserver;' +
    'if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)return go();' +
    'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0)}})' +
    '.observe({type:"paint",buffered:true});setTimeout(go,3000)})()'
  );
}

const LOADER_START = '(function(){var c=[[';
const LOADER_DATA = /^\(function\(\)\{var c=(\[\[.*?\]\]),d=0;(?:var f=(\[.*?\]);)?/;

/**
 * What a page's loader inserts after the first paint, read from its HTML (or `document.body`'s
 * markup): the chunks and the flight file, each `[src, integrity]`; none without a loader.
 */
export function loaderFiles(html: string): {
  chunks: [string, string][];
  flight: [string, string] | null;
} {
  const start = html.indexOf(`<script>${LOADER_START}`);
  if (start < 0) return { chunks: [], flight: null };
  const m = LOADER_DATA.exec(html.slice(start + '<script>'.length));
  if (!m?.[1]) throw new Error('a chunk loader whose lists cannot be read');
  return {
    chunks: JSON.parse(m[1]) as [string, string][],
    flight: m[2] ? (JSON.parse(m[2]) as [string, string]) : null,
  };
}

/**
 * The inline script that starts Turbopack's runtime on a page (`<script id="_R_">`): it queues the
 * page's entry (`runtimeModuleIds`), which the runtime runs once the chunks it names have arrived.
 */
export const isRuntimeStart = (el: Element): boolean =>
  attribute(el, 'id') === '_R_' && text(el).startsWith('(globalThis["TURBOPACK"]');

/** Next.js's inline RSC payload scripts: `self.__next_f.push(…)`, the first one initialising it. */
export const isFlightScript = (code: string): boolean =>
  code.startsWith('self.__next_f.push(') ||
  code.startsWith('(self.__next_f=self.__next_f||[]).push(');

export interface LoaderOptions {
  label?: string;
  /** The `integrity` value of a file's bytes (with the compile hint: `integrityOf`). */
  integrity?: (bytes: Buffer) => string;
  /**
   * The flight lever: stores a page's flight data (its RSC payload scripts and the runtime's
   * start, as one script) as a static file and returns the file's URL.
   */
  emitFlight?: (code: string) => string;
}

/**
 * The loader lever on one App Router page: its async chunk scripts (and their preloads) leave the
 * document for the loader, and with `emitFlight` its payload and runtime start for a file the
 * loader inserts too. A page that has a loader already is returned as it is. Throws when there is
 * nothing to move where there must be (Next.js changed its markup).
 */
export function loadAfterPaint(
  html: string,
  asset: (url: string) => Buffer | null,
  { label = 'page', integrity = sha256, emitFlight }: LoaderOptions = {},
): string {
  if (html.includes(`<script>${LOADER_START}`)) return html;
  const all = elements(html);
  const edits: Edit[] = [];
  const problems: string[] = [];
  const chunks: [string, string][] = [];
  const flight: string[] = [];
  const starts: string[] = [];

  for (const el of all.filter(isExecutable)) {
    const src = attribute(el, 'src');
    if (src === undefined) {
      if (emitFlight && (isRuntimeStart(el) || isFlightScript(text(el)))) {
        (isRuntimeStart(el) ? starts : flight).push(text(el));
        edits.push(removal(el));
      }
      continue;
    }
    const type = attribute(el, 'type');
    const movable =
      isChunkUrl(src) &&
      has(el, 'async') &&
      !has(el, 'nomodule') &&
      (type === undefined || /^(?:text\/javascript|module)?$/i.test(type)) &&
      text(el).trim() === '';
    if (!movable) continue;
    const bytes = asset(src);
    if (!bytes) continue; // the required step reports it
    const given = attribute(el, 'integrity');
    if (given !== undefined && !given.split(/\s+/).includes(sha256(bytes))) {
      problems.push(`${src}: integrity ${given} does not match the file (${sha256(bytes)})`);
      continue;
    }
    chunks.push([src, given ?? integrity(bytes)]);
    edits.push(removal(el));
  }
  // A preload of a moved chunk would fetch it before the paint.
  const moved = new Set(chunks.map(([src]) => src));
  for (const el of all.filter(isScriptPreload)) {
    const href = attribute(el, 'href');
    if (href !== undefined && moved.has(href)) edits.push(removal(el));
  }

  let data: [string, string] | null = null;
  if (!chunks.length) {
    problems.push(
      'no chunk script to load after the first paint (has Next.js changed its script ' +
        'markup? KEEP_SCRIPT_LOADING=1 builds without the loader)',
    );
  } else if (emitFlight) {
    if (!flight.length || starts.length !== 1) {
      problems.push(
        `${flight.length} RSC payload scripts and ${starts.length} runtime starts where there ` +
          'must be some and one (has Next.js changed its markup? --no-flight builds without ' +
          'the flight file)',
      );
    } else {
      // The payload, then the runtime's start: the app cannot start before its data is queued,
      // whichever file arrives first. Each statement ends in `;`: the next may begin with `(`.
      const url = emitFlight([...flight, ...starts].map((code) => `${code};\n`).join(''));
      const bytes = asset(url);
      if (!bytes) problems.push(`the flight data was written to ${url}, not under /_next/static`);
      else data = [url, sha256(bytes)];
    }
  }
  const body = all.find((el) => el.tagName === 'body')?.sourceCodeLocation?.endTag;
  if (!body) problems.push('no </body> to put the script loader before');
  if (problems.length) throw new Error(`${label}:\n  ${[...new Set(problems)].join('\n  ')}`);
  edits.push({
    start: body!.startOffset,
    end: body!.startOffset,
    text: `<script>${loaderScript(chunks, data)}</script>`,
  });
  return applyEdits(html, edits);
}
