/**
 * No server secret reaches the browser: everything a browser can download from the build
 * (scripts/built-site.ts) is searched for the name of each server-only variable and for its
 * value, and any password, user or token in it, as set in this environment. One test per
 * variable. `npm test` scans its build with the environment it was made in; the integrations
 * copy and `npm run check:secrets` (scripts/check-secrets.ts) scan builds made with canary values
 * in every secret (tests/secret-canaries.ts), so a value that leaks is found by its canary.
 * After a build: POST_BUILD_DIST=.next npx vitest run scripts/secrets.build.test.ts
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeRequiring } from '../tests/describe-requiring';
import { clientFiles, noBuild, openBuiltSite } from './built-site';
import { SERVER_VARIABLES } from '../tests/secret-canaries';

/** The parts of a value worth searching for: the whole, and any password, user or token in it. */
function needles(value: string): string[] {
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

describeRequiring('no server secret in what a browser can download', noBuild, () => {
  const build = openBuiltSite();
  const files = clientFiles(build).map((file) => ({
    name: path.relative(build.dist, file),
    text: fs.readFileSync(file, 'latin1'),
  }));

  it('found the client files: scripts, stylesheets and pages', () => {
    expect(files.filter((f) => /^static\/.*\.js$/.test(f.name)).length).toBeGreaterThan(0);
    expect(files.map((f) => f.name)).toContain('server/app/index.html');
  });

  for (const name of SERVER_VARIABLES) {
    const value = process.env[name];
    const values = value ? needles(value) : [];
    it(`${name}: neither its name nor ${values.length ? 'its value' : 'a value (none set)'} in a client file`, () => {
      // A name counts when it stands alone (DATABASE_URL, not NEXT_PUBLIC_DATABASE_URL_X).
      const alone = new RegExp(`(?<![A-Z0-9_])${name}(?![A-Z0-9_])`);
      const leaks = files.flatMap(({ name: file, text }) => [
        ...(alone.test(text) ? [`its name in ${file}`] : []),
        ...(values.some((needle) => text.includes(needle)) ? [`its value in ${file}`] : []),
      ]);
      expect(
        leaks.slice(0, 10),
        `${name} leaks into ${leaks.length} client files (the first 10)`,
      ).toEqual([]);
    });
  }
});

/**
 * The content editor's secrets reach the build (it checks GitHub mode whole; the image gets them
 * as build secrets, in no layer), and no file the build writes holds them: the image is made of
 * those files (the server in .next/standalone, .next/static). The integrations copy of `npm test`
 * is built in GitHub mode and scanned with its values set.
 */
describeRequiring('no editor secret in any file of the build', noBuild, () => {
  const dist = openBuiltSite().dist;
  for (const name of [
    'KEYSTATIC_GITHUB_CLIENT_ID',
    'KEYSTATIC_GITHUB_CLIENT_SECRET',
    'KEYSTATIC_SECRET',
  ]) {
    const value = process.env[name]?.trim();
    it(`${name}: ${value ? 'its value' : 'no value set'} in no file of the build`, () => {
      if (!value) return;
      const grep = spawnSync('grep', ['-rlF', '--exclude-dir=cache', '--', value, dist], {
        encoding: 'utf8',
      });
      // grep answers 1 when nothing matches, 2 on an error.
      expect(grep.status, grep.stderr).not.toBe(2);
      expect(grep.stdout.split('\n').filter(Boolean).slice(0, 10)).toEqual([]);
    });
  }
});
