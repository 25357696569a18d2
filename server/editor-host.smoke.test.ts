/**
 * The content editor in GitHub mode lives on its own host (EDITOR_ORIGIN), so the GitHub token
 * Keystatic keeps in a cookie its scripts read never reaches a public page's scripts. A real
 * `next start` of a GitHub-mode build (the editor's variables set to fake values: GitHub cannot be
 * reached from the tests) with EDITOR_ORIGIN=http://edit.localhost, the public site on 127.0.0.1: two
 * host names for the same server, as edit.example.com and www.example.com are in production.
 *
 * - The cookie, set on the editor's host as Keystatic sets it (no Domain, path /, not HttpOnly),
 *   is readable by the editor's page and not by a public page, in Chromium.
 * - Public hosts answer 404 for the editor's pages and API; the editor's host serves the editor,
 *   no public page (they run the tag manager), and no set-up screen.
 * - The build started without its run-time secrets refuses to start, naming them.
 *
 * `npm test` runs it on the integrations copy, built in GitHub mode (tests/copies/integrations.ts
 * sets EDITOR_APP_DIR); by hand, after a build with tests/editor-github.ts's variables and
 * EDITOR_ORIGIN=http://edit.localhost: EDITOR_APP_DIR=. npx vitest run --project editor-host
 * server/editor-host.smoke.test.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { testLaunchOptions } from '../tests/chromium';
import { openBuild, type NextBuild } from '../scripts/next-output';
import { startNext, type NextServer } from '../tests/server-process';
import { describeRequiring } from '../tests/describe-requiring';
import { githubMode, githubModeOnLocalhost } from '../tests/editor-github';
import { hostRequest } from '../tests/host-request';
import { tempDir } from '../tests/server/backends';
import { nextStartRefusal } from '../tests/server/next-start-refusal';

const appDir = process.env.EDITOR_APP_DIR;
/** The editor's host of the build (not `localhost`: Keystatic's page moves that to 127.0.0.1). */
const editorName = new URL(githubModeOnLocalhost.EDITOR_ORIGIN).hostname;
const root = path.resolve(appDir ?? '.');

/** The three values read when the server starts; the others were fixed at build. */
const runTimeSecrets = {
  KEYSTATIC_GITHUB_CLIENT_ID: githubMode.KEYSTATIC_GITHUB_CLIENT_ID,
  KEYSTATIC_GITHUB_CLIENT_SECRET: githubMode.KEYSTATIC_GITHUB_CLIENT_SECRET,
  KEYSTATIC_SECRET: githubMode.KEYSTATIC_SECRET,
};

function builtInGitHubMode(): string | undefined {
  if (!appDir) return 'EDITOR_APP_DIR is not set to a GitHub-mode build';
  let build: NextBuild;
  try {
    build = openBuild(path.join(root, '.next'), { projectDir: root });
  } catch (error) {
    return `no build in ${root}: ${error instanceof Error ? error.message : String(error)}`;
  }
  if (!build.renderedOnRequest().includes('/keystatic/[[...params]]'))
    return `the build in ${root} has no editor: build it with GitHub mode and EDITOR_ORIGIN`;
  return undefined;
}

const get = hostRequest;

describeRequiring('the content editor on its own host (GitHub mode)', builtInGitHubMode(), () => {
  let server: NextServer | undefined;
  let browser: Browser | undefined;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = tempDir('editor-host');
    server = await startNext({
      cwd: root,
      env: { ...runTimeSecrets, DATA_DIR: dataDir, DATABASE_URL: '' },
      readyPath: '/api/health',
    });
    browser = await chromium.launch({
      ...testLaunchOptions(),
      // Both names reach this server; cookies keep them apart, as they keep two domains.
      args: [
        ...(testLaunchOptions().args ?? []),
        `--host-resolver-rules=MAP ${editorName} 127.0.0.1`,
      ],
    });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('no script on a public page can read the editor’s GitHub token', async () => {
    const port = server!.port;
    const context = await browser!.newContext();
    try {
      // As Keystatic's OAuth callback sets it on the editor's host: no Domain, path /.
      await context.addCookies([
        {
          name: 'keystatic-gh-access-token',
          value: 'ghu_EditorTokenNotForPublicPages',
          url: `http://${editorName}:${port}/`,
          sameSite: 'Lax',
          httpOnly: false,
        },
      ]);
      const page = await context.newPage();
      // Positive control: a document on the editor's host reads it (Keystatic's scripts need
      // to). Not the editor itself: offline, it leaves for GitHub's sign-in at once.
      await page.goto(`http://${editorName}:${port}/keystatic/setup`);
      expect(await page.evaluate(() => document.cookie)).toContain('ghu_EditorToken');
      const answer = await page.goto(`http://127.0.0.1:${port}/news`);
      expect(answer?.status()).toBe(200);
      await expect.poll(() => page.locator('h1').count()).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.cookie)).not.toContain('keystatic-gh');
      // The same public page asked for on the editor's host is not served there.
      await page.goto(`http://${editorName}:${port}/news`);
      expect(new URL(page.url()).pathname).toBe('/keystatic');
    } finally {
      await context.close();
    }
  }, 120_000);

  it('public hosts answer 404 for the editor’s pages and API', async () => {
    const port = server!.port;
    for (const pathname of [
      '/keystatic',
      '/keystatic/collection/news',
      '/api/keystatic/github/login',
      '/api/keystatic/github/refresh-token',
      '/api/keystatic/tree',
    ]) {
      const answer = await get(port, '127.0.0.1', pathname);
      expect([pathname, answer.status]).toEqual([pathname, 404]);
      expect(answer.csp.length, `${pathname}: one policy`).toBe(1);
    }
  });

  it('the editor’s host serves the editor, and nothing else of the site', async () => {
    const port = server!.port;
    const editor = await get(port, editorName, '/keystatic');
    expect(editor.status).toBe(200);
    expect(editor.body).toContain('Content editor');
    // The pickers' names, read from the content by the running server ("name, role").
    const person = parseYaml(
      fs.readFileSync(path.join(root, 'content/team/rosa-delgado.md'), 'utf8').split('---')[1]!,
    ) as { name: string; role: string };
    // (In the page's inline data, where & is written \u0026.)
    expect(editor.body).toContain(`${person.name}, ${person.role}`.replaceAll('&', '\\u0026'));
    // Sign-in starts at GitHub, coming back to this host.
    const login = await get(port, editorName, '/api/keystatic/github/login');
    expect(login.status).toBe(307);
    expect(login.location).toMatch(/^https:\/\/github\.com\/login\/oauth\/authorize\?/);
    for (const pathname of ['/', '/news', '/contact']) {
      const answer = await get(port, editorName, pathname);
      expect([pathname, answer.status, answer.location]).toEqual([pathname, 307, '/keystatic']);
    }
  });

  it('serves no public page there with a draft-mode cookie that is not a checked preview', async () => {
    const port = server!.port;
    // A junk value, one shaped as a build's preview id (an earlier build's, or a planted one),
    // and the same beside the editor's token and a branch: none is a preview.
    for (const cookie of [
      '__prerender_bypass=junk',
      '__prerender_bypass=0123456789abcdef0123456789abcdef',
      '__prerender_bypass=0123456789abcdef0123456789abcdef; cairn-preview-branch=main; keystatic-gh-access-token=ghu_x',
    ]) {
      for (const pathname of ['/', '/services', '/contact', '/news']) {
        const answer = await get(port, editorName, pathname, { cookie });
        expect([pathname, answer.status, answer.location]).toEqual([pathname, 307, '/keystatic']);
        expect(answer.body).not.toContain('<script');
        expect(answer.headers.get('cache-control')).toBe('private, no-store');
      }
    }
  });

  it('keeps the editor and its redirects out of shared caches', async () => {
    const port = server!.port;
    const editor = await get(port, editorName, '/keystatic');
    const again = await get(port, editorName, '/keystatic');
    // A nonce per answer, so one cached page would hand every editor the same one.
    expect(editor.csp[0]).not.toBe(again.csp[0]);
    for (const answer of [editor, await get(port, editorName, '/keystatic/collection/news')]) {
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
    }
    // The redirect to the editor has no lifetime at all: a shared cache stores no 307 without
    // one (RFC 9111); the proxy's, for a request with a cookie, is private.
    const variants: Record<string, string>[] = [
      {},
      { rsc: '1' },
      { cookie: '__prerender_bypass=junk' },
    ];
    for (const headers of variants) {
      const redirect = await get(port, editorName, '/news', headers);
      expect(redirect.status).toBe(307);
      expect(redirect.headers.get('cache-control') ?? 'none').toMatch(/^(none|private)/);
    }
  });

  it('has no set-up screens: the GitHub App exists already', async () => {
    const port = server!.port;
    for (const pathname of ['/keystatic/setup', '/keystatic/created-github-app']) {
      const answer = await get(port, editorName, pathname);
      expect([pathname, answer.status]).toEqual([pathname, 404]);
    }
  });

  it('refuses to start without its run-time secrets, naming them', () => {
    const withoutSecrets = Object.entries(process.env).filter(
      ([name]) => !name.startsWith('KEYSTATIC_'),
    );
    const result = nextStartRefusal(root, {
      ...Object.fromEntries(withoutSecrets),
      DATA_DIR: dataDir,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'missing KEYSTATIC_GITHUB_CLIENT_ID, KEYSTATIC_GITHUB_CLIENT_SECRET, KEYSTATIC_SECRET',
    );
    expect(result.stderr).not.toMatch(/^\s+at /m);
  }, 70_000);
});
