/**
 * Proxy (Next.js 16's middleware, Node.js runtime): the Content-Security-Policy of documents
 * rendered on request, with a nonce Next.js puts on the scripts it renders.
 *
 * Prerendered pages (every page of the site, and the 404) do not come through here: the
 * post-build step wrote each one's policy, with its hashes, into the page's prerender metadata,
 * and Next.js sends it with the cached page (scripts/post-build.ts, lib/csp-config.ts). That
 * keeps them static and costs nothing per request (a proxy on every page cost about 25 % of the
 * server's throughput: docs/performance.md). Only the test-only diagnostics route renders on
 * request, and the contact form's retry page (a form sent without scripts that came back); the
 * post-build step fails if a page rendered on request is outside the matcher below
 * (it would have no policy at all). Without a manifest for this build (`next dev`, or the
 * post-build step skipped) the policy here is report-only, so nothing breaks. See
 * docs/decisions/0004-content-security-policy.md.
 *
 * It also answers revalidations of prerendered pages: their ETags are computed at build time
 * (`generateEtags: false` spares `next start` a hash of every page on every request), so a request
 * with `If-None-Match` comes here and gets a 304 when it matches (lib/page-validators.ts). Only
 * such requests do: the matcher's `has` condition keeps everything else off the proxy.
 *
 * The other security headers, and a baseline CSP for everything that is not a document, come
 * from next.config.ts `headers()` (lib/security-headers.ts).
 */
import path from 'node:path';
import { NextResponse, type NextRequest } from 'next/server';
import { loadCspManifest, type CspDecision } from '@/lib/csp';
import { siteCspResolver } from '@/lib/csp-config';
import { loadPageValidators, notModified, type PageValidator } from '@/lib/page-validators';

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

let validators: Map<string, PageValidator> | undefined;

/** A 304 when a returning browser's copy of a prerendered page is current (lib/page-validators.ts). */
function conditional(request: NextRequest): NextResponse | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  validators ??= loadPageValidators(path.join(process.cwd(), '.next'), {
    dev: process.env.NODE_ENV === 'development',
  });
  const page = notModified(
    validators,
    request.nextUrl.pathname,
    request.headers.get('if-none-match'),
  );
  if (!page) return null;
  return new NextResponse(null, { status: 304, headers: page });
}

/** The documents rendered on request: the test-only diagnostics and the contact retry page. */
const RENDERED_ON_REQUEST = ['/diagnostics', '/contact/retry'];

export function proxy(request: NextRequest) {
  const unchanged = conditional(request);
  if (unchanged) return unchanged;
  const { pathname } = request.nextUrl;
  if (!RENDERED_ON_REQUEST.some((p) => pathname === p || pathname.startsWith(`${p}/`))) {
    return NextResponse.next(); // a revalidation that did not match: the page as usual
  }
  const decision = getResolver()(request.nextUrl.pathname);
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
  matcher: [
    {
      // The routes rendered on request (client-side navigations, RSC requests, carry no HTML).
      source: '/diagnostics/:path*',
      missing: [{ type: 'header', key: 'rsc' }],
    },
    {
      source: '/contact/retry/:path*',
      missing: [{ type: 'header', key: 'rsc' }],
    },
    {
      // Revalidations of documents only: every other request skips the proxy altogether.
      source: '/((?!_next/|api/).*)',
      has: [{ type: 'header', key: 'if-none-match' }],
      missing: [{ type: 'header', key: 'rsc' }],
    },
  ],
};
