/**
 * Security headers sent with every response: next.config.ts `headers()` adds them to
 * pages, API routes, 404 and error responses and `/_next/static` assets alike.
 *
 * The Content-Security-Policy is per kind of response: every response that is not a document
 * (API routes, assets, files, Open Graph images) gets the baseline here; each prerendered page
 * gets its own policy from its prerender metadata (written by the post-build step), and a page
 * rendered on request from proxy.ts. Next.js *appends* the metadata's headers to these, so the
 * baseline must not reach a document: two policies would both be enforced.
 */
import { BASELINE_CSP } from './csp';

/** Two years, subdomains included (`preload` is a decision for the domain's owner, see README). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * Powerful features the site does not use, denied to the page and to every frame it embeds.
 * Only names Chromium 156 recognises (an unknown one is logged on every page). Left allowed
 * because an integration may rely on them: `sync-xhr`, `unload`, `clipboard-*`, `storage-access`
 * and the private state tokens (reCAPTCHA's frame).
 */
export const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'compute-pressure',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'picture-in-picture',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'window-management',
  'xr-spatial-tracking',
] as const;

export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');

export interface HeaderEntry {
  key: string;
  value: string;
}

/** The headers every response carries, in next.config.ts `headers()` form. */
export function securityHeaders(): HeaderEntry[] {
  return [
    { key: 'Strict-Transport-Security', value: STRICT_TRANSPORT_SECURITY },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}

/**
 * Paths that are never documents, in next.config.ts `source` syntax: API routes, Next.js's assets
 * and image optimizer, any path whose last segment has a file extension (icon, robots.txt,
 * sitemap.xml, the feed), and the Open Graph image routes.
 */
export const NON_DOCUMENT_SOURCES = [
  '/api/:path*',
  '/_next/:path*',
  '/:file([^/]+\\.[A-Za-z0-9]+)',
  '/:path+/:file([^/]+\\.[A-Za-z0-9]+)',
  '/opengraph-image',
  '/:path+/opengraph-image',
] as const;

/** next.config.ts `headers()`: the shared headers everywhere, the baseline CSP off documents. */
export function securityHeaderRules(): { source: string; headers: HeaderEntry[] }[] {
  return [
    { source: '/:path*', headers: securityHeaders() },
    ...NON_DOCUMENT_SOURCES.map((source) => ({
      source,
      headers: [{ key: 'Content-Security-Policy', value: BASELINE_CSP }],
    })),
  ];
}
