/**
 * The site's Content-Security-Policy inputs, in one place for the two that send it
 * (docs/decisions/0004-content-security-policy.md):
 *
 * - the post-build step (scripts/post-build.ts, through tsx) writes each prerendered page's
 *   policy into the page's prerender metadata, which Next.js sends with the cached page: no code
 *   runs per request;
 * - proxy.ts gives documents rendered on request (the contact retry page, the test-only
 *   diagnostics route) a policy
 *   with a fresh nonce.
 *
 * What is allowed besides the page's own hashes follows the integrations that are on, read from
 * the same validated environment as the build.
 */
import { cspSources, integrations } from '@/integrations';
import { earlyErrorsScript } from '@/integrations/sentry/early-errors';
import { createCspResolver, sentryReportUri, type CspManifest } from '@/lib/csp';
import { siteUrl } from '@/lib/env';
import { shellScript } from '@/lib/shell';
import { THEME_STORAGE_KEY, themeInitScript } from '@/lib/theme';

export function siteCspResolver(manifest: CspManifest | null, dev = false) {
  const { gtm, accessibilityWidget: widget, sentry } = integrations;
  return createCspResolver({
    manifest,
    dev,
    // The layout's inline scripts, for documents rendered on request (prerendered ones have
    // every inline script hashed in the manifest).
    inlineScripts: [
      themeInitScript,
      shellScript(THEME_STORAGE_KEY),
      ...(gtm.enabled ? [gtm.headScript] : []),
      ...(widget.enabled ? [widget.loaderScript] : []),
      ...(sentry.enabled ? [earlyErrorsScript] : []),
    ],
    sources: cspSources(),
    upgradeInsecureRequests: siteUrl.protocol === 'https:',
    reportUri: sentry.enabled ? sentryReportUri(sentry.dsn, sentry.environment) : undefined,
  });
}

/** Each prerendered page's response headers (the policy), keyed by its manifest path. */
export function prerenderedPageHeaders(
  manifest: CspManifest,
): Record<string, Record<string, string>> {
  const resolve = siteCspResolver(manifest);
  return Object.fromEntries(
    Object.keys(manifest.pages).map((route) => [route, resolve(route).headers]),
  );
}
