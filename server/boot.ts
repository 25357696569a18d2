import 'server-only';
/**
 * Server start-up, from instrumentation `register()` (Node.js runtime only): validate the
 * environment (invalid values stop the server), open the database and migrate, start the outbox
 * worker. A database that is down at start-up does not stop the site: the contact route answers
 * 503 and the next request tries again.
 */
import { serverContextOr, type ServerContext } from './context';
import { openDatabase, stopsTheStart, type Database } from './db/open';
import { EditorEnvError, runTimeEditorConfig } from '@/lib/env';
import { EnvError, getEnv, runTimeSiteUrl, siteUrlMismatch } from './env';
import { removeExportToken, writeExportToken } from './export/token';
import { hookPreloaded, installServerGuard } from './http/guard';
import { resolveIpSalt } from './leads/client-hash';
import { pruneExpired } from './leads/prune';
import { log } from './log';
import { sendersFor } from './outbox/senders';
import { createOutboxWorker } from './outbox/worker';
import { beforeShutdown } from './shutdown';

const PRUNE_EVERY_MS = 10 * 60_000;

export async function startServer(): Promise<void> {
  installServerGuard();
  if (!hookPreloaded() && process.env.NODE_ENV === 'production') {
    log(
      'warn',
      'server: started without server/preload.mjs; requests that came before start-up finished had no client address',
      {
        fix: 'start with `node --import ./server/preload.mjs` (npm run serve does)',
      },
    );
  }
  // process.env.SITE_URL is the build's value here (inlined); the other read is the process's.
  const mismatch = siteUrlMismatch(process.env.SITE_URL, runTimeSiteUrl());
  if (mismatch) {
    console.error(mismatch);
    process.exit(1);
  }
  try {
    getEnv();
    // The content editor's GitHub mode: the build's public values and this process's secrets,
    // all of them or none.
    runTimeEditorConfig();
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
    // A private, usable data folder is not optional, and a folder another live process holds
    // (or may hold) cannot be shared (PGlite is one process at a time): stop, and say why.
    if (stopsTheStart(error)) {
      console.error(error.message);
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
        newDatabase: env.pgliteNewDatabase,
        lock: {
          role: 'server',
          url: `http://127.0.0.1:${process.env.PORT ?? '3000'}`,
          // Long enough for an export run to finish (a holder that died frees it at once).
          waitMs: 20_000,
          onLost: (error) => {
            // Someone removed the lock file, so another process may have the folder now, or
            // removed or replaced the database folder: writing on would corrupt it or lose what
            // is written. Stop; a supervisor restarts the server, which then waits for the
            // folder (or refuses a folder whose database is missing).
            console.error(error.message);
            process.exit(1);
          },
        },
      });
  try {
    const ipSalt = await resolveIpSalt(database.db, env.ipHashSalt);
    const exportToken = database.kind === 'pglite' ? writeExportToken(env.dataDir) : undefined;
    if (exportToken) process.once('exit', () => removeExportToken(env.dataDir, exportToken));
    const worker = createOutboxWorker({ db: database.db, senders: sendersFor(env, fetch) });
    worker.start();
    // On SIGTERM the rows this instance claimed but has not sent go back at once.
    beforeShutdown(() => worker.stop());
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
