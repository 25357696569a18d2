import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
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

const writeLock = (d: string, pid: number, hostname = os.hostname()) =>
  fs.writeFileSync(
    lockFileOf(d),
    JSON.stringify({ pid, hostname, role: 'server', acquiredAt: 'then' }),
  );

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

  it('refuses while another live process holds it', async () => {
    const d = dir();
    writeLock(d, process.ppid);
    await expect(acquireDataDirLock(d, { role: 'export' })).rejects.toThrow(/in use by process/);
  });

  it('takes over stale locks: a dead process, our own pid from an earlier run, another host, garbage', async () => {
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    for (const stale of [
      () => writeLock(dir(), dead),
      () => writeLock(dir(), process.pid),
      () => writeLock(dir(), process.ppid, 'another-host'),
      () => fs.writeFileSync(lockFileOf(dir()), '{not json'),
    ]) {
      stale();
      const d = dirs.at(-1)!;
      expect(liveLockHolder(d)).toBeUndefined();
      const lock = await acquireDataDirLock(d, { role: 'export' });
      expect(liveLockHolder(d)?.pid).toBe(process.pid);
      lock.release();
    }
  });
});
