import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Public configuration that would silently lose leads or de-index production stops
 * `next build` with the variable named. next.config.ts loads lib/env.ts before anything is built
 * or written, so each of these fails in about a second and leaves `.next` alone.
 */
const root = path.resolve(import.meta.dirname, '..');

function build(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('next build refuses a bad public environment', () => {
  it.each([
    ['NEXT_PUBLIC_RECAPTCHA_SITE_KEY', 'not a key!'],
    ['DEPLOY_ENV', 'prod'],
  ])('%s=%s', (name, value) => {
    const { status, output } = build({ [name]: value });
    expect(status).not.toBe(0);
    expect(output).toContain('Invalid environment');
    expect(output).toContain(name);
  });
});

describe('next build refuses half of the content editor’s GitHub mode', () => {
  it('names every variable that is missing', () => {
    const { status, output } = build({
      KEYSTATIC_GITHUB_CLIENT_ID: 'Iv23liAbCdEf0123',
      NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO: 'cairn-digital/website',
    });
    expect(status).not.toBe(0);
    expect(output).toContain(
      'missing KEYSTATIC_GITHUB_CLIENT_SECRET, KEYSTATIC_SECRET, NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG',
    );
  });
});
