/**
 * What happens to a build after `next build`: `npm run build` is `next build && tsx
 * scripts/post-build.ts`. Every `.next` path and format it touches is behind
 * scripts/next-output.ts, which names the Next.js releases it was written for and refuses others.
 * The HTML is read with parse5 (the HTML standard's parser, as a browser would read it) and
 * changed by splicing at the source offsets it reports, so the bytes around a change stay as
 * Next.js wrote them. (Over 300 lines on purpose: one entry point for everything after the
 * build; the `.next` knowledge is in next-output.ts.) For every prerendered page:
 *
 * Required (without them the policy blocks the site's own scripts):
 * 1. every `<script src="/_next/static/…">` and script preload gets `integrity="sha256-…"` (of
 *    the file; an existing value is verified): under 'strict-dynamic' a parser-inserted script
 *    runs only when its integrity hash is in the policy, and Next.js's `experimental.sri` leaves
 *    the client components' chunks without one (docs/decisions/0004);
 * 2. the sha256 of every inline script, external script and inline `<style>` goes into the
 *    page's policy (server/csp-config.ts), written into its prerender metadata, which Next.js sends
 *    with the cached page, and into `.next/csp-manifest.json` (proxy.ts's pages rendered on
 *    request get the 404 and 500 pages' hashes from it).
 *
 * An optimisation, switched off by one flag (`KEEP_SCRIPT_LOADING=1` or `--keep-script-loading`)
 * when a Next.js release changes its script markup, or to measure Next.js's own loading:
 * 3. on App Router pages, the chunk scripts move into an inline loader that inserts them after
 *    the first contentful paint (docs/decisions/0005; the stylesheet stays a `<link>`: inlining
 *    it makes the first paint later, docs/performance.md), and so does the page's RSC payload
 *    (Next.js's `self.__next_f.push(…)` scripts, half a document's bytes, which only the
 *    framework reads), written with the runtime's start after it into one file of
 *    `/_next/static/flight/`.
 *
 * Before any of these, the chunks a prerendered page runs as it loads start with V8's explicit
 * compile hint (`COMPILE_HINT`), so their integrity hashes are of the files as they are served.
 *
 * It fails loudly (exit 1) instead of doing nothing: a page with no script to hash, an App Router
 * page with no chunk script, RSC payload or runtime start to move (Next.js's markup changed), an
 * inline event handler or `style` attribute (a hash cannot allow them), a wrong integrity value,
 * a page rendered on request outside the proxy's matcher (it would have no policy at all).
 * Running it twice changes nothing.
 *
 * Usage: tsx scripts/post-build.ts [--dist .next] [--quiet] [--keep-script-loading]
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse, type DefaultTreeAdapterTypes as T } from 'parse5';
import type { CspManifest, CspPageHashes } from '../lib/csp';
import {
  FALLBACK_ROUTES,
  isChunkUrl,
  openBuild,
  openStandalone,
  type NextBuild,
  type PrerenderedPage,
} from './next-output';

export { FALLBACK_ROUTES };

/** Script types a browser executes (no type, a JavaScript MIME type, or module). */
const EXECUTABLE =
  /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script|text\/jscript|text\/livescript)$/i;

const sha256 = (data: string | Buffer) =>
  `sha256-${crypto.createHash('sha256').update(data).digest('base64')}`;

// ── reading the HTML ────────────────────────────────────────────────────────────────────────

type Element = T.Element;

/** Every element of a document, in source order (template contents included). */
function elements(html: string): Element[] {
  // Scripting off: `<noscript>` content is markup to check too, not text.
  const document = parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: false });
  const found: Element[] = [];
  const visit = (node: T.ParentNode) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      found.push(child);
      visit(child.tagName === 'template' ? (child as T.Template).content : child);
    }
  };
  visit(document);
  return found;
}

const attribute = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
const has = (el: Element, name: string) => el.attrs.some((a) => a.name === name);
/** An inline script's or style's text, as the browser hashes it (newlines already normalised). */
const text = (el: Element) =>
  el.childNodes.map((n) => ('value' in n && n.nodeName === '#text' ? n.value : '')).join('');

const isExecutable = (el: Element) =>
  el.tagName === 'script' && EXECUTABLE.test((attribute(el, 'type') ?? '').trim());
const isScriptPreload = (el: Element) =>
  el.tagName === 'link' &&
  (attribute(el, 'rel') ?? '').toLowerCase() === 'preload' &&
  (attribute(el, 'as') ?? '').toLowerCase() === 'script';

function location(el: Element) {
  const loc = el.sourceCodeLocation;
  if (!loc?.startTag) throw new Error(`<${el.tagName}> without a source location`);
  return { start: loc.startOffset, end: loc.endOffset, startTag: loc.startTag };
}

/** Where an attribute goes in a start tag: before its `>`, or before a closing `/` and spaces. */
function attributeInsertionPoint(html: string, el: Element): number {
  const { startTag } = location(el);
  let at = startTag.endOffset - 1; // the '>'
  if (html[at - 1] === '/') at -= 1;
  while (/\s/.test(html[at - 1] ?? '')) at -= 1;
  return at;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

function applyEdits(html: string, edits: Edit[]): string {
  let out = html;
  let last = Infinity;
  for (const edit of [...edits].sort((a, b) => b.start - a.start || b.end - a.end)) {
    if (edit.end > last) throw new Error('overlapping edits (a bug in scripts/post-build.ts)');
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
    last = edit.start;
  }
  return out;
}

// ── the changes ─────────────────────────────────────────────────────────────────────────────

/**
 * The loader for `chunks` ([src, integrity] pairs) and the page's `flight` data ([src, integrity]):
 * plain ES5, no dependency, ~650 bytes. All of them are inserted at once, `async`: the flight data
 * is what starts the app (it ends with the runtime's start, see `transformPage`), so it needs no
 * order, and a late chunk holds back only the components in it.
 */
export function loaderScript(chunks: [string, string][], flight: [string, string]): string {
  // JSON inside a <script>: "<" escaped so no URL can close the element.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return (
    `(function(){var c=${json(chunks)},d=0;var f=${json(flight)};c.push(f);` +
    'function go(){if(d)return;d=1;for(var i=0;i<c.length;i++){var s=document.createElement("script");' +
    's.src=c[i][0];if(c[i][1])s.integrity=c[i][1];s.async=true;document.head.appendChild(s)}}' +
    'var P=window.PerformanceObserver;' +
    'if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)return go();' +
    'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0)}})' +
    '.observe({type:"paint",buffered:true});setTimeout(go,3000)})()'
  );
}

const LOADER_START = '(function(){var c=[[';

/**
 * V8's explicit compile hint (Chromium 136+; other engines read a comment). Without it V8 only
 * pre-parses a chunk's functions as it arrives, then compiles each on the main thread the first
 * time it runs: for the framework that is most of its evaluation, one long task when hydration
 * starts. With it V8 compiles every function of the file on a background thread while the file
 * downloads. Given only to the chunks a page runs as it loads, whose functions the start of the
 * page mostly calls (module factories, hydration), not to chunks fetched on demand (the form's
 * validation, the easter egg), where eager compiling would be wasted work. docs/performance.md
 * has the figures.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const HINT_BYTES = Buffer.from(COMPILE_HINT);

/**
 * A chunk's `integrity` value. A hinted chunk's also admits its bytes without the hint: its URL is
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
    .filter(isChunkUrl);
  return [...new Set(chunks)];
}

export interface PageOptions {
  label?: string;
  /** Move the chunk scripts into the loader (App Router pages). */
  loadAfterPaint?: boolean;
  /** Next.js's own error pages: `style` attributes are allowed (with 'unsafe-hashes'). */
  fallback?: boolean;
  /**
   * With `loadAfterPaint`: stores a page's flight data (its RSC payload scripts, as one script)
   * as a static file and returns the file's URL.
   */
  emitFlight?: (code: string) => string;
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

/**
 * Steps 1 and 3 on one page's HTML: integrity attributes, then (with `loadAfterPaint`) the
 * loader. Returns the new HTML; throws when there is nothing to do
 * where there must be (Next.js's markup changed) or a value is wrong.
 */
export function transformPage(
  html: string,
  asset: (url: string) => Buffer | null,
  { label = 'page', loadAfterPaint = false, emitFlight }: PageOptions = {},
): string {
  const all = elements(html);
  const edits: Edit[] = [];
  const problems: string[] = [];
  const chunks: [string, string][] = [];
  const flight: string[] = [];
  const starts: string[] = [];
  const moved = new Set<string>();
  let loaders = 0;

  for (const el of all.filter(isExecutable)) {
    const src = attribute(el, 'src');
    if (src === undefined) {
      const code = text(el);
      if (code.startsWith(LOADER_START)) loaders += 1;
      else if (loadAfterPaint && (isRuntimeStart(el) || isFlightScript(code))) {
        (isRuntimeStart(el) ? starts : flight).push(code);
        const { start, end } = location(el);
        edits.push({ start, end, text: '' });
      }
      continue;
    }
    const bytes = asset(src);
    if (!bytes) {
      problems.push(`external script not from /_next/static: ${src}`);
      continue;
    }
    const hash = integrityOf(bytes);
    const integrity = attribute(el, 'integrity');
    if (integrity !== undefined && !integrity.split(/\s+/).includes(sha256(bytes))) {
      problems.push(`${src}: integrity ${integrity} does not match the file (${sha256(bytes)})`);
      continue;
    }
    const type = attribute(el, 'type');
    const chunk =
      loadAfterPaint &&
      isChunkUrl(src) &&
      has(el, 'async') &&
      !has(el, 'nomodule') &&
      (type === undefined || /^(?:text\/javascript|module)?$/i.test(type)) &&
      text(el).trim() === '';
    if (chunk) {
      chunks.push([src, integrity ?? hash]);
      moved.add(src);
      const { start, end } = location(el);
      edits.push({ start, end, text: '' });
    } else if (integrity === undefined) {
      const at = attributeInsertionPoint(html, el);
      edits.push({ start: at, end: at, text: ` integrity="${hash}"` });
    }
  }

  // Preloads of the same scripts: gone with a moved chunk (it would fetch it before the paint),
  // otherwise the same integrity, so the browser can reuse them.
  for (const el of all.filter(isScriptPreload)) {
    const href = attribute(el, 'href');
    if (href !== undefined && moved.has(href)) {
      const { start, end } = location(el);
      edits.push({ start, end, text: '' });
    } else if (attribute(el, 'integrity') === undefined && href) {
      const bytes = asset(href);
      if (!bytes) continue;
      const at = attributeInsertionPoint(html, el);
      edits.push({ start: at, end: at, text: ` integrity="${integrityOf(bytes)}"` });
    }
  }

  if (loadAfterPaint) {
    if (chunks.length) {
      const body = all.find((el) => el.tagName === 'body')?.sourceCodeLocation?.endTag;
      let data: [string, string] | null = null;
      if (!flight.length || starts.length !== 1) {
        problems.push(
          `${flight.length} RSC payload scripts and ${starts.length} runtime starts where there ` +
            'must be some and one (has Next.js changed its markup? KEEP_SCRIPT_LOADING=1 builds ' +
            'without the loader)',
        );
      } else if (!emitFlight) problems.push('RSC payload scripts found, but nowhere to write them');
      else {
        // The payload, then the runtime's start: the app cannot start before its data is queued,
        // whichever file arrives first. Each statement ends in `;`: the next may begin with `(`.
        const url = emitFlight([...flight, ...starts].map((code) => `${code};\n`).join(''));
        const bytes = asset(url);
        if (!bytes) problems.push(`the flight data was written to ${url}, not under /_next/static`);
        else data = [url, sha256(bytes)];
      }
      if (!body) problems.push('no </body> to put the script loader before');
      else if (data) {
        edits.push({
          start: body.startOffset,
          end: body.startOffset,
          text: `<script>${loaderScript(chunks, data)}</script>`,
        });
      }
    } else if (flight.length || starts.length) {
      problems.push('RSC payload scripts but no chunk script to run them');
    } else if (!loaders) {
      problems.push(
        'no chunk script to load after the first paint (has Next.js changed its script ' +
          'markup? KEEP_SCRIPT_LOADING=1 builds without the loader)',
      );
    }
  }

  if (problems.length) throw new Error(`${label}:\n  ${[...new Set(problems)].join('\n  ')}`);
  return applyEdits(html, edits);
}

/**
 * Step 2 on a processed page: the hashes its policy must list. Throws on a script without its
 * integrity, an inline handler or a `style` attribute outside Next.js's error pages, and on a
 * page with no script at all (nothing to hash means something upstream went wrong).
 */
export function pageHashes(
  html: string,
  asset: (url: string) => Buffer | null,
  { label = 'page', fallback = false }: PageOptions = {},
): CspPageHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const styleAttributes = new Set<string>();
  const problems: string[] = [];
  for (const el of elements(html)) {
    if (isExecutable(el)) {
      const src = attribute(el, 'src');
      if (src === undefined) scripts.add(sha256(text(el)));
      else {
        const bytes = asset(src);
        if (!bytes) problems.push(`external script not from /_next/static: ${src}`);
        else {
          const hash = sha256(bytes);
          if (!(attribute(el, 'integrity') ?? '').split(/\s+/).includes(hash)) {
            problems.push(`${src} has no integrity="${hash}"`);
          }
          // Every hash of its integrity: the policy admits the script only if it lists them all.
          for (const each of integrityOf(bytes).split(' ')) scripts.add(each);
        }
      }
    } else if (el.tagName === 'style') {
      styles.add(sha256(text(el)));
    }
    for (const { name, value } of el.attrs) {
      if (name === 'style' && fallback) styleAttributes.add(sha256(value));
      else if (name === 'style' || /^on[a-z]+$/.test(name)) {
        problems.push(`inline ${name}= attribute (blocked by the policy) on <${el.tagName}>`);
      }
    }
  }
  if (!scripts.size) problems.push('no script to hash (has Next.js changed its markup?)');
  if (problems.length) throw new Error(`${label}:\n  ${[...new Set(problems)].join('\n  ')}`);
  return {
    scripts: [...scripts].sort(),
    styles: [...styles].sort(),
    ...(styleAttributes.size ? { styleAttributes: [...styleAttributes].sort() } : {}),
  };
}

// ── the build ───────────────────────────────────────────────────────────────────────────────

/**
 * The compile hint, then steps 1–3 on every page of `build`; writes the chunks, the pages and
 * `csp-manifest.json`.
 */
export function processBuild(
  build: NextBuild,
  { loadAfterPaint = true } = {},
): { manifest: CspManifest; pages: PrerenderedPage[]; changed: number; hinted: number } {
  const pages = build.pages();
  if (!pages.some((p) => p.app && !p.fallback)) {
    throw new Error(`${build.dist}: no prerendered page found (has Next.js moved them?)`);
  }
  const sources = pages.map((page) => ({ page, html: fs.readFileSync(page.file, 'utf8') }));
  // Before any hash is taken: the hint changes the files' bytes. A second run finds the chunks
  // in the loader rather than in script tags, and their files hinted already.
  let hinted = 0;
  for (const url of new Set(sources.flatMap(({ html }) => startupChunks(html)))) {
    if (build.prefixStaticAsset(url, COMPILE_HINT)) hinted += 1;
  }
  const hashes: Record<string, CspPageHashes> = {};
  let changed = 0;
  const asset = (url: string) => build.staticAsset(url);
  const emitFlight = (code: string) => build.writeStaticAsset('flight', Buffer.from(code), '.js');
  for (const { page, html } of sources) {
    const options = {
      label: path.relative(process.cwd(), page.file),
      loadAfterPaint: loadAfterPaint && page.app,
      fallback: page.fallback,
      emitFlight,
    };
    const out = transformPage(html, asset, options);
    if (out !== html) {
      fs.writeFileSync(page.file, out);
      changed += 1;
    }
    hashes[page.route] = pageHashes(out, asset, options);
  }
  // A copy of a page served before this step ran would lack its changes.
  build.clearRuntimeCopies();
  const manifest: CspManifest = {
    version: 1,
    buildId: build.buildId,
    algorithm: 'sha256',
    pages: hashes,
  };
  build.writeOwnFile('csp-manifest.json', manifest);
  return { manifest, pages, changed, hinted };
}

/**
 * App Router pages that would be rendered on request without any Content-Security-Policy:
 * prerendered pages carry theirs in their metadata and the baseline of next.config.ts skips
 * documents, so a page rendered on request has one only if proxy.ts's matcher covers it.
 */
export function pagesWithoutPolicy(build: NextBuild): string[] {
  const matchers = build.proxyMatchers();
  // A path the route serves: each dynamic segment filled in.
  const sample = (route: string) => route.replace(/\[\[?(?:\.\.\.)?[^\]]+\]\]?/g, 'x');
  // A matcher that needs a header (`has`) misses the requests without it: it covers nothing.
  const covered = (route: string) =>
    matchers.some((m) => !m.has?.length && new RegExp(m.regexp).test(sample(route)));
  return build.renderedOnRequest().filter((route) => !covered(route));
}

/**
 * The policies, assembled by the code that knows the integrations (server/csp-config.ts), with the
 * environment Next.js's build saw (.env files included): loaded before that module reads it.
 */
async function loadPolicies(projectDir: string) {
  // CommonJS: the function may sit on `default`.
  const nextEnv = (await import('@next/env')) as typeof import('@next/env') & {
    default?: typeof import('@next/env');
  };
  const loadEnvConfig = nextEnv.loadEnvConfig ?? nextEnv.default?.loadEnvConfig;
  loadEnvConfig(projectDir, false, { info: () => {}, error: console.error });
  const { prerenderedPageHeaders } = await import('../server/csp-config');
  return (manifest: CspManifest) => {
    const byRoute = prerenderedPageHeaders(manifest);
    return (route: string) => byRoute[route] ?? {};
  };
}

/** The flag that switches the chunk loader off: KEEP_SCRIPT_LOADING=1 (or true). */
export const keepScriptLoading = (env: Readonly<Record<string, string | undefined>>): boolean =>
  /^(?:1|true)$/i.test(env.KEEP_SCRIPT_LOADING ?? '');

export async function postBuild({
  dist = '.next',
  projectDir = process.cwd(),
  loadAfterPaint = true,
  log = console.log as (line: string) => void,
} = {}): Promise<void> {
  const started = Date.now();
  const main = openBuild(path.resolve(dist), { projectDir });
  const uncovered = pagesWithoutPolicy(main);
  if (uncovered.length) {
    throw new Error(
      `pages rendered on request would be sent without a Content-Security-Policy: ${uncovered.join(', ')}. ` +
        "Prerender them, or add them to proxy.ts's matcher (it gives them a nonce policy).",
    );
  }
  const policiesOf = await loadPolicies(projectDir);
  const standalone = openStandalone(main, { projectDir });
  const builds = [main, ...(standalone ? [standalone] : [])];
  for (const build of builds) {
    const { manifest, pages, changed, hinted } = processBuild(build, { loadAfterPaint });
    const policies = policiesOf(manifest);
    let written = 0;
    for (const page of pages) {
      if (!page.meta) continue;
      const headers = { ...policies(page.route) };
      if (!headers['Content-Security-Policy']) {
        throw new Error(`${page.route}: server/csp-config.ts gave no Content-Security-Policy`);
      }
      build.writeHeaders(page, headers);
      written += 1;
    }
    const counts = Object.values(manifest.pages).map((p) => p.scripts.length);
    log(
      `post-build: ${path.relative(projectDir, build.dist) || '.'}: ${pages.length} pages (${changed} changed, ${written} given their policy), ` +
        `${Math.min(...counts)}–${Math.max(...counts)} script hashes per page, ${hinted} startup chunks given the compile hint, ` +
        `build ${build.buildId}, ${Date.now() - started} ms`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const distArg = args.indexOf('--dist');
  postBuild({
    dist: distArg >= 0 ? (args[distArg + 1] ?? '.next') : '.next',
    loadAfterPaint: !args.includes('--keep-script-loading') && !keepScriptLoading(process.env),
    log: args.includes('--quiet') ? () => {} : console.log,
  }).catch((error: unknown) => {
    console.error(`post-build: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}
