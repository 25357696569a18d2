/**
 * An entry's history in GitHub mode (docs/editing.md, "Undo a change") on a real `next start` of a
 * GitHub-mode build, with the stand-in for GitHub's API (tests/github-stand-in.ts): the same
 * editors as a preview's (signed in, may push), on the editor's host only; the versions of the
 * entry's file with who saved each and what changed; "Restore this version" commits the old file
 * on the branch, and refuses when the file changed after the page was opened or when the form
 * comes from another site.
 *
 * Needs a GitHub-mode build: `npx tsx tests/copies/preview.ts` makes one and runs the `github`
 * project (this file among them) with PREVIEW_APP_DIR set.
 */
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chromium } from '@playwright/test';
import { githubModeOnLocalhost as githubMode } from '@/tests/editor-github';
import { hostRequest } from '@/tests/host-request';
import { projectFiles, startGitHubStandIn, type GitHubStandIn } from '@/tests/github-stand-in';
import { testLaunchOptions } from '../tests/chromium';
import { describeRequiring } from '../tests/describe-requiring';
import type { NextServer } from '../tests/server-process';
import { startGitHubSite, type GitHubSite } from '../tests/server/github-site';

const appDir = process.env.PREVIEW_APP_DIR;
const file = 'content/team/grace-lindqvist.md';
const page = `/keystatic/history?collection=team&slug=grace-lindqvist&branch=main`;

describeRequiring(
  'an entry’s history and restore in GitHub mode',
  appDir ? undefined : 'PREVIEW_APP_DIR is not set to a folder with a GitHub-mode build',
  () => {
    let server: NextServer | undefined;
    let github: GitHubStandIn;
    /** The editor's host name (EDITOR_ORIGIN: edit.localhost); 127.0.0.1 is the public site. */
    const editorName = new URL(githubMode.EDITOR_ORIGIN).hostname;
    let site: GitHubSite | undefined;
    let original: string;
    const root = path.resolve(appDir ?? '.');

    /** A save on main by someone, as Keystatic commits it. */
    const save = (text: string, name: string, login: string, date: string) =>
      github.commit(
        'main',
        { ...github.filesOf('main'), [file]: text },
        {
          name,
          login,
          date,
          message: 'Update content/team/grace-lindqvist',
        },
      );
    const fileNow = () => String(github.filesOf('main')?.[file]);

    beforeAll(async () => {
      github = await startGitHubStandIn({
        repo: githubMode.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO,
        tokens: { 'editor-token': { push: true }, 'reader-token': { push: false } },
      });
      github.setBranch('main', projectFiles(root));
      original = fileNow();
      save(
        original.replace(/^role: .*$/m, 'role: Founder and Principal'),
        'Ana Editor',
        'ana',
        '2026-11-02T15:00:00Z',
      );
      save(
        fileNow().replace(/^location: .*$/m, 'location: Towson, MD'),
        'Ben Marketer',
        'ben',
        '2026-11-03T15:00:00Z',
      );
      site = await startGitHubSite({ root, github, env: githubMode, name: 'history-github' });
      server = site.server;
    }, 120_000);

    afterAll(async () => {
      await site?.stop();
    });

    /** The history page on the editor's host, as a browser there asks for it. */
    const get = (token?: string) =>
      hostRequest(
        server!.port,
        editorName,
        page,
        token ? { cookie: `keystatic-gh-access-token=${token}` } : {},
      );

    it('is the editors’ only, on the editor’s host only', async () => {
      for (const [token, status] of [
        [undefined, 401],
        ['stolen-token', 401],
        ['reader-token', 403],
      ] as const) {
        const answer = await get(token);
        expect([token, answer.status]).toEqual([token, status]);
        expect(answer.body).not.toContain('Restore this version');
      }
      const publicHost = await fetch(`${server!.origin}${page}`, {
        redirect: 'manual',
        headers: { cookie: 'keystatic-gh-access-token=editor-token' },
      });
      expect(publicHost.status).toBe(404);
      const restoreOnPublicHost = await fetch(`${server!.origin}/api${page}`, {
        method: 'POST',
        headers: { cookie: 'keystatic-gh-access-token=editor-token' },
      });
      expect(restoreOnPublicHost.status).toBe(404);
    });

    it('lists who saved what and when, newest first, never cached', async () => {
      const answer = await get('editor-token');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toContain('no-store');
      // No shared cache keeps any of the editor's pages (a CDN would serve one editor's to another).
      const editor = await hostRequest(server!.port, editorName, '/keystatic');
      expect(editor.headers.get('cache-control')).not.toMatch(/public|s-maxage/);
      const html = answer.body;
      const ben = html.indexOf('Saved by Ben Marketer (ben)');
      const ana = html.indexOf('Saved by Ana Editor (ana)');
      expect(ben).toBeGreaterThan(0);
      expect(ana).toBeGreaterThan(ben);
      expect(html).toContain(
        'Where they work: <del>“Baltimore, MD”</del> → <ins>“Towson, MD”</ins>',
      );
      expect(html).toContain(
        'Role: <del>“Founder &amp; Principal”</del> → <ins>“Founder and Principal”</ins>',
      );
      expect(html).toContain('Nov 3, 2026, 10:00 AM (New York)');
    });

    it('refuses a restore sent from another site', async () => {
      const answer = await hostRequest(
        server!.port,
        editorName,
        `/api${page}`,
        {
          cookie: 'keystatic-gh-access-token=editor-token',
          origin: 'https://elsewhere.example',
          'content-type': 'application/x-www-form-urlencoded',
        },
        {
          method: 'POST',
          body: 'version=0000000000000000000000000000000000000000&current=none',
        },
      );
      expect(answer.status).toBe(403);
    });

    it('restores an earlier version as a new commit, in Chromium, and refuses after a save since', async () => {
      // Browsers resolve *.localhost to this machine; the rule makes the headless one do so.
      const options = testLaunchOptions();
      const browser = await chromium.launch({
        ...options,
        args: [...(options.args ?? []), `--host-resolver-rules=MAP ${editorName} 127.0.0.1`],
      });
      try {
        const context = await browser.newContext();
        await context.addCookies([
          {
            name: 'keystatic-gh-access-token',
            value: 'editor-token',
            domain: editorName,
            path: '/',
          },
        ]);
        const tab = await context.newPage();
        await tab.goto(`http://${editorName}:${server!.port}${page}`);
        const versions = tab
          .getByRole('list', { name: 'Saved versions, newest first' })
          .getByRole('article');
        // The first version: the file as the repository had it before both saves.
        const first = versions.filter({ hasText: 'Saved by Seed' });
        // Someone saves after the page was opened: refused, nothing committed.
        save(
          fileNow().replace(/^since: .*$/m, 'since: 2000'),
          'Cy Writer',
          'cy',
          '2026-11-04T15:00:00Z',
        );
        await first.getByRole('button', { name: 'Restore this version' }).click();
        await tab
          .getByRole('status')
          .filter({
            hasText: 'Not restored: someone saved this entry after you opened its history',
          })
          .waitFor();
        expect(fileNow()).toMatch(/^since: 2000$/m);
        expect(github.requests).not.toContain('POST /graphql');
        // The page lists the versions as they are now; the restore goes through: a commit on main.
        await expect.poll(() => versions.first().textContent()).toContain('Saved by Cy Writer');
        await first.getByRole('button', { name: 'Restore this version' }).click();
        await tab.getByRole('status').filter({ hasText: 'Restored the version of' }).waitFor();
        expect(fileNow()).toBe(original);
        expect(github.requests).toContain('POST /graphql');
        // The newest version is the restore, saved by the editor, and it is the entry now.
        expect(await versions.first().textContent()).toContain('This is the entry now.');
        expect(await versions.first().textContent()).toContain('Saved by Restoring Editor');
      } finally {
        await browser.close();
      }
    }, 120_000);
  },
);
