/**
 * The databases the integration suites run against: PGlite in a temp folder always, and a real
 * PostgreSQL server when TEST_DATABASE_URL is set (each run creates its own database and drops
 * it afterwards, so parallel runs never collide).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { setServerContext } from '../../server/context';
import { openDatabase, type Database } from '../../server/db/open';
import { pgliteTemplate } from './pglite-template';
import { missingOnCI, onCI } from '../required';

export interface TestDatabase {
  database: Database;
  /** A scratch DATA_DIR (the PGlite folder lives in it for PGlite). */
  dataDir: string;
  /** The Postgres URL of this run's database (Postgres only). */
  url?: string;
  /** Empties every table (fast reset between tests). */
  reset(): Promise<void>;
  cleanup(): Promise<void>;
}

export interface TestBackend {
  name: 'pglite' | 'postgres';
  /** Why the backend is skipped, if it is. */
  skipReason?: string;
  open(): Promise<TestDatabase>;
}

const testDatabaseUrl = process.env.TEST_DATABASE_URL;

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `cairn-${prefix}-`));
}

async function resetTables(database: Database): Promise<void> {
  await database.db.execute(
    sql`truncate leads, outbox, idempotency_keys, rate_limit_buckets, contact_drafts restart identity cascade`,
  );
}

/** Puts a migrated PGlite database into `${dataDir}/pglite`. */
export async function preparePgliteDir(dataDir: string): Promise<void> {
  const template = await pgliteTemplate();
  fs.cpSync(path.join(template, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
}

export const pgliteBackend: TestBackend = {
  name: 'pglite',
  async open() {
    const dataDir = tempDir('pglite');
    await preparePgliteDir(dataDir);
    const database = await openDatabase({ kind: 'pglite', dataDir, lock: { role: 'test' } });
    return {
      database,
      dataDir,
      reset: () => resetTables(database),
      cleanup: async () => {
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
};

/** A URL for another database on the TEST_DATABASE_URL server. */
export function withDatabaseName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

const noPostgres =
  'TEST_DATABASE_URL is not set (e.g. postgres://cairn:cairn@127.0.0.1:5432/postgres)';

/**
 * Without TEST_DATABASE_URL the Postgres variant is skipped with the reason on a developer's
 * machine; under CI=true it runs, and opening the database fails with the reason
 * (tests/required.ts).
 */
export const postgresBackend: TestBackend = {
  name: 'postgres',
  ...(testDatabaseUrl || onCI() ? {} : { skipReason: noPostgres }),
  async open() {
    if (!testDatabaseUrl)
      throw missingOnCI('The Postgres variant of the integration suite', noPostgres);
    const name = `cairn_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${name}`);
    } finally {
      await admin.end();
    }
    const dataDir = tempDir('pgdata');
    const url = withDatabaseName(testDatabaseUrl, name);
    const database = await openDatabase({ kind: 'postgres', url, poolMax: 10 });
    return {
      database,
      dataDir,
      url,
      reset: () => resetTables(database),
      cleanup: async () => {
        await database.close();
        const dropper = new pg.Client({ connectionString: testDatabaseUrl });
        await dropper.connect();
        try {
          await dropper.query(`drop database if exists ${name} with (force)`);
        } finally {
          await dropper.end();
        }
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
};

export const backends: TestBackend[] = [pgliteBackend, postgresBackend];

/** The describe title, carrying the skip reason so the report says why. */
export const backendTitle = (backend: TestBackend) =>
  backend.skipReason ? `${backend.name} (skipped: ${backend.skipReason})` : backend.name;

/**
 * The database of one integration suite on `backend`: opened before the suite, emptied before
 * each test, closed (and the server context cleared) after it. The returned object is filled in
 * by the suite's first hook, so use it inside tests and hooks only.
 */
export function suiteDatabase(backend: TestBackend): TestDatabase {
  const t = {} as TestDatabase;
  beforeAll(async () => {
    Object.assign(t, await backend.open());
  });
  afterAll(async () => {
    setServerContext(undefined);
    await t.cleanup?.();
  });
  beforeEach(async () => {
    await t.reset();
  });
  return t;
}
