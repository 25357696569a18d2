/**
 * The embedded database's folder is private to the server's user. PGlite writes its
 * files with mode 0666 whatever the umask, and a DATA_DIR made by hand or by a Dockerfile's
 * `mkdir -p` is usually 0755: then every lead is readable (and the database writable) by any
 * user of the machine. At every open the folder and everything in it lose their group and
 * other bits; a folder that cannot be fixed (owned by another user) stops the server with a
 * message saying what to do. One this user may not even read (another user's, 0700) fails here
 * with EACCES, which the open explains in the same way (`unusable.ts`) and the start stops on.
 *
 * No `server-only` here: the export script opens the database the same way.
 */
import fs from 'node:fs';
import path from 'node:path';

export class DataDirPermissionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirPermissionError';
  }
}

/** The part of the file system this needs (tests pass a failing chmod). */
export interface PrivateDirFs {
  lstatSync: (p: string) => fs.Stats;
  chmodSync: (p: string, mode: number) => void;
  readdirSync: (p: string) => string[];
}

const OPEN_TO_OTHERS = 0o077;

/**
 * Creates `dir` (0700) if needed, then takes group and other permissions off it and off every
 * file and folder below it. Returns how many entries were changed; throws
 * DataDirPermissionError when one cannot be.
 */
export function makePrivate(dir: string, fsImpl: PrivateDirFs = fs): number {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  let changed = 0;
  const visit = (entry: string) => {
    const stats = fsImpl.lstatSync(entry);
    if (stats.isSymbolicLink()) return;
    const mode = stats.mode & 0o777;
    if (mode & OPEN_TO_OTHERS) {
      try {
        fsImpl.chmodSync(entry, mode & ~OPEN_TO_OTHERS);
        changed += 1;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? 'error';
        throw new DataDirPermissionError(
          `${entry} is open to other users (mode ${mode.toString(8).padStart(4, '0')}) and this ` +
            `server (uid ${process.getuid?.() ?? '?'}) cannot change it (${code}). The leads ` +
            `database must be private: run \`chmod -R go-rwx ${dir}\` as its owner, or point ` +
            `DATA_DIR at a folder this user owns.`,
        );
      }
    }
    if (stats.isDirectory()) {
      for (const name of fsImpl.readdirSync(entry)) visit(path.join(entry, name));
    }
  };
  visit(dir);
  return changed;
}
