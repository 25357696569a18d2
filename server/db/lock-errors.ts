/**
 * Who holds a data folder's lock (what its lock file says), and the errors taking or keeping the
 * lock ends in: server/db/lock.ts throws them, the start (open.ts) and the export script say them.
 */

export interface LockInfo {
  format?: number;
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

/**
 * The lock file, or a folder the holder watches, was removed or replaced while held: the holder
 * must not write to the folder any more.
 */
export class DataDirLostError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirLostError';
  }
}

export class DataDirBusyError extends Error {
  constructor(
    readonly lockFile: string,
    readonly holder: LockInfo,
  ) {
    super(
      `The PGlite data folder is in use by another process: ${describeHolder(holder)}. PGlite ` +
        `allows one process at a time; stop that process first, or use Postgres (DATABASE_URL) ` +
        `for several instances. Lock file: ${lockFile}`,
    );
    this.name = 'DataDirBusyError';
  }
}

/** The folder's lock cannot be taken safely: the start must stop, with this message. */
export class DataDirLockRefusedError extends Error {
  constructor(
    readonly lockFile: string,
    message: string,
  ) {
    super(message);
    this.name = 'DataDirLockRefusedError';
  }
}

/** "the server (pid 12 on host web-1) since …", for messages. */
export function describeHolder(holder: LockInfo): string {
  return `the ${holder.role} (pid ${holder.pid} on host ${holder.hostname}) since ${holder.acquiredAt}`;
}
