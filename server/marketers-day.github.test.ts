/**
 * One marketer's day, edit to live (docs/deploy.md, "How an edit goes live"), on the GitHub-mode
 * build the preview suite already runs on (tests/copies/preview.ts) and a stand-in for GitHub's
 * API (tests/github-stand-in.ts): an article saved on a branch with a link to a page the site does
 * not have; its preview; the pull request's content check refusing the link, then passing once it
 * is fixed; the merge; the article, dated after today, published by the build of its day without
 * a commit; and, after a later save, the merged version restored from the entry's history.
 *
 * What it cannot do here: build the deploy's image after the merge (a build takes minutes; the
 * integrations stage of `npm test` builds in the image's environment, scripts/ci/image-build.ts)
 * and wait for a CDN. docs/deploy.md gives the figures this suite prints, and the estimate of the
 * rest from those measured steps.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { githubModeOnLocalhost as githubMode } from '@/tests/editor-github';
import { hostRequest } from '@/tests/host-request';
import {
  newArticle,
  projectFiles,
  startGitHubStandIn,
  type GitHubStandIn,
  type RepoFiles,
} from '@/tests/github-stand-in';
import { describeRequiring } from '../tests/describe-requiring';
import type { NextServer } from '../tests/server-process';
import { tempDir } from '../tests/server/backends';
import { startGitHubSite, type GitHubSite } from '../tests/server/github-site';

const appDir = process.env.PREVIEW_APP_DIR;
const editorName = new URL(githubMode.EDITOR_ORIGIN).hostname;
const slug = 'rate-changes-on-the-day-they-are-approved';
const file = `content/news/${slug}.md`;
/** The article's day: after today for the check of the day before, today on its own. */
const day = '2027-03-01';
const dayBefore = '2027-02-28';
const broken = '[our pricing plans](/pricing-plans)';
const fixed = '[our services](/services)';
const article = newArticle
  .replace(
    "title: 'A branch-only article about previews'",
    "title: 'Rate changes on the day they are approved'",
  )
  .replace('date: 2026-01-05', `date: ${day}`)
  .replace(
    'The first paragraph of an article only the branch has.',
    `The first paragraph, which links to ${broken}.`,
  );

const seconds = (since: number) => Number(((performance.now() - since) / 1000).toFixed(1));

describeRequiring(
  'a marketer’s day, edit to live',
  appDir ? undefined : 'PREVIEW_APP_DIR is not set to a folder with a GitHub-mode build',
  () => {
    let server: NextServer | undefined;
    let github: GitHubStandIn;
    let site: GitHubSite | undefined;
    const root = path.resolve(appDir ?? '.');
    const token = { 'keystatic-gh-access-token': 'editor-token' };
    const cookie = (cookies: Record<string, string>) =>
      Object.entries(cookies)
        .map(([name, value]) => `${name}=${value}`)
        .join('; ');
    const onEditorHost = (pathname: string, cookies: Record<string, string>, init = {}) =>
      hostRequest(
        server!.port,
        editorName,
        pathname,
        {
          cookie: cookie(cookies),
          origin: `http://${editorName}:${server!.port}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        init,
      );
    const save = (branch: string, files: RepoFiles, message: string) =>
      github.commit(branch, files, {
        name: 'Ana Editor',
        login: 'ana',
        date: new Date().toISOString(),
        message,
      });

    /**
     * The pull request's content check (`npm run content:check`, the build's own code) on a
     * branch's files: the build's folder with the branch's content/ and public/work/ in place.
     */
    async function contentCheck(files: RepoFiles, today: string) {
      const dir = tempDir('marketers-day-check');
      for (const name of fs.readdirSync(root)) {
        if (!['content', 'public', '.next'].includes(name)) {
          fs.symlinkSync(path.join(root, name), path.join(dir, name));
        }
      }
      fs.mkdirSync(path.join(dir, 'public'));
      for (const name of fs.readdirSync(path.join(root, 'public'))) {
        if (name !== 'work') {
          fs.symlinkSync(path.join(root, 'public', name), path.join(dir, 'public', name));
        }
      }
      for (const [rel, body] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
        fs.writeFileSync(path.join(dir, rel), body);
      }
      const started = performance.now();
      // Not spawnSync: a blocked event loop misses the server closing a kept-alive socket.
      const result = await new Promise<{ ok: boolean; output: string }>((resolve) =>
        execFile(
          path.join(root, 'node_modules', '.bin', 'tsx'),
          ['scripts/check-content.ts'],
          { cwd: dir, encoding: 'utf8', env: { ...process.env, CONTENT_TODAY: today } },
          (error, stdout, stderr) => resolve({ ok: !error, output: `${stdout}${stderr}` }),
        ),
      );
      fs.rmSync(dir, { recursive: true, force: true });
      return { ...result, seconds: seconds(started) };
    }

    /** Saves on `branch`, then opens the article's preview: the seconds until it shows `text`. */
    async function saveThenPreview(branch: string, files: RepoFiles, text: string) {
      const started = performance.now();
      save(branch, files, `Update ${file}`);
      const enable = await onEditorHost(
        `/api/preview?collection=news&slug=${slug}&branch=${branch}`,
        token,
      );
      expect(enable.status).toBe(303);
      const cookies: Record<string, string> = { ...token };
      for (const line of enable.headers.getSetCookie()) {
        const pair = line.split(';')[0]!;
        const at = pair.indexOf('=');
        cookies[pair.slice(0, at)] = pair.slice(at + 1);
      }
      const page = await onEditorHost(`/news/${slug}`, cookies);
      expect(page.status).toBe(200);
      expect(page.body).toMatch(new RegExp(`Preview of (<!-- -->)?${branch}`));
      expect(page.body).toContain(text);
      return seconds(started);
    }

    beforeAll(async () => {
      github = await startGitHubStandIn({
        repo: githubMode.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO,
        tokens: { 'editor-token': { push: true } },
      });
      github.setBranch('main', projectFiles(root));
      site = await startGitHubSite({ root, github, env: githubMode, name: 'marketers-day' });
      server = site.server;
    }, 120_000);

    afterAll(async () => {
      await site?.stop();
    });

    it('saves on a branch, previews, fails the check on a broken link, passes fixed, merges, publishes on its day and restores', async () => {
      const figures: Record<string, number> = {};
      // Edit on a branch: a new article, as Keystatic's Save commits it; then its preview.
      github.setBranch('spring-rates', github.filesOf('main')!);
      const main = github.filesOf('main')!;
      figures['save → preview (s)'] = await saveThenPreview(
        'spring-rates',
        { ...main, [file]: article },
        'our pricing plans',
      );

      // The pull request's check refuses the broken link, by file, field and link.
      const refused = await contentCheck(github.filesOf('spring-rates')!, dayBefore);
      expect(refused.ok).toBe(false);
      expect(refused.output).toContain(file);
      expect(refused.output).toMatch(/Article: .*\/pricing-plans.*link to a page that exists/);
      figures['content check, refused (s)'] = refused.seconds;

      // Fixed in the editor and saved again: the preview shows it, and the check passes. The
      // article is dated after the day before its day: checked, and not published then.
      const fixedFiles = { ...main, [file]: article.replace(broken, fixed) };
      figures['save → preview, fixed (s)'] = await saveThenPreview(
        'spring-rates',
        fixedFiles,
        'our services',
      );
      const passed = await contentCheck(github.filesOf('spring-rates')!, dayBefore);
      expect(passed.output).toContain(`not published on ${dayBefore}: ${file}`);
      expect(passed.ok).toBe(true);
      figures['content check, passed (s)'] = passed.seconds;

      // Merged: main has the article. Live only from the build of its day, with no new commit:
      // the daily run's build passes New York's date (CONTENT_TODAY) and publishes it.
      const merged = save('main', github.filesOf('spring-rates')!, 'Merge pull request');
      expect(github.filesOf('main')![file]).toBe(fixedFiles[file]);
      const onItsDay = await contentCheck(github.filesOf('main')!, day);
      expect(onItsDay.ok).toBe(true);
      expect(onItsDay.output).not.toContain(`not published on ${day}: ${file}`);
      expect(onItsDay.output).toContain(`/news/${slug}`);

      // A later save changes the summary; the entry's history restores the merged version.
      const mergedText = String(github.filesOf('main')![file]);
      save(
        'main',
        {
          ...github.filesOf('main')!,
          [file]: mergedText.replace(/summary: >-\n.*\n/, "summary: 'A summary changed later.'\n"),
        },
        `Update ${file}`,
      );
      const history = `/keystatic/history?collection=news&slug=${slug}&branch=main`;
      const page = await onEditorHost(history, token);
      expect(page.status).toBe(200);
      const form = [
        ...page.body.matchAll(
          /<form method="post" action="([^"]+)"><input type="hidden" name="version" value="([0-9a-f]+)"><input type="hidden" name="current" value="([0-9a-f]+|none)">/g,
        ),
      ].find(([, , version]) => version === merged);
      expect(form, 'the merged version is listed with Restore').toBeDefined();
      const [, action, version, current] = form!;
      const restore = await onEditorHost(action!.replaceAll('&amp;', '&'), token, {
        method: 'POST',
        body: new URLSearchParams({ version: version!, current: current! }).toString(),
      });
      expect(restore.status).toBe(303);
      expect(restore.location).toContain('outcome=restored');
      expect(String(github.filesOf('main')![file])).toBe(mergedText);

      console.log(`marketer's day: ${JSON.stringify(figures)}`);
    }, 240_000);
  },
);
