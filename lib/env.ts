import { z } from 'zod';

/**
 * Public environment, validated once. Only variables prefixed NEXT_PUBLIC_ reach the browser;
 * server secrets live in server/env.ts.
 *
 * The integrations are read here too. NEXT_PUBLIC_ values are fixed at build time:
 * next.config.ts imports this module, so a bad value stops `next build` with the variable named,
 * and it passes the validated values on to the bundles (`publicBuildEnv`).
 */

/** Unset and blank are the same thing (a blank line in an .env file). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() || undefined : v), schema.optional());

/** This machine: `localhost` and the names under it (RFC 6761), and the loopback addresses. */
const isLoopback = (host: string) =>
  ['localhost', '127.0.0.1', '[::1]'].includes(host) || host.endsWith('.localhost');

/** An https URL, or http on this machine (the tests' stub servers, the editor's test host). */
const scriptUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url.hostname));
  } catch {
    return false;
  }
}, 'must be an https:// URL (http:// only for localhost, *.localhost or 127.0.0.1)');

/** `https://<public key>@<host>/<project id>`, as Sentry shows it (http only on this machine). */
const sentryDsn = scriptUrl.refine((value) => {
  const url = new URL(value);
  return url.username !== '' && !url.password && /^\/(?:[\w-]+\/)*\d+$/.test(url.pathname);
}, 'must be a Sentry DSN: https://<public key>@<host>/<project id>');

/** A JSON object (the widget's init options), parsed. */
const jsonObject = z.string().transform((value, ctx) => {
  try {
    const parsed: unknown = JSON.parse(value);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
  } catch {
    // reported below
  }
  ctx.addIssue({ code: 'custom', message: 'must be a JSON object, e.g. {"position":"left"}' });
  return z.NEVER;
});

/** Where this build runs: only `production` may be indexed by search engines (lib/indexing.ts). */
export const DEPLOY_ENVS = ['production', 'preview', 'staging', 'development'] as const;

const schema = z.object({
  SITE_URL: z.url().optional(),
  /** A typo here would de-index production or index a preview: only known names. */
  DEPLOY_ENV: optional(
    z.enum(DEPLOY_ENVS, { message: `must be one of ${DEPLOY_ENVS.join(', ')}` }),
  ).transform((v) => v ?? 'production'),
  /**
   * reCAPTCHA v3's browser key. A malformed key used to switch the widget off silently while
   * the server kept checking tokens, refusing every lead: now it stops the build.
   */
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: optional(
    z
      .string()
      .regex(/^[\w-]{10,100}$/, 'must be a reCAPTCHA v3 site key (letters, digits, - and _)'),
  ),
  /** Google Tag Manager container. */
  NEXT_PUBLIC_GTM_ID: optional(
    z.string().regex(/^GTM-[A-Z0-9]{4,12}$/, 'must be a container id like GTM-ABC1234'),
  ),
  /** Where gtm.js comes from (default Google's); the tests point it at a local stub. */
  NEXT_PUBLIC_GTM_SCRIPT_URL: optional(scriptUrl),
  /** The accessibility widget's script; its init function (a global, dotted) and options. */
  NEXT_PUBLIC_ACCESSIBILITY_WIDGET_SRC: optional(scriptUrl),
  NEXT_PUBLIC_ACCESSIBILITY_WIDGET_INIT: optional(
    z
      .string()
      .regex(
        /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/,
        'must be the name of a global function, e.g. acsbJS.init',
      ),
  ),
  NEXT_PUBLIC_ACCESSIBILITY_WIDGET_OPTIONS: optional(jsonObject),
  /** Error reporting (Sentry). */
  NEXT_PUBLIC_SENTRY_DSN: optional(sentryDsn),
  NEXT_PUBLIC_SENTRY_ENVIRONMENT: optional(
    z.string().regex(/^[\w.-]{1,64}$/, 'must be a short name such as production or staging'),
  ),
});

/** Build-time only (source map upload); never sent to the browser. */
const buildSchema = z.object({
  SENTRY_AUTH_TOKEN: optional(z.string()),
  SENTRY_ORG: optional(z.string()),
  SENTRY_PROJECT: optional(z.string()),
});

function invalid(error: z.ZodError): Error {
  return new Error(
    `Invalid environment: ${error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
  );
}

// Each NEXT_PUBLIC_ variable is written out in full so Next.js can inline it.
const parsed = schema.safeParse({
  SITE_URL: process.env.SITE_URL?.trim() || undefined,
  DEPLOY_ENV: process.env.DEPLOY_ENV,
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY,
  NEXT_PUBLIC_GTM_ID: process.env.NEXT_PUBLIC_GTM_ID,
  NEXT_PUBLIC_GTM_SCRIPT_URL: process.env.NEXT_PUBLIC_GTM_SCRIPT_URL,
  NEXT_PUBLIC_ACCESSIBILITY_WIDGET_SRC: process.env.NEXT_PUBLIC_ACCESSIBILITY_WIDGET_SRC,
  NEXT_PUBLIC_ACCESSIBILITY_WIDGET_INIT: process.env.NEXT_PUBLIC_ACCESSIBILITY_WIDGET_INIT,
  NEXT_PUBLIC_ACCESSIBILITY_WIDGET_OPTIONS: process.env.NEXT_PUBLIC_ACCESSIBILITY_WIDGET_OPTIONS,
  NEXT_PUBLIC_SENTRY_DSN: process.env.NEXT_PUBLIC_SENTRY_DSN,
  NEXT_PUBLIC_SENTRY_ENVIRONMENT: process.env.NEXT_PUBLIC_SENTRY_ENVIRONMENT,
});
if (!parsed.success) throw invalid(parsed.error);

export const env = parsed.data;

/** The canonical origin: SITE_URL in production, the local server otherwise. */
export const siteUrl = new URL(env.SITE_URL ?? 'http://localhost:3000');

/**
 * The validated public values as next.config.ts `env`: every key is defined (blank when unset),
 * so the bundles see exactly these strings and code behind an unset one is removed at build.
 */
export const publicBuildEnv: Record<string, string> = {
  // Public already (canonical URLs): inlined so the server checks Origin against the build's
  // SITE_URL even where the runtime environment lacks it (the Docker image's runtime stage).
  SITE_URL: env.SITE_URL ? new URL(env.SITE_URL).origin : '',
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY ?? '',
  NEXT_PUBLIC_GTM_ID: env.NEXT_PUBLIC_GTM_ID ?? '',
  NEXT_PUBLIC_GTM_SCRIPT_URL: env.NEXT_PUBLIC_GTM_SCRIPT_URL ?? '',
  NEXT_PUBLIC_ACCESSIBILITY_WIDGET_SRC: env.NEXT_PUBLIC_ACCESSIBILITY_WIDGET_SRC ?? '',
  NEXT_PUBLIC_ACCESSIBILITY_WIDGET_INIT: env.NEXT_PUBLIC_ACCESSIBILITY_WIDGET_INIT ?? '',
  NEXT_PUBLIC_ACCESSIBILITY_WIDGET_OPTIONS: env.NEXT_PUBLIC_ACCESSIBILITY_WIDGET_OPTIONS
    ? JSON.stringify(env.NEXT_PUBLIC_ACCESSIBILITY_WIDGET_OPTIONS)
    : '',
  NEXT_PUBLIC_SENTRY_DSN: env.NEXT_PUBLIC_SENTRY_DSN ?? '',
  NEXT_PUBLIC_SENTRY_ENVIRONMENT: env.NEXT_PUBLIC_SENTRY_ENVIRONMENT ?? '',
};

/** Sentry's build options (next.config.ts only); source maps are uploaded only with all three. */
export function sentryBuildEnv() {
  const result = buildSchema.safeParse(process.env);
  if (!result.success) throw invalid(result.error);
  return result.data;
}

/**
 * The content editor's GitHub mode (Keystatic, keystatic.config.ts): every variable or none.
 * With none, the editor exists only under `next dev` (local mode, writing this checkout's files);
 * a production build has no editor routes at all (next.config.ts `pageExtensions`). Half a
 * configuration stops `next build` and `next start`, naming what is missing.
 */
const editorSchema = z.object({
  /** The GitHub App's client id and secret (the App's settings page, "Client secrets"). */
  KEYSTATIC_GITHUB_CLIENT_ID: optional(
    z.string().regex(/^[\w.-]{8,64}$/, 'must be a GitHub App client id'),
  ),
  KEYSTATIC_GITHUB_CLIENT_SECRET: optional(
    z.string().min(20, 'must be the GitHub App client secret'),
  ),
  /** Signs the editor's session cookies: a long random value (`openssl rand -hex 32`). */
  KEYSTATIC_SECRET: optional(
    z.string().min(32, 'must be at least 32 characters (openssl rand -hex 32)'),
  ),
  /** The GitHub App's URL name (github.com/apps/<slug>); public: the sign-in page links to it. */
  NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: optional(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,33}$/, 'must be the GitHub App slug (github.com/apps/<slug>)'),
  ),
  /** The repository the editor commits to, `owner/name`. */
  NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO: optional(
    z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'must be owner/name, e.g. cairn-digital/website'),
  ),
  /**
   * The editor's own host, e.g. https://edit.example.com, served by the same deployment. The
   * editor keeps the signed-in person's GitHub token in a cookie its scripts read: on a host of
   * its own that cookie is never sent to, nor readable by, the public pages' scripts. Fixed at
   * build (next.config.ts): public hosts answer 404 for the editor, and this host serves nothing
   * else (proxy.ts).
   */
  EDITOR_ORIGIN: optional(
    scriptUrl.refine((value) => {
      const url = URL.parse(value);
      return !url || (url.pathname === '/' && !url.search && !url.hash && !url.username);
    }, 'must be an origin only, e.g. https://edit.example.com'),
  ),
});

/** The variables GitHub mode needs, in the order the setup guide (README) sets them. */
export const EDITOR_GITHUB_VARIABLES = Object.keys(editorSchema.shape) as (keyof z.infer<
  typeof editorSchema
>)[];

export type EditorConfig =
  | { mode: 'off' }
  | {
      mode: 'github';
      clientId: string;
      clientSecret: string;
      secret: string;
      appSlug: string;
      repo: `${string}/${string}`;
      /** The editor's host name: the only one that serves it. */
      origin: string;
    };

export class EditorEnvError extends Error {
  override name = 'EditorEnvError';
}

/** The editor's mode from an environment (validated; throws naming every bad or missing variable). */
export function editorConfig(
  source: Record<string, string | undefined> = process.env,
): EditorConfig {
  const parsed = editorSchema.safeParse(
    Object.fromEntries(EDITOR_GITHUB_VARIABLES.map((name) => [name, source[name]])),
  );
  if (!parsed.success) throw new EditorEnvError(invalid(parsed.error).message);
  const values = parsed.data;
  const missing = EDITOR_GITHUB_VARIABLES.filter((name) => values[name] === undefined);
  if (missing.length === EDITOR_GITHUB_VARIABLES.length) return { mode: 'off' };
  if (missing.length > 0) {
    throw new EditorEnvError(
      `Invalid environment: the editor's GitHub mode is half configured; missing ${missing.join(', ')} ` +
        '(set all of them, or none: docs/editor-host.md; NEXT_PUBLIC_KEYSTATIC_* and ' +
        'EDITOR_ORIGIN are fixed at build, the other three are read when the server starts)',
    );
  }
  const set = values as Required<typeof values>; // every variable is set (checked above)
  return {
    mode: 'github',
    clientId: set.KEYSTATIC_GITHUB_CLIENT_ID,
    clientSecret: set.KEYSTATIC_GITHUB_CLIENT_SECRET,
    secret: set.KEYSTATIC_SECRET,
    appSlug: set.NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG,
    repo: set.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO as `${string}/${string}`,
    origin: new URL(set.EDITOR_ORIGIN).origin,
  };
}

/**
 * The editor's values fixed at build (its public ones and EDITOR_ORIGIN, next.config.ts `env`),
 * blank when unset, so a server always sees the values its build was made with.
 */
export function editorBuildEnv(source: Record<string, string | undefined> = process.env) {
  const config = editorConfig(source);
  return {
    NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: config.mode === 'github' ? config.appSlug : '',
    NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO: config.mode === 'github' ? config.repo : '',
    EDITOR_ORIGIN: config.mode === 'github' ? config.origin : '',
  };
}

/**
 * The editor's mode in a running server: the build's public values (inlined, each written out
 * so Next.js replaces it) with the process's secrets. A GitHub-mode build started without its
 * secrets is half a configuration, and is refused with their names.
 */
export function runTimeEditorConfig(): EditorConfig {
  return editorConfig({
    ...process.env,
    NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: process.env.NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG,
    NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO: process.env.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO,
    EDITOR_ORIGIN: process.env.EDITOR_ORIGIN,
  });
}
