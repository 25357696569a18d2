#!/usr/bin/env node
/**
 * Post-build step of the Content-Security-Policy (issue 6; run it after every `next build`,
 * `npm run build` does). For every prerendered HTML file in .next/server/app (and the standalone
 * copy, when there is one):
 *
 * 1. every `<script src="/_next/static/…">` and `<link rel="preload" as="script">` gets an
 *    `integrity="sha256-…"` attribute (Next.js's own `experimental.sri` leaves the client
 *    component chunks without one, with Turbopack and webpack alike): with 'strict-dynamic' a
 *    parser-inserted external script runs only when its integrity hash is in the policy;
 * 2. the sha256 of every inline script (the theme script, Next.js's bootstrap and RSC payload
 *    `self.__next_f.push(…)` scripts, the tag manager's bootstrap…), of every external script and
 *    of every inline `<style>` is recorded under the page's path in .next/csp-manifest.json,
 *    stamped with .next/BUILD_ID;
 * 3. each page's policy, with exactly its hashes (lib/csp-config.ts, loaded through tsx), is
 *    written into its prerender metadata (`<page>.meta` `headers`): Next.js sends it with the
 *    cached page, so no code runs per request (proxy.ts only serves pages rendered on request),
 *    with its ETag (scripts/page-validators.mjs: computed here once, not per request).
 *
 * Before hashing, each App Router page's chunk scripts are moved into a loader that inserts them
 * after the first contentful paint (scripts/defer-scripts.mjs) and its stylesheet is inlined
 * (scripts/inline-css.mjs); `--keep-script-loading` leaves Next.js's loading as it is (the
 * benchmark's framework floor measures it that way).
 *
 * JSON-LD (`<script type="application/ld+json">`) is data, never executed, and not hashed.
 * Inline event handlers and `style` attributes cannot be allowed by a hash: the step fails when it
 * finds one. It is idempotent (a second run changes nothing).
 *
 * Usage: node scripts/csp-manifest.mjs [--dist .next] [--quiet] [--keep-script-loading]
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { deferScripts } from './defer-scripts.mjs';
import { parseAttributes } from './html-attributes.mjs';
import { inlineStylesheets } from './inline-css.mjs';
import { pageValidators, writePageValidators } from './page-validators.mjs';

const args = process.argv.slice(2);
const distArg = args.indexOf('--dist');
const distDir = path.resolve(distArg >= 0 ? args[distArg + 1] : '.next');
const quiet = args.includes('--quiet');
const keepScriptLoading = args.includes('--keep-script-loading');

/** Script types a browser executes (no type, a JavaScript MIME type, or module). */
const EXECUTABLE =
  /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script|text\/jscript|text\/livescript)$/i;

const sha256 = (data) => `sha256-${crypto.createHash('sha256').update(data).digest('base64')}`;

/** What the browser hashes: the element's text after the parser normalised newlines. */
const inlineText = (raw) => raw.replace(/\r\n?/g, '\n');

const attr = (attrs, name) => parseAttributes(attrs).get(name);

/** An attribute value as the browser sees it (the entities React writes). */
function decodeEntities(value) {
  return value.replace(
    /&(?:#(\d+)|#x([\da-f]+)|(quot|amp|lt|gt|apos|#39));/gi,
    (m, dec, hex, name) => {
      if (dec) return String.fromCodePoint(Number(dec));
      if (hex) return String.fromCodePoint(parseInt(hex, 16));
      return { quot: '"', amp: '&', lt: '<', gt: '>', apos: "'" }[name.toLowerCase()] ?? m;
    },
  );
}

function htmlFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return htmlFiles(full);
    return d.name.endsWith('.html') ? [full] : [];
  });
}

/** `/services/drupal-websites` for `<app>/services/drupal-websites.html`; `/` for index.html. */
function routeOf(appDir, file) {
  const rel = path
    .relative(appDir, file)
    .split(path.sep)
    .join('/')
    .replace(/\.html$/, '');
  if (rel === 'index') return '/';
  return `/${rel.replace(/\/index$/, '')}`;
}

function createAssetHasher(staticDir) {
  const cache = new Map();
  /** The sha256 of a `/_next/static/…` URL (any asset prefix, any query); null for others. */
  return (url) => {
    const m = /(?:^|\/)_next\/static\/([^?#]+)/.exec(url);
    if (!m) return null;
    let rel;
    try {
      rel = decodeURIComponent(m[1]);
    } catch {
      rel = m[1];
    }
    const file = path.join(staticDir, rel);
    if (!file.startsWith(staticDir + path.sep))
      throw new Error(`asset outside .next/static: ${url}`);
    if (!cache.has(file)) {
      if (!fs.existsSync(file)) throw new Error(`${url} is referenced but ${file} does not exist`);
      cache.set(file, sha256(fs.readFileSync(file)));
    }
    return cache.get(file);
  };
}

/**
 * Adds missing integrity attributes and collects the page's hashes. Returns the new HTML and the
 * hashes; throws on a wrong integrity value or an inline handler / style attribute.
 */
export function processHtml(
  html,
  assetHash,
  { label = 'page', allowStyleAttributes = false } = {},
) {
  const scripts = new Set();
  const styles = new Set();
  const styleAttributes = new Set();
  const problems = [];

  let out = html.replace(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi, (whole, attrs, body) => {
    const type = (attr(attrs, 'type') ?? '').trim();
    if (!EXECUTABLE.test(type)) return whole; // JSON-LD, import maps are not supported here
    const src = attr(attrs, 'src');
    if (src === undefined) {
      scripts.add(sha256(inlineText(body)));
      return whole;
    }
    const hash = assetHash(src);
    if (!hash) {
      problems.push(`external script not from /_next/static: ${src}`);
      return whole;
    }
    scripts.add(hash);
    const integrity = attr(attrs, 'integrity');
    if (integrity !== undefined) {
      if (!integrity.split(/\s+/).includes(hash)) {
        problems.push(`${src}: integrity ${integrity} does not match the file (${hash})`);
      }
      return whole;
    }
    return `<script${attrs} integrity="${hash}">${body}</script>`;
  });

  // Preloads of the same scripts carry the same integrity, so the browser can reuse them.
  out = out.replace(/<link\b([^>]*?)(\s*\/?)>/gi, (whole, attrs, end) => {
    if ((attr(attrs, 'rel') ?? '').toLowerCase() !== 'preload') return whole;
    if ((attr(attrs, 'as') ?? '').toLowerCase() !== 'script') return whole;
    if (attr(attrs, 'integrity') !== undefined) return whole;
    const href = attr(attrs, 'href');
    const hash = href ? assetHash(href) : null;
    return hash ? `<link${attrs} integrity="${hash}"${end}>` : whole;
  });

  for (const m of out.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) {
    styles.add(sha256(inlineText(m[1])));
  }

  // Attributes a hash cannot allow (outside scripts and styles, whose text is not markup).
  const markup = out
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<style\b[^>]*>[\s\S]*?<\/style\s*>/gi, '');
  for (const tag of markup.matchAll(
    /<([a-z][^\s/>]*)((?:\s*[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/gi,
  )) {
    for (const [name, value] of parseAttributes(tag[2])) {
      if (name === 'style' && allowStyleAttributes) {
        styleAttributes.add(sha256(decodeEntities(value)));
      } else if (name === 'style' || /^on[a-z]+$/.test(name)) {
        problems.push(
          `inline ${name}= attribute (blocked by the policy): <${tag[1]}${tag[2].slice(0, 60)}…`,
        );
      }
    }
  }
  if (problems.length) {
    throw new Error(`${label}:\n  ${[...new Set(problems)].join('\n  ')}`);
  }
  return {
    html: out,
    scripts: [...scripts].sort(),
    styles: [...styles].sort(),
    styleAttributes: [...styleAttributes].sort(),
  };
}

/** Pages Next.js serves for paths it has no page for (404) or when rendering fails (500). */
export const FALLBACK_ROUTES = ['/_not-found', '/_global-error', '/_pages/404', '/_pages/500'];

/** Processes one .next directory (the build, or the standalone copy of it). */
export function buildManifest(
  dist,
  staticDir = path.join(dist, 'static'),
  { deferChunks = true } = {},
) {
  const buildIdFile = path.join(dist, 'BUILD_ID');
  if (!fs.existsSync(buildIdFile)) throw new Error(`${buildIdFile} is missing: run next build`);
  const buildId = fs.readFileSync(buildIdFile, 'utf8').trim();
  const assetHash = createAssetHasher(path.resolve(staticDir));
  const readStylesheet = (href) =>
    fs.readFileSync(path.join(staticDir, href.slice('/_next/static/'.length)), 'utf8');
  const pages = {};
  let patched = 0;

  const appDir = path.join(dist, 'server', 'app');
  const sources = [
    ...htmlFiles(appDir).map((file) => ({ file, route: routeOf(appDir, file) })),
    // The Pages Router fallbacks Next.js writes even for App Router sites.
    ...['404', '500']
      .map((n) => path.join(dist, 'server', 'pages', `${n}.html`))
      .filter((file) => fs.existsSync(file))
      .map((file) => ({ file, route: `/_pages/${path.basename(file, '.html')}` })),
  ];
  for (const { file, route } of sources) {
    const html = fs.readFileSync(file, 'utf8');
    const options = {
      label: path.relative(process.cwd(), file),
      // Next.js's own last-resort error pages style their markup with attributes.
      allowStyleAttributes: FALLBACK_ROUTES.includes(route),
    };
    let result = processHtml(html, assetHash, options);
    // Integrity first (the loader carries it), then the loader and the inline stylesheet,
    // then hash those too.
    if (deferChunks && !route.startsWith('/_pages/')) {
      const deferred = deferScripts(result.html, options);
      const inline = inlineStylesheets(deferred.html, readStylesheet, options);
      if (deferred.moved || inline.inlined) result = processHtml(inline.html, assetHash, options);
    }
    if (result.html !== html) {
      fs.writeFileSync(file, result.html);
      patched += 1;
    }
    pages[route] = { scripts: result.scripts, styles: result.styles };
    if (result.styleAttributes.length) pages[route].styleAttributes = result.styleAttributes;
  }
  // A copy of pages served before this step ran (Next.js's runtime route cache) would lack the
  // integrity attributes: it is rebuilt from the files above on the next request.
  fs.rmSync(path.join(dist, 'server', 'route-cache'), { recursive: true, force: true });

  const manifest = { version: 1, buildId, algorithm: 'sha256', pages };
  fs.writeFileSync(path.join(dist, 'csp-manifest.json'), `${JSON.stringify(manifest)}\n`);
  const files = Object.fromEntries(sources.map(({ file, route }) => [route, file]));
  return { manifest, patched, count: sources.length, files };
}

/**
 * Writes each prerendered page's policy into its prerender metadata (`<page>.meta` `headers`),
 * which Next.js sends with the cached page: no proxy per request. `headersFor` gives a route's
 * headers (lib/csp-config.ts). Pages without metadata (the Pages Router fallbacks) are skipped.
 * Returns how many pages got a policy.
 */
export function writePageHeaders(files, headersFor) {
  let written = 0;
  for (const [route, html] of Object.entries(files)) {
    const metaFile = html.replace(/\.html$/, '.meta');
    if (!fs.existsSync(metaFile)) continue;
    const meta = JSON.parse(fs.readFileSync(metaFile, 'utf8'));
    const headers = { ...(meta.headers ?? {}) };
    for (const name of Object.keys(headers)) {
      if (/^content-security-policy(-report-only)?$/i.test(name)) delete headers[name];
    }
    for (const [name, value] of Object.entries(headersFor(route))) {
      headers[name.toLowerCase()] = value;
    }
    fs.writeFileSync(metaFile, JSON.stringify({ ...meta, headers }, null, 2));
    written += 1;
  }
  return written;
}

/**
 * App Router pages that would be rendered on request without any Content-Security-Policy.
 * Prerendered pages carry theirs in their metadata (above) and the baseline of next.config.ts
 * skips documents, so a page rendered on request has one only if proxy.ts's matcher covers it.
 * `appPaths`: .next/app-path-routes-manifest.json; `prerender`: .next/prerender-manifest.json;
 * `matchers`: the proxy's compiled matchers (.next/server/functions-config-manifest.json).
 */
export function pagesWithoutPolicy({ appPaths, prerender, matchers }) {
  const prerendered = (route) =>
    route in prerender.routes || prerender.dynamicRoutes[route]?.fallback === false;
  // A path the route serves: each dynamic segment filled in.
  const sample = (route) => route.replace(/\[\[?(?:\.\.\.)?[^\]]+\]\]?/g, 'x');
  // A matcher that needs a header (`has`) misses the requests without it: it covers nothing.
  const covered = (route) =>
    matchers.some((m) => !m.has?.length && new RegExp(m.regexp).test(sample(route)));
  return Object.entries(appPaths)
    .filter(([entry]) => entry.endsWith('/page'))
    .map(([, route]) => route)
    .filter((route) => !prerendered(route) && !covered(route))
    .sort();
}

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** Fails the step when a page rendered on request would get no policy (pagesWithoutPolicy). */
function checkDynamicPages(dist) {
  const functions = path.join(dist, 'server', 'functions-config-manifest.json');
  const uncovered = pagesWithoutPolicy({
    appPaths: readJson(path.join(dist, 'app-path-routes-manifest.json')),
    prerender: readJson(path.join(dist, 'prerender-manifest.json')),
    matchers: fs.existsSync(functions)
      ? (readJson(functions).functions?.['/_middleware']?.matchers ?? [])
      : [],
  });
  if (uncovered.length) {
    throw new Error(
      `pages rendered on request would be sent without a Content-Security-Policy: ${uncovered.join(', ')}. ` +
        "Prerender them, or add them to proxy.ts's matcher (it gives them a nonce policy).",
    );
  }
}

/**
 * The policies, assembled by the TypeScript that knows the integrations (lib/csp-config.ts,
 * loaded once through tsx), with the environment Next.js's build saw (.env files included).
 */
async function loadPolicies() {
  const nextEnv = await import('@next/env'); // CommonJS: the functions may sit on `default`
  const loadEnvConfig = nextEnv.loadEnvConfig ?? nextEnv.default.loadEnvConfig;
  loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  const { tsImport } = await import('tsx/esm/api');
  const { prerenderedPageHeaders } = await tsImport('../lib/csp-config.ts', import.meta.url);
  /** A manifest's `route → headers` lookup. */
  return (manifest) => {
    const byRoute = prerenderedPageHeaders(manifest);
    return (route) => byRoute[route] ?? {};
  };
}

async function main() {
  const started = Date.now();
  const staticDir = path.join(distDir, 'static');
  const targets = [distDir];
  const standalone = path.join(distDir, 'standalone', '.next');
  if (fs.existsSync(path.join(standalone, 'BUILD_ID'))) targets.push(standalone);
  checkDynamicPages(distDir);
  const policiesOf = await loadPolicies();
  for (const dist of targets) {
    const { manifest, patched, count, files } = buildManifest(dist, staticDir, {
      deferChunks: !keepScriptLoading,
    });
    // Each page's ETag, computed once here instead of on every request (page-validators.mjs).
    const validators = pageValidators(files, readJson(path.join(dist, 'prerender-manifest.json')));
    const policies = policiesOf(manifest);
    const written = writePageHeaders(files, (route) => ({
      ...policies(route),
      ...(validators[route] ? { etag: validators[route].etag } : {}),
    }));
    writePageValidators(dist, manifest.buildId, validators);
    const hashes = Object.values(manifest.pages).map((p) => p.scripts.length);
    if (!quiet) {
      console.log(
        `csp-manifest: ${path.relative(process.cwd(), dist) || '.'}: ${count} pages (${patched} given integrity attributes, ${written} given their policy), ` +
          `${Math.min(...hashes)}–${Math.max(...hashes)} script hashes per page, build ${manifest.buildId}, ${Date.now() - started} ms`,
      );
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(`csp-manifest: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}
