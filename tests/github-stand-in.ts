import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { packTar } from 'modern-tar';

/**
 * A local stand-in for the few GitHub API endpoints a preview calls (server/preview/github.ts), on
 * 127.0.0.1: the repository (who may push), a branch's head commit and its tarball, answered from
 * files held in memory. Tokens: `tokens` maps each to its push permission; any other is refused
 * with 401, as GitHub refuses a revoked or expired token. For an entry's history
 * (server/history/sources.ts) also the commits that touched a file, a file at a commit, and
 * GraphQL's `createCommitOnBranch`, which refuses a head that is not the branch's (STALE_DATA).
 */

/** An article only an editor's branch has (valid: it passes every check). */
export const newArticle = [
  '---',
  "title: 'A branch-only article about previews'",
  'description: >-',
  '  An article that exists only on an editor’s branch, to see it before it is',
  '  published on the site.',
  'summary: >-',
  '  Seen in a preview of the branch, and nowhere on the published site yet.',
  'date: 2026-01-05',
  'author: lena-kowalczyk',
  'tags:',
  '  - accessibility',
  '---',
  'The first paragraph of an article only the branch has.',
  '',
  '## What it says',
  '',
  'A second paragraph under a heading.',
  '',
].join('\n');

export type RepoFiles = Record<string, string | Uint8Array>;

export interface GitHubStandIn {
  url: string;
  /** Every request it answered, `METHOD path`, for tests that check nothing else was asked. */
  requests: string[];
  setBranch(name: string, files: RepoFiles): void;
  /** A commit on a branch (its parent the branch's head), as a save by `author` makes one. */
  commit(branch: string, files: RepoFiles, author: CommitAuthor): string;
  /** A branch's files at its head. */
  filesOf(branch: string): RepoFiles | undefined;
  close(): Promise<void>;
}

export interface CommitAuthor {
  name: string;
  login: string;
  date: string;
  message: string;
}

interface CommitRecord {
  parent?: string;
  author?: CommitAuthor;
}

/** The project's own content/ and public/work/ files, as the default branch holds them. */
export function projectFiles(root: string): RepoFiles {
  const files: RepoFiles = {};
  const visit = (rel: string) => {
    const full = path.join(root, rel);
    if (fs.statSync(full).isDirectory()) {
      for (const name of fs.readdirSync(full)) visit(path.posix.join(rel, name));
    } else {
      files[rel] = fs.readFileSync(full);
    }
  };
  visit('content');
  visit('public/work');
  return files;
}

export async function startGitHubStandIn(options: {
  repo: string;
  tokens: Record<string, { push: boolean }>;
}): Promise<GitHubStandIn> {
  const branches = new Map<string, { sha: string; files: RepoFiles }>();
  const commits = new Map<string, RepoFiles>();
  const records = new Map<string, CommitRecord>();
  const requests: string[] = [];
  const addCommit = (branch: string, files: RepoFiles, record: CommitRecord) => {
    const hash = createHash('sha1').update(JSON.stringify(record));
    for (const [file, body] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
      hash.update(file).update(body);
    }
    const sha = hash.digest('hex');
    commits.set(sha, files);
    records.set(sha, record);
    branches.set(branch, { sha, files });
    return sha;
  };
  const text = (body: string | Uint8Array | undefined) =>
    body === undefined ? undefined : typeof body === 'string' ? body : Buffer.from(body).toString();
  const prefix = `/repos/${options.repo}`;

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      requests.push(`${req.method} ${url.pathname}`);
      const send = (status: number, body: unknown, type = 'application/json') => {
        res.writeHead(status, { 'content-type': type });
        res.end(type === 'application/json' ? JSON.stringify(body) : (body as Buffer));
      };
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const grant = options.tokens[token];
      if (!grant) return send(401, { message: 'Bad credentials' });
      if (url.pathname === prefix) {
        return send(200, {
          full_name: options.repo,
          permissions: { pull: true, push: grant.push },
        });
      }
      const branch = url.pathname.startsWith(`${prefix}/branches/`)
        ? decodeURIComponent(url.pathname.slice(`${prefix}/branches/`.length))
        : undefined;
      if (branch !== undefined) {
        const held = branches.get(branch);
        return held
          ? send(200, { name: branch, commit: { sha: held.sha } })
          : send(404, { message: 'Branch not found' });
      }
      const sha = url.pathname.startsWith(`${prefix}/tarball/`)
        ? url.pathname.slice(`${prefix}/tarball/`.length)
        : undefined;
      const files = sha ? commits.get(sha) : undefined;
      if (sha && files) {
        // As GitHub names it: `<owner>-<repo>-<short sha>/` before every path.
        const root = `${options.repo.replace('/', '-')}-${sha.slice(0, 7)}/`;
        const tar = await packTar(
          Object.entries(files).map(([name, body]) => {
            const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
            return {
              header: { name: root + name, size: bytes.length, type: 'file' as const },
              body: bytes,
            };
          }),
        );
        return send(200, gzipSync(tar), 'application/x-gzip');
      }
      const history = await historyAnswer(url, req);
      if (history) return send(history.status, history.body, history.type);
      return send(404, { message: 'Not Found' });
    })().catch((error: unknown) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  /** The history's endpoints: commits of a path, a file at a commit, a commit by GraphQL. */
  async function historyAnswer(
    url: URL,
    req: http.IncomingMessage,
  ): Promise<{ status: number; body: unknown; type?: string } | undefined> {
    if (url.pathname === `${prefix}/commits`) {
      const file = url.searchParams.get('path') ?? '';
      let sha = branches.get(url.searchParams.get('sha') ?? '')?.sha;
      const list: unknown[] = [];
      const limit = Number(url.searchParams.get('per_page') ?? 30);
      while (sha && list.length < limit) {
        const record = records.get(sha) ?? {};
        const mine = text(commits.get(sha)?.[file]);
        const parents = record.parent ? text(commits.get(record.parent)?.[file]) : undefined;
        if (mine !== parents) {
          const author = record.author ?? {
            name: 'Seed',
            login: 'seed',
            date: '2026-01-01T12:00:00Z',
            message: 'Seed',
          };
          list.push({
            sha,
            author: { login: author.login },
            commit: { author: { name: author.name, date: author.date }, message: author.message },
          });
        }
        sha = record.parent;
      }
      return { status: 200, body: list };
    }
    if (url.pathname.startsWith(`${prefix}/contents/`)) {
      const file = decodeURIComponent(url.pathname.slice(`${prefix}/contents/`.length));
      const body = text(commits.get(url.searchParams.get('ref') ?? '')?.[file]);
      return body === undefined
        ? { status: 404, body: { message: 'Not Found' } }
        : { status: 200, body: Buffer.from(body), type: 'application/vnd.github.raw' };
    }
    if (url.pathname === '/graphql' && req.method === 'POST') {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const { variables } = JSON.parse(Buffer.concat(chunks).toString()) as {
        variables: {
          input: {
            branch: { branchName: string };
            expectedHeadOid: string;
            message: { headline: string };
            fileChanges: { additions: { path: string; contents: string }[] };
          };
        };
      };
      const { input } = variables;
      const held = branches.get(input.branch.branchName);
      if (!held || held.sha !== input.expectedHeadOid) {
        return {
          status: 200,
          body: {
            data: null,
            errors: [{ type: 'STALE_DATA', message: 'Expected branch to point to another commit' }],
          },
        };
      }
      const files = { ...held.files };
      for (const addition of input.fileChanges.additions) {
        files[addition.path] = Buffer.from(addition.contents, 'base64').toString();
      }
      const oid = addCommit(input.branch.branchName, files, {
        parent: held.sha,
        author: {
          name: 'Restoring Editor',
          login: 'editor',
          date: new Date().toISOString(),
          message: input.message.headline,
        },
      });
      return { status: 200, body: { data: { createCommitOnBranch: { commit: { oid } } } } };
    }
    return undefined;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setBranch(name, files) {
      addCommit(name, files, {});
    },
    commit(branch, files, author) {
      return addCommit(branch, files, { parent: branches.get(branch)?.sha, author });
    },
    filesOf: (branch) => branches.get(branch)?.files,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
