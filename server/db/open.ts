/**
 * Opens the lead database and applies migrations: embedded PGlite in `${DATA_DIR}/pglite` when
 * DATABASE_URL is unset, a node-postgres Pool when it is set. Both speak the same Drizzle schema
 * and the same SQL migrations (server/migrations).
 *
 * No `server-only` here: the export script opens the database the same way.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { log } from '../log';
import {
  acquireDataDirLock,
  DataDirBusyError,
  DataDirLockRefusedError,
  describeHolder,
  lockFileOf,
  type AcquireOptions,
  type DataDirLock,
} from './lock';
import { DataDirPermissionError, makePrivate } from './private-dir';
import * as schema from './schema';
import { DataDirUnusableError, unusableDataDir } from './unusable';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** `select 1`; throws when the database is unreachable. */
  ping(): Promise<void>;
  /**
   * Throws when what was opened is no longer where the data lives (PGlite: its folder or lock
   * file removed or replaced since the open); a write made meanwhile would be lost.
   */
  assertIntact(): void;
  /**
   * Makes the writes a lead needs, on a row of its own: a committed upsert and, for PGlite, a
   * file of a few pages written and synced in the data folder (a full disk refuses a lead's new
   * pages long before it refuses an update in place). Throws what stands in a lead's way, a
   * DataDirUnusableError (in plain words) for the data folder's failures.
   */
  checkWrite(): Promise<void>;
  close(): Promise<void>;
}

export type OpenOptions =
  | {
      kind: 'postgres';
      url: string;
      /** Pool size (default 10). */
      poolMax?: number;
      migrate?: boolean;
    }
  | {
      kind: 'pglite';
      /** The DATA_DIR; the database lives in `${dataDir}/pglite`, the lock next to it. */
      dataDir: string;
      lock: AcquireOptions;
      /**
       * Make a new, empty database even where the lock file shows one lived before
       * (PGLITE_NEW_DATABASE=1); otherwise a missing database there stops the open.
       */
      newDatabase?: boolean;
      migrate?: boolean;
    };

/**
 * What stops the start, with its message: a data folder that cannot be private or used (no
 * permission, no space, read-only), or that another live process holds (or may hold). PGlite is
 * one process at a time, and an unusable folder does not mend itself by retrying on each request.
 */
export function stopsTheStart(error: unknown): error is Error {
  return (
    error instanceof DataDirPermissionError ||
    error instanceof DataDirUnusableError ||
    error instanceof DataDirBusyError ||
    error instanceof DataDirLockRefusedError
  );
}

/** Migrations ship as SQL next to the code; the server and the scripts run from the repo root. */
export const migrationsFolder = () => path.resolve(process.cwd(), 'server/migrations');

/** An advisory lock so several instances starting together migrate one at a time. */
const MIGRATION_LOCK_ID = 727_274_001;

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.kind === 'postgres' ? openPostgres(options) : openPglite(options);
}

async function openPostgres(
  options: Extract<OpenOptions, { kind: 'postgres' }>,
): Promise<Database> {
  const [{ Pool }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new Pool({
    connectionString: options.url,
    max: options.poolMax ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', (error) => log('warn', 'postgres idle client error', { error }));
  try {
    if (options.migrate !== false) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        try {
          await migrate(drizzle({ client, schema }), { migrationsFolder: migrationsFolder() });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        }
      } finally {
        client.release();
      }
    }
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  const db: Db = drizzle({ client: pool, schema });
  let closed = false;
  return {
    kind: 'postgres',
    db,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    assertIntact: () => undefined,
    checkWrite: () => writeProbeRow(db),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** The `settings` row the health check rewrites: the lead path's kind of write, committed. */
const PROBE_KEY = 'health_probe';

async function writeProbeRow(db: Db): Promise<void> {
  const value = new Date().toISOString();
  await db
    .insert(schema.settings)
    .values({ key: PROBE_KEY, value })
    .onConflictDoUpdate({ target: schema.settings.key, set: { value } });
}

/** Eight pages' worth, as a lead's rows and index entries may need when their tables grow. */
const PROBE_BYTES = 64 * 1024;

/** Writes, syncs and removes a file of PROBE_BYTES in `dir`: what the disk takes right now. */
async function writeProbeFile(dir: string): Promise<void> {
  const file = path.join(dir, `health-probe-${process.pid}-${randomBytes(6).toString('hex')}`);
  const handle = await fs.promises.open(file, 'wx', 0o600);
  try {
    await handle.write(Buffer.alloc(PROBE_BYTES, 0x2e));
    await handle.sync();
  } finally {
    await handle.close();
    await fs.promises.rm(file, { force: true });
  }
}

/** A file-system failure of the data folder in plain words; anything else as it is. */
function explained(error: unknown, dataDir: string): unknown {
  return unusableDataDir(error, dataDir, path.join(dataDir, 'pglite')) ?? error;
}

async function openPglite(options: Extract<OpenOptions, { kind: 'pglite' }>): Promise<Database> {
  try {
    return await openPgliteFolder(options);
  } catch (error) {
    throw explained(error, options.dataDir);
  }
}

async function openPgliteFolder(
  options: Extract<OpenOptions, { kind: 'pglite' }>,
): Promise<Database> {
  // Private to this user before anything is written, and again once PGlite has written its files
  // (it creates them 0666 whatever the umask; the umask keeps the folders it adds 0700).
  makePrivate(options.dataDir);
  process.umask(0o077);
  const lock: DataDirLock = await acquireDataDirLock(options.dataDir, options.lock);
  const folder = path.join(options.dataDir, 'pglite');
  let client: import('@electric-sql/pglite').PGlite | undefined;
  try {
    // PGlite makes a new database wherever it finds none (no PG_VERSION). Where a holder of this
    // release left its lock file, a database lived here: it was deleted or moved, and an empty
    // one in its place would take leads while the real ones are missing.
    if (lock.previous && !options.newDatabase && !fs.existsSync(path.join(folder, 'PG_VERSION'))) {
      throw new DataDirLockRefusedError(
        lockFileOf(options.dataDir),
        `There is no database in ${folder}, but the lock file ${lockFileOf(options.dataDir)} ` +
          `shows that ${describeHolder(lock.previous)} had one there: it was deleted or moved. ` +
          `Put it back (a copy of that folder taken while the server was stopped) and start ` +
          `again; or, to start with a new, empty database, start once with ` +
          `PGLITE_NEW_DATABASE=1 (docs/production.md "Backups").`,
      );
    }
    const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    client = await PGlite.create(folder);
    lock.watch(folder);
    const pg = client;
    const db: Db = drizzle({ client: pg, schema });
    if (options.migrate !== false)
      await migrate(drizzle({ client: pg, schema }), { migrationsFolder: migrationsFolder() });
    makePrivate(options.dataDir);
    return {
      kind: 'pglite',
      db,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      assertIntact: () => lock.assertIntact(),
      checkWrite: async () => {
        try {
          lock.assertIntact();
          await writeProbeFile(options.dataDir);
          await writeProbeRow(db);
        } catch (error) {
          throw explained(error, options.dataDir);
        }
      },
      close: async () => {
        try {
          if (!pg.closed) await pg.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    await client?.close().catch(() => undefined);
    lock.release();
    throw error;
  }
}
