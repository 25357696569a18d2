/** Child servers of the benchmark: started in their own process group, stopped as a group. */
import { spawn } from 'node:child_process';

export function startProcess(name, command, args, { cwd, env = {}, url }) {
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
