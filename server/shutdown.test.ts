import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** A process with a SIGTERM listener like `next start`'s (close, then exit 143) and our task. */
const script = `
  process.on('SIGTERM', () => { console.log('next: closing'); process.exit(143); });
  const { beforeShutdown } = await import('./server/shutdown.ts');
  beforeShutdown(async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    console.log('outbox: leases given back');
  }, 1000);
  beforeShutdown(() => new Promise(() => {})); // Never ends: the timeout lets the exit go on.
  setInterval(() => {}, 1000);
  console.log('ready');
`;

describe('beforeShutdown', () => {
  it('finishes its tasks before the listener that exits, within the timeout', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        cwd: root,
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      if (out === 'ready\n') {
        signalled = Date.now();
        child.kill('SIGTERM');
      }
    });
    let signalled = Infinity;
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(out).toBe('ready\noutbox: leases given back\nnext: closing\n');
    expect(code).toBe(143);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(1_000);
    expect(Date.now() - signalled).toBeLessThan(3_000);
  });
});
