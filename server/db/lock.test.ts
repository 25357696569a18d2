import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tempDir } from '../test/backends';
import { acquireDataDirLock, DataDirBusyError, liveLockHolder, lockFileOf } from './lock';

const dirs: string[] = [];
const dir = () => {
  const d = tempDir('lock');
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** A lock as another process would leave it, its heartbeat `ageMs` old. */
const writeLock = (d: string, ageMs: number, fields: Record<string, unknown> = {}) => {
  const file = lockFileOf(d);
  fs.writeFileSync(
    file,
    JSON.stringify({ pid: 4242, hostname: 'web-1', role: 'server', acquiredAt: 'then', ...fields }),
  );
  const at = new Date(Date.now() - ageMs);
  fs.utimesSync(file, at, at);
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PGlite data folder lock', () => {
  it('is held once, records who holds it, and is released', async () => {
    const d = dir();
    const lock = await acquireDataDirLock(d, { role: 'server', url: 'http://127.0.0.1:3000' });
    expect(liveLockHolder(d)).toMatchObject({
      pid: process.pid,
      role: 'server',
      url: 'http://127.0.0.1:3000',
    });
    await expect(acquireDataDirLock(d, { role: 'export' })).rejects.toBeInstanceOf(
      DataDirBusyError,
    );
    lock.release();
    lock.release();
    expect(fs.existsSync(lockFileOf(d))).toBe(false);
    expect(liveLockHolder(d)).toBeUndefined();
  });

  it('waits for a holder that lets go', async () => {
    const d = dir();
    const first = await acquireDataDirLock(d, { role: 'export' });
    setTimeout(() => first.release(), 150);
    const second = await acquireDataDirLock(d, { role: 'server', waitMs: 5_000 });
    expect(second.info.role).toBe('server');
    second.release();
  });

  it('refuses a lock with a fresh heartbeat whatever its host and pid, naming the holder', async () => {
    for (const fields of [{ hostname: 'another-host' }, { pid: 999_999_999 }, {}]) {
      const d = dir();
      writeLock(d, 1_000, fields);
      await expect(acquireDataDirLock(d, { role: 'export' })).rejects.toThrow(
        /in use by another process: the server \(pid \d+ on host [\w-]+\) since then, last heartbeat 1\.\d s ago/,
      );
      expect(liveLockHolder(d)).toMatchObject({ role: 'server' });
    }
  });

  it('keeps its lock fresh while held, far past the stale time', async () => {
    const d = dir();
    const lock = await acquireDataDirLock(d, { role: 'server', heartbeatMs: 50, staleMs: 300 });
    await sleep(900);
    expect(liveLockHolder(d, 300)?.pid).toBe(process.pid);
    await expect(acquireDataDirLock(d, { role: 'export', staleMs: 300 })).rejects.toBeInstanceOf(
      DataDirBusyError,
    );
    lock.release();
  });

  it('stays fresh while the main thread is blocked past the stale time', async () => {
    const d = dir();
    const lock = await acquireDataDirLock(d, { role: 'server', heartbeatMs: 50, staleMs: 300 });
    await sleep(200); // The heartbeat thread starts.
    const until = Date.now() + 900;
    while (Date.now() < until) {
      // A long synchronous task: no timer of this thread runs.
    }
    expect(Date.now() - fs.statSync(lockFileOf(d)).mtimeMs).toBeLessThan(300);
    lock.release();
  });

  it('takes over a lock whose heartbeat stopped, whoever wrote it, and garbage', async () => {
    for (const stale of [
      (d: string) => writeLock(d, 20_000),
      (d: string) => writeLock(d, 20_000, { pid: process.pid, hostname: 'elsewhere' }),
      (d: string) => {
        writeLock(d, 20_000);
        fs.writeFileSync(lockFileOf(d), '{not json');
        const at = new Date(Date.now() - 20_000);
        fs.utimesSync(lockFileOf(d), at, at);
      },
    ]) {
      const d = dir();
      stale(d);
      expect(liveLockHolder(d)).toBeUndefined();
      const lock = await acquireDataDirLock(d, { role: 'export' });
      expect(liveLockHolder(d)?.pid).toBe(process.pid);
      lock.release();
    }
  });

  it('tells a holder whose lock was taken over, and then never deletes the new one', async () => {
    const d = dir();
    const lost: Error[] = [];
    const lock = await acquireDataDirLock(d, {
      role: 'server',
      heartbeatMs: 50,
      onLost: (error) => lost.push(error),
    });
    writeLock(d, 0, { hostname: 'the-new-owner' });
    // The next heartbeat finds it; its thread may take a while to start on a busy machine.
    await vi.waitFor(() => expect(lost).toHaveLength(1), { timeout: 5_000, interval: 50 });
    expect(lost[0]?.message).toMatch(/taken over by another process/);
    lock.release();
    expect(liveLockHolder(d)?.hostname).toBe('the-new-owner');
  });
});
