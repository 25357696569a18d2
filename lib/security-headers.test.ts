import { describe, expect, it } from 'vitest';
import { BASELINE_CSP } from './csp';
import {
  DENIED_FEATURES,
  PERMISSIONS_POLICY,
  STRICT_TRANSPORT_SECURITY,
  securityHeaders,
} from './security-headers';

describe('securityHeaders', () => {
  const headers = Object.fromEntries(securityHeaders().map((h) => [h.key.toLowerCase(), h.value]));

  it('has each header once', () => {
    const keys = securityHeaders().map((h) => h.key.toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('the issue 6 set', () => {
    expect(headers).toEqual({
      'content-security-policy': BASELINE_CSP,
      'strict-transport-security': STRICT_TRANSPORT_SECURITY,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': PERMISSIONS_POLICY,
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
    });
  });

  it('HSTS: at least a year, subdomains included', () => {
    const maxAge = Number(/^max-age=(\d+)/.exec(STRICT_TRANSPORT_SECURITY)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(365 * 24 * 3600);
    expect(STRICT_TRANSPORT_SECURITY).toMatch(/; includeSubDomains\b/);
  });

  it('Permissions-Policy: every listed feature denied, in structured-header syntax', () => {
    expect(PERMISSIONS_POLICY.split(', ')).toEqual(DENIED_FEATURES.map((f) => `${f}=()`));
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(DENIED_FEATURES).toContain(feature);
    }
    expect(new Set(DENIED_FEATURES).size).toBe(DENIED_FEATURES.length);
  });

  it('no X-Powered-By (next.config.ts poweredByHeader: false) and nothing that adds one', () => {
    expect(headers['x-powered-by']).toBeUndefined();
  });
});
