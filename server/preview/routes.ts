import { cookies, draftMode } from 'next/headers';
import { definedCollections, definitions, type DefinedCollection } from '@/content/definitions';
import { siteUrl } from '@/lib/env';
import { GITHUB_TOKEN_COOKIE, editorRepo, branchHead } from './github';
import { messagePage } from '@/server/history/page';
import { checkedAccess } from './access';
import { PREVIEW_BRANCH_COOKIE } from './cookies';

/**
 * /api/preview and /api/preview/exit (their route files exist only where the editor is on).
 * Turning a preview on needs an editor signed in to Keystatic whose GitHub token the API accepts
 * with write access to the repository; anything less answers a short page and sets no cookie.
 */

/** A short page in the editor's look (the history's), its words escaped, back to the editor. */
function page(status: number, title: string, text: string): Response {
  return messagePage(status, title, text, '/keystatic');
}

function cookieOf(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      return decodeURIComponent(part.slice(at + 1).trim());
    }
  }
  return undefined;
}

/**
 * Where the preview opens: an entry's page, or a path of this site (never another origin), as a
 * Location header can carry it: percent-encoded (`/€` is `/%E2%82%AC`), so no address makes the
 * answer fail.
 */
export function previewTarget(params: URLSearchParams): string {
  const collection = params.get('collection');
  const slug = params.get('slug') ?? '';
  if (collection && (definedCollections as string[]).includes(collection) && slug) {
    return sitePath(definitions[collection as DefinedCollection].href(slug));
  }
  const to = params.get('to') ?? '/';
  return to.startsWith('/') && !to.startsWith('//') && !to.includes('\\') ? sitePath(to) : '/';
}

/** A path on this site, encoded; `/` for anything a browser would read as another origin. */
function sitePath(target: string): string {
  const base = 'http://site.invalid';
  const url = URL.parse(target, base);
  return url?.origin === base ? `${url.pathname}${url.search}${url.hash}` : '/';
}

const BRANCH = /^[^\s~^:?*[\\]+$/;

export async function enablePreview(request: Request): Promise<Response> {
  const repo = editorRepo();
  if (!repo) return page(404, 'No preview here', 'Previews need the editor’s GitHub mode.');
  const url = new URL(request.url);
  const branch = url.searchParams.get('branch') ?? '';
  if (!BRANCH.test(branch) || branch.length > 200) {
    return page(400, 'Which branch?', 'Open the preview from the editor’s Preview button.');
  }
  const token = cookieOf(request, GITHUB_TOKEN_COOKIE);
  if (!token) {
    return page(401, 'Sign in first', 'Sign in to the editor, then use its Preview button again.');
  }
  const access = await checkedAccess(token, repo).catch(() => 'unavailable' as const);
  if (access === 'unavailable') {
    return page(503, 'GitHub did not answer', 'Try the Preview button again in a minute.');
  }
  if (access === 'unauthorized') {
    return page(401, 'Sign in again', 'GitHub no longer accepts your sign-in. Sign in again.');
  }
  if (access === 'forbidden') {
    return page(403, 'Not an editor', `Your GitHub account cannot save to ${repo}.`);
  }
  if (!(await branchHead(token, repo, branch).catch(() => undefined))) {
    return page(404, 'No such branch', `${repo} has no branch “${branch}”.`);
  }
  (await draftMode()).enable();
  (await cookies()).set(PREVIEW_BRANCH_COOKIE, branch, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: process.env.NODE_ENV !== 'development',
  });
  return new Response(null, {
    status: 303,
    headers: { location: previewTarget(url.searchParams), 'cache-control': 'private, no-store' },
  });
}

/**
 * Leaves a preview: draft mode off, and the published page on the public site (SITE_URL, fixed at
 * build), since the editor's host, where previews render, serves nothing but the editor.
 */
export async function exitPreview(request: Request): Promise<Response> {
  (await draftMode()).disable();
  (await cookies()).delete(PREVIEW_BRANCH_COOKIE);
  const target = new URL(previewTarget(new URL(request.url).searchParams), siteUrl.origin);
  return new Response(null, {
    status: 303,
    headers: { location: target.href, 'cache-control': 'private, no-store' },
  });
}
