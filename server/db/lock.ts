/**
 * PGlite is one process at a time. Whoever opens the data folder (the server, or the export
 * script when the server is stopped) first takes `${DATA_DIR}/pglite.lock`, created atomically
 * (hard link of a finished temp file, so a reader never sees half a lock). A lock whose process is
 * gone is stale and taken over. The server's lock records its loopback URL so the export script
 * can go through it instead of opening the folder a second time.
 *
 * No `server-only` here: the export script (tsx, outside Next.js) imports this module too.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface LockInfo {
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

export class DataDirBusyError extends Error {
  constructor(
    readonly lockFile: string,
    readonly holder: LockInfo,
  ) {
    super(
      `The PGlite data folder is in use by process ${holder.pid} (${holder.role}) since ${holder.acquiredAt}; ` +
        `PGlite allows one process at a time. Lock file: ${lockFile}`,
    );
    this.name = 'DataDirBusyError';
  }
}

export const lockFileOf = (dataDir: string) => path.join(dataDir, 'pglite.lock');

const HELD = Symbol.for('cairn.held-data-dir-locks');
type Holder = { [HELD]?: Set<string> };
const held = ((globalThis as Holder)[HELD] ??= new Set<string>());

function readLock(file: string): { raw: string; info: LockInfo | undefined } | undefined {
  let raw: string;
  try {
    raw = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const parsed = JSON.parse(raw) as Partial<LockInfo>;
    if (typeof parsed.pid === 'number' && typeof parsed.hostname === 'string') {
      return { raw, info: parsed as LockInfo };
    }
  } catch {
    // Unreadable: treated as stale below.
  }
  return { raw, info: undefined };
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the lock's owner is still running. Our own pid in a lock we do not hold is a previous
 * run of this process id (a container restart); another host's lock cannot be checked and is
 * treated as stale (PGlite data folders are not for sharing between machines).
 */
function holderAlive(file: string, info: LockInfo): boolean {
  if (info.hostname !== os.hostname()) return false;
  if (info.pid === process.pid) return held.has(file);
  return processAlive(info.pid);
}

/** The live holder of the data folder, if any. */
export function liveLockHolder(dataDir: string): LockInfo | undefined {
  const file = lockFileOf(dataDir);
  const current = readLock(file);
  if (!current?.info) return undefined;
  return holderAlive(file, current.info) ? current.info : undefined;
}

export interface AcquireOptions {
  role: LockInfo['role'];
  url?: string;
  /** Keep retrying this long while another live process holds the lock (default: fail at once). */
  waitMs?: number;
}

export async function acquireDataDirLock(
  dataDir: string,
  options: AcquireOptions,
): Promise<DataDirLock> {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = lockFileOf(dataDir);
  const info: LockInfo = {
    pid: process.pid,
    hostname: os.hostname(),
    role: options.role,
    ...(options.url ? { url: options.url } : {}),
    acquiredAt: new Date().toISOString(),
  };
  const content = JSON.stringify(info);
  const deadline = Date.now() + (options.waitMs ?? 0);

  for (;;) {
    const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    fs.writeFileSync(temp, content, { mode: 0o600 });
    try {
      fs.linkSync(temp, file);
      held.add(file);
      return makeLock(file, info, content);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(temp, { force: true });
    }

    const current = readLock(file);
    if (!current) continue; // Released meanwhile.
    if (current.info && holderAlive(file, current.info)) {
      if (Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        continue;
      }
      throw new DataDirBusyError(file, current.info);
    }
    // Stale: remove it only if it is still the very lock we judged stale.
    if (readLock(file)?.raw === current.raw) fs.rmSync(file, { force: true });
  }
}

function makeLock(file: string, info: LockInfo, content: string): DataDirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    held.delete(file);
    process.off('exit', release);
    if (readLock(file)?.raw === content) fs.rmSync(file, { force: true });
  };
  // A process that exits without closing (Next.js exits on SIGTERM) still frees the folder.
  process.on('exit', release);
  return { info, release };
}
