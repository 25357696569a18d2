/** Child servers of the benchmark: started in their own process group, stopped as a group. */
import { spawn } from 'node:child_process';
import net from 'node:net';

/**
 * Rejects when something already listens on the URL's port. Without this check a server left
 * running on the port answers the readiness poll, the child dies with EADDRINUSE unnoticed, and
 * the benchmark measures the stranger (it once compared our pages against a stale `next start`
 * in place of the static floor).
 */
export function assertPortFree(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `port ${port} on ${hostname} is already in use: stop what listens there or set BENCH_PORT`
            : `cannot listen on ${hostname}:${port}: ${error.message}`,
        ),
      ),
    );
    probe.listen(Number(port), hostname, () => probe.close(() => resolve()));
  });
}

export async function startProcess(name, command, args, { cwd, env = {}, url }) {
  await assertPortFree(url);
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const handle = {
    name,
    child,
    output: () => output,
    stop() {
      if (child.exitCode === null && child.pid) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
    },
  };
  return waitFor(url, handle).then(() => handle);
}

async function waitFor(url, handle, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (handle.child.exitCode !== null) break;
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  handle.stop();
  throw new Error(`${handle.name} did not start at ${url}:\n${handle.output().slice(-2000)}`);
}

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
