import 'server-only';
/**
 * Server start-up, from instrumentation `register()` (Node.js runtime only): validate the
 * environment (invalid values stop the server), open the database and migrate, start the outbox
 * worker. A database that is down at start-up does not stop the site: the contact route answers
 * 503 and the next request tries again.
 */
import fs from 'node:fs';
import { serverContextOr, type ServerContext } from './context';
import { openDatabase, type Database } from './db/open';
import { DataDirPermissionError } from './db/private-dir';
import { EditorEnvError, editorConfig } from '@/lib/env';
import { EnvError, getEnv } from './env';
import { exportTokenFile, writeExportToken } from './export/token';
import { installServerGuard } from './http/guard';
import { resolveIpSalt } from './leads/client-hash';
import { pruneExpired } from './leads/prune';
import { log } from './log';
import { sendersFor } from './outbox/senders';
import { createOutboxWorker } from './outbox/worker';

const PRUNE_EVERY_MS = 10 * 60_000;

export async function startServer(): Promise<void> {
  installServerGuard();
  try {
    getEnv();
    editorConfig(); // the content editor's GitHub mode: all of its variables or none
  } catch (error) {
    // Next.js would log a failed instrumentation hook and keep serving; a misconfigured server must not.
    if (!(error instanceof EnvError || error instanceof EditorEnvError)) throw error;
    console.error(error.message); // Plain lines, for the person starting the server.
    process.exit(1);
  }
  try {
    const ctx = await getServerContext();
    log('info', 'leads: database ready', { kind: ctx.database.kind });
  } catch (error) {
    if (error instanceof DataDirPermissionError) {
      console.error(error.message); // A private data folder is not optional: stop, and say why.
      process.exit(1);
    }
    log(
      'error',
      'leads: database unavailable at start-up; POST /api/contact answers 503 until it is',
      {
        error,
      },
    );
  }
}

/** The process's server context: booted on first use (or at start-up), then shared. */
export function getServerContext(): Promise<ServerContext> {
  return serverContextOr(bootServerContext);
}

export async function bootServerContext(): Promise<ServerContext> {
  const env = getEnv();
  const database: Database = env.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: env.databaseUrl })
    : await openDatabase({
        kind: 'pglite',
        dataDir: env.dataDir,
        // Wait briefly for an export run that holds the folder to finish.
        lock: {
          role: 'server',
          url: `http://127.0.0.1:${process.env.PORT ?? '3000'}`,
          waitMs: 15_000,
        },
      });
  try {
    const ipSalt = await resolveIpSalt(database.db, env.ipHashSalt);
    const exportToken = database.kind === 'pglite' ? writeExportToken(env.dataDir) : undefined;
    if (exportToken)
      process.once('exit', () => fs.rmSync(exportTokenFile(env.dataDir), { force: true }));
    const worker = createOutboxWorker({ db: database.db, senders: sendersFor(env, fetch) });
    worker.start();
    const prune = setInterval(() => {
      pruneExpired(database.db, new Date(), env.rateLimit).catch((error: unknown) =>
        log('warn', 'leads: housekeeping failed', { error }),
      );
    }, PRUNE_EVERY_MS);
    prune.unref();
    return {
      env,
      database,
      ipSalt,
      now: () => new Date(),
      fetch,
      onLeadStored: () => worker.kick(),
      exportToken,
    };
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}
