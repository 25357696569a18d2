/** Child processes of the benchmark: its servers (tests/server-process.ts) and its commands. */
import { spawn } from 'node:child_process';

export { assertPortFree, startProcess } from '../../tests/server-process';

/** Runs a command to completion, inheriting output; throws on failure. */
export function run(
  command: string,
  args: string[],
  { cwd, env = {} }: { cwd?: string; env?: Record<string, string | undefined> } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
      stdio: 'inherit',
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

/**
 * What a benchmark started and must stop: its servers (`handles`) and its browser; stopped by
 * `stop()`, and on Ctrl-C.
 */
export function children() {
  const state: {
    handles: { stop(): unknown }[];
    browser: { kill(): void; port: number } | undefined;
    stop(): void;
  } = {
    handles: [],
    browser: undefined,
    stop() {
      for (const h of state.handles) h.stop();
      state.browser?.kill();
    },
  };
  process.on('SIGINT', () => {
    state.stop();
    process.exit(130);
  });
  return state;
}
