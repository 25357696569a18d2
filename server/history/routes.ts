import type { NextRequest } from 'next/server';
import { GITHUB_TOKEN_COOKIE, editorRepo, repoAccess } from '@/server/preview/github';
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
 * /keystatic/history (its route file exists only where the editor is on): an entry's saved
 * versions, who saved each and when and what it changed, and "Restore this version", which saves
 * the old file again as the newest version. In GitHub mode the same editors as a preview's, and
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
  const access = await repoAccess(token, repo).catch(() => 'unavailable' as const);
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

/** The page's notice after a restore (the address says which outcome). */
function noticeOf(params: URLSearchParams) {
  const restored = params.get('restored');
  if (restored) {
    return {
      text: `Restored the version of ${formatDate(restored)}: it is now the newest save. Open the entry to see it.`,
    };
  }
  if (params.has('unchanged'))
    return { text: 'That version is the entry now: nothing to restore.' };
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
        action: historyHref(entry, branch),
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
  const again = historyHref(entry, branch);
  const form = await request.formData().catch(() => undefined);
  const version = String(form?.get('version') ?? '');
  const expected = String(form?.get('current') ?? '');
  if (!/^[0-9a-f]{40,64}$/.test(version) || !/^(?:[0-9a-f]{40}|none)$/.test(expected)) {
    return messagePage(
      400,
      'Which version?',
      'Choose “Restore this version” on the history page.',
      again,
    );
  }
  const redirect = (query: string) =>
    new Response(null, {
      status: 303,
      headers: { location: `${again}&${query}`, 'cache-control': 'private, no-store' },
    });
  try {
    const now = await source.current(entry.file);
    if (blobId(now.text) !== expected) {
      return messagePage(
        409,
        'Changed since you opened the history',
        'Someone saved this entry after you opened its history, so nothing was restored. Open the history again to see the newest version, then choose again.',
        again,
      );
    }
    const old = await source.textAt(entry.file, version);
    if (old === undefined) {
      return messagePage(
        404,
        'No such version',
        'That version of the entry is not in its history.',
        again,
      );
    }
    if (old === now.text) return redirect('unchanged=1');
    const [saved] =
      (await source.versions(entry.file, LIMIT * 5))?.filter((v) => v.sha === version) ?? [];
    const date = saved?.date ?? '';
    const written = await source.write(
      entry.file,
      old,
      `Restore ${entry.file} to the version of ${date ? formatDate(date) : version.slice(0, 7)}`,
      now,
    );
    if (!written.ok) {
      return written.reason === 'moved'
        ? messagePage(
            409,
            'Changed since you opened the history',
            'Someone saved to this branch while you were restoring, so nothing was restored. Open the history again and choose again.',
            again,
          )
        : messagePage(
            502,
            'Not restored',
            'GitHub refused the save. Open the history again and try once more.',
            again,
          );
    }
    return redirect(`restored=${encodeURIComponent(date || version.slice(0, 7))}`);
  } catch (error) {
    log('warn', 'history: restore failed', { error, file: entry.file });
    return messagePage(
      502,
      'Not restored',
      'GitHub or git did not answer. Try once more in a minute.',
      again,
    );
  }
}
