/**
 * What happens to a build after `next build`: `npm run build` is `next build && tsx
 * scripts/post-build.ts`. Every `.next` path and format it touches is behind
 * scripts/next-output.ts, which names the Next.js releases it was written for and refuses others;
 * the HTML is read and changed by scripts/html-edit.ts. For every prerendered page, what security
 * needs (without it the policy blocks the site's own scripts):
 *
 * 1. every `<script src="/_next/static/…">` and script preload gets `integrity="sha256-…"` (of
 *    the file; an existing value is verified): under 'strict-dynamic' a parser-inserted script
 *    runs only when its integrity hash is in the policy, and Next.js's `experimental.sri` leaves
 *    the client components' chunks without one (docs/decisions/0004);
 * 2. the sha256 of every inline script, external script and inline `<style>` goes into the
 *    page's policy (server/csp-config.ts), written into its prerender metadata, which Next.js sends
 *    with the cached page, and into `.next/csp-manifest.json` (proxy.ts's pages rendered on
 *    request get the 404 and 500 pages' hashes from it).
 *
 * It also copies the build's draft-mode id into `.next/draft-mode.json`, where the proxy checks an
 * editor's preview cookie against it (lib/build-output.ts), so the product reads no file of
 * Next.js's own.
 *
 * Before them, one optional lever, for speed: V8's compile hint on the chunks a page runs as it
 * loads (scripts/compile-hint.ts; off with `--no-hint`). Next.js's own script loading and its
 * inline RSC payload stay as it wrote them: a loader after the first paint and the payload as a
 * file were measured in a real browser and removed (docs/performance.md, "The post-build
 * levers").
 *
 * It fails loudly (exit 1) instead of doing nothing: a page with no script to hash, an inline
 * event handler or `style` attribute (a hash cannot allow them), a wrong integrity value, a page
 * rendered on request outside the proxy's matcher (it would have no policy at all). Running it
 * twice changes nothing.
 *
 * Usage: tsx scripts/post-build.ts [--dist .next] [--quiet] [--no-hint]
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DRAFT_MODE_FILE, type DraftModeId } from '../lib/build-output';
import type { CspManifest, CspPageHashes } from '../lib/csp';
import {
  applyEdits,
  attribute,
  attributeInsertionPoint,
  elements,
  isExecutable,
  isScriptPreload,
  sha256,
  text,
  type Edit,
} from './html-edit';
import { COMPILE_HINT, integrityOf, startupChunks } from './compile-hint';
import {
  FALLBACK_ROUTES,
  openBuild,
  openStandalone,
  type NextBuild,
  type PrerenderedPage,
} from './next-output';

export { FALLBACK_ROUTES };

export interface PageOptions {
  label?: string;
  /** Next.js's own error pages: `style` attributes are allowed (with 'unsafe-hashes'). */
  fallback?: boolean;
  /** The `integrity` value of a file's bytes (default: its sha256; with the hint: `integrityOf`). */
  integrity?: (bytes: Buffer) => string;
}

/**
 * Step 1 on one page's HTML: every external script and script preload gets the integrity of its
 * file; an existing value is checked. Throws on a script from elsewhere or a wrong value.
 */
export function addIntegrity(
  html: string,
  asset: (url: string) => Buffer | null,
  { label = 'page', integrity = sha256 }: PageOptions = {},
): string {
  const edits: Edit[] = [];
  const problems: string[] = [];
  for (const el of elements(html)) {
    const url = isExecutable(el)
      ? attribute(el, 'src')
      : isScriptPreload(el)
        ? attribute(el, 'href')
        : undefined;
    if (url === undefined) continue;
    const bytes = asset(url);
    if (!bytes) {
      if (isExecutable(el)) problems.push(`external script not from /_next/static: ${url}`);
      continue;
    }
    const given = attribute(el, 'integrity');
    if (given === undefined) {
      const at = attributeInsertionPoint(html, el);
      edits.push({ start: at, end: at, text: ` integrity="${integrity(bytes)}"` });
    } else if (!given.split(/\s+/).includes(sha256(bytes))) {
      problems.push(`${url}: integrity ${given} does not match the file (${sha256(bytes)})`);
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
  { label = 'page', fallback = false, integrity = sha256 }: PageOptions = {},
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
          for (const each of integrity(bytes).split(' ')) scripts.add(each);
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
 * The compile hint (unless `compileHint` is false), then steps 1 and 2 on every page of `build`;
 * writes the chunks, the pages, `csp-manifest.json` and `draft-mode.json`.
 */
export function processBuild(
  build: NextBuild,
  { compileHint = true } = {},
): { manifest: CspManifest; pages: PrerenderedPage[]; changed: number; hinted: number } {
  const pages = build.pages();
  if (!pages.some((p) => p.app && !p.fallback)) {
    throw new Error(`${build.dist}: no prerendered page found (has Next.js moved them?)`);
  }
  const sources = pages.map((page) => ({ page, html: fs.readFileSync(page.file, 'utf8') }));
  // Before any hash is taken: the hint changes the files' bytes.
  let hinted = 0;
  if (compileHint) {
    for (const url of new Set(sources.flatMap(({ html }) => startupChunks(html)))) {
      if (build.prefixStaticAsset(url, COMPILE_HINT)) hinted += 1;
    }
  }
  const hashes: Record<string, CspPageHashes> = {};
  let changed = 0;
  const asset = (url: string) => build.staticAsset(url);
  for (const { page, html } of sources) {
    const options = {
      label: path.relative(process.cwd(), page.file),
      fallback: page.fallback,
      integrity: compileHint ? integrityOf : sha256,
    };
    const out = addIntegrity(html, asset, options);
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
  const draftMode: DraftModeId = {
    version: 1,
    buildId: build.buildId,
    previewModeId: build.previewModeId(),
  };
  build.writeOwnFile(DRAFT_MODE_FILE, draftMode);
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

export async function postBuild({
  dist = '.next',
  projectDir = process.cwd(),
  compileHint = true,
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
    const { manifest, pages, changed, hinted } = processBuild(build, { compileHint });
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
    compileHint: !args.includes('--no-hint'),
    log: args.includes('--quiet') ? () => {} : console.log,
  }).catch((error: unknown) => {
    console.error(`post-build: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}
