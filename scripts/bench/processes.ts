/** Child processes of the benchmark: its servers (tests/server-process.ts) and its commands. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startProcess, type ServerHandle } from '../../tests/server-process';

export { assertPortFree, startProcess } from '../../tests/server-process';

/** A command of `dir`'s node_modules/.bin. */
export const bin = (dir: string, name: string) => path.join(dir, 'node_modules', '.bin', name);

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

/** `next start` of the build in `dir` on 127.0.0.1:`port`, ready when `/` answers. */
export function startNextIn(
  name: string,
  dir: string,
  port: number,
  env: Record<string, string>,
): Promise<ServerHandle> {
  return startProcess(name, bin(dir, 'next'), ['start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: dir,
    env: { ...env, PORT: String(port) },
    url: `http://127.0.0.1:${port}/`,
  });
}

/**
 * scripts/static-floor.ts serving `dir` on `port`, in a process of its own so that it shares no
 * event loop with the measuring one (as `next start` shares none), run by Node with tsx's loader.
 */
export function startStaticFloor(
  name: string,
  root: string,
  dir: string,
  port: number,
  extra: string[] = [],
): Promise<ServerHandle> {
  const script = path.join(root, 'scripts', 'static-floor.ts');
  return startProcess(
    name,
    process.execPath,
    ['--import', 'tsx', script, '--root', dir, ...extra, '--port', String(port)],
    { cwd: root, url: `http://127.0.0.1:${port}/` },
  );
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

/**
 * Runs a benchmark's `main`: a failure is printed under `name` with its stack and exits 1, and
 * whatever it started is stopped either way.
 */
export async function runBench(
  name: string,
  main: () => Promise<void>,
  running: { stop(): void },
): Promise<void> {
  try {
    await main();
  } catch (error) {
    console.error(`${name}: ${error instanceof Error ? error.stack : error}`);
    process.exitCode = 1;
  } finally {
    running.stop();
  }
}
