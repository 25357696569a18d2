/**
 * Starting a local server for a test or a script, one way: a port that is free, the child in its
 * own process group, a readiness poll that only counts while THAT child is alive, and a stop that
 * ends the whole group. `startNext` is the same for `next start` of a production build.
 *
 * Why the port is checked first: without it a server left running on the port answers the
 * readiness poll, the child dies with EADDRINUSE unnoticed, and the caller measures or tests the
 * stranger (a benchmark once compared our pages against a stale `next start`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface ServerHandle {
  name: string;
  child: ChildProcess;
  url: string;
  /** Everything the child wrote to stdout and stderr so far. */
  output(): string;
  /** Ends the child's process group; resolves once it has exited. */
  stop(): Promise<void>;
}

export interface NextServer extends ServerHandle {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  port: number;
}

/** A TCP port on `host` that nothing listens on now (the OS picks it). */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Rejects, naming the port, when something already listens on the URL's port. */
export function assertPortFree(url: string): Promise<void> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `port ${port} on ${hostname} is already in use: stop what listens there or choose another port`
            : `cannot listen on ${hostname}:${port}: ${error.message}`,
        ),
      ),
    );
    probe.listen(Number(port), hostname, () => probe.close(() => resolve()));
  });
}

/**
 * Starts `command args` and resolves once `url` answers below 500 while the child still runs.
 * Rejects (with the child's last output) if the port is taken, the child exits first, or
 * `timeoutMs` passes. The handle's `stop()` ends the child's process group and resolves when
 * it has exited.
 */
export async function startProcess(
  name: string,
  command: string,
  args: string[],
  {
    cwd,
    env = {},
    url,
    timeoutMs = 90_000,
    ready = (response) => response.status < 500,
  }: {
    cwd?: string;
    env?: Record<string, string | undefined>;
    url: string;
    timeoutMs?: number;
    ready?: (response: Response) => boolean;
  },
): Promise<ServerHandle> {
  await assertPortFree(url);
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d));
  child.stderr.on('data', (d: Buffer) => (output += d));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const handle: ServerHandle = {
    name,
    child,
    url,
    output: () => output,
    stop() {
      if (child.exitCode === null && child.signalCode === null && child.pid) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
      return exited.then(() => undefined);
    },
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    try {
      if (ready(await fetch(url)) && child.exitCode === null) return handle;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const why =
    child.exitCode !== null || child.signalCode !== null
      ? `exited (${child.exitCode ?? child.signalCode}) before answering`
      : `did not answer within ${timeoutMs / 1000} s`;
  await handle.stop();
  throw new Error(`${name} ${why} at ${url}:\n${output.slice(-2000)}`);
}

/**
 * The arguments of `node` for `next start` of the build in `cwd` on 127.0.0.1:`port`: with the
 * server guard's hook loaded first, as `npm run serve` and the image start it (`preload: false`
 * only for a test of what happens without it).
 */
export function nextStartArgs(
  cwd: string,
  port: number,
  { preload = true }: { preload?: boolean } = {},
): string[] {
  return [
    ...(preload ? ['--import', pathToFileURL(path.join(cwd, 'server/preload.mjs')).href] : []),
    path.join(cwd, 'node_modules/next/dist/bin/next'),
    'start',
    '-H',
    '127.0.0.1',
    '-p',
    String(port),
  ];
}

/**
 * `next start` of the production build in `cwd` on 127.0.0.1, on `port` or a free one, ready
 * when `readyPath` answers 200. `origin` is its `http://127.0.0.1:port`.
 */
export async function startNext({
  cwd = process.cwd(),
  port,
  env = {},
  readyPath = '/',
  timeoutMs = 90_000,
  name = 'next start',
  preload = true,
}: {
  cwd?: string;
  port?: number;
  env?: Record<string, string | undefined>;
  readyPath?: string;
  timeoutMs?: number;
  name?: string;
  /** Load server/preload.mjs first (the default, as every start command does). */
  preload?: boolean;
} = {}): Promise<NextServer> {
  const chosen = port ?? (await freePort());
  const origin = `http://127.0.0.1:${chosen}`;
  const handle = await startProcess(
    name,
    process.execPath,
    nextStartArgs(cwd, chosen, { preload }),
    {
      cwd,
      env: { NODE_ENV: 'production', ...env },
      url: `${origin}${readyPath}`,
      timeoutMs,
      ready: (response) => response.status === 200,
    },
  );
  return { ...handle, origin, port: chosen };
}
