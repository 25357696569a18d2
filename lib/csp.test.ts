// Over 300 lines on purpose: the policy builder, the manifest and every integration's sources
// are checked against one set of fixtures.
import { describe, expect, it } from 'vitest';
import { buildRegistry, cspSources, type IntegrationRegistry } from '@/integrations';
import { gtmHeadScript } from '@/integrations/gtm/head-script';
import { themeInitScript } from '@/lib/theme';
import {
  BASELINE_CSP,
  buildCsp,
  createCspResolver,
  cspDirectives,
  hashSource,
  manifestKey,
  REPORT_ONLY_COMPANION,
  sentryReportUri,
  type CspManifest,
} from './csp';

/** The policy as directive → sources. */
function parse(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((d) => {
      const [name = '', ...sources] = d.split(' ');
      return [name, sources];
    }),
  );
}

const OFF = {} as Parameters<typeof buildRegistry>[0];
const GTM = { NEXT_PUBLIC_GTM_ID: 'GTM-ABC1234' };
const WIDGET = {
  NEXT_PUBLIC_ACCESSIBILITY_WIDGET_SRC: 'https://acsbapp.com/apps/app/dist/js/app.js',
};
const SENTRY = { NEXT_PUBLIC_SENTRY_DSN: 'https://public@o1.ingest.us.sentry.io/42' };

function registry(vars: object, recaptcha = false): IntegrationRegistry {
  return buildRegistry({ ...OFF, ...vars }, { recaptcha, nodeEnv: 'production' });
}

describe('hashSource', () => {
  it('is the sha256 browsers compute for an inline script', () => {
    // The example hash of the CSP specification's `alert(1)`… as every CSP tool computes it.
    expect(hashSource('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});

describe('buildCsp: the policy with every integration off', () => {
  const policy = buildCsp({ scriptHashes: ['sha256-AAA=', "'sha256-BBB='", 'sha256-AAA='] });

  it('is exactly this', () => {
    expect(policy).toBe(
      "default-src 'none'; script-src 'self' 'sha256-AAA=' 'sha256-BBB=' 'strict-dynamic'; " +
        "style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; " +
        "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it('never allows inline scripts or eval in production', () => {
    const script = parse(policy)['script-src'];
    expect(script).not.toContain("'unsafe-inline'");
    expect(script).not.toContain("'unsafe-eval'");
    expect(script).toContain("'strict-dynamic'");
  });

  it('hashes the layout inline scripts and adds a nonce when given', () => {
    const directives = cspDirectives({ inlineScripts: [themeInitScript], nonce: 'abc123==' });
    expect(directives.get('script-src')).toEqual([
      "'self'",
      hashSource(themeInitScript),
      "'nonce-abc123=='",
      "'strict-dynamic'",
    ]);
    expect(directives.get('style-src')).toEqual(["'self'", "'nonce-abc123=='"]);
  });

  it('style hashes, and style attributes only with unsafe-hashes', () => {
    const p = parse(buildCsp({ styleHashes: ['sha256-S='], styleAttributeHashes: ['sha256-T='] }));
    expect(p['style-src']).toEqual(["'self'", "'sha256-S='", "'unsafe-hashes'", "'sha256-T='"]);
    expect(p['script-src']).not.toContain("'unsafe-hashes'");
  });

  it('upgrade-insecure-requests and report-uri only when asked', () => {
    expect(policy).not.toContain('upgrade-insecure-requests');
    const p = buildCsp({ upgradeInsecureRequests: true, reportUri: 'https://r.example/csp' });
    expect(p).toMatch(/; upgrade-insecure-requests; report-uri https:\/\/r\.example\/csp$/);
  });

  it('in development: report-only friendly (eval for React, websocket for HMR)', () => {
    const p = parse(buildCsp({ dev: true }));
    expect(p['script-src']).toEqual(["'self'", "'unsafe-eval'"]);
    expect(p['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(p['connect-src']).toContain('ws:');
  });
});

describe('the policy follows the integrations that are on', () => {
  it('off: no third-party origin anywhere', () => {
    const policy = buildCsp({ sources: cspSources(registry({})) });
    expect(policy).not.toMatch(/https?:\/\//);
    expect(parse(policy)['frame-src']).toBeUndefined();
    expect(parse(policy)['worker-src']).toBeUndefined();
  });

  it.each([
    [
      'tag manager',
      GTM,
      false,
      {
        'script-src': 'https://www.googletagmanager.com',
        'connect-src': 'https://*.google-analytics.com',
        'img-src': 'https://*.google-analytics.com',
      },
    ],
    [
      'reCAPTCHA',
      {},
      true,
      {
        'script-src': 'https://www.gstatic.com/recaptcha/',
        'frame-src': 'https://www.google.com/recaptcha/',
      },
    ],
    [
      'accessibility widget',
      WIDGET,
      false,
      {
        'script-src': 'https://acsbapp.com',
        'connect-src': 'https://acsbapp.com',
        'img-src': 'https://acsbapp.com',
      },
    ],
    [
      'Sentry',
      SENTRY,
      false,
      { 'connect-src': 'https://o1.ingest.us.sentry.io', 'worker-src': 'blob:' },
    ],
  ] as const)('%s on: its origins are in the policy', (_name, vars, recaptcha, expected) => {
    const p = parse(buildCsp({ sources: cspSources(registry(vars, recaptcha)) }));
    for (const [directive, source] of Object.entries(expected)) {
      expect(p[directive], directive).toContain(source);
    }
    // The strict core never moves.
    expect(p['script-src']).toContain("'strict-dynamic'");
    expect(p['default-src']).toEqual(["'none'"]);
  });

  it('all on: every source of every integration lands in its directive', () => {
    const sources = cspSources(registry({ ...GTM, ...WIDGET, ...SENTRY }, true));
    const p = parse(buildCsp({ sources }));
    for (const [directive, list] of Object.entries(sources)) {
      for (const source of list) expect(p[directive], `${directive} ${source}`).toContain(source);
    }
  });

  it('a directive an integration adds later (style-src, font-src) is merged, not dropped', () => {
    const p = parse(
      buildCsp({
        styleHashes: ['sha256-S='],
        sources: {
          'style-src': ['https://cdn.widget.example', "'unsafe-inline'"],
          'font-src': ['https://cdn.widget.example'],
        },
      }),
    );
    // 'unsafe-inline' would be ignored next to a hash, so the hashes go.
    expect(p['style-src']).toEqual(["'self'", "'unsafe-inline'", 'https://cdn.widget.example']);
    expect(p['font-src']).toEqual(["'self'", 'https://cdn.widget.example']);
  });

  it.each([
    ['script-src', "'unsafe-inline'"],
    ['script-src', "'unsafe-eval'"],
    ['connect-src', '*'],
    ['img-src', 'https:'],
    ['script-src', 'https://a.example; script-src *'],
  ])('refuses %s %s from an integration', (directive, source) => {
    expect(() => buildCsp({ sources: { [directive]: [source] } })).toThrow(/CSP: an integration/);
  });

  it('refuses non-fetch directives from an integration', () => {
    expect(() => buildCsp({ sources: { 'frame-ancestors': ['https://a.example'] } })).toThrow(
      /only add fetch directives/,
    );
  });
});

describe('sentryReportUri', () => {
  it("is the project's security endpoint", () => {
    expect(sentryReportUri('https://public@o1.ingest.us.sentry.io/42', 'production')).toBe(
      'https://o1.ingest.us.sentry.io/api/42/security/?sentry_key=public&sentry_environment=production',
    );
    expect(sentryReportUri('http://key@127.0.0.1:4300/sentry/7')).toBe(
      'http://127.0.0.1:4300/sentry/api/7/security/?sentry_key=key',
    );
  });
});

describe('manifestKey', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/services/', '/services'],
    ['/services?x=1', '/services'],
    ['/news/caf%C3%A9', '/news/café'],
    ['/bad%E0%A4%A', '/bad%E0%A4%A'],
  ])('%s → %s', (input, expected) => expect(manifestKey(input)).toBe(expected));
});

const MANIFEST: CspManifest = {
  version: 1,
  buildId: 'build-1',
  algorithm: 'sha256',
  pages: {
    '/': { scripts: ['sha256-HOME='], styles: [] },
    '/services': { scripts: ['sha256-SERVICES='], styles: ['sha256-CSS='] },
    '/_not-found': { scripts: ['sha256-404='], styles: [] },
    '/_global-error': { scripts: ['sha256-500='], styles: [], styleAttributes: ['sha256-ATTR='] },
  },
};

describe('createCspResolver', () => {
  const resolve = createCspResolver({
    manifest: MANIFEST,
    inlineScripts: [themeInitScript, gtmHeadScript],
  });

  it('a prerendered page: its own hashes, enforced, no nonce, same value every time', () => {
    const first = resolve('/services/');
    expect(first.nonce).toBeUndefined();
    expect(Object.keys(first.headers)).toEqual(['Content-Security-Policy']);
    const p = parse(first.headers['Content-Security-Policy']!);
    expect(p['script-src']).toContain("'sha256-SERVICES='");
    expect(p['script-src']).toContain(hashSource(gtmHeadScript));
    expect(p['script-src']).not.toContain("'sha256-HOME='");
    expect(p['style-src']).toEqual(["'self'", "'sha256-CSS='"]);
    expect(resolve('/services')).toEqual(first);
  });

  it('any other path: a fresh nonce plus the 404 and error pages, enforced', () => {
    const a = resolve('/no/such/page');
    const b = resolve('/diagnostics/data-failure');
    expect(a.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(b.nonce).not.toBe(a.nonce);
    const p = parse(a.headers['Content-Security-Policy']!);
    expect(p['script-src']).toEqual(
      expect.arrayContaining(["'sha256-404='", "'sha256-500='", `'nonce-${a.nonce}'`]),
    );
    expect(p['style-src']).toEqual(
      expect.arrayContaining(["'unsafe-hashes'", "'sha256-ATTR='", `'nonce-${a.nonce}'`]),
    );
    expect(p['script-src']).not.toContain("'sha256-HOME='");
  });

  it('a prerendered page rendered on request (a preview): a nonce besides its own hashes', () => {
    const decision = resolve('/services', true);
    expect(decision.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const p = parse(decision.headers['Content-Security-Policy']!);
    expect(p['script-src']).toEqual(
      expect.arrayContaining(["'sha256-SERVICES='", `'nonce-${decision.nonce}'`]),
    );
    expect(p['style-src']).toEqual(expect.arrayContaining(["'sha256-CSS='"]));
    expect(p['script-src']).not.toContain("'sha256-HOME='");
    // The prerendered copy's policy stays as it was.
    expect(resolve('/services').nonce).toBeUndefined();
  });

  it('no manifest: report-only (never breaks a page), framing still refused', () => {
    const decision = createCspResolver({ manifest: null })('/');
    expect(decision.headers['Content-Security-Policy']).toBe(REPORT_ONLY_COMPANION);
    expect(REPORT_ONLY_COMPANION).toContain("frame-ancestors 'none'");
    expect(decision.headers['Content-Security-Policy-Report-Only']).toContain(
      `'nonce-${decision.nonce}'`,
    );
  });

  it('development: report-only even with a manifest', () => {
    const decision = createCspResolver({ manifest: MANIFEST, dev: true })('/');
    expect(decision.headers['Content-Security-Policy-Report-Only']).toContain("'unsafe-eval'");
    expect(decision.headers['Content-Security-Policy']).toBe(REPORT_ONLY_COMPANION);
  });
});

describe('BASELINE_CSP (assets, API routes)', () => {
  it('allows nothing and cannot be framed', () => {
    expect(parse(BASELINE_CSP)).toEqual({
      'default-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
      'frame-ancestors': ["'none'"],
    });
  });
});
