import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

interface ManifestModule {
  writePageHeaders(
    files: Record<string, string>,
    headersFor: (route: string) => Record<string, string>,
  ): number;
  pagesWithoutPolicy(input: {
    appPaths: Record<string, string>;
    prerender: {
      routes: Record<string, unknown>;
      dynamicRoutes: Record<string, { fallback: false | null | string }>;
    };
    matchers: { regexp: string; has?: { type: string; key: string }[] }[];
  }): string[];
}

const specifier = './csp-manifest.mjs';
const { writePageHeaders, pagesWithoutPolicy } = (await import(
  /* @vite-ignore */ specifier
)) as ManifestModule;

describe('scripts/csp-manifest.mjs writePageHeaders', () => {
  it("writes each page's policy into its prerender metadata, keeping Next.js's headers", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-meta-'));
    const html = path.join(dir, 'services.html');
    const meta = path.join(dir, 'services.meta');
    fs.writeFileSync(html, '<html></html>');
    fs.writeFileSync(
      meta,
      JSON.stringify({
        status: 200,
        headers: { 'x-nextjs-prerender': '1', 'Content-Security-Policy-Report-Only': 'old' },
        segmentPaths: ['/_tree'],
      }),
    );
    const files = { '/services': html, '/_pages/404': path.join(dir, '404.html') };
    const policy = (route: string) => ({ 'Content-Security-Policy': `script-src 'self' ${route}` });

    expect(writePageHeaders(files, policy)).toBe(1); // the Pages Router fallback has no metadata
    const once = fs.readFileSync(meta, 'utf8');
    expect(JSON.parse(once)).toEqual({
      status: 200,
      headers: {
        'x-nextjs-prerender': '1',
        'content-security-policy': "script-src 'self' /services",
      },
      segmentPaths: ['/_tree'],
    });
    // Idempotent.
    writePageHeaders(files, policy);
    expect(fs.readFileSync(meta, 'utf8')).toBe(once);
  });
});

describe('scripts/csp-manifest.mjs pagesWithoutPolicy', () => {
  // The shapes Next.js writes: app-path-routes-manifest, prerender-manifest, and proxy.ts's
  // matcher `/diagnostics/:path*` as compiled into functions-config-manifest.json.
  const appPaths = {
    '/page': '/',
    '/services/[slug]/page': '/services/[slug]',
    '/services/[slug]/opengraph-image/route': '/services/[slug]/opengraph-image',
    '/api/health/route': '/api/health',
    '/diagnostics/data-failure/page': '/diagnostics/data-failure',
  };
  const prerender = {
    routes: { '/': {}, '/services/drupal-websites': {} },
    dynamicRoutes: { '/services/[slug]': { fallback: false as const } },
  };
  const matchers = [
    {
      regexp:
        '^(?:\\/(_next\\/data\\/[^/]{1,}))?\\/diagnostics(?:\\/((?:[^\\/#\\?]+?)(?:\\/(?:[^\\/#\\?]+?))*))?(\\.json|\\.rsc|\\.segments\\/.+\\.segment\\.rsc)?[\\/#\\?]?$',
    },
  ];

  it('passes prerendered pages and pages under the proxy; route handlers are not pages', () => {
    expect(pagesWithoutPolicy({ appPaths, prerender, matchers })).toEqual([]);
  });

  it('names a page rendered on request that the proxy does not cover', () => {
    expect(
      pagesWithoutPolicy({
        appPaths: {
          ...appPaths,
          '/search/page': '/search',
          '/team/[member]/page': '/team/[member]',
        },
        prerender,
        matchers,
      }),
    ).toEqual(['/search', '/team/[member]']);
  });

  it('does not count a matcher that needs a header (the revalidation one) as covering a page', () => {
    const revalidations = {
      regexp:
        '^(?:\\/(_next\\/data\\/[^/]{1,}))?(?:\\/((?!_next\\/|api\\/).*))(\\.json)?[\\/#\\?]?$',
      has: [{ type: 'header', key: 'if-none-match' }],
    };
    expect(
      pagesWithoutPolicy({
        appPaths: { ...appPaths, '/search/page': '/search' },
        prerender,
        matchers: [...matchers, revalidations],
      }),
    ).toEqual(['/search']);
  });

  it('names a prerendered dynamic route whose other params render on request', () => {
    const open = { ...prerender, dynamicRoutes: { '/services/[slug]': { fallback: null } } };
    expect(pagesWithoutPolicy({ appPaths, prerender: open, matchers })).toEqual([
      '/services/[slug]',
    ]);
  });
});
