/**
 * The server's environment, parsed once with zod. Invalid values stop start-up with one message
 * naming every bad variable (secret values are never echoed).
 *
 * No `server-only` here: the export script (tsx) reads the same environment.
 */
import path from 'node:path';
import { z } from 'zod';

export const DEFAULT_RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** Unset and empty are the same thing (a blank line in an .env file). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    schema.optional(),
  );

const urlWithProtocols = (protocols: string[], hint: string) =>
  z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, `must be a URL starting with ${hint}`);

const wholeNumber = (min: number, fallback: number) =>
  optional(
    z
      .string()
      .regex(/^\d+$/, `must be a whole number ≥ ${min}`)
      .transform(Number)
      .pipe(z.number().int().min(min, `must be a whole number ≥ ${min}`)),
  ).transform((v) => v ?? fallback);

const emailAddress = z.email();

/** A comma-separated list of e-mail addresses. */
const emailList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .refine(
    (list) => list.length > 0 && list.every((a) => emailAddress.safeParse(a).success),
    'must be one or more e-mail addresses separated by commas',
  );

/** `address@example.org` or `Display Name <address@example.org>`, on one line. */
const mailbox = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const match = /^(?:([^<>\r\n"]*?)\s*<([^<>\s]+)>|([^<>\s]+))$/.exec(value);
    const address = match?.[2] ?? match?.[3];
    if (!address || !emailAddress.safeParse(address).success) {
      ctx.addIssue({ code: 'custom', message: 'must be an e-mail address or "Name <address>"' });
      return z.NEVER;
    }
    const name = match?.[1]?.trim();
    return name ? { name, address } : { address };
  });

/** TRUST_PROXY: off (default), on (= one proxy hop) or the number of trusted proxy hops. */
const trustProxy = optional(
  z
    .string()
    .trim()
    .toLowerCase()
    .refine(
      (v) => /^(true|false|yes|no|on|off|\d{1,2})$/.test(v),
      'must be true, false or a number of proxy hops',
    )
    .transform((v) => {
      if (/^\d+$/.test(v)) return Number(v);
      return ['true', 'yes', 'on'].includes(v) ? 1 : 0;
    }),
).transform((v) => v ?? 0);

const schema = z.object({
  DATABASE_URL: optional(urlWithProtocols(['postgres:', 'postgresql:'], 'postgres://')),
  // Resolved at run time from the working directory (not a build-time path: no tracing).
  DATA_DIR: optional(z.string()).transform((v) =>
    path.resolve(/* turbopackIgnore: true */ v ?? '.data'),
  ),
  // Only for a start meant to begin with an empty database where the lock file shows one lived.
  PGLITE_NEW_DATABASE: optional(z.enum(['0', '1'], 'must be 1 or 0')).transform((v) => v === '1'),
  SMTP_URL: optional(urlWithProtocols(['smtp:', 'smtps:'], 'smtp:// or smtps://')),
  LEADS_NOTIFY_TO: optional(emailList),
  LEADS_FROM: optional(mailbox),
  // fetch refuses a URL with credentials (every delivery would fail, quoting the password):
  // a receiver's secret goes in its path or query instead (docs/configuration.md).
  LEADS_WEBHOOK_URL: optional(
    urlWithProtocols(['http:', 'https:'], 'http:// or https://').refine((value) => {
      const url = new URL(value);
      return url.username === '' && url.password === '';
    }, "must not carry a user name or password (user:password@): put the receiver's secret in its path or query"),
  ),
  RECAPTCHA_SECRET_KEY: optional(z.string().trim()),
  RECAPTCHA_MIN_SCORE: optional(
    z
      .string()
      .regex(/^\d*\.?\d+$/, 'must be a number from 0 to 1')
      .transform(Number)
      .pipe(
        z.number().min(0, 'must be a number from 0 to 1').max(1, 'must be a number from 0 to 1'),
      ),
  ).transform((v) => v ?? 0.5),
  RECAPTCHA_VERIFY_URL: optional(
    urlWithProtocols(['http:', 'https:'], 'http:// or https://'),
  ).transform((v) => v ?? DEFAULT_RECAPTCHA_VERIFY_URL),
  RATE_LIMIT_MAX: wholeNumber(1, 5),
  RATE_LIMIT_WINDOW_SECONDS: wholeNumber(1, 600),
  IP_HASH_SALT: optional(z.string().min(16, 'must be at least 16 characters')),
  SITE_URL: optional(urlWithProtocols(['http:', 'https:'], 'http:// or https://')).transform((v) =>
    v ? new URL(v).origin : undefined,
  ),
  TRUST_PROXY: trustProxy,
  // Fixed at build time (lib/env.ts validates it); read here to refuse a secret without it.
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: optional(z.string()),
});

type ParsedEnv = z.output<typeof schema>;

export interface Mailbox {
  name?: string;
  address: string;
}

export interface ServerEnv {
  /** Postgres server; unset means embedded PGlite in `${dataDir}/pglite`. */
  databaseUrl: string | undefined;
  dataDir: string;
  pgliteDir: string;
  /** PGLITE_NEW_DATABASE=1: an empty database may replace one the lock file says lived here. */
  pgliteNewDatabase: boolean;
  /** Notification e-mail, on when SMTP_URL and LEADS_NOTIFY_TO are both set. */
  email: { smtpUrl: string; to: string[]; from: Mailbox } | undefined;
  webhookUrl: string | undefined;
  recaptcha: { secretKey: string; minScore: number; verifyUrl: string } | undefined;
  rateLimit: { max: number; windowSeconds: number };
  ipHashSalt: string | undefined;
  /** The site's own origin (allowed besides the request's own Host). */
  siteOrigin: string | undefined;
  /** Number of trusted reverse-proxy hops in X-Forwarded-For; 0 = never read it. */
  trustProxyHops: number;
}

/** Variables whose values may hold secrets: named in errors, never shown. */
const secret = new Set([
  'DATABASE_URL',
  'SMTP_URL',
  'RECAPTCHA_SECRET_KEY',
  'IP_HASH_SALT',
  'LEADS_WEBHOOK_URL',
]);

export class EnvError extends Error {
  constructor(issues: string[]) {
    super(`Invalid server environment:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Variables that only make sense together (checked on the raw values, so all errors show at once). */
function pairingIssues(source: Record<string, string | undefined>): string[] {
  const set = (name: string) => Boolean(source[name]?.trim());
  const issues: string[] = [];
  if (set('SMTP_URL') && !set('LEADS_NOTIFY_TO'))
    issues.push('LEADS_NOTIFY_TO is required when SMTP_URL is set');
  if (set('LEADS_NOTIFY_TO') && !set('SMTP_URL'))
    issues.push('SMTP_URL is required when LEADS_NOTIFY_TO is set');
  // The browser would send no token and the server would refuse every lead (403).
  if (set('RECAPTCHA_SECRET_KEY') && !set('NEXT_PUBLIC_RECAPTCHA_SITE_KEY'))
    issues.push(
      'RECAPTCHA_SECRET_KEY is set but the site was built without NEXT_PUBLIC_RECAPTCHA_SITE_KEY: every lead would be refused (set both, and rebuild, or neither)',
    );
  return issues;
}

export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = schema.safeParse(source);
  const issues = result.success
    ? []
    : result.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const raw = source[name];
        const shown = raw === undefined || secret.has(name) ? '' : ` (got ${JSON.stringify(raw)})`;
        return `${name} ${issue.message}${shown}`;
      });
  issues.push(...pairingIssues(source));
  if (!result.success || issues.length > 0) throw new EnvError(issues);
  return toServerEnv(result.data);
}

function toServerEnv(e: ParsedEnv): ServerEnv {
  const firstTo = e.LEADS_NOTIFY_TO?.[0];
  return {
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    pgliteDir: path.join(e.DATA_DIR, 'pglite'),
    pgliteNewDatabase: e.PGLITE_NEW_DATABASE,
    email:
      e.SMTP_URL && e.LEADS_NOTIFY_TO && firstTo
        ? { smtpUrl: e.SMTP_URL, to: e.LEADS_NOTIFY_TO, from: e.LEADS_FROM ?? { address: firstTo } }
        : undefined,
    webhookUrl: e.LEADS_WEBHOOK_URL,
    recaptcha: e.RECAPTCHA_SECRET_KEY
      ? {
          secretKey: e.RECAPTCHA_SECRET_KEY,
          minScore: e.RECAPTCHA_MIN_SCORE,
          verifyUrl: e.RECAPTCHA_VERIFY_URL,
        }
      : undefined,
    rateLimit: { max: e.RATE_LIMIT_MAX, windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS },
    ipHashSalt: e.IP_HASH_SALT,
    siteOrigin: e.SITE_URL,
    trustProxyHops: e.TRUST_PROXY,
  };
}

let cached: ServerEnv | undefined;

/** The process environment, parsed on first use and then reused. */
export function getEnv(): ServerEnv {
  // Written out so Next.js inlines the build's values (next.config.ts `env`) into the server.
  cached ??= parseEnv({
    ...process.env,
    SITE_URL: process.env.SITE_URL,
    NEXT_PUBLIC_RECAPTCHA_SITE_KEY: process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY,
  });
  return cached;
}

/**
 * SITE_URL is fixed at build time (next.config.ts inlines it, and the Origin check uses that
 * value). One set only at run time, or to another value, would be silently ignored and every
 * browser post refused with 403: the server must not start so. Returns the reason, naming both
 * values, or undefined when they agree (or SITE_URL is unset at run time, as in a runtime image
 * that only has the build's value).
 */
export function siteUrlMismatch(
  built: string | undefined,
  atRunTime: string | undefined,
): string | undefined {
  const origin = (value: string | undefined) => {
    if (!value?.trim()) return undefined;
    try {
      return new URL(value.trim()).origin;
    } catch {
      return value.trim();
    }
  };
  const run = origin(atRunTime);
  const build = origin(built);
  if (run === undefined || run === build) return undefined;
  return (
    `SITE_URL is ${run} at run time, but this build was made with ` +
    `${build ? `SITE_URL=${build}` : 'SITE_URL unset'}. SITE_URL is fixed at build time (canonical ` +
    `links, the contact form's Origin check): rebuild with SITE_URL=${run} (npm run build), or ` +
    `unset it at run time.`
  );
}

/** SITE_URL as the process has it now, read so that no bundler inlines the build's value. */
export function runTimeSiteUrl(): string | undefined {
  const name = ['SITE', 'URL'].join('_');
  return process.env[name];
}
