/**
 * The content editor is no door on a production server (a real `next start` of a finished
 * build, made without the editor's GitHub mode, as `npm test` and `npm start` build it): its
 * pages and API answer 404, and the request the editor sends to create an entry writes nothing.
 *
 * The same request is first sent to Keystatic's own local-mode handler in a scratch folder, where
 * it does create the file: that is what an anonymous visitor could do to a production server if
 * local mode's routes were built into it.
 *
 * `npm test` runs it right after its build (`npm run test:built` sets SMOKE_APP_DIR); by hand:
 * SMOKE_APP_DIR=/path/with/.next npx vitest run server/editor.smoke.test.ts
 * Without a build to start: skipped with the reason, or failed under CI=true (tests/required.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import keystaticConfig from '@/keystatic.config';
import { tempDir } from '../tests/server/backends';
import { nextStartRefusal } from '../tests/server/next-start-refusal';
import { startNext, type NextServer } from '../tests/server-process';
import { describeRequiring } from '../tests/describe-requiring';

const appDir = process.env.SMOKE_APP_DIR;

const newFile = 'content/news/anonymous-write-from-the-internet.md';
const article = [
  '---',
  'title: An article nobody signed in to write',
  '---',
  'Written through the editor API.',
  '',
].join('\n');

/** What the editor's Save sends for a new entry (local mode: POST /api/keystatic/update). */
function createEntryRequest(base: string): Request {
  return new Request(`${base}/api/keystatic/update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'no-cors': '1' },
    body: JSON.stringify({
      additions: [{ path: newFile, contents: Buffer.from(article).toString('base64url') }],
      deletions: [],
    }),
  });
}

describe('the create-entry request (positive control)', () => {
  it('writes the file through Keystatic’s local-mode handler', async () => {
    const dir = tempDir('editor-local');
    try {
      const handler = makeGenericAPIRouteHandler({
        config: keystaticConfig,
        localBaseDirectory: dir,
      });
      const answer = await handler(createEntryRequest('http://127.0.0.1'));
      expect(answer.status).toBe(200);
      expect(fs.readFileSync(path.join(dir, newFile), 'utf8')).toBe(article);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describeRequiring(
  'the content editor on a production server',
  appDir ? undefined : 'SMOKE_APP_DIR is not set to a folder with a production build',
  () => {
    let server: NextServer | undefined;
    let base: string;
    let dataDir: string;
    const root = path.resolve(appDir ?? '.');

    beforeAll(async () => {
      dataDir = tempDir('editor-smoke');
      server = await startNext({
        cwd: root,
        env: { DATA_DIR: dataDir, DATABASE_URL: '' },
        readyPath: '/api/health',
      });
      base = server.origin;
    }, 120_000);

    afterAll(async () => {
      await server?.stop();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('has no editor page: /keystatic is the site’s 404', async () => {
      for (const pathname of ['/keystatic', '/keystatic/collection/news/create']) {
        const answer = await fetch(`${base}${pathname}`);
        expect([pathname, answer.status]).toEqual([pathname, 404]);
        expect(await answer.text()).toContain('Back to the home page');
      }
    });

    it('has no editor API: reading the repository’s files answers 404', async () => {
      const answer = await fetch(`${base}/api/keystatic/tree`, { headers: { 'no-cors': '1' } });
      expect(answer.status).toBe(404);
      expect(await answer.text()).not.toContain('content/news');
    });

    it('writes nothing when sent the editor’s create-entry request', async () => {
      const before = fs.readdirSync(path.join(root, 'content/news')).sort();
      const answer = await fetch(createEntryRequest(base));
      expect(answer.status).toBe(404);
      expect(fs.existsSync(path.join(root, newFile))).toBe(false);
      expect(fs.readdirSync(path.join(root, 'content/news')).sort()).toEqual(before);
    });

    it('refuses to start with half of GitHub mode, naming what is missing', () => {
      const result = nextStartRefusal(root, {
        ...process.env,
        DATA_DIR: dataDir,
        KEYSTATIC_SECRET: 'f'.repeat(64),
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(
        'missing KEYSTATIC_GITHUB_CLIENT_ID, KEYSTATIC_GITHUB_CLIENT_SECRET, NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG, NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO',
      );
      expect(result.stderr).not.toContain('f'.repeat(64));
    }, 70_000);
  },
);
