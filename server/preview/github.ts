import { gunzipSync } from 'node:zlib';
import { unpackTar } from 'modern-tar';
import type { ContentFiles } from '@/content/entry';

/**
 * The few GitHub API calls a preview makes, with the editor's own token (Keystatic's cookie): is
 * the token one the API accepts with write access to the repository, which commit is a branch
 * at, and that commit's files. `KEYSTATIC_GITHUB_API_URL` points them elsewhere (a GitHub
 * Enterprise host, or a test's stand-in on 127.0.0.1).
 */

export const GITHUB_TOKEN_COOKIE = 'keystatic-gh-access-token';

export function githubApiBase(env: Readonly<Record<string, string | undefined>> = process.env) {
  return (env.KEYSTATIC_GITHUB_API_URL?.trim() || 'https://api.github.com').replace(/\/+$/, '');
}

/** The repository the editor saves to, `owner/name`; undefined outside GitHub mode. */
export function editorRepo(): string | undefined {
  return process.env.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO || undefined;
}

function call(token: string, pathname: string): Promise<Response> {
  return fetch(`${githubApiBase()}${pathname}`, {
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/vnd.github+json',
      'x-github-api-version': '2022-11-28',
      'user-agent': 'cairn-preview',
    },
    cache: 'no-store',
    redirect: 'follow',
    signal: AbortSignal.timeout(20_000),
  });
}

export type Access = 'ok' | 'unauthorized' | 'forbidden';

/**
 * Whether the token may preview: the API accepts it (not 401) and it may push to the repository
 * (an editor's token can; a token for someone who can only read it, or for another account, cannot).
 */
export async function repoAccess(token: string, repo: string): Promise<Access> {
  const answer = await call(token, `/repos/${repo}`);
  if (answer.status === 401) return 'unauthorized';
  if (!answer.ok) return 'forbidden';
  const body = (await answer.json()) as { permissions?: { push?: boolean } };
  return body.permissions?.push === true ? 'ok' : 'forbidden';
}

/** The commit a branch is at; undefined when the repository has no such branch. */
export async function branchHead(
  token: string,
  repo: string,
  branch: string,
): Promise<string | undefined> {
  const answer = await call(token, `/repos/${repo}/branches/${encodeURIComponent(branch)}`);
  if (answer.status === 404) return undefined;
  if (!answer.ok) throw new Error(`GitHub answered ${answer.status} for branch "${branch}"`);
  const body = (await answer.json()) as { commit?: { sha?: string } };
  if (!body.commit?.sha) throw new Error(`GitHub gave no commit for branch "${branch}"`);
  return body.commit.sha;
}

/** A commit's files the site is built from: content/ as text, public/ images as bytes. */
export interface BranchFiles {
  files: ContentFiles;
  images: Map<string, Uint8Array>;
}

const IMAGE = /\.(png|jpe?g|webp|avif|gif|svg)$/i;

/** Reads a commit's tarball (`owner-repo-sha/` before every path) into memory. */
export async function commitFiles(token: string, repo: string, sha: string): Promise<BranchFiles> {
  const answer = await call(token, `/repos/${repo}/tarball/${sha}`);
  if (!answer.ok) throw new Error(`GitHub answered ${answer.status} for the tarball of ${sha}`);
  const archive = gunzipSync(Buffer.from(await answer.arrayBuffer()));
  const wanted = (name: string) =>
    name.startsWith('content/') || (name.startsWith('public/') && IMAGE.test(name));
  const inside = (name: string) => name.slice(name.indexOf('/') + 1);
  const entries = await unpackTar(archive, {
    filter: (header) => header.type === 'file' && wanted(inside(header.name)),
  });
  const files: ContentFiles = {};
  const images = new Map<string, Uint8Array>();
  const text = new TextDecoder();
  for (const entry of entries) {
    const name = inside(entry.header.name);
    if (!entry.data || name.includes('..')) continue;
    if (name.startsWith('content/')) files[name] = text.decode(entry.data);
    else images.set(name.slice('public'.length), entry.data);
  }
  return { files, images };
}
