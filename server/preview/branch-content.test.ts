import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newArticle,
  projectFiles,
  startGitHubStandIn,
  type GitHubStandIn,
} from '@/tests/github-stand-in';
import { loadBranch } from './branch-content';

const repo = 'cairn-digital/website';
let github: GitHubStandIn;
const saved = process.env.KEYSTATIC_GITHUB_API_URL;

beforeAll(async () => {
  github = await startGitHubStandIn({ repo, tokens: { editor: { push: true } } });
  process.env.KEYSTATIC_GITHUB_API_URL = github.url;
  const base = projectFiles(path.resolve('.'));
  github.setBranch('new-article', {
    ...base,
    'content/news/a-branch-only-article.md': newArticle,
  });
  github.setBranch('broken', {
    ...base,
    'content/news/a-branch-only-article.md': newArticle.replace(
      'author: lena-kowalczyk',
      'author: nobody-here',
    ),
  });
});

afterAll(async () => {
  process.env.KEYSTATIC_GITHUB_API_URL = saved;
  await github.close();
});

describe('a branch’s content for a preview', () => {
  it('is the branch’s files at its head, checked, drafts included, read once per commit', async () => {
    const first = await loadBranch('editor', repo, 'new-article');
    expect(first.problems).toEqual([]);
    const slugs = first.content?.entries.news.map((e) => e.slug) ?? [];
    expect(slugs).toContain('a-branch-only-article');
    // A draft on the branch is in its preview.
    expect(slugs).toContain('annual-reports-as-web-pages-not-pdfs');
    const tarballs = () => github.requests.filter((r) => r.includes('/tarball/')).length;
    const before = tarballs();
    const again = await loadBranch('editor', repo, 'new-article');
    expect(again.content).toBe(first.content);
    expect(tarballs()).toBe(before);
  });

  it('names the file and field the checks refuse, without throwing', async () => {
    const result = await loadBranch('editor', repo, 'broken');
    expect(result.content).toBeUndefined();
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toContain('content/news/a-branch-only-article.md');
    expect(result.problems[0]).toContain('- Author: "nobody-here" is not in Team');
  });

  it('says so when the branch does not exist or the token is refused', async () => {
    expect((await loadBranch('editor', repo, 'gone')).failure).toBe(
      `${repo} has no branch "gone".`,
    );
    const refused = await loadBranch('stolen', repo, 'new-article');
    expect(refused.content).toBeUndefined();
    expect(refused.failure).toMatch(/sign in again/);
  });
});
