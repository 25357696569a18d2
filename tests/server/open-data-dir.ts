/**
 * A second process opening a PGlite data folder, as a replica, a rolling deploy's new server or
 * a one-off container would: `tsx tests/server/open-data-dir.ts <DATA_DIR>`. Prints "opened" and
 * exits 0 when it got the folder, or prints the refusal (a live holder, or a lock file it may not
 * take over) and exits 3.
 */
import os from 'node:os';
import { DataDirBusyError, DataDirLockRefusedError } from '../../server/db/lock';
import { openDatabase } from '../../server/db/open';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: open-data-dir.ts <DATA_DIR>');
try {
  const database = await openDatabase({ kind: 'pglite', dataDir, lock: { role: 'server' } });
  process.stdout.write(`opened as pid ${process.pid} on host ${os.hostname()}\n`);
  await database.close();
} catch (error) {
  if (!(error instanceof DataDirBusyError || error instanceof DataDirLockRefusedError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 3;
}
