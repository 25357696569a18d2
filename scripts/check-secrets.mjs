#!/usr/bin/env node
/**
 * No server secret reaches the browser. Scans everything a browser can download from
 * a build — `.next/static/**` and the prerendered pages and RSC payloads in `.next/server/app` —
 * for the names of the server-only environment variables and for their values.
 *
 *   node scripts/check-secrets.mjs           scan ./.next (names, and the values of any secret
 *                                            set in this environment)
 *   node scripts/check-secrets.mjs --build   build a private copy of the project (never ./.next)
 *                                            with recognisable canary values in every server
 *                                            variable (and Sentry on, with a build token), then
 *                                            scan it: a value that leaks is found by its canary
 *   node scripts/check-secrets.mjs --dist <dir>   scan another build for the canaries (e.g. the
 *                                            integrations build, built with SECRET_CANARIES)
 *
 * Prints `secrets: N passed, M failed` (one check per variable) and exits 1 on a leak.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyProject, filesUnder } from './bench/copy-tree.mjs';

const root = process.cwd();

/**
 * Server-only variables: server/env.ts and the build-time Sentry token. Their values are secret
 * or private; their names in a client bundle mean server code was bundled for the browser.
 */
export const SERVER_VARIABLES = [
  'DATABASE_URL',
  'DATA_DIR',
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
export const SECRET_CANARIES = {
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

/** The canary build of `--build`: the secrets, and Sentry on (the path that sees the token). */
export const CANARY_ENV = {
  ...SECRET_CANARIES,
  NEXT_PUBLIC_SENTRY_DSN: 'http://canarypublickey@127.0.0.1:9/1',
  // Public, and required with RECAPTCHA_SECRET_KEY (server/env.ts refuses one without the other).
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'canary-public-site-key-0123',
  DATA_DIR: '.data/canary',
};

/** The parts of a value worth searching for: the whole, and any password, user or token in it. */
function needles(value) {
  const list = new Set([value]);
  try {
    const url = new URL(value);
    if (url.password) list.add(decodeURIComponent(url.password));
    if (url.username && url.username.length >= 8) list.add(decodeURIComponent(url.username));
    for (const part of url.pathname.split('/')) if (part.length >= 16) list.add(part);
  } catch {
    // not a URL
  }
  for (const m of value.matchAll(/[\w.+-]+@[\w.-]+/g)) list.add(m[0]);
  // Short or common values (numbers, `true`) would match anything: not searched.
  return [...list].filter((n) => n.length >= 8 && !/^(?:\d+|true|false|on|off)$/i.test(n));
}

/** Files a browser can download from a build in `dist`. */
function clientFiles(dist) {
  return [
    ...filesUnder(path.join(dist, 'static')),
    ...filesUnder(path.join(dist, 'server', 'app'), (f) => /\.(?:html|rsc|body|meta)$/.test(f)),
  ];
}

export function scan(dist, env) {
  const files = clientFiles(dist);
  if (!files.length) throw new Error(`no build in ${dist}: run next build first`);
  const contents = files.map((file) => ({ file, text: fs.readFileSync(file, 'latin1') }));
  const results = [];
  for (const name of SERVER_VARIABLES) {
    const wanted = [{ kind: 'name', needle: name }];
    const value = env[name];
    if (value && !name.startsWith('NEXT_PUBLIC_')) {
      for (const needle of needles(value)) wanted.push({ kind: 'value', needle });
    }
    const leaks = [];
    for (const { kind, needle } of wanted) {
      // A name counts when it stands alone (DATABASE_URL, not NEXT_PUBLIC_DATABASE_URL_X).
      const pattern = kind === 'name' ? new RegExp(`(?<![A-Z0-9_])${needle}(?![A-Z0-9_])`) : null;
      for (const { file, text } of contents) {
        if (pattern ? pattern.test(text) : text.includes(needle)) {
          leaks.push(`${kind} ${kind === 'name' ? needle : '…'} in ${path.relative(dist, file)}`);
        }
      }
    }
    results.push({ name, searched: wanted.length, leaks });
  }
  return { files: files.length, results };
}

function build(dir, env) {
  const started = Date.now();
  const result = spawnSync(path.join('node_modules', '.bin', 'next'), ['build'], {
    cwd: dir,
    env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    throw new Error(`next build with canary values failed (exit ${result.status})`);
  }
  console.log(`secrets: canary build in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

function main() {
  const args = process.argv.slice(2);
  let dist = path.join(root, '.next');
  let env = process.env;
  let tmp;
  if (args.includes('--build')) {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-secrets-'));
    copyProject(root, tmp);
    build(tmp, CANARY_ENV);
    dist = path.join(tmp, '.next');
    env = CANARY_ENV;
  } else if (args.includes('--dist')) {
    dist = path.resolve(args[args.indexOf('--dist') + 1]);
    env = { ...CANARY_ENV, ...process.env };
  }
  try {
    const { files, results } = scan(dist, env);
    let failed = 0;
    for (const r of results) {
      if (r.leaks.length) {
        failed += 1;
        console.error(`LEAK ${r.name}:\n  ${r.leaks.slice(0, 10).join('\n  ')}`);
      }
    }
    const values = results.reduce((n, r) => n + r.searched - 1, 0);
    console.log(
      `secrets: scanned ${files} client files for ${results.length} server variable names and ${values} values`,
    );
    console.log(`secrets: ${results.length - failed} passed, ${failed} failed`);
    process.exitCode = failed ? 1 : 0;
  } finally {
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    main();
  } catch (error) {
    console.error(`secrets: ${error instanceof Error ? error.message : error}`);
    console.log('secrets: 0 passed, 1 failed');
    process.exit(1);
  }
}
