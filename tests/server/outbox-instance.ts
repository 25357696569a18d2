/**
 * Another instance's outbox worker, in its own process, against the Postgres in DATABASE_URL:
 * `node --conditions=react-server --import tsx tests/server/outbox-instance.ts`, with the e-mail
 * settings in the environment. Wired as server/boot.ts wires it: started, and stopped (its
 * leases given back) before the process exits on SIGTERM. Prints "started" when running.
 */
import { openDatabase } from '../../server/db/open';
import { parseEnv } from '../../server/env';
import { sendersFor } from '../../server/outbox/senders';
import { createOutboxWorker } from '../../server/outbox/worker';
import { beforeShutdown } from '../../server/shutdown';

const env = parseEnv(process.env);
if (!env.databaseUrl) throw new Error('DATABASE_URL is required');
const database = await openDatabase({ kind: 'postgres', url: env.databaseUrl, migrate: false });
const worker = createOutboxWorker({
  db: database.db,
  senders: sendersFor(env, fetch),
  pollIntervalMs: 60_000,
});
worker.start();
beforeShutdown(() => worker.stop());
setInterval(() => undefined, 60_000); // Runs until a signal.
process.stdout.write('started\n');
