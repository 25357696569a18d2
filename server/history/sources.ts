import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { branchHead, githubApiBase } from '@/server/preview/github';

/**
 * Where an entry's versions come from. In GitHub mode each Save is a commit on the editor's
 * branch: GitHub's API lists the commits that touched the file and gives the file at each; a
 * restore is a commit too, made as Keystatic makes its saves (GraphQL `createCommitOnBranch`,
 * refused when the branch moved since it was read). In local mode (`next dev`) the versions are
 * git's commits of the working copy and a restore writes the file, as the local editor's Save
 * does; committing it stays the developer's step.
 */

export interface Version {
  sha: string;
  /** Who saved it: the commit's author (and GitHub account, where there is one). */
  author: string;
  /** When, as the commit says (ISO 8601). */
  date: string;
  message: string;
}

export interface Current {
  /** The file now; undefined when it does not exist (deleted, or not made yet). */
  text: string | undefined;
  /** The commit the branch is at (GitHub mode): a restore is refused if the branch moves. */
  head?: string;
}

export type WriteResult = { ok: true; sha?: string } | { ok: false; reason: 'moved' | 'refused' };

export interface HistorySource {
  /** Newest first, at most `limit`. undefined: this copy has no history to read (no git). */
  versions(file: string, limit: number): Promise<Version[] | undefined>;
  /** The file as a commit left it; undefined when the commit has no such file. */
  textAt(file: string, sha: string): Promise<string | undefined>;
  current(file: string): Promise<Current>;
  write(file: string, text: string, message: string, current: Current): Promise<WriteResult>;
}

const exec = promisify(execFile);
const SEPARATOR = '\u001f';

/** Local mode: git in the working copy the editor writes to. */
export function localSource(root = process.cwd()): HistorySource {
  const git = (args: string[]) =>
    exec('git', args, { cwd: root, maxBuffer: 8 * 1024 * 1024, encoding: 'utf8' });
  // An entry's file in the working copy, a path known only at run time: the build's file tracing
  // is told to skip it, or it would copy the whole project (tests included) into the image.
  const inRoot = (file: string) => path.join(/* turbopackIgnore: true */ root, file);
  return {
    async versions(file, limit) {
      const inside = await git(['rev-parse', '--is-inside-work-tree']).catch(() => undefined);
      if (inside?.stdout.trim() !== 'true') return undefined;
      const { stdout } = await git([
        'log',
        `-n${limit}`,
        `--format=%H${SEPARATOR}%an${SEPARATOR}%aI${SEPARATOR}%s`,
        '--',
        file,
      ]);
      return stdout
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [sha = '', author = '', date = '', message = ''] = line.split(SEPARATOR);
          return { sha, author, date, message };
        });
    },
    async textAt(file, sha) {
      if (!/^[0-9a-f]{7,64}$/.test(sha)) return undefined;
      // `./` resolves the path from the working folder, wherever the repository's root is.
      const shown = await git(['show', `${sha}:./${file}`]).catch(() => undefined);
      return shown?.stdout;
    },
    async current(file) {
      const text = await fs.readFile(inRoot(file), 'utf8').catch(() => undefined);
      return { text };
    },
    async write(file, text) {
      await fs.mkdir(path.dirname(inRoot(file)), { recursive: true });
      await fs.writeFile(inRoot(file), text);
      return { ok: true };
    },
  };
}

/** GitHub's GraphQL endpoint beside its REST one (GitHub Enterprise: `/api/graphql`). */
export function graphqlUrl(base = githubApiBase()): string {
  return base.endsWith('/api/v3') ? `${base.slice(0, -'/v3'.length)}/graphql` : `${base}/graphql`;
}

/** Files at a commit never change: kept, so a history opened again costs one request. */
const texts = new Map<string, string | undefined>();
const TEXTS_KEPT = 400;

interface CommitJson {
  sha: string;
  author?: { login?: string } | null;
  commit: { author?: { name?: string; date?: string } | null; message?: string };
}

/** GitHub mode: the editor's branch, with the editor's own token. */
export function githubSource(token: string, repo: string, branch: string): HistorySource {
  const base = githubApiBase();
  const request = (
    pathname: string,
    init: RequestInit = {},
    accept = 'application/vnd.github+json',
  ) =>
    fetch(pathname.startsWith('http') ? pathname : `${base}${pathname}`, {
      ...init,
      headers: {
        authorization: `Bearer ${token}`,
        accept,
        'x-github-api-version': '2022-11-28',
        'user-agent': 'cairn-history',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      cache: 'no-store',
      signal: AbortSignal.timeout(20_000),
    });
  const encodedPath = (file: string) => file.split('/').map(encodeURIComponent).join('/');

  const source: HistorySource = {
    async versions(file, limit) {
      const query = new URLSearchParams({ sha: branch, path: file, per_page: String(limit) });
      const answer = await request(`/repos/${repo}/commits?${query}`);
      if (!answer.ok) throw new Error(`GitHub answered ${answer.status} for the file's commits`);
      const commits = (await answer.json()) as CommitJson[];
      return commits.map((c) => {
        const name = c.commit.author?.name ?? '';
        const login = c.author?.login;
        return {
          sha: c.sha,
          author: login && login !== name ? `${name || login} (${login})` : name || 'unknown',
          date: c.commit.author?.date ?? '',
          message: (c.commit.message ?? '').split('\n')[0] ?? '',
        };
      });
    },
    async textAt(file, sha) {
      const key = `${sha}:${file}`;
      if (texts.has(key)) return texts.get(key);
      const answer = await request(
        `/repos/${repo}/contents/${encodedPath(file)}?ref=${encodeURIComponent(sha)}`,
        {},
        'application/vnd.github.raw+json',
      );
      if (answer.status === 404) return undefined;
      if (!answer.ok) throw new Error(`GitHub answered ${answer.status} for ${file} at ${sha}`);
      const text = await answer.text();
      if (texts.size >= TEXTS_KEPT) texts.delete(texts.keys().next().value as string);
      texts.set(key, text);
      return text;
    },
    async current(file) {
      const head = await branchHead(token, repo, branch);
      if (!head) throw new Error(`the repository has no branch "${branch}"`);
      return { head, text: await source.textAt(file, head) };
    },
    async write(file, text, message, current) {
      const answer = await request(graphqlUrl(base), {
        method: 'POST',
        body: JSON.stringify({
          query: `mutation Restore($input: CreateCommitOnBranchInput!) {
  createCommitOnBranch(input: $input) { commit { oid } }
}`,
          variables: {
            input: {
              branch: { repositoryNameWithOwner: repo, branchName: branch },
              expectedHeadOid: current.head,
              message: { headline: message },
              fileChanges: {
                additions: [{ path: file, contents: Buffer.from(text, 'utf8').toString('base64') }],
              },
            },
          },
        }),
      });
      if (!answer.ok) return { ok: false, reason: 'refused' };
      const body = (await answer.json()) as {
        data?: { createCommitOnBranch?: { commit?: { oid?: string } } | null };
        errors?: { type?: string; message?: string }[];
      };
      if (body.errors?.some((e) => e.type === 'STALE_DATA')) return { ok: false, reason: 'moved' };
      const sha = body.data?.createCommitOnBranch?.commit?.oid;
      return sha ? { ok: true, sha } : { ok: false, reason: 'refused' };
    },
  };
  return source;
}
