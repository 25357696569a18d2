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
 * page (scripts/post-build.ts, server/csp-config.ts) at no cost per request. The post-build step
 * fails if a page rendered on request is outside the matcher below (it would have no policy at
 * all). Without a manifest for this build (`next dev`, or the post-build step skipped) the policy
 * here is report-only, so nothing breaks. See docs/decisions/0004-content-security-policy.md.
 *
 * The content editor (`/keystatic`, only in builds where it is on) is rendered on request too,
 * with a policy of its own (lib/csp.ts `editorCsp`). In GitHub mode it answers on its own host
 * only (EDITOR_ORIGIN): elsewhere its pages and API are the site's 404, and so are Keystatic's
 * set-up screens, which a configured site has no use for.
 *
 * An editor's preview (Next.js draft mode, docs/preview.md) renders every page on request: those
 * requests, and only those (they carry the build's draft-mode cookie), come through here to have
 * the branch's content read before the render and to get a nonce policy and `private, no-store`.
 *
 * The other security headers, and a baseline CSP for everything that is not a document, come
 * from next.config.ts `headers()` (lib/security-headers.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { NextResponse, type NextRequest } from 'next/server';
import { DRAFT_MODE_COOKIE, PREVIEW_BRANCH_COOKIE } from '@/server/preview/cookies';
import { GITHUB_TOKEN_COOKIE, editorRepo } from '@/server/preview/github';
import { BASELINE_CSP, createNonce, editorCsp, type CspDecision } from '@/lib/csp';
import { loadCspManifest } from '@/lib/csp-manifest';
import { siteCspResolver } from '@/server/csp-config';

let resolver: ((pathname: string, renderedOnRequest?: boolean) => CspDecision) | undefined;

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

let previewModeId: string | undefined;

/** Whether the request carries this build's draft-mode cookie (an editor's preview is on). */
function inDraftMode(request: NextRequest): boolean {
  const value = request.cookies.get(DRAFT_MODE_COOKIE)?.value;
  if (!value) return false;
  if (process.env.NODE_ENV === 'development') return true;
  if (previewModeId === undefined) {
    try {
      const manifest = JSON.parse(
        fs.readFileSync(path.join(process.cwd(), '.next', 'prerender-manifest.json'), 'utf8'),
      ) as { preview?: { previewModeId?: string } };
      previewModeId = manifest.preview?.previewModeId ?? '';
    } catch {
      previewModeId = '';
    }
  }
  return previewModeId !== '' && value === previewModeId;
}

/**
 * A preview (docs/preview.md): the branch's content read and checked before the page renders
 * from it (server/preview/branch-content.ts), and the response kept out of every shared cache.
 */
async function preparePreview(request: NextRequest): Promise<void> {
  const repo = editorRepo();
  const branch = request.cookies.get(PREVIEW_BRANCH_COOKIE)?.value;
  const token = request.cookies.get(GITHUB_TOKEN_COOKIE)?.value;
  if (!repo || !branch || !token) return;
  // The loader and its Markdown renderer load with the first preview, not with every request.
  const { loadBranch } = await import('@/server/preview/branch-content');
  await loadBranch(token, repo, branch);
}

const EDITOR_PATH = /^\/(?:(?:api\/)?keystatic|api\/preview)(?:\/|$)/;
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

export async function proxy(request: NextRequest) {
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
  const preview = !editor && !pathname.startsWith('/api/') && inDraftMode(request);
  if (preview) await preparePreview(request);
  const document = !request.headers.has('rsc');
  const decision = editor
    ? editorDecision()
    : preview && !document
      ? { headers: {} }
      : getResolver()(pathname, preview);
  // A prerendered page served as it was built (a draft-mode cookie that is not this build's
  // brought it here): its policy comes with it, and a second one here would be added to it.
  if (!editor && !preview && !decision.nonce) return NextResponse.next();
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
  if (preview) {
    response.headers.set('Cache-Control', 'private, no-store');
    response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  }
  return response;
}

export const config = {
  // The routes rendered on request (client-side navigations, RSC requests, carry no HTML).
  matcher: [
    { source: '/contact/retry/:path*', missing: [{ type: 'header', key: 'rsc' }] },
    { source: '/diagnostics/:path*', missing: [{ type: 'header', key: 'rsc' }] },
    // The content editor (where it is on): its own policy, and its own host; the preview's
    // switch, which reads the editor's token, on that host too.
    '/keystatic/:path*',
    '/api/keystatic/:path*',
    '/api/preview/:path*',
    // An editor's preview (Next.js draft mode): every page, documents and navigations alike, is
    // rendered on request from the branch's content. Requests without the cookie (every public
    // visitor's) never come through here, and keep their prerendered page and its policy.
    {
      source: '/((?!_next/|api/|keystatic).*)',
      has: [{ type: 'cookie', key: '__prerender_bypass' }],
    },
  ],
};
