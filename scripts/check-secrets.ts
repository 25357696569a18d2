/**
 * `npm run check:secrets`: proves no server secret reaches the browser on a build made with
 * recognisable canary values in every server variable (and Sentry on, with a build token): it
 * builds a private copy of the project (never ./.next) with them, then runs the secrets scan
 * (scripts/secrets.build.test.ts) on that build with the same values, so a value that leaks is
 * found by its canary. Exits 1 on a leak or a failed build.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { copyProject, tempFolder } from '../tests/project-copy';
import { CANARY_ENV } from '../tests/secret-canaries';

const root = path.resolve(import.meta.dirname, '..');
const work = tempFolder('secrets');
const env = { ...process.env, ...CANARY_ENV, NEXT_TELEMETRY_DISABLED: '1' };
let status = 1;
try {
  copyProject(root, work);
  const started = Date.now();
  const built = spawnSync('npm', ['run', 'build'], {
    cwd: work,
    env,
    stdio: 'inherit',
  });
  if (built.status !== 0) {
    console.error(`secrets: npm run build with canary values failed (exit ${built.status})`);
  } else {
    console.log(`secrets: canary build in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    const scan = spawnSync(
      path.join(root, 'node_modules', '.bin', 'vitest'),
      ['run', '--project', 'build', 'scripts/secrets.build.test.ts'],
      { cwd: root, env: { ...env, POST_BUILD_DIST: path.join(work, '.next') }, stdio: 'inherit' },
    );
    status = scan.status ?? 1;
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
process.exit(status);
