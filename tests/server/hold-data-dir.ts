/**
 * Another process holding a data folder's lock until it is killed, for the lock's tests:
 * `tsx tests/server/hold-data-dir.ts <DATA_DIR>`. Prints "held" once it holds it.
 */
import { acquireDataDirLock } from '../../server/db/lock';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: hold-data-dir.ts <DATA_DIR>');
await acquireDataDirLock(dataDir, { role: 'export' });
process.stdout.write('held\n');
setInterval(() => undefined, 60_000);
