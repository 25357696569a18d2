/**
 * An editor's preview of a branch (docs/preview.md) on a real `next start` of a GitHub-mode
 * build, with a local stand-in for GitHub's API (tests/github-stand-in.ts): nothing reaches the
 * network. Only a token the API accepts with push access turns draft mode on; the page then shows
 * the branch's content (or what its checks refuse) under the preview bar, never cached; public
 * requests get the same bytes as before.
 *
 * The editor's host is edit.localhost (the build's EDITOR_ORIGIN), the public site 127.0.0.1:
 * the same server under two host names. Behind a real shared cache (nginx `proxy_cache`,
 * tests/nginx-cache.ts), no navigation's answer becomes what the next visitor gets.
 *
 * Needs a GitHub-mode build: `npx tsx tests/copies/preview.ts` makes one in a copy and runs this
 * file with PREVIEW_APP_DIR set; by hand, PREVIEW_APP_DIR=/path/with/.next (built with the
 * variables of tests/editor-github.ts, and SITE_URL on the port in its .preview-site.json).
 * PREVIEW_SCREENS=docs/screens/editor saves the browser test's screenshots of the preview bar and
 * of a failed check there (docs/editing.md shows them).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chromium } from '@playwright/test';
import { githubModeOnLocalhost as githubMode, thirdPartyOn } from '@/tests/editor-github';
import {
  newArticle,
  projectFiles,
  startGitHubStandIn,
  type GitHubStandIn,
} from '@/tests/github-stand-in';
import { testLaunchOptions } from '../tests/chromium';
import { describeRequiring } from '../tests/describe-requiring';
import { hostRequest } from '../tests/host-request';
import { nginxMissing, startNginxCache, type NginxCache } from '../tests/nginx-cache';
import { freePort, type NextServer } from '../tests/server-process';
import { startGitHubSite, type GitHubSite } from '../tests/server/github-site';

const appDir = process.env.PREVIEW_APP_DIR;
/** The editor's host of the build (not `localhost`: Keystatic's page moves that to 127.0.0.1). */
const editorName = new URL(githubMode.EDITOR_ORIGIN).hostname;
const repo = githubMode.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO;
const articlePath = '/news/a-branch-only-article';
const articleTitle = 'A branch-only article about previews';
/** The contact dialog's introduction, in the layout of every page: published, and on the branch. */
const publishedIntro = 'Tell us where your website needs to go.';
const branchIntro = 'Tell us where your branch needs to go.';

/** The cookies a response sets, `name=value` (attributes dropped). */
function setCookies(response: { headers: Headers }): Record<string, string> {
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
     * The editor's host (EDITOR_ORIGIN of the build, docs/editor-host.md): edit.localhost, the
     * same server under another host name. The preview's switch and its pages answer there only.
     */
    let editorHost: string;
    let site: GitHubSite | undefined;
    /** A request on the editor's host, with these cookies. */
    const onEditorHost = (pathname: string, cookies: Record<string, string> = {}, extra = {}) =>
      hostRequest(server!.port, editorName, pathname, {
        ...(Object.keys(cookies).length ? { cookie: cookieHeader(cookies) } : {}),
        ...extra,
      });
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
        'content/copy.yaml': String(files['content/copy.yaml']).replace(
          publishedIntro,
          branchIntro,
        ),
      });
      github.setBranch('broken', {
        ...files,
        'content/news/a-branch-only-article.md': newArticle.replace(
          'author: lena-kowalczyk',
          'author: nobody-here',
        ),
      });
      // The build's SITE_URL is this server's public address (tests/copies/preview.ts).
      const siteFile = path.join(root, '.preview-site.json');
      const port = fs.existsSync(siteFile)
        ? (JSON.parse(fs.readFileSync(siteFile, 'utf8')) as { port: number }).port
        : await freePort();
      site = await startGitHubSite({
        root,
        github,
        env: { ...githubMode, ...thirdPartyOn },
        name: 'preview-smoke',
        port,
      });
      server = site.server;
      base = server.origin;
      editorHost = `http://${editorName}:${server.port}`;
      for (const pathname of ['/', '/news']) {
        publicBefore.set(pathname, await snapshot(await fetch(`${base}${pathname}`)));
      }
    }, 120_000);

    afterAll(async () => {
      await site?.stop();
    });

    const enable = (branch: string, token?: string, slug = 'a-branch-only-article') =>
      onEditorHost(
        `/api/preview?collection=news&slug=${slug}&branch=${branch}`,
        token ? { 'keystatic-gh-access-token': token } : {},
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
        expect(answer.body).toMatch(/Sign in|cannot save/);
      }
    });

    it('refuses a branch the repository does not have', async () => {
      const answer = await enable('no-such-branch', 'editor-token');
      expect(answer.status).toBe(404);
      expect(answer.headers.getSetCookie()).toEqual([]);
      expect(answer.body).toContain('has no branch');
    });

    it('shows a new article of the branch under the preview bar, never cached', async () => {
      const cookies = await previewCookies('new-article');
      const answer = await onEditorHost(articlePath, cookies);
      expect(answer.status).toBe(200);
      const html = answer.body;
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

    it('reads the branch in every part of a page, once per request: layout, page and metadata', async () => {
      const cookies = await previewCookies('new-article');
      const branchReads = () =>
        github.requests.filter((r) => r === `GET /repos/${repo}/branches/new-article`).length;
      const tarballs = () => github.requests.filter((r) => r.includes('/tarball/')).length;
      const [reads, downloads] = [branchReads(), tarballs()];
      for (const pathname of [articlePath, '/news', '/services']) {
        const html = (await onEditorHost(pathname, cookies)).body;
        // The layout (the contact dialog in every page) rendered from the branch, as did the page…
        expect([pathname, html.includes(branchIntro)]).toEqual([pathname, true]);
        expect([pathname, html.includes(publishedIntro)]).toEqual([pathname, false]);
      }
      // …and its metadata: the title is the branch's article's.
      const article = (await onEditorHost(articlePath, cookies)).body;
      expect(article).toMatch(new RegExp(`<title>${articleTitle}`));
      // Where the branch is, asked once per request (not once per layout, page and metadata);
      // its commit, read before, downloaded by none of them.
      expect(branchReads() - reads).toBe(4);
      expect(tarballs()).toBe(downloads);
      // The public site keeps the published words.
      const published = await (await fetch(`${base}/news`)).text();
      expect(published).toContain(publishedIntro);
      expect(published).not.toContain(branchIntro);
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
      const answer = await onEditorHost('/news', cookies);
      expect(answer.status).toBe(200);
      const html = answer.body;
      expect(html).toMatch(/Preview of (<!-- -->)?broken(<!-- -->)?: not published/);
      expect(html).toContain('content/news/a-branch-only-article.md');
      // The field by the editor's label, and what is wrong with it.
      expect(html).toContain('Author: &quot;nobody-here&quot; is not in Team');
      expect(html).toContain('correct the field named, and save');
    });

    it('leaves the preview: draft mode off, the published page on the public site', async () => {
      const cookies = await previewCookies('new-article');
      const answer = await onEditorHost('/api/preview/exit', cookies);
      expect(answer.status).toBe(303);
      // Not `/` on the editor's host, which serves only the editor.
      expect(answer.location).toBe(`${base}/`);
      const cleared = answer.headers.getSetCookie().join('\n');
      expect(cleared).toMatch(/__prerender_bypass=;.*(Expires=Thu, 01 Jan 1970|Max-Age=0)/i);
      expect(cleared).toMatch(/cairn-preview-branch=;.*(Expires=Thu, 01 Jan 1970|Max-Age=0)/i);
    });

    it('shows a branch only with its editor’s token, and only on the editor’s host', async () => {
      const cookies = await previewCookies('new-article');
      // The draft-mode cookie and the branch, without a token, with a token GitHub refuses or
      // one without push access: the editor, never the branch (which an editor has just read).
      const withoutToken = Object.fromEntries(
        Object.entries(cookies).filter(([name]) => name !== 'keystatic-gh-access-token'),
      );
      for (const token of [undefined, 'stolen-token', 'reader-token']) {
        const answer = await onEditorHost(
          articlePath,
          token ? { ...withoutToken, 'keystatic-gh-access-token': token } : withoutToken,
        );
        expect([token, answer.status, answer.location]).toEqual([token, 307, '/keystatic']);
        expect(answer.body).not.toContain(articleTitle);
      }
      // Every cookie of a preview, on the public host: the published site, as built.
      const published = await fetch(`${base}${articlePath}`, {
        headers: { cookie: cookieHeader(cookies) },
      });
      expect(published.status).toBe(404);
      const news = await fetch(`${base}/news`, { headers: { cookie: cookieHeader(cookies) } });
      const html = await news.text();
      expect(html).not.toContain(articleTitle);
      expect(html).not.toMatch(/Preview of/);
      expect(news.headers.get('cache-control')).toBe(
        publicBefore.get('/news')!.headers.find(([name]) => name === 'cache-control')?.[1],
      );
    });

    it('asks GitHub whether the token may push once every few minutes, not on every page', async () => {
      const cookies = await previewCookies('new-article');
      const asked = () => github.requests.filter((r) => r === `GET /repos/${repo}`).length;
      const before = asked();
      for (const pathname of ['/news', articlePath, '/services']) {
        expect((await onEditorHost(pathname, cookies)).status, pathname).toBe(200);
      }
      expect(asked()).toBe(before);
    });

    it('answers any address it is given without an error: encoded, or on this site', async () => {
      const cookies = await previewCookies('new-article');
      const exit = await onEditorHost('/api/preview/exit?to=/%E2%82%AC', cookies);
      expect(exit.status).toBe(303);
      expect(exit.location).toBe(`${base}/%E2%82%AC`);
      const zeroWidth = await enable('new-article', 'editor-token', '%E2%80%8B');
      expect(zeroWidth.status).toBe(303);
      expect(zeroWidth.location).toBe('/news/%E2%80%8B');
      for (const to of ['%2F%2Fevil.example', 'https%3A%2F%2Fevil.example']) {
        const away = await onEditorHost(`/api/preview/exit?to=${to}`, cookies);
        expect([to, away.status, away.location]).toEqual([to, 303, `${base}/`]);
      }
      // A tab, which a browser drops (`//evil.example`): the server's guard refuses it first.
      expect((await onEditorHost('/api/preview/exit?to=/%09/evil.example', cookies)).status).toBe(
        400,
      );
    });

    describeRequiring('behind a shared cache (nginx proxy_cache)', nginxMissing(), () => {
      let cache: NginxCache | undefined;
      beforeAll(async () => {
        cache = await startNginxCache(base);
      });
      afterAll(async () => {
        await cache?.stop();
      });

      it('a navigation’s request never makes the page a cached redirect for the next visitor', async () => {
        for (const pathname of ['/services', '/news', '/']) {
          // Anyone can send this: a client-side navigation's header, without Next.js's check.
          const navigation = await fetch(`${cache!.url}${pathname}`, {
            redirect: 'manual',
            headers: { rsc: '1' },
          });
          expect(navigation.status).toBe(307);
          await navigation.arrayBuffer();
          const visitor = await fetch(`${cache!.url}${pathname}`, { redirect: 'manual' });
          expect([pathname, visitor.status]).toEqual([pathname, 200]);
          expect(visitor.headers.get('content-type')).toMatch(/^text\/html/);
          // (Read whole: the cache stores the page once it has passed through.)
          expect(await visitor.text()).toContain('</html>');
          // The cache does keep the page itself.
          const next = await fetch(`${cache!.url}${pathname}`, { redirect: 'manual' });
          expect([pathname, next.status, next.headers.get('x-cache-status')]).toEqual([
            pathname,
            200,
            'HIT',
          ]);
          expect(navigation.headers.get('cache-control')).toMatch(/^private/);
        }
      });

      it('a cache that ignores Vary never serves flight data as the page', async () => {
        const pathname = '/work';
        const first = await fetch(`${cache!.ignoringVary}${pathname}`, {
          redirect: 'manual',
          headers: { rsc: '1' },
        });
        await first.arrayBuffer();
        const address = first.headers.get('location') ?? pathname;
        const flight = await fetch(`${cache!.ignoringVary}${address}`, {
          redirect: 'manual',
          headers: { rsc: '1' },
        });
        expect(flight.status).toBe(200);
        expect(flight.headers.get('content-type')).toMatch(/^text\/x-component/);
        await flight.arrayBuffer();
        for (const url of [address, pathname]) {
          const visitor = await fetch(`${cache!.ignoringVary}${url}`, { redirect: 'manual' });
          expect([url, visitor.status]).toEqual([url, 200]);
          expect(visitor.headers.get('content-type'), url).toMatch(/^text\/html/);
          await visitor.arrayBuffer();
        }
        expect(flight.headers.get('cache-control')).toMatch(/^private/);
      });
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
        const html = (await onEditorHost(pathname, cookies)).body;
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
      const browser = await chromium.launch({
        ...testLaunchOptions(),
        // Both names reach this server; cookies keep them apart, as they keep two domains.
        args: [
          ...(testLaunchOptions().args ?? []),
          `--host-resolver-rules=MAP ${editorName} 127.0.0.1`,
        ],
      });
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

        // No third-party script was asked for while previewing.
        expect(requested.filter((url) => url.includes('127.0.0.1:9/'))).toEqual([]);

        // The way out leads to the published home page, on the public site.
        await page.getByRole('link', { name: 'Leave preview' }).click();
        await page.waitForURL(`${base}/`);
        expect(await page.getByText(/Preview of/).count()).toBe(0);
        const left = await context.cookies(editorHost);
        expect(left.map((cookie) => cookie.name)).not.toContain('__prerender_bypass');
        const visitor = await context.newPage();
        await visitor.goto(`${base}/news`);
        expect(await visitor.getByText(/Preview of/).count()).toBe(0);
      } finally {
        await browser.close();
      }
    }, 120_000);
  },
);
