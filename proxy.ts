/**
 * Proxy (Next.js 16's middleware, Node.js runtime): sends each page its Content-Security-Policy.
 *
 * Prerendered pages get the hashes `scripts/csp-manifest.mjs` recorded for them after the build
 * (they stay static: nothing here renders or reads the page). Any other document gets a nonce,
 * passed to Next.js in the request's CSP header so it puts it on the scripts it renders. Without
 * a manifest for this build (`next dev`, or the post-build step skipped) the policy is
 * report-only, so nothing breaks. See docs/decisions/0004-content-security-policy.md.
 *
 * The other security headers, and a baseline CSP for everything that is not a page, come from
 * next.config.ts `headers()` (lib/security-headers.ts).
 */
import path from 'node:path';
import { NextResponse, type NextRequest } from 'next/server';
import { cspSources, integrations } from '@/integrations';
import { siteUrl } from '@/lib/env';
import { createCspResolver, loadCspManifest, sentryReportUri, type CspDecision } from '@/lib/csp';
import { themeInitScript } from '@/lib/theme';
import { webFontsScript } from '@/lib/web-fonts';
import { earlyErrorsScript } from '@/integrations/sentry/early-errors';

let resolver: ((pathname: string) => CspDecision) | undefined;

function getResolver() {
  if (resolver) return resolver;
  const dev = process.env.NODE_ENV === 'development';
  const { manifest, problem } = dev
    ? { manifest: null, problem: undefined }
    : loadCspManifest(path.join(process.cwd(), '.next'));
  if (problem) {
    console.warn(
      JSON.stringify({ level: 'warn', msg: 'csp: report-only, no manifest', detail: problem }),
    );
  }
  const { gtm, accessibilityWidget: widget, sentry } = integrations;
  resolver = createCspResolver({
    manifest,
    dev,
    // The layout's inline scripts, for documents rendered on request (prerendered ones have
    // every inline script hashed in the manifest).
    inlineScripts: [
      themeInitScript,
      webFontsScript,
      ...(gtm.enabled ? [gtm.headScript] : []),
      ...(widget.enabled ? [widget.loaderScript] : []),
      ...(sentry.enabled ? [earlyErrorsScript] : []),
    ],
    sources: cspSources(),
    upgradeInsecureRequests: siteUrl.protocol === 'https:',
    reportUri: sentry.enabled ? sentryReportUri(sentry.dsn, sentry.environment) : undefined,
  });
  return resolver;
}

export function proxy(request: NextRequest) {
  const decision = getResolver()(request.nextUrl.pathname);
  let response: NextResponse;
  if (decision.nonce) {
    // Next.js reads the nonce from the request's CSP header and adds it to its scripts.
    const headers = new Headers(request.headers);
    headers.set('content-security-policy', `script-src 'nonce-${decision.nonce}'`);
    response = NextResponse.next({ request: { headers } });
  } else {
    response = NextResponse.next();
  }
  for (const [name, value] of Object.entries(decision.headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  matcher: [
    {
      // Documents only: assets, API routes and the image optimizer keep the baseline CSP of
      // next.config.ts; client-side navigations (RSC requests) carry no HTML to protect.
      source: '/((?!_next/static|_next/image|api/).*)',
      missing: [{ type: 'header', key: 'rsc' }],
    },
  ],
};
