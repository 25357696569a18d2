/**
 * Configuration only: nothing here reads content or runs a tool. What a build needs made first
 * (the faces cut to the content, the content validated and its samples counted) is
 * scripts/prebuild.ts, `npm run build`'s prebuild step; `npm run dev` cuts the faces first.
 */
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_SERVER } from 'next/constants';
import { editorBuildEnv, editorConfig, env, publicBuildEnv, sentryBuildEnv } from './lib/env';
import { securityHeaderRules } from './lib/security-headers';
import { cacheHeaderRules } from './lib/cache-headers';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // ETags: Next.js's own (generateEtags, on by default), and its 304s: no code of ours runs to
  // answer a revalidation (docs/performance.md).
  reactStrictMode: true,
  // The Dockerfile builds with NEXT_OUTPUT=standalone: a self-contained server folder
  // (.next/standalone). `npm start` serves with `next start`, which refuses that output with a
  // warning, so it is only on for the image.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  // Pages carry their icon inline, but browsers still ask for /favicon.ico when a document has
  // no icon link at some moment (Chromium did during a client-side navigation, and logged the
  // 404 as an error), and so do bookmarks and feed readers: they get the same mark.
  async rewrites() {
    return [{ source: '/favicon.ico', destination: '/icon.svg' }];
  },
  // The data folder's lock is a native addon that finds its prebuilt binary at run time
  // (server/db/lock.ts): loaded from node_modules, never bundled, and the standalone output
  // carries the binaries for Linux, which its file tracing cannot see.
  serverExternalPackages: ['fs-native-extensions'],
  outputFileTracingIncludes: {
    '/*': ['./node_modules/fs-native-extensions/prebuilds/linux-*/**'],
  },
  // Integrations: the validated public variables, each defined (blank when unset), so
  // code behind an unset one is dropped from the bundles.
  env: publicBuildEnv,
  images: {
    // Spec §9: device widths and quality; modern formats first.
    deviceSizes: [640, 768, 1024, 1280],
    qualities: [75],
    formats: ['image/avif', 'image/webp'],
  },
  // Links prefetch as they come near the viewport (about 200 px): Next.js's default; kept.
  // The site and the content editor each have a root layout (app/(site), app/keystatic): a path
  // no route matches gets app/global-not-found.tsx, which draws the site's 404.
  experimental: {
    globalNotFound: true,
    // Turbopack keeps a cache of the build in .next/cache for the next one; the test suite's
    // builds (CAIRN_TEST_BUILD=1) are made once in a fresh tree or a throwaway copy, where writing
    // it costs some 15 s of a core and nothing reads it.
    turbopackFileSystemCacheForBuild: process.env.CAIRN_TEST_BUILD !== '1',
  },
  // The test suite's builds (its own, and those of a copy with integrations on or with the
  // editor's edits) set CAIRN_TEST_BUILD=1: its types stage has checked the same sources, with
  // Next.js's route types (`npm run typecheck`), about 40 s on two cores. Every other build
  // checks types.
  typescript: { ignoreBuildErrors: process.env.CAIRN_TEST_BUILD === '1' },
};

/**
 * The content editor's files (app/keystatic, app/api/keystatic) end in `.editor.tsx` /
 * `.editor.ts`: they are routes only where the editor is on, under `next dev` (local mode) or with
 * GitHub mode configured. Anywhere else the build has no editor route at all, so nothing on a
 * production server can write a file (local mode's API has no authentication). Half a GitHub
 * configuration throws here, stopping the build with the missing variables named. `next start`
 * has its routes already: its check is the server's own (server/boot.ts), with the build's
 * public values and the process's secrets.
 */
export function pageExtensions(
  phase: string,
  source: Record<string, string | undefined> = process.env,
) {
  if (phase === PHASE_PRODUCTION_SERVER) return ['tsx', 'ts'];
  const editorOn = phase === PHASE_DEVELOPMENT_SERVER || editorConfig(source).mode === 'github';
  return editorOn ? ['tsx', 'ts', 'editor.tsx', 'editor.ts'] : ['tsx', 'ts'];
}

/** `has` for the editor's host: a pattern, the host name's dots escaped. */
function editorHost(editorOrigin: string) {
  return {
    type: 'host' as const,
    value: new URL(editorOrigin).hostname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  };
}

/**
 * The editor's host serves the editor only: a public page there would run its scripts (the tag
 * manager's among them) where the editor's token cookie is readable. Any other path on that host
 * goes to the editor. A request with a draft-mode cookie may be an editor's preview: proxy.ts
 * sees every one of those, renders the page only for a checked preview and sends the rest to the
 * editor too. (Public hosts answer 404 for the editor: proxy.ts.)
 */
export function editorHostRedirects(editorOrigin: string) {
  if (!editorOrigin) return [];
  return [
    {
      source: '/:path((?!keystatic(?:/|$)|api/keystatic(?:/|$)|api/preview(?:/|$)|_next/).*)',
      has: [editorHost(editorOrigin)],
      missing: [{ type: 'cookie' as const, key: '__prerender_bypass' }],
      destination: '/keystatic',
      permanent: false,
    },
  ];
}

/**
 * Nothing on the editor's host is shared by a cache: the editor's pages carry a nonce of their
 * own, previews an editor's unpublished branch, and its redirects depend on the visitor's cookies.
 * (Last in `headers()`, so it wins over the shared lifetime of lib/cache-headers.ts.)
 */
export function editorHostHeaders(editorOrigin: string) {
  if (!editorOrigin) return [];
  return [
    {
      source: '/:path((?!_next/).*)',
      has: [editorHost(editorOrigin)],
      headers: [{ key: 'Cache-Control', value: 'private, no-store' }],
    },
  ];
}

/**
 * Sentry's build step only with a DSN (its module is loaded only then): no telemetry, no tunnel,
 * source maps generated and uploaded only when a token, org and project are all configured.
 */
export default async function config(phase: string): Promise<NextConfig> {
  const site: NextConfig = { ...nextConfig, pageExtensions: pageExtensions(phase) };
  if (phase !== PHASE_PRODUCTION_SERVER) {
    const editor = editorBuildEnv();
    site.env = { ...publicBuildEnv, ...editor };
    site.redirects = async () => editorHostRedirects(editor.EDITOR_ORIGIN);
    // HSTS, nosniff, referrer, permissions and framing on every response (pages, API routes,
    // assets, 404 and errors); the baseline CSP on everything that is not a document. Each
    // prerendered page's own policy travels in its prerender metadata (scripts/post-build.ts).
    // Prerendered responses are shared for minutes, not a year, so a published edit reaches
    // visitors behind a CDN soon after a deploy (lib/cache-headers.ts); nothing on the editor's
    // host is shared. (`next start` reads them from the build.)
    site.headers = async () => [
      ...securityHeaderRules(),
      ...cacheHeaderRules(),
      ...editorHostHeaders(editor.EDITOR_ORIGIN),
    ];
  }
  if (!env.NEXT_PUBLIC_SENTRY_DSN) return site;
  const { withSentryConfig } = await import('@sentry/nextjs/config');
  const {
    SENTRY_AUTH_TOKEN: authToken,
    SENTRY_ORG: org,
    SENTRY_PROJECT: project,
  } = sentryBuildEnv();
  const upload = Boolean(authToken && org && project);
  return withSentryConfig(site, {
    org,
    project,
    authToken,
    telemetry: false,
    silent: !process.env.CI,
    sourcemaps: { disable: !upload },
    widenClientFileUpload: upload,
    // Without an upload there is nothing to do after compiling (no release, no network).
    useRunAfterProductionCompileHook: upload,
  });
}
