/**
 * PGlite is one process at a time. Whoever opens the data folder (the server, or the export
 * script when the server is stopped) first takes `${DATA_DIR}/pglite.lock`, created atomically
 * (hard link of a finished temp file, so a reader never sees half a lock). The server's lock
 * records its loopback URL so the export script can go through it instead of opening the folder
 * a second time.
 *
 * Liveness is a heartbeat, the approach of `proper-lockfile`: the holder touches the lock's
 * modification time every `heartbeatMs`, and only a lock untouched for longer than `staleMs` is
 * stale. The holder's pid and hostname are recorded for people only: container replicas, a
 * rolling deploy or an export container sharing the folder each have their own hostname and pid
 * namespace, so neither can say whether the holder runs. Nobody deletes a lock that is not theirs
 * unless its heartbeat stopped, and a holder that finds its lock replaced is told (`onLost`).
 *
 * No `server-only` here: the export script (tsx, outside Next.js) imports this module too.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

export interface LockInfo {
  /** Random per acquisition: tells this holder's lock from any other. */
  id?: string;
  /** Recorded for people: meaningless outside the holder's pid namespace. */
  pid: number;
  hostname: string;
  role: 'server' | 'export' | 'test';
  /** The running server's loopback base URL (role `server`). */
  url?: string;
  acquiredAt: string;
}

export interface DataDirLock {
  readonly info: LockInfo;
  release(): void;
}

/** A live holder keeps touching its lock this often… */
export const LOCK_HEARTBEAT_MS = 2_000;
/** …so a lock untouched this long has no live holder (a crash, `kill -9`, a power cut). */
export const LOCK_STALE_MS = 15_000;

export class DataDirBusyError extends Error {
  constructor(
    readonly lockFile: string,
    readonly holder: LockInfo,
    readonly heartbeatAgeMs: number,
  ) {
    super(
      `The PGlite data folder is in use by another process: ${describeHolder(holder)}, ` +
        `last heartbeat ${(heartbeatAgeMs / 1000).toFixed(1)} s ago. PGlite allows one process at ` +
        `a time; stop that process first, or use Postgres (DATABASE_URL) for several instances. ` +
        `Lock file: ${lockFile}`,
    );
    this.name = 'DataDirBusyError';
  }
}

/** "the server (pid 12 on host web-1) since …", for messages. */
export function describeHolder(holder: LockInfo): string {
  return `the ${holder.role} (pid ${holder.pid} on host ${holder.hostname}) since ${holder.acquiredAt}`;
}

export const lockFileOf = (dataDir: string) => path.join(dataDir, 'pglite.lock');

interface LockState {
  raw: string;
  info: LockInfo | undefined;
  mtimeMs: number;
}

function readLock(file: string): LockState | undefined {
  let raw: string;
  let mtimeMs: number;
  try {
    raw = fs.readFileSync(file, 'utf8');
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const parsed = JSON.parse(raw) as Partial<LockInfo>;
    if (typeof parsed.pid === 'number' && typeof parsed.hostname === 'string') {
      return { raw, info: parsed as LockInfo, mtimeMs };
    }
  } catch {
    // Unreadable (not ours to understand): judged by its heartbeat like any other.
  }
  return { raw, info: undefined, mtimeMs };
}

const heartbeatAge = (state: LockState) => Math.max(0, Date.now() - state.mtimeMs);

const unknownHolder = (): LockInfo => ({
  pid: 0,
  hostname: 'unknown',
  role: 'test',
  acquiredAt: 'unknown',
});

/** The live holder of the data folder (its heartbeat is fresh), if any. */
export function liveLockHolder(
  dataDir: string,
  staleMs: number = LOCK_STALE_MS,
): LockInfo | undefined {
  const current = readLock(lockFileOf(dataDir));
  if (!current || heartbeatAge(current) > staleMs) return undefined;
  return current.info ?? unknownHolder();
}

export interface AcquireOptions {
  role: LockInfo['role'];
  url?: string;
  /** Keep retrying this long while another live process holds the lock (default: fail at once). */
  waitMs?: number;
  heartbeatMs?: number;
  staleMs?: number;
  /**
   * Called if the lock is found replaced or gone while held (this process stalled past
   * `staleMs` and another took the folder over). The holder must stop using the folder.
   */
  onLost?: (error: Error) => void;
}

export async function acquireDataDirLock(
  dataDir: string,
  options: AcquireOptions,
): Promise<DataDirLock> {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = lockFileOf(dataDir);
  const staleMs = options.staleMs ?? LOCK_STALE_MS;
  const info: LockInfo = {
    id: randomBytes(12).toString('base64url'),
    pid: process.pid,
    hostname: os.hostname(),
    role: options.role,
    ...(options.url ? { url: options.url } : {}),
    acquiredAt: new Date().toISOString(),
  };
  const content = JSON.stringify(info);
  const deadline = Date.now() + (options.waitMs ?? 0);

  for (;;) {
    const temp = `${file}.${info.id}.tmp`;
    fs.writeFileSync(temp, content, { mode: 0o600 });
    try {
      fs.linkSync(temp, file);
      return makeLock(file, info, content, options);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(temp, { force: true });
    }

    const current = readLock(file);
    if (!current) continue; // Released meanwhile.
    const age = heartbeatAge(current);
    if (age <= staleMs) {
      if (Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        continue;
      }
      throw new DataDirBusyError(file, current.info ?? unknownHolder(), age);
    }
    setAsideStale(file, current);
  }
}

/**
 * Removes the lock judged stale, and only that one: it is first renamed aside (atomic), then
 * compared with what was judged. If another process took the folder in between (so the lock
 * moved aside is fresh), it is put back.
 */
function setAsideStale(file: string, judged: LockState): void {
  const aside = `${file}.${randomBytes(9).toString('base64url')}.stale`;
  try {
    fs.renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    const moved = readLock(aside);
    if (moved && (moved.raw !== judged.raw || moved.mtimeMs !== judged.mtimeMs)) {
      try {
        fs.linkSync(aside, file);
      } catch {
        // Yet another process holds it now; the one moved aside learns it lost at its heartbeat.
      }
    }
  } finally {
    fs.rmSync(aside, { force: true });
  }
}

/**
 * The heartbeat runs on its own thread, so a main thread busy for a while (a long synchronous
 * task, a blocked event loop) does not let the lock go stale while the process lives; it dies
 * with the process. The source is built at run time so bundlers leave it alone.
 */
const HEARTBEAT_SOURCE = [
  "const fs = require('node:fs');",
  "const { parentPort, workerData } = require('node:worker_threads');",
  'const { file, content, heartbeatMs } = workerData;',
  'const beat = () => {',
  '  let ours = false;',
  "  try { ours = fs.readFileSync(file, 'utf8') === content; } catch {}",
  "  if (!ours) { parentPort.postMessage('lost'); clearInterval(timer); return; }",
  '  const now = new Date();',
  '  try { fs.utimesSync(file, now, now); } catch {}',
  '};',
  'const timer = setInterval(beat, heartbeatMs);',
].join('\n');

function makeLock(
  file: string,
  info: LockInfo,
  content: string,
  options: AcquireOptions,
): DataDirLock {
  let released = false;
  const heartbeat = new Worker(HEARTBEAT_SOURCE, {
    eval: true,
    workerData: { file, content, heartbeatMs: options.heartbeatMs ?? LOCK_HEARTBEAT_MS },
  });
  heartbeat.unref();
  heartbeat.on('message', () => {
    if (released) return;
    stop();
    options.onLost?.(
      new Error(
        `The PGlite data folder lock ${file} was taken over by another process: this process ` +
          `must not use the folder any more.`,
      ),
    );
  });
  heartbeat.on('error', () => undefined);

  const stop = () => {
    released = true;
    void heartbeat.terminate();
    process.off('exit', release);
  };
  const release = () => {
    if (released) return;
    let ours = false;
    try {
      ours = fs.readFileSync(file, 'utf8') === content;
    } catch {
      // Gone: nothing to remove.
    }
    stop();
    if (ours) fs.rmSync(file, { force: true });
  };
  // A process that exits without closing (Next.js exits on SIGTERM) still frees the folder.
  process.on('exit', release);
  return { info, release };
}
