/**
 * An editor's preview of a branch (docs/preview.md) on a real `next start` of a GitHub-mode
 * build, with a local stand-in for GitHub's API (test/github-stand-in.ts): nothing reaches the
 * network. Only a token the API accepts with push access turns draft mode on; the page then shows
 * the branch's content (or what its checks refuse) under the preview bar, never cached; public
 * requests get the same bytes as before.
 *
 * Needs a GitHub-mode build: `node scripts/test-preview.mjs` makes one in a copy and runs this
 * file with PREVIEW_APP_DIR set; by hand, PREVIEW_APP_DIR=/path/with/.next (built with the
 * variables of test/editor-github.ts). PREVIEW_SCREENS=docs/screens/editor saves the browser
 * test's screenshots of the preview bar and of a failed check there (docs/editing.md shows them).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chromium } from '@playwright/test';
import { githubModeOnLocalhost as githubMode, thirdPartyOn } from '@/test/editor-github';
import {
  newArticle,
  projectFiles,
  startGitHubStandIn,
  type GitHubStandIn,
} from '@/test/github-stand-in';
import { testLaunchOptions } from '../test/chromium.mjs';
import { describeRequiring } from '../test/describe-requiring';
import { startNext, type NextServer } from '../scripts/server-process.mjs';
import { tempDir } from './test/backends';

const appDir = process.env.PREVIEW_APP_DIR;
const articlePath = '/news/a-branch-only-article';
const articleTitle = 'A branch-only article about previews';

/** The cookies a response sets, `name=value` (attributes dropped). */
function setCookies(response: Response): Record<string, string> {
  return Object.fromEntries(
    response.headers.getSetCookie().map((line) => {
      const pair = line.split(';')[0]!;
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

/** A response's bytes and headers, apart from the date and the per-request id. */
async function snapshot(response: Response) {
  const headers = [...response.headers].filter(([name]) => !['date'].includes(name));
  return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) };
}

describeRequiring(
  'previewing an editor’s branch',
  appDir ? undefined : 'PREVIEW_APP_DIR is not set to a folder with a GitHub-mode build',
  () => {
    let server: NextServer | undefined;
    let github: GitHubStandIn;
    /** The public site: 127.0.0.1. */
    let base: string;
    /**
     * The editor's host (EDITOR_ORIGIN of the build, docs/editor-host.md): localhost, the same
     * server under another host name. The preview's switch and its pages answer there only.
     */
    let editorHost: string;
    let dataDir: string;
    const root = path.resolve(appDir ?? '.');
    const publicBefore = new Map<string, Awaited<ReturnType<typeof snapshot>>>();

    beforeAll(async () => {
      github = await startGitHubStandIn({
        repo: githubMode.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO,
        tokens: { 'editor-token': { push: true }, 'reader-token': { push: false } },
      });
      const files = projectFiles(root);
      github.setBranch('main', files);
      github.setBranch('new-article', {
        ...files,
        'content/news/a-branch-only-article.md': newArticle,
      });
      github.setBranch('broken', {
        ...files,
        'content/news/a-branch-only-article.md': newArticle.replace(
          'author: lena-kowalczyk',
          'author: nobody-here',
        ),
      });
      dataDir = tempDir('preview-smoke');
      server = await startNext({
        cwd: root,
        env: {
          ...githubMode,
          ...thirdPartyOn,
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          KEYSTATIC_GITHUB_API_URL: github.url,
        },
        readyPath: '/api/health',
      });
      base = server.origin;
      editorHost = `http://localhost:${server.port}`;
      for (const pathname of ['/', '/news']) {
        publicBefore.set(pathname, await snapshot(await fetch(`${base}${pathname}`)));
      }
    }, 120_000);

    afterAll(async () => {
      await server?.stop();
      await github?.close();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    });

    const enable = (branch: string, token?: string) =>
      fetch(
        `${editorHost}/api/preview?collection=news&slug=a-branch-only-article&branch=${branch}`,
        {
          redirect: 'manual',
          headers: token ? { cookie: `keystatic-gh-access-token=${token}` } : {},
        },
      );

    /** Turns a preview on as the editor, returning the cookies its browser then sends. */
    async function previewCookies(branch: string): Promise<Record<string, string>> {
      const answer = await enable(branch, 'editor-token');
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe(articlePath);
      const set = setCookies(answer);
      expect(Object.keys(set).sort()).toEqual(['__prerender_bypass', 'cairn-preview-branch']);
      return { ...set, 'keystatic-gh-access-token': 'editor-token' };
    }

    it('refuses without a token, with a token GitHub refuses, and without push access', async () => {
      for (const [token, status] of [
        [undefined, 401],
        ['stolen-token', 401],
        ['reader-token', 403],
      ] as const) {
        const answer = await enable('new-article', token);
        expect([token, answer.status]).toEqual([token, status]);
        expect(answer.headers.getSetCookie()).toEqual([]);
        expect(await answer.text()).toMatch(/Sign in|cannot save/);
      }
    });

    it('refuses a branch the repository does not have', async () => {
      const answer = await enable('no-such-branch', 'editor-token');
      expect(answer.status).toBe(404);
      expect(answer.headers.getSetCookie()).toEqual([]);
      expect(await answer.text()).toContain('has no branch');
    });

    it('shows a new article of the branch under the preview bar, never cached', async () => {
      const cookies = await previewCookies('new-article');
      const answer = await fetch(`${editorHost}${articlePath}`, {
        headers: { cookie: cookieHeader(cookies) },
      });
      expect(answer.status).toBe(200);
      const html = await answer.text();
      expect(html).toContain(articleTitle);
      expect(html).toContain('The first paragraph of an article only the branch has.');
      expect(html).toMatch(/Preview of (<!-- -->)?new-article(<!-- -->)?: not published/);
      expect(html).toContain('Leave preview');
      expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      const cache = answer.headers.get('cache-control') ?? '';
      expect(cache).toContain('private');
      expect(cache).toContain('no-store');
      // Rendered on request: its scripts carry the nonce its policy allows.
      const policy = answer.headers.get('content-security-policy') ?? '';
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce).toBeTruthy();
      expect(html).toContain(`nonce="${nonce}"`);
      // Every inline script runs by that nonce or by a hash the policy lists (the layout's own).
      const hashes = policy.match(/'sha256-[^']+'/g) ?? [];
      for (const [, attributes, text] of html.matchAll(/<script([^>]*)>([^<]+)<\/script>/g)) {
        if (attributes!.includes('application/ld+json') || attributes!.includes(`nonce="${nonce}"`))
          continue;
        const hash = `'sha256-${createHash('sha256').update(text!).digest('base64')}'`;
        expect(hashes).toContain(hash);
      }
    });

    it('leaves public pages as they were, byte for byte, while a preview is on', async () => {
      await previewCookies('new-article');
      for (const [pathname, before] of publicBefore) {
        const now = await snapshot(await fetch(`${base}${pathname}`));
        expect(now.status).toBe(before.status);
        expect(now.headers).toEqual(before.headers);
        expect(now.body.equals(before.body), pathname).toBe(true);
      }
      expect((await fetch(`${base}${articlePath}`)).status).toBe(404);
      // A forged draft-mode cookie (not this build's preview id) changes nothing either.
      const forged = await snapshot(
        await fetch(`${base}/news`, {
          headers: { cookie: '__prerender_bypass=forged; cairn-preview-branch=new-article' },
        }),
      );
      // (Next.js answers it with its own cookies cleared, and nothing else changed.)
      const withoutCookies = (headers: [string, string][]) =>
        headers.filter(([name]) => name !== 'set-cookie');
      expect(withoutCookies(forged.headers)).toEqual(publicBefore.get('/news')!.headers);
      for (const [name, value] of forged.headers) {
        if (name === 'set-cookie')
          expect(value).toMatch(/^(__prerender_bypass|__next_preview_data)=;/);
      }
      expect(forged.body.equals(publicBefore.get('/news')!.body)).toBe(true);
    });

    it('names the file, the field and what to do when the branch fails a check', async () => {
      const cookies = await previewCookies('broken');
      const answer = await fetch(`${editorHost}/news`, {
        headers: { cookie: cookieHeader(cookies) },
      });
      expect(answer.status).toBe(200);
      const html = await answer.text();
      expect(html).toMatch(/Preview of (<!-- -->)?broken(<!-- -->)?: not published/);
      expect(html).toContain('content/news/a-branch-only-article.md');
      expect(html).toContain('field &quot;author&quot;');
      expect(html).toContain('correct the field named, and save');
    });

    it('leaves the preview: draft mode off, the public page again', async () => {
      const cookies = await previewCookies('new-article');
      const answer = await fetch(`${editorHost}/api/preview/exit`, {
        redirect: 'manual',
        headers: { cookie: cookieHeader(cookies) },
      });
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe('/');
      const cleared = answer.headers.getSetCookie().join('\n');
      expect(cleared).toMatch(/__prerender_bypass=;.*(Expires=Thu, 01 Jan 1970|Max-Age=0)/i);
      expect(cleared).toMatch(/cairn-preview-branch=;.*(Expires=Thu, 01 Jan 1970|Max-Age=0)/i);
    });

    it('runs no third-party script in a preview, while public pages have them', async () => {
      // The tag manager's consent defaults and start event are in the page; its container's
      // address is in the page's data (a script asks for it after hydration); the widget's
      // loader names its address.
      const publicHtml = publicBefore.get('/news')!.body.toString('utf8');
      expect(publicHtml).toContain('gtm.start');
      expect(publicHtml).toContain(thirdPartyOn.NEXT_PUBLIC_ACCESSIBILITY_WIDGET_SRC);
      const cookies = await previewCookies('new-article');
      for (const pathname of ['/news', articlePath]) {
        const html = await (
          await fetch(`${editorHost}${pathname}`, { headers: { cookie: cookieHeader(cookies) } })
        ).text();
        expect(html).toMatch(/Preview of (<!-- -->)?new-article(<!-- -->)?: not published/);
        for (const marker of [
          'gtm.start',
          thirdPartyOn.NEXT_PUBLIC_GTM_SCRIPT_URL,
          thirdPartyOn.NEXT_PUBLIC_ACCESSIBILITY_WIDGET_SRC,
        ]) {
          expect(html, `${pathname}: ${marker}`).not.toContain(marker);
        }
      }
    });

    it('in a browser: the bar over the branch’s page, the failed check in words, and the way out', async () => {
      const screens = process.env.PREVIEW_SCREENS;
      const browser = await chromium.launch(testLaunchOptions());
      try {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        // Keystatic's sign-in leaves this cookie on the editor's host.
        await context.addCookies([
          { name: 'keystatic-gh-access-token', value: 'editor-token', url: editorHost },
        ]);
        const page = await context.newPage();
        const requested: string[] = [];
        page.on('request', (request) => requested.push(request.url()));
        // The editor's Preview button opens this address.
        await page.goto(
          `${editorHost}/api/preview?collection=news&slug=a-branch-only-article&branch=new-article`,
        );
        expect(new URL(page.url()).pathname).toBe(articlePath);
        const bar = page.getByRole('region', { name: /preview/i });
        await bar.waitFor();
        expect(await bar.innerText()).toMatch(/Preview of new-article: not published/);
        expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(articleTitle);
        if (screens) await page.screenshot({ path: path.join(screens, 'preview-bar.png') });

        await page.goto(
          `${editorHost}/api/preview?collection=news&slug=a-branch-only-article&branch=broken`,
        );
        await page.goto(`${editorHost}/news`);
        await bar.getByText('content/news/a-branch-only-article.md').first().waitFor();
        expect(await bar.innerText()).toContain('correct the field named, and save');
        if (screens)
          await page.screenshot({ path: path.join(screens, 'preview-failed-check.png') });

        // The way out leads back to the editor (the editor's host serves nothing else).
        await page.getByRole('link', { name: 'Leave preview' }).click();
        await page.waitForURL(/\/keystatic/);
        const left = await context.cookies(editorHost);
        expect(left.map((cookie) => cookie.name)).not.toContain('__prerender_bypass');
        // No third-party script was asked for while previewing.
        expect(requested.filter((url) => url.includes('127.0.0.1:9/'))).toEqual([]);
        await page.goto(`${base}/news`);
        expect(await page.getByText(/Preview of/).count()).toBe(0);
      } finally {
        await browser.close();
      }
    }, 120_000);
  },
);
