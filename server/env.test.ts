import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RECAPTCHA_VERIFY_URL, EnvError, parseEnv, siteUrlMismatch } from './env';

describe('server environment', () => {
  it('has safe defaults: PGlite in .data, nothing sent anywhere, 5 per 10 minutes', () => {
    const env = parseEnv({});
    expect(env).toEqual({
      databaseUrl: undefined,
      dataDir: path.resolve('.data'),
      pgliteDir: path.resolve('.data/pglite'),
      pgliteNewDatabase: false,
      email: undefined,
      webhookUrl: undefined,
      recaptcha: undefined,
      rateLimit: { max: 5, windowSeconds: 600 },
      ipHashSalt: undefined,
      siteOrigin: undefined,
      trustProxyHops: 0,
    });
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', SMTP_URL: ' ', RATE_LIMIT_MAX: '' }).rateLimit.max).toBe(5);
  });

  it('reads every variable', () => {
    const env = parseEnv({
      DATABASE_URL: 'postgres://u:p@db:5432/cairn',
      DATA_DIR: '/var/lib/cairn',
      SMTP_URL: 'smtps://u:p@mail.example:465',
      LEADS_NOTIFY_TO: 'a@cairn.example, b@cairn.example',
      LEADS_FROM: 'Cairn website <web@cairn.example>',
      LEADS_WEBHOOK_URL: 'https://hooks.example/leads',
      RECAPTCHA_SECRET_KEY: 'secret',
      NEXT_PUBLIC_RECAPTCHA_SITE_KEY: '6LcSiteKey0123456789',
      RECAPTCHA_MIN_SCORE: '0.7',
      RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/verify',
      RATE_LIMIT_MAX: '20',
      RATE_LIMIT_WINDOW_SECONDS: '60',
      IP_HASH_SALT: '0123456789abcdef0123',
      SITE_URL: 'https://www.cairn.example/some/path',
      TRUST_PROXY: 'true',
    });
    expect(env).toMatchObject({
      databaseUrl: 'postgres://u:p@db:5432/cairn',
      pgliteDir: '/var/lib/cairn/pglite',
      pgliteNewDatabase: false,
      email: {
        smtpUrl: 'smtps://u:p@mail.example:465',
        to: ['a@cairn.example', 'b@cairn.example'],
        from: { name: 'Cairn website', address: 'web@cairn.example' },
      },
      webhookUrl: 'https://hooks.example/leads',
      recaptcha: { secretKey: 'secret', minScore: 0.7, verifyUrl: 'http://127.0.0.1:9/verify' },
      rateLimit: { max: 20, windowSeconds: 60 },
      siteOrigin: 'https://www.cairn.example',
      trustProxyHops: 1,
    });
  });

  it('defaults the sender to the first recipient and the verify URL to Google', () => {
    const env = parseEnv({
      SMTP_URL: 'smtp://localhost:25',
      LEADS_NOTIFY_TO: 'x@cairn.example',
      RECAPTCHA_SECRET_KEY: 's',
      NEXT_PUBLIC_RECAPTCHA_SITE_KEY: '6LcSiteKey0123456789',
    });
    expect(env.email?.from).toEqual({ address: 'x@cairn.example' });
    expect(env.recaptcha).toEqual({
      secretKey: 's',
      minScore: 0.5,
      verifyUrl: DEFAULT_RECAPTCHA_VERIFY_URL,
    });
  });

  it.each([
    ['false', 0],
    ['0', 0],
    ['yes', 1],
    ['2', 2],
  ])('TRUST_PROXY=%s means %i trusted hops', (value, hops) => {
    expect(parseEnv({ TRUST_PROXY: value }).trustProxyHops).toBe(hops);
  });

  it('fails with one message naming every bad variable, without echoing secrets', () => {
    let error: unknown;
    try {
      parseEnv({
        DATABASE_URL: 'mysql://root:hunter2@db/x',
        RATE_LIMIT_MAX: 'lots',
        RATE_LIMIT_WINDOW_SECONDS: '0',
        RECAPTCHA_MIN_SCORE: '1.5',
        SMTP_URL: 'smtp://user:hunter2@mail',
        LEADS_FROM: 'not an address',
        TRUST_PROXY: 'maybe',
        IP_HASH_SALT: 'short',
        SITE_URL: 'cairn.example',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    for (const name of [
      'DATABASE_URL',
      'RATE_LIMIT_MAX',
      'RATE_LIMIT_WINDOW_SECONDS',
      'RECAPTCHA_MIN_SCORE',
      'LEADS_NOTIFY_TO is required when SMTP_URL is set',
      'LEADS_FROM',
      'TRUST_PROXY',
      'IP_HASH_SALT',
      'SITE_URL',
    ]) {
      expect(message).toContain(name);
    }
    expect(message).toContain('"lots"');
    expect(message).not.toContain('hunter2');
    expect(message).not.toContain('short');
  });

  it('refuses a webhook URL with a user name or password, without echoing it', () => {
    // fetch refuses such a URL outright, so every lead's webhook would fail, with the password in
    // the error.
    for (const url of [
      'http://user:s3cret-pw@hooks.example/leads',
      'https://s3cret-pw@hooks.example/leads',
      'https://:s3cret-pw@hooks.example/leads',
    ]) {
      expect(() => parseEnv({ LEADS_WEBHOOK_URL: url })).toThrow(EnvError);
      try {
        parseEnv({ LEADS_WEBHOOK_URL: url });
      } catch (error) {
        expect((error as Error).message).toMatch(
          /LEADS_WEBHOOK_URL must not carry a user name or password/,
        );
        expect((error as Error).message).not.toContain('s3cret-pw');
      }
    }
    expect(
      parseEnv({ LEADS_WEBHOOK_URL: 'https://hooks.example/leads?token=abc' }).webhookUrl,
    ).toBe('https://hooks.example/leads?token=abc');
  });

  it('needs SMTP_URL and LEADS_NOTIFY_TO together', () => {
    expect(() => parseEnv({ LEADS_NOTIFY_TO: 'a@cairn.example' })).toThrow(/SMTP_URL is required/);
    expect(() => parseEnv({ SMTP_URL: 'smtp://x', LEADS_NOTIFY_TO: 'not-an-email' })).toThrow(
      /LEADS_NOTIFY_TO/,
    );
  });

  it('refuses combinations that would refuse or drop leads, naming the variables', () => {
    const refusal = (source: Record<string, string>) => {
      try {
        parseEnv(source);
      } catch (error) {
        expect(error).toBeInstanceOf(EnvError);
        return (error as Error).message;
      }
      return 'accepted';
    };
    // A secret without the browser key: no token is ever sent, every lead gets 403.
    expect(refusal({ RECAPTCHA_SECRET_KEY: 's3cret-value' })).toMatch(
      /RECAPTCHA_SECRET_KEY is set but the site was built without NEXT_PUBLIC_RECAPTCHA_SITE_KEY/,
    );
    expect(refusal({ RECAPTCHA_SECRET_KEY: 's3cret-value' })).not.toContain('s3cret-value');
    // SMTP without recipients (or recipients without SMTP): e-mail would be off without a word.
    expect(refusal({ SMTP_URL: 'smtp://localhost:25' })).toMatch(
      /LEADS_NOTIFY_TO is required when SMTP_URL is set/,
    );
    expect(refusal({ LEADS_NOTIFY_TO: 'x@cairn.example' })).toMatch(
      /SMTP_URL is required when LEADS_NOTIFY_TO is set/,
    );
    expect(
      refusal({
        RECAPTCHA_SECRET_KEY: 's',
        NEXT_PUBLIC_RECAPTCHA_SITE_KEY: '6LcSiteKey0123456789',
      }),
    ).toBe('accepted');
  });
});

describe('SITE_URL at build and at run time', () => {
  it('agrees when equal as origins, or when unset at run time', () => {
    expect(siteUrlMismatch('https://cairn.example', 'https://cairn.example/')).toBeUndefined();
    expect(siteUrlMismatch('https://cairn.example', undefined)).toBeUndefined();
    expect(siteUrlMismatch('https://cairn.example', '  ')).toBeUndefined();
    expect(siteUrlMismatch('', '')).toBeUndefined();
  });

  it('names both values when run time sets it differently, or sets it over an unset build', () => {
    expect(siteUrlMismatch('', 'https://cairn.example')).toBe(
      'SITE_URL is https://cairn.example at run time, but this build was made with SITE_URL unset. ' +
        "SITE_URL is fixed at build time (canonical links, the contact form's Origin check): " +
        'rebuild with SITE_URL=https://cairn.example (npm run build), or unset it at run time.',
    );
    expect(siteUrlMismatch('https://staging.cairn.example', 'https://cairn.example')).toMatch(
      /^SITE_URL is https:\/\/cairn\.example at run time, but this build was made with SITE_URL=https:\/\/staging\.cairn\.example\./,
    );
  });
});
