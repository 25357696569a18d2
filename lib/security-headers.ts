/**
 * Security headers sent with every response (issue 6): next.config.ts `headers()` adds them to
 * pages, API routes, 404 and error responses and `/_next/static` assets alike. The page policy
 * (CSP with per-page hashes) is set by proxy.ts on top of the baseline CSP here.
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
    { key: 'Content-Security-Policy', value: BASELINE_CSP },
    { key: 'Strict-Transport-Security', value: STRICT_TRANSPORT_SECURITY },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}
