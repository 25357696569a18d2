/** Test helper: runs one of scripts/ci/*.ts as a workflow step does, and collects what it says. */
import { execFile } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface ScriptResult {
  code: number;
  /** Standard output: where the ::error:: lines go. */
  stdout: string;
  /** Standard output, then standard error. */
  out: string;
}

/** `npx tsx scripts/ci/<script> …args`, with `env` added to this process's environment. */
export function runScript(
  script: string,
  args: string[],
  options: { env?: Record<string, string>; cwd?: string } = {},
): Promise<ScriptResult> {
  return new Promise((resolve) => {
    execFile(
      path.join(root, 'node_modules/.bin/tsx'),
      [path.join(root, 'scripts/ci', script), ...args],
      { cwd: options.cwd ?? root, env: { ...process.env, ...options.env } },
      (error, stdout, stderr) =>
        resolve({
          code: error ? Number((error as { code?: number }).code ?? 1) : 0,
          stdout,
          out: stdout + stderr,
        }),
    );
  });
}
