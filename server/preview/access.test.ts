import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubStandIn, type GitHubStandIn } from '@/tests/github-stand-in';
import { ACCESS_CHECK_SECONDS, checkedAccess } from './access';

const repo = 'cairn-digital/website';
let github: GitHubStandIn;
const saved = process.env.KEYSTATIC_GITHUB_API_URL;

beforeAll(async () => {
  github = await startGitHubStandIn({
    repo,
    tokens: { editor: { push: true }, reader: { push: false } },
  });
  process.env.KEYSTATIC_GITHUB_API_URL = github.url;
});

afterAll(async () => {
  process.env.KEYSTATIC_GITHUB_API_URL = saved;
  await github.close();
});

describe('whether a token may preview', () => {
  const asked = () => github.requests.filter((r) => r === `GET /repos/${repo}`).length;

  it('is asked of GitHub once per token every few minutes, not on every request', async () => {
    const start = 1_000_000_000;
    const before = asked();
    expect(await checkedAccess('editor', repo, start)).toBe('ok');
    expect(await checkedAccess('editor', repo, start + 60_000)).toBe('ok');
    expect(await checkedAccess('reader', repo, start + 60_000)).toBe('forbidden');
    expect(await checkedAccess('stolen', repo, start + 60_000)).toBe('unauthorized');
    expect(asked() - before).toBe(3);
    // After the few minutes, GitHub is asked again (a token that lost its access stops).
    expect(await checkedAccess('editor', repo, start + ACCESS_CHECK_SECONDS * 1000 + 1)).toBe('ok');
    expect(asked() - before).toBe(4);
  });
});
