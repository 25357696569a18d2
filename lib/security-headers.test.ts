import { describe, expect, it } from 'vitest';
import { BASELINE_CSP } from './csp';
import { NON_DOCUMENT_SOURCES, securityHeaderRules, securityHeaders } from './security-headers';
import { sourceMatcher } from '../scripts/next-output';

describe('securityHeaders', () => {
  const headers = Object.fromEntries(securityHeaders().map((h) => [h.key.toLowerCase(), h.value]));

  it('has each header once', () => {
    const keys = securityHeaders().map((h) => h.key.toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('the security set, with the values the site promises', () => {
    expect(headers).toEqual({
      'strict-transport-security': expect.any(String),
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': expect.any(String),
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
    });
  });

  it('HSTS: at least a year, subdomains included', () => {
    const hsts = headers['strict-transport-security'] ?? '';
    const maxAge = Number(/^max-age=(\d+)/.exec(hsts)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(365 * 24 * 3600);
    expect(hsts).toMatch(/; includeSubDomains\b/);
  });

  it('Permissions-Policy: each feature denied once, in structured-header syntax', () => {
    const entries = (headers['permissions-policy'] ?? '').split(', ');
    for (const entry of entries) expect(entry).toMatch(/^[a-z][a-z-]*=\(\)$/);
    const features = entries.map((entry) => entry.replace('=()', ''));
    expect(new Set(features).size).toBe(features.length);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(features).toContain(feature);
    }
  });

  it('no X-Powered-By (next.config.ts poweredByHeader: false) and nothing that adds one', () => {
    expect(headers['x-powered-by']).toBeUndefined();
  });
});

describe('securityHeaderRules (next.config.ts headers())', () => {
  const baseline = (pathname: string) =>
    securityHeaderRules().some(
      (rule) =>
        rule.headers.some((h) => h.key === 'Content-Security-Policy' && h.value === BASELINE_CSP) &&
        sourceMatcher(rule.source)(pathname) !== false,
    );

  it('puts the shared headers on every path', () => {
    expect(securityHeaderRules()[0]).toEqual({ source: '/:path*', headers: securityHeaders() });
  });

  it.each([
    '/api/health',
    '/api/contact',
    '/_next/static/chunks/a1b2.js',
    '/_next/static/media/inter.woff2',
    '/_next/image',
    '/icon.svg',
    '/robots.txt',
    '/sitemap.xml',
    '/news/feed.xml',
    '/opengraph-image',
    '/services/drupal-websites/opengraph-image',
  ])('gives the baseline CSP to %s (not a document)', (pathname) => {
    expect(baseline(pathname)).toBe(true);
  });

  it.each(['/', '/services', '/services/drupal-websites', '/news/page/2', '/does-not-exist'])(
    'leaves the policy of the document %s to its prerender metadata',
    (pathname) => {
      expect(baseline(pathname)).toBe(false);
    },
  );

  it('lists each non-document source once', () => {
    expect(new Set(NON_DOCUMENT_SOURCES).size).toBe(NON_DOCUMENT_SOURCES.length);
  });
});
