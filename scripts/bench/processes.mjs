/** Child processes of the benchmark: its servers (scripts/server-process.mjs) and its commands. */
import { spawn } from 'node:child_process';

export { assertPortFree, startProcess } from '../server-process.mjs';

/** Runs a command to completion, inheriting output; throws on failure. */
export function run(command, args, { cwd, env = {} } = {}) {
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
  const state = {
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
