import { spawnSync } from 'node:child_process';

/**
 * `next start` of the build in `cwd` that is expected to refuse to start: run to its exit (on a
 * port the kernel picks, never reached), with `env` as its whole environment beside
 * NODE_ENV=production. Its exit status and what it printed.
 */
export function nextStartRefusal(cwd: string, env: Record<string, string | undefined>) {
  return spawnSync(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-H', '127.0.0.1', '-p', '0'],
    { cwd, encoding: 'utf8', timeout: 60_000, env: { ...env, NODE_ENV: 'production' } },
  );
}
