import type { NextRequest } from 'next/server';
import { checkedAccess } from '@/server/preview/access';
import { GITHUB_TOKEN_COOKIE, editorRepo } from '@/server/preview/github';
import { log } from '@/server/log';
import {
  blobId,
  changedFields,
  editorHref,
  entryOf,
  entryTitle,
  historyHref,
  type EntryRef,
} from './entry';
import { formatDate, historyBody, htmlPage, messagePage, type VersionView } from './page';
import { githubSource, localSource, type HistorySource } from './sources';

/**
 * /keystatic/history and /api/keystatic/history (their route files exist only where the editor is
 * on): an entry's saved versions, who saved each and when and what it changed, and "Restore this
 * version", which saves the old file again as the newest version. In GitHub mode the same editors as a preview's, and
 * checked the same way (server/preview/github.ts): signed in to the editor, with a token GitHub
 * accepts that may push to the repository. Under `next dev`, local mode: git of the working copy.
 */

const LIMIT = 20;
const BRANCH = /^[^\s~^:?*[\\]+$/;

type Guarded =
  | { ok: true; entry: EntryRef; source: HistorySource; branch?: string }
  | { ok: false; response: Response };

async function guard(request: NextRequest): Promise<Guarded> {
  const fail = (status: number, title: string, text: string) => ({
    ok: false as const,
    response: messagePage(status, title, text, '/keystatic'),
  });
  const params = request.nextUrl.searchParams;
  const repo = editorRepo();
  if (!repo && process.env.NODE_ENV !== 'development') {
    return fail(404, 'No history here', 'The history needs the content editor.');
  }
  const entry = entryOf(params);
  if (!entry) {
    return fail(404, 'Which entry?', 'Open the history from an entry in the editor.');
  }
  if (!repo) return { ok: true, entry, source: localSource() };
  const branch = params.get('branch') ?? '';
  if (!BRANCH.test(branch) || branch.length > 200) {
    return fail(400, 'Which branch?', 'Open the history from an entry in the editor.');
  }
  const token = request.cookies.get(GITHUB_TOKEN_COOKIE)?.value;
  if (!token)
    return fail(401, 'Sign in first', 'Sign in to the editor, then open the history again.');
  // The same check as a preview's, asked of GitHub once per token every few minutes.
  const access = await checkedAccess(token, repo).catch(() => 'unavailable' as const);
  if (access === 'unavailable') {
    return fail(503, 'GitHub did not answer', 'Open the history again in a minute.');
  }
  if (access === 'unauthorized') {
    return fail(401, 'Sign in again', 'GitHub no longer accepts your sign-in. Sign in again.');
  }
  if (access === 'forbidden') {
    return fail(403, 'Not an editor', `Your GitHub account cannot save to ${repo}.`);
  }
  return { ok: true, entry, branch, source: githubSource(token, repo, branch) };
}

/** The page's notice after a restore (the address the restore redirects to says which). */
function noticeOf(params: URLSearchParams): { text: string; problem?: boolean } | undefined {
  const outcome = params.get('outcome');
  if (outcome === 'restored') {
    const when = params.get('version') ?? '';
    return {
      text: `Restored the version of ${formatDate(when)}: it is now the newest save. Open the entry to see it.`,
    };
  }
  if (outcome === 'unchanged')
    return { text: 'That version is the entry now: nothing to restore.' };
  if (outcome === 'changed') {
    return {
      problem: true,
      text: 'Not restored: someone saved this entry after you opened its history. The list below is the newest; choose again.',
    };
  }
  if (outcome === 'failed') {
    return {
      problem: true,
      text: 'Not restored: GitHub or git did not take the save. Try once more in a minute.',
    };
  }
  if (outcome === 'missing') {
    return { problem: true, text: 'Not restored: that version is not in the entry’s history.' };
  }
  return undefined;
}

export async function historyPage(request: NextRequest): Promise<Response> {
  const checked = await guard(request);
  if (!checked.ok) return checked.response;
  const { entry, source, branch } = checked;
  const back = editorHref(entry, branch);
  try {
    const [versions, now] = await Promise.all([
      source.versions(entry.file, LIMIT + 1),
      source.current(entry.file),
    ]);
    if (versions === undefined) {
      return messagePage(
        200,
        'No history in this copy',
        'This copy of the site is not a git repository, so it keeps no earlier versions. Saves still write the files.',
        back,
      );
    }
    // One more than shown: the oldest listed version's changes are measured against it.
    const texts = await Promise.all(versions.map((v) => source.textAt(entry.file, v.sha)));
    const shown = versions.slice(0, LIMIT);
    const currentId = blobId(now.text);
    const views: VersionView[] = shown.map((version, i) => {
      const text = texts[i];
      const before = texts[i + 1];
      const known = i + 1 < versions.length;
      return {
        ...version,
        created: text !== undefined && !known && versions.length <= LIMIT,
        deleted: text === undefined,
        changes: text === undefined || !known ? undefined : changedFields(entry, before, text),
        current: text !== undefined && blobId(text) === currentId,
      };
    });
    const committed = texts[0];
    const uncommitted =
      !branch && now.text !== undefined && now.text !== committed
        ? committed === undefined
          ? []
          : changedFields(entry, committed, now.text)
        : undefined;
    return htmlPage(
      200,
      `History of ${entryTitle(entry, now.text ?? committed)}`,
      historyBody({
        title: entryTitle(entry, now.text ?? committed),
        collectionLabel: entry.label,
        file: entry.file,
        branch,
        editorHref: back,
        action: historyHref(entry, branch).replace('/keystatic/', '/api/keystatic/'),
        currentId,
        versions: views,
        uncommitted,
        notice: noticeOf(request.nextUrl.searchParams),
      }),
    );
  } catch (error) {
    log('warn', 'history: versions unavailable', { error, file: entry.file });
    return messagePage(
      502,
      'The history did not load',
      'GitHub or git did not give this entry’s versions. Open the history again in a minute.',
      back,
    );
  }
}

/** A form sent from this host's own page, never from another site (a forged restore). */
function sameOrigin(request: NextRequest): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin') return false;
  const origin = request.headers.get('origin');
  const host = request.headers.get('host');
  return !origin || (host !== null && URL.parse(origin)?.host === host);
}

/**
 * "Restore this version" (POST /api/keystatic/history: the server guard lets the editor's API
 * take a POST, and no shared cache keeps its answers). Its outcome is shown on the history page
 * it redirects to, which lists the versions as they are now.
 */
export async function restoreVersion(request: NextRequest): Promise<Response> {
  if (!sameOrigin(request)) {
    return messagePage(
      403,
      'Not from the editor',
      'Restore from the entry’s history page.',
      '/keystatic',
    );
  }
  const checked = await guard(request);
  if (!checked.ok) return checked.response;
  const { entry, source, branch } = checked;
  const form = await request.formData().catch(() => undefined);
  const version = String(form?.get('version') ?? '');
  const expected = String(form?.get('current') ?? '');
  const back = (query: Record<string, string>) =>
    new Response(null, {
      status: 303,
      headers: {
        location: `${historyHref(entry, branch)}&${new URLSearchParams(query)}`,
        'cache-control': 'private, no-store',
      },
    });
  if (!/^[0-9a-f]{40,64}$/.test(version) || !/^(?:[0-9a-f]{40}|none)$/.test(expected)) {
    return back({ outcome: 'missing' });
  }
  try {
    const now = await source.current(entry.file);
    if (blobId(now.text) !== expected) return back({ outcome: 'changed' });
    const old = await source.textAt(entry.file, version);
    if (old === undefined) return back({ outcome: 'missing' });
    if (old === now.text) return back({ outcome: 'unchanged' });
    const listed = await source.versions(entry.file, LIMIT * 5);
    const date = listed?.find((v) => v.sha === version)?.date ?? '';
    const written = await source.write(
      entry.file,
      old,
      `Restore ${entry.file} to the version of ${date ? formatDate(date) : version.slice(0, 7)}`,
      now,
    );
    if (!written.ok) return back({ outcome: written.reason === 'moved' ? 'changed' : 'failed' });
    return back({ outcome: 'restored', version: date || version.slice(0, 7) });
  } catch (error) {
    log('warn', 'history: restore failed', { error, file: entry.file });
    return back({ outcome: 'failed' });
  }
}
