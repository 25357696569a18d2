/**
 * The Content-Security-Policy (docs/decisions/0004-content-security-policy.md).
 *
 * Pages stay statically prerendered, so there is no per-request nonce in their HTML. Instead the
 * post-build step (`scripts/post-build.ts`, after `next build`) gives every `<script src>` of
 * every prerendered page an `integrity` attribute, records per path the sha256 of each inline
 * and each external script, and writes each page's policy, built here, into the page's prerender
 * metadata: Next.js sends it with the cached page, and no code of ours runs for it per request.
 *
 *   script-src 'self' 'sha256-…' 'strict-dynamic'
 *
 * With 'strict-dynamic' a CSP3 browser runs only scripts whose hash is listed (inline scripts by
 * content, `<script src>` by their integrity hash) and whatever those scripts load (chunks, the
 * tag manager, reCAPTCHA, the widget); it ignores 'self' and host sources, which remain for
 * older browsers. The pages rendered on request (the contact form's retry page, the test-only
 * diagnostics route) get their policy from `proxy.ts`, with a nonce Next.js puts on its own
 * scripts; the layout's inline scripts are hashed from their source.
 *
 * The other directives start from `default-src 'none'` and add what the integrations that are on
 * need (integrations/index.ts `cspSources`), so turning one on never breaks silently.
 *
 * This module is pure (no file is read here: lib/csp-manifest.ts reads the build's manifest) and
 * runs in the proxy (Node.js runtime) and in unit tests.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { BuildStamped } from './build-output';

/** What the post-build step (`scripts/post-build.ts`) writes to the build's `csp-manifest.json`. */
export interface CspManifest extends BuildStamped {
  algorithm: 'sha256';
  /** Per prerendered path (`/`, `/services`, `/_not-found`): `sha256-…` hashes, no quotes. */
  pages: Record<string, CspPageHashes>;
}

export interface CspPageHashes {
  scripts: string[];
  styles: string[];
  /** `style` attributes (only Next.js's built-in error pages have them): need 'unsafe-hashes'. */
  styleAttributes?: string[];
}

/** Extra sources per directive (integrations/index.ts `CspSources`, or anything shaped like it). */
export type CspSourceMap = Readonly<Record<string, readonly string[] | undefined>>;

export interface CspInput {
  /** `sha256-…` of the document's inline scripts and of its `<script src integrity>`. */
  scriptHashes?: readonly string[];
  /** `sha256-…` of the document's inline `<style>` elements (e.g. with `experimental.inlineCss`). */
  styleHashes?: readonly string[];
  /** `sha256-…` of `style` attributes to allow (with 'unsafe-hashes'; styles only, never scripts). */
  styleAttributeHashes?: readonly string[];
  /** Inline scripts the layout renders (theme, tag-manager bootstrap): hashed from source. */
  inlineScripts?: readonly string[];
  /** Per-request nonce, for documents rendered on request (Next.js applies it to its scripts). */
  nonce?: string;
  /** Sources the integrations that are on need, per directive. */
  sources?: CspSourceMap;
  /** `next dev`: React needs eval for its error overlay, HMR needs a websocket. */
  dev?: boolean;
  /** Only when the site is served over https (never on http://localhost). */
  upgradeInsecureRequests?: boolean;
  /** Where browsers send violation reports (Sentry's security endpoint when Sentry is on). */
  reportUri?: string;
}

/** `'sha256-…'` for an inline script or style, as browsers hash it (UTF-8 of the text). */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

const quoted = (hash: string) => (hash.startsWith("'") ? hash : `'${hash}'`);

function unique(list: Iterable<string>): string[] {
  return [...new Set(list)];
}

/** Directives whose integration sources are merged; anything else an integration names too. */
const FETCH_DIRECTIVES = [
  'script-src',
  'style-src',
  'img-src',
  'font-src',
  'connect-src',
  'frame-src',
  'worker-src',
  'media-src',
  'manifest-src',
] as const;

/** Keywords an integration may never add to a policy. */
const FORBIDDEN_SOURCES = new Set(["'unsafe-eval'", "'unsafe-hashes'", '*', 'http:', 'https:']);

/**
 * Adds the integrations' sources to a directive. An integration may ask for 'unsafe-inline' only
 * in style-src (a widget that styles its own markup); in script-src it is refused.
 */
function integrationSources(directive: string, sources: CspSourceMap | undefined): string[] {
  const list = sources?.[directive] ?? [];
  for (const source of list) {
    const bad =
      FORBIDDEN_SOURCES.has(source) ||
      (source === "'unsafe-inline'" && directive !== 'style-src') ||
      /[\s;,]/.test(source);
    if (bad) throw new Error(`CSP: an integration asked for ${source} in ${directive}`);
  }
  return [...list];
}

/** The policy as an ordered list of directives (name → sources). */
export function cspDirectives(input: CspInput = {}): Map<string, string[]> {
  const { nonce, sources, dev = false } = input;
  const nonceSource = nonce ? [`'nonce-${nonce}'`] : [];
  const scriptHashes = unique([
    ...(input.scriptHashes ?? []).map(quoted),
    ...(input.inlineScripts ?? []).map(hashSource),
  ]);
  const extra = (directive: string) => integrationSources(directive, sources);

  const styleExtra = extra('style-src');
  // 'unsafe-inline' is ignored by browsers when a hash or nonce is present: a widget that needs
  // it gets it without hashes (inline styles are not a script-execution risk).
  const unsafeInlineStyles = dev || styleExtra.includes("'unsafe-inline'");
  const attributeHashes = unique((input.styleAttributeHashes ?? []).map(quoted));
  const styleHashes = unsafeInlineStyles
    ? ["'unsafe-inline'"]
    : [
        ...unique((input.styleHashes ?? []).map(quoted)),
        ...nonceSource,
        ...(attributeHashes.length ? ["'unsafe-hashes'", ...attributeHashes] : []),
      ];

  const directives = new Map<string, string[]>();
  directives.set('default-src', ["'none'"]);
  directives.set('script-src', [
    "'self'",
    ...scriptHashes,
    ...nonceSource,
    // In development (report-only) 'self' is left to cover the dev server's many chunks.
    ...(dev ? [] : ["'strict-dynamic'"]),
    ...extra('script-src'),
    ...(dev ? ["'unsafe-eval'"] : []),
  ]);
  directives.set('style-src', ["'self'", ...styleHashes, ...styleExtra]);
  // data: for the favicon, which is inlined (config/brand-icon.ts): images only, never script.
  directives.set('img-src', ["'self'", 'data:', ...extra('img-src')]);
  directives.set('font-src', ["'self'", ...extra('font-src')]);
  directives.set('connect-src', ["'self'", ...extra('connect-src'), ...(dev ? ['ws:'] : [])]);
  for (const directive of ['frame-src', 'worker-src', 'media-src', 'manifest-src']) {
    const list = extra(directive);
    if (list.length) directives.set(directive, list);
  }
  for (const directive of Object.keys(sources ?? {})) {
    if (!(FETCH_DIRECTIVES as readonly string[]).includes(directive) && extra(directive).length) {
      throw new Error(`CSP: integrations may only add fetch directives, not ${directive}`);
    }
  }
  directives.set('object-src', ["'none'"]);
  directives.set('base-uri', ["'none'"]);
  directives.set('form-action', ["'self'"]);
  directives.set('frame-ancestors', ["'none'"]);
  if (input.upgradeInsecureRequests) directives.set('upgrade-insecure-requests', []);
  if (input.reportUri) directives.set('report-uri', [input.reportUri]);
  for (const [name, list] of directives) directives.set(name, unique(list));
  return directives;
}

export function serializeCsp(directives: Map<string, string[]>): string {
  return [...directives].map(([name, list]) => [name, ...list].join(' ')).join('; ');
}

/** The policy header value for one document. */
export function buildCsp(input: CspInput = {}): string {
  return serializeCsp(cspDirectives(input));
}

/**
 * What every response that is not a document gets (API routes, assets, feeds): nothing may load,
 * nothing may frame it. next.config.ts `headers()` sends it, never to documents (lib/security-headers.ts).
 */
export const BASELINE_CSP =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Sentry's CSP report endpoint for a DSN (`https://key@host/project` → `/api/project/security/`). */
export function sentryReportUri(dsn: string, environment?: string): string {
  const url = new URL(dsn);
  const project = url.pathname.split('/').filter(Boolean).pop() ?? '';
  const prefix = url.pathname.slice(0, url.pathname.lastIndexOf('/'));
  const report = new URL(`${url.protocol}//${url.host}${prefix}/api/${project}/security/`);
  report.searchParams.set('sentry_key', url.username);
  if (environment) report.searchParams.set('sentry_environment', environment);
  return report.href;
}

/** A path as the manifest keys it: no query, no trailing slash, `/` for the home page. */
export function manifestKey(pathname: string): string {
  let key = pathname.split('?')[0] ?? '/';
  try {
    key = decodeURIComponent(key);
  } catch {
    // Malformed escapes: look the raw path up (it will not match).
  }
  if (key.length > 1 && key.endsWith('/')) key = key.replace(/\/+$/, '');
  return key || '/';
}

export interface CspDecision {
  /**
   * `Content-Security-Policy`, and without a usable manifest a `-Report-Only` policy next to an
   * enforced one that keeps only what cannot break a page (framing, `<base>`, plugins).
   */
  headers: Record<string, string>;
  /** Set for documents rendered on request: pass it to Next.js in the request's CSP header. */
  nonce?: string;
}

/** Enforced while the full policy is only reported (no manifest): nothing here can break a page. */
export const REPORT_ONLY_COMPANION = "object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

export interface CspResolverOptions {
  manifest: CspManifest | null;
  /** Inline scripts the layout renders (the theme script, the tag manager's bootstrap). */
  inlineScripts?: readonly string[];
  sources?: CspSourceMap;
  dev?: boolean;
  upgradeInsecureRequests?: boolean;
  reportUri?: string;
}

/**
 * Per-path policies. Prerendered paths get their hashes (cached: no work per request); any other
 * path (a 404, an error, a page rendered on request) gets a fresh nonce plus the hashes of the
 * prerendered 404 and error pages. Without a manifest (`next dev`, or a build whose manifest step
 * did not run) the policy is report-only: it never breaks a page, and says why in the console.
 */
export function createCspResolver(options: CspResolverOptions) {
  const { manifest, dev = false } = options;
  const common = {
    inlineScripts: options.inlineScripts,
    sources: options.sources,
    dev,
    upgradeInsecureRequests: options.upgradeInsecureRequests,
    reportUri: options.reportUri,
  };
  const cache = new Map<string, string>();
  /** What Next.js serves for a path it has no page for, or when rendering fails. */
  const fallbackPages = ['/_not-found', '/_global-error', '/_pages/404', '/_pages/500'];
  const fallbackScripts = unique(fallbackPages.flatMap((p) => manifest?.pages[p]?.scripts ?? []));
  const fallbackStyles = unique(fallbackPages.flatMap((p) => manifest?.pages[p]?.styles ?? []));
  const fallbackStyleAttributes = unique(
    fallbackPages.flatMap((p) => manifest?.pages[p]?.styleAttributes ?? []),
  );

  /**
   * `renderedOnRequest`: a prerendered path that is rendered for this request instead (an
   * editor's preview, Next.js draft mode), so its inline payload differs from the build's: a
   * nonce, besides the page's own hashes and the fallback pages'.
   */
  return function resolve(pathname: string, renderedOnRequest = false): CspDecision {
    if (!manifest || dev) {
      const nonce = createNonce();
      return {
        headers: {
          'Content-Security-Policy': REPORT_ONLY_COMPANION,
          'Content-Security-Policy-Report-Only': buildCsp({ ...common, nonce }),
        },
        nonce,
      };
    }
    const key = manifestKey(pathname);
    const page = Object.hasOwn(manifest.pages, key) ? manifest.pages[key] : undefined;
    if (page && !renderedOnRequest) {
      let value = cache.get(key);
      if (value === undefined) {
        value = buildCsp({ ...common, scriptHashes: page.scripts, styleHashes: page.styles });
        cache.set(key, value);
      }
      return { headers: { 'Content-Security-Policy': value } };
    }
    const nonce = createNonce();
    const value = buildCsp({
      ...common,
      scriptHashes: unique([...fallbackScripts, ...(page?.scripts ?? [])]),
      styleHashes: unique([...fallbackStyles, ...(page?.styles ?? [])]),
      styleAttributeHashes: unique([...fallbackStyleAttributes, ...(page?.styleAttributes ?? [])]),
      nonce,
    });
    return { headers: { 'Content-Security-Policy': value }, nonce };
  };
}

/**
 * The content editor's policy (`/keystatic`, only built where the editor is on): scripts by
 * nonce like any page rendered on request; its UI library (@keystar/ui) injects `<style>`
 * elements without a nonce, so styles need 'unsafe-inline' here, and here only. In GitHub mode
 * it talks to GitHub's API and shows the signed-in person's avatar.
 */
export function editorCsp(nonce: string, github: boolean): string {
  return buildCsp({
    nonce,
    sources: {
      'style-src': ["'unsafe-inline'"],
      'img-src': ['blob:', ...(github ? ['https://avatars.githubusercontent.com'] : [])],
      'connect-src': github ? ['https://api.github.com'] : [],
    },
  });
}
