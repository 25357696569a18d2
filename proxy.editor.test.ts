import fs from 'node:fs';
import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { githubMode as github } from '@/tests/editor-github';

/**
 * The content editor in GitHub mode (the only way it exists in production): its pages get their
 * own Content-Security-Policy (what the editor needs and public pages forbid), are never indexed,
 * and robots.txt keeps crawlers out. GitHub cannot be reached here, so this checks the headers
 * the proxy sets on an editor page and the robots rules, with GitHub mode's variables set as the
 * docs/production.md's GitHub-mode setup has the admin set them.
 */

/** The modules fresh under `env` (lib/env.ts reads the environment once, when imported). */
async function withEnv(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const [{ proxy }, { default: robots }] = await Promise.all([
    import('./proxy'),
    import('./app/robots'),
  ]);
  return { proxy, robots };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

/** Each directive of a policy, by name: "script-src" → ["'self'", "'nonce-…'"]. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('the content editor in GitHub mode', () => {
  it('has a policy of its own: GitHub’s API and avatars, inline styles, scripts by nonce', async () => {
    const { proxy } = await withEnv({ ...github, NODE_ENV: 'production' });
    const response = await proxy(new NextRequest('https://edit.example.org/keystatic/branch/main'));
    const policy = response.headers.get('content-security-policy');
    expect(policy, 'an enforced policy, not report-only').toBeTruthy();
    const d = directives(policy!);
    expect(d['connect-src']).toContain('https://api.github.com');
    expect(d['img-src']).toContain('https://avatars.githubusercontent.com');
    // @keystar/ui injects <style> elements without a nonce.
    expect(d['style-src']).toContain("'unsafe-inline'");
    expect(d['script-src']?.some((s) => /^'nonce-[A-Za-z0-9+/=_-]{16,}'$/.test(s))).toBe(true);
    expect(d['script-src']).not.toContain("'unsafe-inline'");
    expect(d['script-src']).not.toContain("'unsafe-eval'");
    expect(d['frame-ancestors']).toEqual(["'none'"]);
  });

  it('fetches no remote font: Keystatic’s Google Fonts stylesheet is refused', async () => {
    // Keystatic's UI links this stylesheet (Inter); the policy must keep the browser from it.
    const ui = fs.readFileSync('node_modules/@keystatic/core/dist/keystatic-core-ui.js', 'utf8');
    expect(ui).toContain('https://fonts.googleapis.com/css2?family=Inter');
    const { proxy } = await withEnv({ ...github, NODE_ENV: 'production' });
    const d = directives(
      (await proxy(new NextRequest('https://edit.example.org/keystatic'))).headers.get(
        'content-security-policy',
      )!,
    );
    const styles = d['style-src'] ?? d['default-src'] ?? [];
    const fonts = d['font-src'] ?? d['default-src'] ?? [];
    for (const source of [...styles, ...fonts]) expect(source).not.toMatch(/^https?:|^\*$/);
  });

  it('is never indexed', async () => {
    const { proxy } = await withEnv({ ...github, NODE_ENV: 'production' });
    for (const url of ['/keystatic', '/keystatic/collection/news']) {
      const response = await proxy(new NextRequest(`https://edit.example.org${url}`));
      expect(response.headers.get('x-robots-tag'), url).toBe('noindex, nofollow');
    }
  });

  it('answers on its own host only: elsewhere its pages and API are the site’s 404', async () => {
    const { proxy } = await withEnv({ ...github, NODE_ENV: 'production' });
    const status = async (url: string) => (await proxy(new NextRequest(url))).status;
    const paths = ['/keystatic', '/keystatic/collection/news', '/api/keystatic/tree'];
    // The preview's switch reads the editor's token: on the editor's host only, like the editor.
    for (const path of [...paths, '/api/preview', '/api/preview/exit']) {
      expect([path, await status(`https://www.example.org${path}`)]).toEqual([path, 404]);
      expect([path, await status(`https://edit.example.org${path}`)]).toEqual([path, 200]);
    }
    // Cookies belong to a host name, whatever the port.
    expect(await status('https://edit.example.org:8443/keystatic')).toBe(200);
    expect(await status('https://edit.example.org.evil.test/keystatic')).toBe(404);
  });

  it('has no set-up screens on a configured site', async () => {
    const { proxy } = await withEnv({ ...github, NODE_ENV: 'production' });
    for (const path of ['/keystatic/setup', '/keystatic/created-github-app/']) {
      expect((await proxy(new NextRequest(`https://edit.example.org${path}`))).status, path).toBe(
        404,
      );
    }
  });

  it('is kept out of search by robots.txt on the production site', async () => {
    const { robots } = await withEnv({
      ...github,
      SITE_URL: 'https://www.example.org',
      DEPLOY_ENV: 'production',
    });
    const rule = [robots().rules].flat()[0]!;
    expect([rule.disallow].flat()).toContain('/keystatic');
    expect([rule.allow].flat()).toContain('/');
  });

  it('without GitHub mode sets no policy of its own and robots.txt does not name it', async () => {
    const { proxy, robots } = await withEnv({
      SITE_URL: 'https://www.example.org',
      DEPLOY_ENV: 'production',
      NODE_ENV: 'production',
    });
    // No editor in the build: /keystatic is the site's 404 page, which brings its own policy.
    const response = await proxy(new NextRequest('https://www.example.org/keystatic'));
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect([[robots().rules].flat()[0]!.disallow].flat()).not.toContain('/keystatic');
  });
});

describe('the editor’s host, for anything but the editor', () => {
  const editorPage = (path: string, cookie: string) =>
    new NextRequest(`https://edit.example.org${path}`, { headers: { cookie } });

  it('sends a request with a stale or planted draft-mode cookie to the editor, never shared', async () => {
    const { proxy } = await withEnv({ ...github, NODE_ENV: 'production' });
    // A cookie from an earlier build (its value changes with every build), or one a sibling
    // host planted, next to the editor's own token cookie.
    for (const cookie of [
      '__prerender_bypass=junk',
      '__prerender_bypass=0123456789abcdef0123456789abcdef; cairn-preview-branch=main; keystatic-gh-access-token=ghu_x',
    ]) {
      for (const path of ['/', '/services', '/contact', '/news', '/api/health', '/icon.svg']) {
        const response = await proxy(editorPage(path, cookie));
        expect([path, response.status]).toEqual([path, 307]);
        expect(
          new URL(response.headers.get('location')!, 'https://edit.example.org').pathname,
        ).toBe('/keystatic');
        expect(response.headers.get('cache-control')).toBe('private, no-store');
      }
    }
  });

  it('off the editor’s host drops the draft-mode cookie before the page is served', async () => {
    const { proxy } = await withEnv({ ...github, NODE_ENV: 'production' });
    const response = await proxy(
      new NextRequest('https://www.example.org/news', {
        headers: { cookie: 'a=1; __prerender_bypass=whatever; cairn-preview-branch=main' },
      }),
    );
    expect(response.status).toBe(200);
    // Next.js serves the page with the request's cookies as the proxy passes them on.
    expect(response.headers.get('x-middleware-request-cookie')).toBe(
      'a=1; cairn-preview-branch=main',
    );
  });
});
