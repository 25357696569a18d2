/**
 * PGlite is one process at a time. Whoever opens the data folder (the server, or the export
 * script when the server is stopped) first takes `${DATA_DIR}/pglite.lock`: an exclusive
 * open-file-description lock (Linux `F_OFD_SETLK`, `flock` on macOS) on that file, through
 * `fs-native-extensions`. The kernel holds it for as long as the process keeps the file open and
 * drops it when the process ends, however it ends (`kill -9`, a crash, a power cut). A process
 * that is paused (`docker pause`, SIGSTOP, a frozen VM, a debugger) still holds it, which is the
 * point: a heartbeat cannot tell a paused holder from a dead one, and a paused server that
 * resumes after its folder was taken over writes into files another server writes too, which
 * leaves the whole database unreadable (docs/decisions/0011-kernel-held-data-lock.md).
 *
 * The file's content says who holds it (role, pid and hostname for people; the server's loopback
 * URL, so the export script can go through it instead of opening the folder a second time). It is
 * only information: the kernel lock decides.
 *
 * Releases before this one wrote a lock file in another format and never took the kernel lock. A
 * lock file in such a format means an earlier release may still be running on this folder, and
 * nothing here can show that it is gone: it is never taken over. The start stops and says to stop
 * the running release first, then remove the file (docs/production.md "Upgrading").
 *
 * The holder also watches the database folder it opened (its device and inode, on the same
 * timer as the lock file): deleted, or swapped for a restored copy, under a running server, it is
 * treated as a lost lock. The lock file then stays, and a later start that finds it but no
 * database refuses to make an empty one in its place unless told to (`open.ts`).
 *
 * The lock needs a local file system (or one that carries POSIX locks between its clients): one
 * where the kernel refuses the lock call is refused here, with that said.
 *
 * No `server-only` here: the export script (tsx, outside Next.js) imports this module too.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tryLock } from 'fs-native-extensions';
import { identify, isSame, type FolderIdentity } from './folder-identity';
import {
  DataDirBusyError,
  DataDirLockRefusedError,
  DataDirLostError,
  describeHolder,
  type LockInfo,
} from './lock-errors';

/** The `format` of the lock files this release writes; earlier releases wrote none. */
export const LOCK_FORMAT = 2;

export type { LockInfo } from './lock-errors';

export interface DataDirLock {
  readonly info: LockInfo;
  /**
   * What the lock file said when it was taken, when a holder of this release left it there (it
   * was stopped by a crash, `kill -9` or a lost folder): someone had the folder before.
   */
  readonly previous: LockInfo | undefined;
  /**
   * Watches `target` (the database folder, once opened) on the lock's timer: removed or replaced
   * by another folder (a restored copy) while held is treated as a lost lock.
   */
  watch(target: string): void;
  /** Throws DataDirLostError when the lock file or a watched folder is no longer the one held. */
  assertIntact(): void;
  release(): void;
}

/** How often a holder checks that its lock file is still the one it locked, and touches it. */
export const LOCK_CHECK_MS = 2_000;

export {
  DataDirBusyError,
  DataDirLockRefusedError,
  DataDirLostError,
  describeHolder,
} from './lock-errors';

export const lockFileOf = (dataDir: string) => path.join(dataDir, 'pglite.lock');

const unknownHolder = (): LockInfo => ({
  pid: 0,
  hostname: 'unknown',
  role: 'test',
  acquiredAt: 'unknown',
});

/** What a lock file says, if it says anything readable. */
function parseLock(raw: string): LockInfo | undefined {
  try {
    const parsed = JSON.parse(raw) as Partial<LockInfo>;
    if (typeof parsed.pid === 'number' && typeof parsed.hostname === 'string') {
      return parsed as LockInfo;
    }
  } catch {
    // Not ours to understand.
  }
  return undefined;
}

function readFd(fd: number): string {
  const size = fs.fstatSync(fd).size;
  const buffer = Buffer.alloc(size);
  let read = 0;
  while (read < size) {
    const n = fs.readSync(fd, buffer, read, size - read, read);
    if (n === 0) break;
    read += n;
  }
  return buffer.subarray(0, read).toString('utf8');
}

/**
 * Takes the kernel lock on an open file: true when taken, false when another open file holds it.
 * A file system that cannot lock at all is refused: two servers on it would both "hold" it.
 */
function tryKernelLock(fd: number, file: string, shared = false): boolean {
  try {
    return tryLock(fd, { shared });
  } catch (error) {
    // Linux answers a held lock with EAGAIN (handled by tryLock) or, on some file systems, EACCES.
    if ((error as NodeJS.ErrnoException).code === 'EACCES') return false;
    throw new DataDirLockRefusedError(
      file,
      `The PGlite data folder's lock ${file} cannot be taken on this file system ` +
        `(${(error as NodeJS.ErrnoException).code ?? String(error)}). The data folder must be ` +
        `on a local file system (a Docker volume or a local disk), where the kernel holds the ` +
        `lock for the life of the process; or use Postgres (DATABASE_URL).`,
    );
  }
}

/**
 * Releases before this one judge a lock file untouched for 15 s stale and take the folder. The
 * holder keeps touching its file, so such a release started beside this one (a rollback that
 * overlaps) sees a live holder and refuses while this process runs. Only a courtesy to them: this
 * release never reads the time, and a paused holder stops touching (docs/production.md "Upgrading": stop
 * this release before starting an earlier one).
 */
function touch(fd: number): void {
  try {
    const now = new Date();
    fs.futimesSync(fd, now, now);
  } catch {
    // Information for older releases only; the kernel lock is what holds the folder.
  }
}

/** Whether `fd` is still the file at `file` (it was not removed or replaced since it was opened). */
function isCurrent(fd: number, file: string): boolean {
  try {
    const open = fs.fstatSync(fd);
    const named = fs.statSync(file);
    return open.ino === named.ino && open.dev === named.dev;
  } catch {
    return false;
  }
}

/** The live holder of the data folder (the process holding its kernel lock), if any. */
export function liveLockHolder(dataDir: string): LockInfo | undefined {
  const file = lockFileOf(dataDir);
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    // A shared lock is granted unless someone holds the exclusive one; closing drops it again.
    if (tryKernelLock(fd, file, true)) return undefined;
    return parseLock(readFd(fd)) ?? unknownHolder();
  } finally {
    fs.closeSync(fd);
  }
}

export interface AcquireOptions {
  role: LockInfo['role'];
  url?: string;
  /** Keep retrying this long while another live process holds the lock (default: fail at once). */
  waitMs?: number;
  checkMs?: number;
  /**
   * Called if the lock file is found removed or replaced while held (someone deleted it by hand,
   * so another process may have opened the folder), or a watched folder is (the database folder
   * deleted, or a restored copy put in its place). The holder must stop using the folder.
   */
  onLost?: (error: Error) => void;
}

export async function acquireDataDirLock(
  dataDir: string,
  options: AcquireOptions,
): Promise<DataDirLock> {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = lockFileOf(dataDir);
  const info: LockInfo = {
    format: LOCK_FORMAT,
    id: randomBytes(12).toString('base64url'),
    pid: process.pid,
    hostname: os.hostname(),
    role: options.role,
    ...(options.url ? { url: options.url } : {}),
    acquiredAt: new Date().toISOString(),
  };
  const deadline = Date.now() + (options.waitMs ?? 0);

  for (;;) {
    const fd = fs.openSync(file, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o600);
    let keep = false;
    try {
      if (!tryKernelLock(fd, file)) {
        const holder = parseLock(readFd(fd)) ?? unknownHolder();
        if (Date.now() >= deadline) throw new DataDirBusyError(file, holder);
        await new Promise((resolve) => setTimeout(resolve, 100));
        continue;
      }
      // The previous holder removed the file between our open and our lock: ours is a file
      // nobody else will ever open. Start again on the one at the path now.
      if (!isCurrent(fd, file)) continue;
      const previous = readFd(fd);
      if (previous.trim() !== '' && !isThisFormat(previous)) {
        throw new DataDirLockRefusedError(
          file,
          `The PGlite data folder ${dataDir} has a lock file from an earlier release of this ` +
            `site (${describePrevious(previous)}). That release does not take the kernel lock, so ` +
            `nothing here can tell whether it still runs, and two servers on one folder destroy ` +
            `it. Stop the running release first; then remove ${file} and start again ` +
            `(docs/production.md "Upgrading").`,
        );
      }
      const content = JSON.stringify(info);
      fs.ftruncateSync(fd, 0);
      fs.writeSync(fd, content, 0);
      fs.fsyncSync(fd);
      keep = true;
      const before = isThisFormat(previous) ? (parseLock(previous) ?? unknownHolder()) : undefined;
      return makeLock(fd, file, info, before, options);
    } finally {
      if (!keep) fs.closeSync(fd);
    }
  }
}

/**
 * Written by this release: its JSON starts with the format (a holder that died while writing
 * leaves a truncated copy, which is still recognisably ours).
 */
const isThisFormat = (raw: string) => raw.startsWith(`{"format":${LOCK_FORMAT},`);

function describePrevious(raw: string): string {
  const info = parseLock(raw);
  return info ? describeHolder(info) : 'unreadable content';
}

function makeLock(
  fd: number,
  file: string,
  info: LockInfo,
  previous: LockInfo | undefined,
  options: AcquireOptions,
): DataDirLock {
  let released = false;
  const watched: FolderIdentity[] = [];
  const lockLost = () =>
    new DataDirLostError(
      `The PGlite data folder lock ${file} was removed or replaced while this process held ` +
        `it: this process must not use the folder any more.`,
    );
  /** The error for the first watched folder that changed, if one did. */
  const folderLost = () => {
    const changed = watched.find((target) => !isSame(target));
    return changed
      ? new DataDirLostError(
          `The PGlite database folder ${changed.path} was removed or replaced while this ` +
            `process used it: this process must not write to it any more (what it wrote from ` +
            `now on would be lost). Put the database back (a copy of that folder taken ` +
            `while the server was stopped) and start the server again; the lock file ${file} ` +
            `stays as the record that a database lived here.`,
        )
      : undefined;
  };
  // Only a person can take the lock from a live holder, by deleting the file: then another
  // process may already have the folder. The database folder itself can be deleted or swapped
  // for a restored copy under a live holder too: PGlite would go on writing into the deleted
  // files (or into the copy's). Both are checked on a timer; the kernel lock covers the rest.
  const check = setInterval(() => {
    if (released) return;
    if (!isCurrent(fd, file)) {
      stop();
      options.onLost?.(lockLost());
      return;
    }
    const lost = folderLost();
    if (lost) {
      // The kernel lock stays until the process ends: nobody else opens the folder while this
      // process may still write.
      clearInterval(check);
      options.onLost?.(lost);
      return;
    }
    touch(fd);
  }, options.checkMs ?? LOCK_CHECK_MS);
  check.unref();
  const stop = () => {
    if (released) return;
    released = true;
    clearInterval(check);
    process.off('exit', release);
    try {
      fs.closeSync(fd); // Drops the kernel lock.
    } catch {
      // Already closed.
    }
  };
  const release = () => {
    if (released) return;
    // Removed while still locked, so a process waiting on the old file sees it is not current.
    // Kept when the database folder went missing: the next start must not make an empty one.
    if (isCurrent(fd, file) && !folderLost()) fs.rmSync(file, { force: true });
    stop();
  };
  // A process that exits without closing (Next.js exits on SIGTERM) leaves no file behind; the
  // kernel drops the lock in every case.
  process.on('exit', release);
  return {
    info,
    previous,
    watch(target) {
      watched.push(identify(target));
    },
    assertIntact() {
      if (released || !isCurrent(fd, file)) throw lockLost();
      const lost = folderLost();
      if (lost) throw lost;
    },
    release,
  };
}
