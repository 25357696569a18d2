/**
 * The one place that knows the layout and formats of Next.js's build output (`.next`) and reaches
 * into `next/dist`, for the post-build step (scripts/post-build.ts) and the tests; the product
 * reads only the files of its own that the post-build step writes next to the build
 * (lib/build-output.ts). eslint.config.mjs refuses a `next/dist` import anywhere else. Written for the Next.js releases in `NEXT_RANGE`
 * (16.4 up to 17): `openBuild` refuses any other, so a major upgrade stops the build here until
 * someone has checked what follows against the new output. Within the range a patch or minor
 * release is accepted, and every read below is checked, so a change it did not expect still
 * stops the build with the file or markup named (and the post-build step's tests run on the real
 * build).
 *
 * What it relies on, each checked when it is read (a missing file or an unexpected shape throws):
 *
 * - `BUILD_ID`; `server/app/**\/*.html` (one per prerendered App Router page, `index.html` for
 *   `/`) with its prerender metadata `*.meta` (JSON; Next.js sends its `headers` with the cached
 *   page); `server/pages/{404,500}.html` (the Pages Router fallbacks Next.js writes for any app);
 * - `static/` (what `/_next/static/…` URLs serve); `server/route-cache/` (pages Next.js copied
 *   while serving: a copy made before the step ran would lack its changes);
 * - `app-path-routes-manifest.json`, `prerender-manifest.json` (which pages are prerendered, and
 *   `preview.previewModeId`, the value of the draft-mode cookie in this build),
 *   `server/functions-config-manifest.json` (the proxy's compiled matchers);
 * - `standalone/.next` (`output: 'standalone'`), a copy of the pages to process the same way;
 * - the markup of its pages: external scripts are `<script src="/_next/static/…js">`, script
 *   preloads `<link rel="preload" as="script">`; every other script is inline (hashed as it is);
 * - `next/dist/shared/lib/router/utils/path-match` (`sourceMatcher`): how `next.config.ts`'s
 *   `headers()` sources match a path, for the tests of those rules.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The Next.js releases this adapter was written for: from 16.4.0, below 17 (no prerelease). */
export const NEXT_RANGE = '>=16.4.0 <17';

/** True for a release in `NEXT_RANGE`. Prereleases (canaries) are refused: their output moves. */
export function supportedNextVersion(version: string): boolean {
  const match = /^16\.(\d+)\.\d+$/.exec(version.trim());
  return match !== null && Number(match[1]) >= 4;
}

/** Where `.next/static` is served. */
export const STATIC_PREFIX = '/_next/static/';

/** Pages Next.js serves for paths it has no page for (404) or when rendering fails (500). */
export const FALLBACK_ROUTES = ['/_not-found', '/_global-error', '/_pages/404', '/_pages/500'];

/** One prerendered page of the build. */
export interface PrerenderedPage {
  /** `/services`, `/` for the home page, `/_pages/404` for the Pages Router fallbacks. */
  route: string;
  /** Its HTML file. */
  file: string;
  /** Its prerender metadata (`.meta`), null for the Pages Router fallbacks (they have none). */
  meta: string | null;
  /** Next.js's own error pages (their markup is Next.js's, not the site's). */
  fallback: boolean;
  /** An App Router page (React hydrates it; the Pages Router fallbacks are left as built). */
  app: boolean;
}

/** A compiled matcher of the proxy, as Next.js writes it. */
export interface ProxyMatcher {
  regexp: string;
  has?: unknown[];
}

/** The version of Next.js installed in `projectDir`. */
export function installedNextVersion(projectDir: string): string {
  const file = path.join(projectDir, 'node_modules', 'next', 'package.json');
  const { version } = JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: unknown };
  if (typeof version !== 'string') throw new Error(`${file} has no version`);
  return version;
}

/** Throws unless the installed Next.js is in the range this adapter was written for. */
export function assertNextVersion(projectDir: string): void {
  const installed = installedNextVersion(projectDir);
  if (!supportedNextVersion(installed)) {
    throw new Error(
      `scripts/next-output.ts was written for Next.js ${NEXT_RANGE}, and Next.js ${installed} ` +
        'is installed. Check its build output (the files and markup listed at the top of ' +
        'scripts/next-output.ts) against this version, then update NEXT_RANGE.',
    );
  }
}

const readJson = <T>(file: string): T => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : error}`);
  }
};

function htmlFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return htmlFiles(full);
    return d.name.endsWith('.html') ? [full] : [];
  });
}

/** `/services/drupal-websites` for `<app>/services/drupal-websites.html`; `/` for index.html. */
function routeOf(appDir: string, file: string): string {
  const rel = path
    .relative(appDir, file)
    .split(path.sep)
    .join('/')
    .replace(/\.html$/, '');
  if (rel === 'index') return '/';
  return `/${rel.replace(/\/index$/, '')}`;
}

export interface NextBuild {
  dist: string;
  buildId: string;
  pages(): PrerenderedPage[];
  /** The bytes behind a `/_next/static/…` URL (any prefix or query); null for other URLs. */
  staticAsset(url: string): Buffer | null;
  /**
   * Puts `prefix` at the start of the file behind a `/_next/static/…` URL, unless it starts with
   * it already (the standalone copy shares the files). True when it wrote.
   */
  prefixStaticAsset(url: string, prefix: string): boolean;
  /** Merges `headers` into a page's prerender metadata, replacing any CSP header there. */
  writeHeaders(page: PrerenderedPage, headers: Record<string, string>): void;
  /** App Router pages that Next.js renders on request (not prerendered), e.g. `/contact/retry/[id]`. */
  renderedOnRequest(): string[];
  /** The proxy's compiled matchers (empty without a proxy). */
  proxyMatchers(): ProxyMatcher[];
  /** Removes what Next.js's server copied from the pages while serving. */
  clearRuntimeCopies(): void;
  /** The value of the draft-mode cookie (`__prerender_bypass`) in this build. */
  previewModeId(): string;
  /** Writes one of our own files next to the build (`csp-manifest.json`, `draft-mode.json`). */
  writeOwnFile(name: string, value: unknown): void;
}

/**
 * The build in `dist` (`.next`, or the standalone copy's `.next`), with its assets in
 * `staticDir`. Throws if the installed Next.js is outside `NEXT_RANGE` or the build is missing.
 */
export function openBuild(
  dist: string,
  { projectDir = process.cwd(), staticDir = path.join(dist, 'static') } = {},
): NextBuild {
  assertNextVersion(projectDir);
  const buildIdFile = path.join(dist, 'BUILD_ID');
  if (!fs.existsSync(buildIdFile)) throw new Error(`${buildIdFile} is missing: run next build`);
  const buildId = fs.readFileSync(buildIdFile, 'utf8').trim();
  const staticRoot = path.resolve(staticDir);
  const assets = new Map<string, Buffer>();
  /** The file behind a `/_next/static/…` URL; null for other URLs, throws for a missing one. */
  const staticFile = (url: string) => {
    const m = /(?:^|\/)_next\/static\/([^?#]+)/.exec(url);
    if (!m?.[1]) return null;
    let rel = m[1];
    try {
      rel = decodeURIComponent(rel);
    } catch {
      // kept as written
    }
    const file = path.join(staticRoot, rel);
    if (!file.startsWith(staticRoot + path.sep)) {
      throw new Error(`asset outside .next/static: ${url}`);
    }
    if (!fs.existsSync(file)) throw new Error(`${url} is referenced but ${file} does not exist`);
    return file;
  };

  interface PrerenderManifest {
    routes: Record<string, unknown>;
    dynamicRoutes: Record<string, { fallback?: false | null | string }>;
    preview?: { previewModeId?: unknown };
  }
  let prerender: PrerenderManifest | undefined;
  const prerenderManifest = () => {
    prerender ??= readJson<PrerenderManifest>(path.join(dist, 'prerender-manifest.json'));
    if (!prerender.routes || !prerender.dynamicRoutes) {
      throw new Error('prerender-manifest.json: no routes or dynamicRoutes');
    }
    return prerender;
  };

  return {
    dist,
    buildId,
    pages() {
      const appDir = path.join(dist, 'server', 'app');
      const app = htmlFiles(appDir).map((file): PrerenderedPage => {
        const route = routeOf(appDir, file);
        const meta = file.replace(/\.html$/, '.meta');
        return {
          route,
          file,
          meta: fs.existsSync(meta) ? meta : null,
          fallback: FALLBACK_ROUTES.includes(route),
          app: true,
        };
      });
      const pagesRouter = ['404', '500']
        .map((n) => path.join(dist, 'server', 'pages', `${n}.html`))
        .filter((file) => fs.existsSync(file))
        .map((file): PrerenderedPage => ({
          route: `/_pages/${path.basename(file, '.html')}`,
          file,
          meta: null,
          fallback: true,
          app: false,
        }));
      return [...app, ...pagesRouter];
    },
    staticAsset(url) {
      const file = staticFile(url);
      if (!file) return null;
      let bytes = assets.get(file);
      if (!bytes) {
        bytes = fs.readFileSync(file);
        assets.set(file, bytes);
      }
      return bytes;
    },
    prefixStaticAsset(url, prefix) {
      const file = staticFile(url);
      if (!file) throw new Error(`not a /_next/static/ URL: ${url}`);
      const bytes = fs.readFileSync(file);
      const head = Buffer.from(prefix);
      if (bytes.subarray(0, head.length).equals(head)) return false;
      const prefixed = Buffer.concat([head, bytes]);
      fs.writeFileSync(file, prefixed);
      assets.set(file, prefixed);
      return true;
    },
    writeHeaders(page, headers) {
      if (!page.meta) throw new Error(`${page.route} has no prerender metadata`);
      const meta = readJson<{ headers?: Record<string, string> }>(page.meta);
      const merged = { ...(meta.headers ?? {}) };
      for (const name of Object.keys(merged)) {
        if (/^content-security-policy(-report-only)?$/i.test(name)) delete merged[name];
      }
      for (const [name, value] of Object.entries(headers)) merged[name.toLowerCase()] = value;
      fs.writeFileSync(page.meta, JSON.stringify({ ...meta, headers: merged }, null, 2));
    },
    renderedOnRequest() {
      const appPaths = readJson<Record<string, string>>(
        path.join(dist, 'app-path-routes-manifest.json'),
      );
      const { routes, dynamicRoutes } = prerenderManifest();
      const prerendered = (route: string) =>
        route in routes || dynamicRoutes[route]?.fallback === false;
      return Object.entries(appPaths)
        .filter(([entry]) => entry.endsWith('/page'))
        .map(([, route]) => route)
        .filter((route) => !prerendered(route))
        .sort();
    },
    proxyMatchers() {
      const file = path.join(dist, 'server', 'functions-config-manifest.json');
      if (!fs.existsSync(file)) return [];
      const manifest = readJson<{
        functions?: Record<string, { matchers?: ProxyMatcher[] }>;
      }>(file);
      return manifest.functions?.['/_middleware']?.matchers ?? [];
    },
    previewModeId() {
      const id = prerenderManifest().preview?.previewModeId;
      if (typeof id !== 'string' || !id) {
        throw new Error('prerender-manifest.json: no preview.previewModeId');
      }
      return id;
    },
    clearRuntimeCopies() {
      fs.rmSync(path.join(dist, 'server', 'route-cache'), { recursive: true, force: true });
    },
    writeOwnFile(name, value) {
      fs.writeFileSync(path.join(dist, name), `${JSON.stringify(value)}\n`);
    },
  };
}

/**
 * The standalone copy of `main` (`output: 'standalone'`: `.next/standalone/.next`, whose pages
 * load their assets from `main`'s `static/`), when there is one.
 */
export function openStandalone(
  main: NextBuild,
  { projectDir = process.cwd() } = {},
): NextBuild | null {
  const standalone = path.join(main.dist, 'standalone', '.next');
  if (!fs.existsSync(path.join(standalone, 'BUILD_ID'))) return null;
  return openBuild(standalone, { projectDir, staticDir: path.join(main.dist, 'static') });
}

/**
 * Next.js's matcher for a `source` pattern of `next.config.ts` (`headers()`, `rewrites()`): the
 * params it captures for a path, or false when it does not match.
 */
export function sourceMatcher(source: string): (pathname: string) => false | object {
  const { getPathMatch } = createRequire(import.meta.url)(
    'next/dist/shared/lib/router/utils/path-match',
  ) as { getPathMatch: (source: string) => (pathname: string) => false | object };
  return getPathMatch(source);
}
