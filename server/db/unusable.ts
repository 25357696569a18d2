/**
 * A data folder the server cannot use, said in plain words with the place it concerns. The
 * failures come in three shapes: Node's (`code: 'EACCES'`, `path`), PGlite's file system
 * (Emscripten's `ErrnoError`, not an Error, with a bare number: 2 is EACCES, 51 ENOSPC) and
 * Postgres's own (SQLSTATE 53100, disk full). Each is named by its POSIX code and explained.
 *
 * No `server-only` here: the export script opens the database the same way.
 */
import fs from 'node:fs';

/** The data folder cannot be used (no permission, no space, read-only): the message says why. */
export class DataDirUnusableError extends Error {
  constructor(
    message: string,
    /** The POSIX code of the failure (`EACCES`, `ENOSPC`…). */
    readonly code: string,
  ) {
    super(message);
    this.name = 'DataDirUnusableError';
  }
}

/** Emscripten's errno numbers (PGlite's file system), for the codes explained below. */
const EMSCRIPTEN_ERRNO: Record<number, string> = {
  2: 'EACCES',
  19: 'EDQUOT',
  29: 'EIO',
  51: 'ENOSPC',
  63: 'EPERM',
  69: 'EROFS',
};

/** Postgres's SQLSTATEs for the same failures. */
const SQLSTATE: Record<string, string> = { '53100': 'ENOSPC', '58030': 'EIO' };

/** The POSIX code of a file-system failure anywhere along `error`'s cause chain. */
export function fileSystemCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 8; depth += 1) {
    const { code, errno, name } = e as { code?: unknown; errno?: unknown; name?: unknown };
    if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return code;
    if (typeof code === 'string' && SQLSTATE[code]) return SQLSTATE[code];
    if (name === 'ErrnoError' && typeof errno === 'number' && EMSCRIPTEN_ERRNO[errno])
      return EMSCRIPTEN_ERRNO[errno];
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

function describeSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KiB`;
  return `${bytes} bytes`;
}

/** "owned by uid 0, mode 0700", or nothing when the folder cannot even be looked at. */
function ownership(where: string): string {
  try {
    const stats = fs.statSync(where);
    return `, which belongs to uid ${stats.uid} with mode ${(stats.mode & 0o777).toString(8).padStart(4, '0')}`;
  } catch {
    return '';
  }
}

function freeSpace(where: string): string {
  try {
    const stats = fs.statfsSync(where);
    return ` (${describeSize(stats.bavail * stats.bsize)} free of ${describeSize(stats.blocks * stats.bsize)})`;
  } catch {
    return '';
  }
}

/**
 * The failure explained for the data folder `dataDir`, at the place it concerns (a Node error's
 * own path, else `where`), or undefined when `error` is not one of the file system's refusals.
 */
export function unusableDataDir(
  error: unknown,
  dataDir: string,
  where = dataDir,
): DataDirUnusableError | undefined {
  const code = fileSystemCode(error);
  const path = (error as { path?: unknown } | undefined)?.path;
  const place = typeof path === 'string' ? path : where;
  const uid = process.getuid?.() ?? '?';
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return new DataDirUnusableError(
        `The leads database cannot be stored in ${place}: this server (uid ${uid}) is not ` +
          `allowed to read or write it${ownership(place)} (${code}). Make the data folder this ` +
          `user's (\`chown -R ${uid} ${dataDir}\`), or point DATA_DIR at a folder this user owns.`,
        code,
      );
    case 'ENOSPC':
    case 'EDQUOT':
      return new DataDirUnusableError(
        `The leads database cannot be stored in ${place}: the disk that holds it is full` +
          `${freeSpace(place)} (${code}). Free space on it (a new database takes about 40 MB, ` +
          `and each lead a few KB more), or point DATA_DIR at a larger disk.`,
        code,
      );
    case 'EROFS':
      return new DataDirUnusableError(
        `The leads database cannot be stored in ${place}: it is on a read-only file system ` +
          `(${code}). Mount it writable, or point DATA_DIR at a writable folder.`,
        code,
      );
    case 'EIO':
      return new DataDirUnusableError(
        `The leads database in ${place} could not be read or written: the disk reported an ` +
          `input/output error (${code}), which usually means it is failing.`,
        code,
      );
    default:
      return undefined;
  }
}
