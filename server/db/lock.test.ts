import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tempDir } from '../../tests/server/backends';
import {
  acquireDataDirLock,
  DataDirBusyError,
  DataDirLockRefusedError,
  liveLockHolder,
  lockFileOf,
} from './lock';

const root = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
const children: ChildProcess[] = [];
const dir = () => {
  const d = tempDir('lock');
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const child of children.splice(0)) {
    child.kill('SIGCONT');
    child.kill('SIGKILL');
  }
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** Another process that takes the folder's lock and keeps it until it is killed. */
async function holdInAnotherProcess(d: string): Promise<ChildProcess> {
  // Node itself, not the tsx wrapper, so its pid is the holder's and signals reach the holder.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'tests/server/hold-data-dir.ts'), d],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('held')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the holder exited (${code})`)));
  });
  return child;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

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

  it('refuses while another process holds it, even paused, and is free the moment it is killed', async () => {
    const d = dir();
    const holder = await holdInAnotherProcess(d);
    await expect(acquireDataDirLock(d, { role: 'server' })).rejects.toThrow(
      new RegExp(`in use by another process: the export \\(pid ${holder.pid} on host .+\\)`),
    );
    // Paused, as `docker pause` or a frozen VM leaves it: it may resume and write at any moment.
    holder.kill('SIGSTOP');
    const touched = new Date(Date.now() - 3_600_000); // whatever the file's age says
    fs.utimesSync(lockFileOf(d), touched, touched);
    expect(liveLockHolder(d)?.pid).toBe(holder.pid);
    await expect(acquireDataDirLock(d, { role: 'server', waitMs: 500 })).rejects.toBeInstanceOf(
      DataDirBusyError,
    );
    holder.kill('SIGKILL');
    await exited(holder);
    // The kernel let go with the process: no stale time to wait out.
    expect(liveLockHolder(d)).toBeUndefined();
    const lock = await acquireDataDirLock(d, { role: 'server' });
    expect(liveLockHolder(d)?.pid).toBe(process.pid);
    lock.release();
  });

  it('never takes over a lock file an earlier release wrote, whatever its age', async () => {
    const earlier = [
      // The first releases: no id, never touched again.
      { pid: 4242, hostname: 'web-1', role: 'server', acquiredAt: '2026-01-01T00:00:00Z' },
      // The heartbeat releases: an id, touched while the holder ran.
      { id: 'abc', pid: 7, hostname: 'web-2', role: 'server', acquiredAt: '2026-06-01T00:00:00Z' },
    ];
    for (const fields of earlier) {
      const d = dir();
      fs.writeFileSync(lockFileOf(d), JSON.stringify(fields));
      const old = new Date(Date.now() - 86_400_000);
      fs.utimesSync(lockFileOf(d), old, old);
      const attempt = acquireDataDirLock(d, { role: 'server' });
      await expect(attempt).rejects.toBeInstanceOf(DataDirLockRefusedError);
      await expect(attempt).rejects.toThrow(
        /lock file from an earlier release of this site \(the server \(pid \d+ on host web-\d\).*Stop the running release first; then remove .*pglite\.lock/,
      );
      expect(JSON.parse(fs.readFileSync(lockFileOf(d), 'utf8'))).toEqual(fields);
      // The documented step, once that release is stopped: remove the file.
      fs.rmSync(lockFileOf(d));
      const lock = await acquireDataDirLock(d, { role: 'server' });
      lock.release();
    }
  });

  it('takes the lock of a holder of this release that died, and an empty file', async () => {
    const d = dir();
    const holder = await holdInAnotherProcess(d);
    holder.kill('SIGKILL');
    await exited(holder);
    expect(JSON.parse(fs.readFileSync(lockFileOf(d), 'utf8'))).toMatchObject({ format: 2 });
    const lock = await acquireDataDirLock(d, { role: 'server' });
    lock.release();
    fs.writeFileSync(lockFileOf(d), '');
    (await acquireDataDirLock(d, { role: 'server' })).release();
  });

  it('keeps its file touched while held, so an earlier heartbeat release started beside it sees a live holder', async () => {
    const d = dir();
    const lock = await acquireDataDirLock(d, { role: 'server', checkMs: 50 });
    const old = new Date(Date.now() - 3_600_000);
    fs.utimesSync(lockFileOf(d), old, old);
    // Those releases judge a lock file untouched for 15 s stale, and take the folder.
    await vi.waitFor(
      () => expect(Date.now() - fs.statSync(lockFileOf(d)).mtimeMs).toBeLessThan(15_000),
      { timeout: 5_000, interval: 50 },
    );
    lock.release();
  });

  it('tells a holder whose lock file was removed, and then never deletes the new one', async () => {
    const d = dir();
    const lost: Error[] = [];
    const lock = await acquireDataDirLock(d, {
      role: 'server',
      checkMs: 50,
      onLost: (error) => lost.push(error),
    });
    fs.rmSync(lockFileOf(d));
    const other = await holdInAnotherProcess(d);
    await vi.waitFor(() => expect(lost).toHaveLength(1), { timeout: 5_000, interval: 50 });
    expect(lost[0]?.message).toMatch(/removed or replaced while this process held it/);
    lock.release();
    expect(liveLockHolder(d)?.pid).toBe(other.pid);
  });
});
