/**
 * The server-only variables, and recognisable values for them, shared by the secrets scan
 * (scripts/secrets.build.test.ts) and the builds made to be scanned (scripts/check-secrets.ts,
 * tests/copies/integrations.ts).
 */

/**
 * Server-only variables: server/env.ts and the build-time Sentry token. Their values are secret
 * or private; their names in a client bundle mean server code was bundled for the browser.
 */
export const SERVER_VARIABLES = [
  'DATABASE_URL',
  'DATA_DIR',
  'PGLITE_NEW_DATABASE',
  'SMTP_URL',
  'LEADS_NOTIFY_TO',
  'LEADS_FROM',
  'LEADS_WEBHOOK_URL',
  'RECAPTCHA_SECRET_KEY',
  'RECAPTCHA_MIN_SCORE',
  'RECAPTCHA_VERIFY_URL',
  'RATE_LIMIT_MAX',
  'RATE_LIMIT_WINDOW_SECONDS',
  'IP_HASH_SALT',
  'TRUST_PROXY',
  'REDIS_URL',
  'SENTRY_AUTH_TOKEN',
];

/**
 * Recognisable values for the server variables: each secret part appears nowhere else. Set them
 * for a test build only (never for its server: the database host does not exist).
 */
export const SECRET_CANARIES: Record<string, string> = {
  DATABASE_URL: 'postgres://canary_db_user:CanaryDbPassword7f3a@canary-db.invalid:5432/canary_db',
  SMTP_URL: 'smtps://canary_smtp_user:CanarySmtpPassword2b9d@canary-smtp.invalid:465',
  LEADS_NOTIFY_TO: 'canary-leads-inbox@canary-mail.invalid',
  LEADS_FROM: 'Canary Sender <canary-sender@canary-mail.invalid>',
  LEADS_WEBHOOK_URL: 'https://canary-hooks.invalid/T0CANARY/B0CANARY/CanaryWebhookSecret5e1c',
  RECAPTCHA_SECRET_KEY: 'CanaryRecaptchaSecret_6Lc4a9e2-server-only',
  IP_HASH_SALT: 'CanaryIpHashSalt_0d8f7c6b5a4e3d2c',
  SENTRY_AUTH_TOKEN: 'sntrys_CanarySentryAuthToken_93ab71',
  REDIS_URL: 'rediss://:CanaryRedisPassword44c1@canary-redis.invalid:6380',
};

/** The canary build of `npm run check:secrets`: the secrets, and Sentry on (the path that sees the token). */
export const CANARY_ENV: Record<string, string> = {
  ...SECRET_CANARIES,
  NEXT_PUBLIC_SENTRY_DSN: 'http://canarypublickey@127.0.0.1:9/1',
  // Public, and required with RECAPTCHA_SECRET_KEY (server/env.ts refuses one without the other).
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'canary-public-site-key-0123',
  DATA_DIR: '.data/canary',
};
