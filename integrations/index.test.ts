import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildRegistry, cspSources } from './index';
import { gtmHeadScript } from './gtm/head-script';

const OFF = { DEPLOY_ENV: 'production' } as Parameters<typeof buildRegistry>[0];

const ALL_ON = {
  DEPLOY_ENV: 'production',
  NEXT_PUBLIC_GTM_ID: 'GTM-ABC1234',
  NEXT_PUBLIC_ACCESSIBILITY_WIDGET_SRC: 'https://acsbapp.com/apps/app/dist/js/app.js',
  NEXT_PUBLIC_ACCESSIBILITY_WIDGET_OPTIONS: { position: 'left' },
  NEXT_PUBLIC_SENTRY_DSN: 'https://public@o1.ingest.us.sentry.io/42',
} as Parameters<typeof buildRegistry>[0];

describe('integration registry', () => {
  it('a fresh checkout: only the pageview tracker and the privacy control, no origins', () => {
    const registry = buildRegistry(OFF, { recaptcha: false, nodeEnv: 'production' });
    expect(registry.pageviews.enabled).toBe(true);
    expect(registry.consent).toMatchObject({ enabled: true, storageKey: 'cairn:consent' });
    for (const name of ['gtm', 'recaptcha', 'accessibilityWidget', 'sentry'] as const) {
      expect(registry[name], name).toEqual({ enabled: false });
    }
    expect(cspSources(registry)).toEqual({
      'script-src': [],
      'connect-src': [],
      'img-src': [],
      'frame-src': [],
      'worker-src': [],
    });
  });

  it('everything on: what to mount and which origins the CSP must allow', () => {
    const registry = buildRegistry(ALL_ON, { recaptcha: true, nodeEnv: 'production' });
    expect(registry.gtm).toMatchObject({
      enabled: true,
      id: 'GTM-ABC1234',
      src: 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234',
      headScript: gtmHeadScript,
    });
    expect(registry.accessibilityWidget).toMatchObject({
      enabled: true,
      init: 'acsbJS.init',
      options: { position: 'left' },
      loaderScript: expect.stringContaining('"https://acsbapp.com/apps/app/dist/js/app.js"'),
    });
    expect(registry.sentry).toMatchObject({ enabled: true, environment: 'production' });
    const csp = cspSources(registry);
    expect(csp['script-src']).toEqual([
      'https://www.googletagmanager.com',
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
      'https://acsbapp.com',
    ]);
    expect(csp['connect-src']).toContain('https://o1.ingest.us.sentry.io');
    expect(csp['frame-src']).toContain('https://www.google.com/recaptcha/');
    expect(csp['worker-src']).toEqual(['blob:']);
  });

  it('uses the script URL override (tests) for the tag manager', () => {
    const registry = buildRegistry(
      {
        ...OFF,
        NEXT_PUBLIC_GTM_ID: 'GTM-TEST123',
        NEXT_PUBLIC_GTM_SCRIPT_URL: 'http://127.0.0.1:4100/gtm.js',
      },
      { recaptcha: false },
    );
    expect(registry.gtm).toMatchObject({ src: 'http://127.0.0.1:4100/gtm.js?id=GTM-TEST123' });
  });
});

describe('lib/env: the public integration variables', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  async function load(vars: Record<string, string>) {
    for (const [key, value] of Object.entries(vars)) vi.stubEnv(key, value);
    vi.resetModules();
    return import('@/lib/env');
  }

  it('accepts valid values and treats blank as unset', async () => {
    const { env, publicBuildEnv } = await load({
      NEXT_PUBLIC_GTM_ID: ' GTM-ABC1234 ',
      NEXT_PUBLIC_GTM_SCRIPT_URL: '',
      NEXT_PUBLIC_ACCESSIBILITY_WIDGET_SRC: 'http://127.0.0.1:4200/widget.js',
      NEXT_PUBLIC_ACCESSIBILITY_WIDGET_OPTIONS: '{"position":"left"}',
      NEXT_PUBLIC_SENTRY_DSN: 'http://publickey@127.0.0.1:4300/1',
      NEXT_PUBLIC_SENTRY_ENVIRONMENT: 'e2e',
    });
    expect(env).toMatchObject({
      NEXT_PUBLIC_GTM_ID: 'GTM-ABC1234',
      NEXT_PUBLIC_ACCESSIBILITY_WIDGET_OPTIONS: { position: 'left' },
      NEXT_PUBLIC_SENTRY_DSN: 'http://publickey@127.0.0.1:4300/1',
    });
    expect(env.NEXT_PUBLIC_GTM_SCRIPT_URL).toBeUndefined();
    expect(publicBuildEnv).toMatchObject({
      NEXT_PUBLIC_GTM_ID: 'GTM-ABC1234',
      NEXT_PUBLIC_GTM_SCRIPT_URL: '',
      NEXT_PUBLIC_ACCESSIBILITY_WIDGET_OPTIONS: '{"position":"left"}',
    });
  });

  it('takes a SITE_URL of only spaces as unset, like every other blank value', async () => {
    const { env, siteUrl, publicBuildEnv } = await load({ SITE_URL: '  ' });
    expect(env.SITE_URL).toBeUndefined();
    expect(siteUrl.origin).toBe('http://localhost:3000');
    expect(publicBuildEnv.SITE_URL).toBe('');
  });

  it('with nothing set, every public value is blank (so the bundles drop the code)', async () => {
    const { publicBuildEnv } = await load({});
    for (const [key, value] of Object.entries(publicBuildEnv)) {
      if (!process.env[key]) expect(value, key).toBe('');
    }
  });

  it.each([
    ['NEXT_PUBLIC_GTM_ID', 'UA-12345-1', 'container id'],
    ['NEXT_PUBLIC_GTM_SCRIPT_URL', 'http://tags.example.com/gtm.js', 'https://'],
    ['NEXT_PUBLIC_ACCESSIBILITY_WIDGET_SRC', 'javascript:alert(1)', 'https://'],
    ['NEXT_PUBLIC_ACCESSIBILITY_WIDGET_INIT', 'acsbJS.init()', 'global function'],
    ['NEXT_PUBLIC_ACCESSIBILITY_WIDGET_OPTIONS', '[1,2]', 'JSON object'],
    ['NEXT_PUBLIC_SENTRY_DSN', 'https://o1.ingest.sentry.io/42', 'Sentry DSN'],
    ['NEXT_PUBLIC_SENTRY_DSN', 'https://key@o1.ingest.sentry.io/', 'Sentry DSN'],
    ['NEXT_PUBLIC_SENTRY_ENVIRONMENT', 'prod env', 'short name'],
  ])('rejects %s=%s, naming it', async (key, value, hint) => {
    await expect(load({ [key]: value })).rejects.toThrow(new RegExp(`${key}: .*${hint}`));
  });
});
