/**
 * Proxy (Next.js 16's middleware, Node.js runtime): the Content-Security-Policy of the documents
 * rendered on request, with a nonce Next.js puts on the scripts it renders.
 *
 * Only two routes render on request: the contact form's retry page (a form sent without scripts
 * that came back with errors, `/contact/retry/<id>`) and the test-only diagnostics route (a 500,
 * `ENABLE_DIAGNOSTIC_ROUTES=1`). Their HTML carries the submitted values in Next.js's inline RSC
 * payload, different on every request, so no hash known at build time can allow it: a nonce can.
 * Every other page is prerendered and does not come through here: the post-build step wrote each
 * one's policy, with its hashes, into its prerender metadata, and Next.js sends it with the cached
 * page (scripts/post-build.ts, lib/csp-config.ts) at no cost per request. The post-build step
 * fails if a page rendered on request is outside the matcher below (it would have no policy at
 * all). Without a manifest for this build (`next dev`, or the post-build step skipped) the policy
 * here is report-only, so nothing breaks. See docs/decisions/0004-content-security-policy.md.
 *
 * The content editor (`/keystatic`, only in builds where it is on) is rendered on request too,
 * with a policy of its own (lib/csp.ts `editorCsp`). In GitHub mode it answers on its own host
 * only (EDITOR_ORIGIN): elsewhere its pages and API are the site's 404, and so are Keystatic's
 * set-up screens, which a configured site has no use for.
 *
 * The other security headers, and a baseline CSP for everything that is not a document, come
 * from next.config.ts `headers()` (lib/security-headers.ts).
 */
import path from 'node:path';
import { NextResponse, type NextRequest } from 'next/server';
import { BASELINE_CSP, createNonce, editorCsp, type CspDecision } from '@/lib/csp';
import { loadCspManifest } from '@/lib/csp-manifest';
import { siteCspResolver } from '@/lib/csp-config';

let resolver: ((pathname: string) => CspDecision) | undefined;

function getResolver() {
  if (resolver) return resolver;
  const dev = process.env.NODE_ENV === 'development';
  const { manifest, problem } = dev
    ? { manifest: null, problem: undefined }
    : loadCspManifest(path.join(process.cwd(), '.next'));
  if (problem) {
    console.warn(
      JSON.stringify({ level: 'warn', msg: 'csp: report-only, no manifest', detail: problem }),
    );
  }
  resolver = siteCspResolver(manifest, dev);
  return resolver;
}

/** The content editor's pages: their own policy, never indexed (they exist only where it is on). */
function editorDecision(): CspDecision {
  const nonce = createNonce();
  // Inlined at build: the editor in a production build is GitHub mode's.
  const github = Boolean(process.env.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO);
  const policy = editorCsp(nonce, github);
  const dev = process.env.NODE_ENV === 'development';
  return {
    nonce,
    headers: {
      // Under `next dev` reported only, like every page there (React's dev tools need eval).
      [dev ? 'Content-Security-Policy-Report-Only' : 'Content-Security-Policy']: policy,
      'X-Robots-Tag': 'noindex, nofollow',
    },
  };
}

const EDITOR_PATH = /^\/(?:api\/)?keystatic(?:\/|$)/;
/** Keystatic's screens for creating a GitHub App: set-up, done once, outside the deployment. */
const SETUP_SCREEN = /^\/keystatic\/(?:setup|created-github-app)\/?$/;

/**
 * Whether this build's editor may answer this request: on the editor's host only (compared by
 * host name, as cookies are), never its set-up screens. Inlined at build: without GitHub mode
 * there is no host to check (under `next dev` the editor is local mode's, on any host).
 */
export function editorAllowed(
  pathname: string,
  host: string | null,
  editorOrigin = process.env.EDITOR_ORIGIN,
): boolean {
  if (!editorOrigin) return true;
  if (SETUP_SCREEN.test(pathname)) return false;
  const hostname = host ? URL.parse(`http://${host}`)?.hostname : undefined;
  return hostname === new URL(editorOrigin).hostname;
}

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (EDITOR_PATH.test(pathname)) {
    if (!editorAllowed(pathname, request.headers.get('host') ?? request.nextUrl.host)) {
      // Answered here: a rewrite to the site's 404 page names the host as Next.js parsed it
      // (127.0.0.1 becomes localhost), which Next.js then fetches as another origin.
      const headers = new Headers({
        'content-type': 'text/plain; charset=utf-8',
        'x-robots-tag': 'noindex',
      });
      // API paths have the baseline policy from next.config.ts already; one policy each.
      if (!pathname.startsWith('/api/')) headers.set('content-security-policy', BASELINE_CSP);
      return new NextResponse('Not Found', { status: 404, headers });
    }
    // The editor's API and its client-side navigations carry no document.
    if (pathname.startsWith('/api/') || request.headers.has('rsc')) return NextResponse.next();
  }
  const editor = pathname === '/keystatic' || pathname.startsWith('/keystatic/');
  // Where the editor is not built in (inlined at build), `/keystatic` is the site's 404 page,
  // which brings its own policy: a second one here would be enforced too.
  const editorBuilt =
    process.env.NODE_ENV === 'development' ||
    Boolean(process.env.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO);
  if (editor && !editorBuilt) return NextResponse.next();
  const decision = editor ? editorDecision() : getResolver()(pathname);
  let response: NextResponse;
  if (decision.nonce) {
    // Next.js reads the nonce from the request's CSP header and adds it to its scripts.
    const headers = new Headers(request.headers);
    headers.set('content-security-policy', `script-src 'nonce-${decision.nonce}'`);
    response = NextResponse.next({ request: { headers } });
  } else {
    response = NextResponse.next();
  }
  for (const [name, value] of Object.entries(decision.headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  // The routes rendered on request (client-side navigations, RSC requests, carry no HTML).
  matcher: [
    { source: '/contact/retry/:path*', missing: [{ type: 'header', key: 'rsc' }] },
    { source: '/diagnostics/:path*', missing: [{ type: 'header', key: 'rsc' }] },
    // The content editor (where it is on): its own policy, and its own host.
    '/keystatic/:path*',
    '/api/keystatic/:path*',
  ],
};
