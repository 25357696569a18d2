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
 * An editor's preview (Next.js draft mode, docs/preview.md) renders every page on request, on the
 * editor's host only: every request with a draft-mode cookie comes through here. On the editor's
 * host it is a preview only when it passes one check (`previewRequest`: this build's cookie, a
 * branch, a token with push access), and then gets a nonce policy and `private, no-store` (the
 * page reads the branch's content itself, server/preview/render.ts); anything else there goes to
 * the editor (307). On any other host the cookie is dropped, and the published page is served as
 * built.
 *
 * The other security headers, and a baseline CSP for everything that is not a document, come
 * from next.config.ts `headers()` (lib/security-headers.ts).
 */
import { NextResponse, type NextRequest } from 'next/server';
import { DRAFT_MODE_COOKIE, PREVIEW_BRANCH_COOKIE } from '@/server/preview/cookies';
import { GITHUB_TOKEN_COOKIE, editorRepo } from '@/server/preview/github';
import { draftModeId } from '@/lib/build-output';
import { BASELINE_CSP, createNonce, editorCsp, type CspDecision } from '@/lib/csp';
import { loadCspManifest } from '@/lib/csp-manifest';
import { siteCspResolver } from '@/server/csp-config';

let resolver: ((pathname: string, renderedOnRequest?: boolean) => CspDecision) | undefined;

function getResolver() {
  if (resolver) return resolver;
  const dev = process.env.NODE_ENV === 'development';
  const { manifest, problem } = dev ? { manifest: null, problem: undefined } : loadCspManifest();
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

/**
 * Whether the request carries this build's draft-mode cookie (set only by /api/preview): its value
 * is the build's draft-mode id, which the post-build step copied next to the build
 * (lib/build-output.ts `draftModeId`). Without that file no cookie counts.
 */
function inDraftMode(request: NextRequest): boolean {
  const value = request.cookies.get(DRAFT_MODE_COOKIE)?.value;
  if (!value) return false;
  if (process.env.NODE_ENV === 'development') return true;
  if (previewModeId === undefined) {
    const { id, problem } = draftModeId();
    if (problem) {
      console.warn(
        JSON.stringify({ level: 'warn', msg: 'preview: off, no draft-mode id', detail: problem }),
      );
    }
    previewModeId = id;
  }
  return previewModeId !== '' && value === previewModeId;
}

/**
 * The one check for the editor's host (docs/editor-host.md): a request there is a preview only
 * with this build's draft-mode cookie, a branch, and the editor's GitHub token with push access
 * to the repository (asked of GitHub every few minutes per token: server/preview/access.ts).
 * Anything less (a stale cookie from an earlier build, a planted one, a revoked token) is not.
 */
async function previewRequest(request: NextRequest): Promise<boolean> {
  const repo = editorRepo();
  const branch = request.cookies.get(PREVIEW_BRANCH_COOKIE)?.value;
  const token = request.cookies.get(GITHUB_TOKEN_COOKIE)?.value;
  if (!repo || !branch || !token || !inDraftMode(request)) return false;
  const { checkedAccess } = await import('@/server/preview/access');
  const access = await checkedAccess(token, repo).catch(() => 'unavailable');
  return access === 'ok';
}

/** The request's headers without the draft-mode cookie: off the editor's host, never a preview. */
function withoutDraftMode(request: NextRequest): Headers {
  const headers = new Headers(request.headers);
  const kept = (request.headers.get('cookie') ?? '')
    .split(';')
    .filter((part) => part.split('=')[0]!.trim() !== DRAFT_MODE_COOKIE);
  if (kept.some((part) => part.trim())) headers.set('cookie', kept.join(';').trim());
  else headers.delete('cookie');
  return headers;
}

const EDITOR_PATH = /^\/(?:(?:api\/)?keystatic|api\/preview)(?:\/|$)/;
/** Keystatic's screens for creating a GitHub App: set-up, done once, outside the deployment. */
const SETUP_SCREEN = /^\/keystatic\/(?:setup|created-github-app)\/?$/;

/** Whether a Host header names the editor's host (by host name, as cookies are compared). */
function isEditorHost(host: string | null, editorOrigin: string): boolean {
  const hostname = host ? URL.parse(`http://${host}`)?.hostname : undefined;
  return hostname === new URL(editorOrigin).hostname;
}

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
  return isEditorHost(host, editorOrigin);
}

/** On the editor's host, anything but the editor and a checked preview goes to the editor. */
function toTheEditor(request: NextRequest): NextResponse {
  const response = NextResponse.redirect(new URL('/keystatic', request.url), 307);
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const host = request.headers.get('host') ?? request.nextUrl.host;
  const editorPath = EDITOR_PATH.test(pathname);
  if (editorPath) {
    if (!editorAllowed(pathname, host)) {
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
  // The request's headers, when they change on their way to the render.
  let forwarded: Headers | undefined;
  let preview = false;
  const editorOrigin = process.env.EDITOR_ORIGIN;
  if (!editorPath && editorOrigin && isEditorHost(host, editorOrigin)) {
    // The site's API has nothing for the editor's host, and a page is a preview or nothing.
    preview = !pathname.startsWith('/api/') && (await previewRequest(request));
    // The page then reads the branch itself, with the same token (server/preview/render.ts).
    if (!preview) return toTheEditor(request);
  } else if (!editorPath && request.cookies.has(DRAFT_MODE_COOKIE)) {
    // Elsewhere a draft-mode cookie, whoever set it, is dropped before Next.js sees it: public
    // hosts serve the published pages, as built.
    forwarded = withoutDraftMode(request);
  }
  const document = !request.headers.has('rsc');
  const decision = editor
    ? editorDecision()
    : preview && !document
      ? { headers: {} }
      : getResolver()(pathname, preview);
  if (decision.nonce) {
    // Next.js reads the nonce from the request's CSP header and adds it to its scripts.
    forwarded ??= new Headers(request.headers);
    forwarded.set('content-security-policy', `script-src 'nonce-${decision.nonce}'`);
  }
  const response = forwarded
    ? NextResponse.next({ request: { headers: forwarded } })
    : NextResponse.next();
  // A prerendered page served as it was built: its policy comes with it, and a second one here
  // would be added to it.
  if (!editor && !preview && !decision.nonce) return response;
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
    // rendered on request from the branch's content, on the editor's host only. Every request
    // with the cookie comes through here, on any host, so none is rendered in draft mode
    // unchecked. Requests without it (every public visitor's) never do, and keep their
    // prerendered page and its policy; on the editor's host next.config.ts sends them to the
    // editor.
    {
      source: '/((?!_next/).*)',
      has: [{ type: 'cookie', key: '__prerender_bypass' }],
    },
  ],
};
