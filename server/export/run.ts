/**
 * `npm run leads:export`: the CSV on stdout. With DATABASE_URL it reads Postgres directly. With
 * PGlite it never opens the folder a second time: if a live server holds the folder's lock, the
 * rows come through that server (GET /api/internal/leads.csv on loopback, with the token the
 * server wrote); otherwise the script takes the lock itself, opens the folder, and lets go.
 *
 * No `server-only` here: the export script (tsx, outside Next.js) imports this module too.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { DataDirBusyError, describeHolder, liveLockHolder, type LockInfo } from '../db/lock';
import { openDatabase, type Database } from '../db/open';
import type { ServerEnv } from '../env';
import { csvColumns, csvLine, leadsCsv } from './csv';
import { readExportToken } from './token';

export interface ExportOptions {
  env: Pick<ServerEnv, 'databaseUrl' | 'dataDir'>;
  since?: Date;
  /** Prefix a UTF-8 byte order mark (helps Excel open non-ASCII text). */
  bom?: boolean;
  out: Writable;
  /** Notes for people (stderr in the script). */
  note?: (message: string) => void;
  fetch?: typeof fetch;
}

export type ExportSource = 'postgres' | 'pglite' | 'server' | 'empty';

export class ExportError extends Error {
  override name = 'ExportError';
}

export async function runLeadsExport(options: ExportOptions): Promise<ExportSource> {
  const { env } = options;
  if (options.bom) await write(options.out, '\uFEFF');

  if (env.databaseUrl) {
    const database = await openDatabase({ kind: 'postgres', url: env.databaseUrl, poolMax: 2 });
    await exportFrom(database, options);
    return 'postgres';
  }

  const holder = liveLockHolder(env.dataDir);
  if (holder) return exportThroughServer(holder, options);

  if (!fs.existsSync(path.join(env.dataDir, 'pglite'))) {
    options.note?.(`No lead database in ${env.dataDir} yet: writing the header only.`);
    await write(options.out, csvLine(csvColumns.map(([header]) => header)));
    return 'empty';
  }

  let database: Database;
  try {
    database = await openDatabase({
      kind: 'pglite',
      dataDir: env.dataDir,
      lock: { role: 'export' },
    });
  } catch (error) {
    // The server started between our look and our lock: go through it after all.
    if (error instanceof DataDirBusyError) return exportThroughServer(error.holder, options);
    throw error;
  }
  await exportFrom(database, options);
  return 'pglite';
}

async function exportFrom(database: Database, options: ExportOptions): Promise<void> {
  try {
    for await (const chunk of leadsCsv(database.db, { since: options.since }))
      await write(options.out, chunk);
  } finally {
    await database.close();
  }
}

async function exportThroughServer(
  holder: LockInfo,
  options: ExportOptions,
): Promise<ExportSource> {
  if (holder.role !== 'server' || !holder.url) {
    throw new ExportError(
      `The lead database is in use by ${describeHolder(holder)}. Try again in a moment.`,
    );
  }
  const token = readExportToken(options.env.dataDir);
  if (!token)
    throw new ExportError(
      `The running server's export token is missing from ${options.env.dataDir}.`,
    );
  const url = new URL('/api/internal/leads.csv', holder.url);
  if (options.since) url.searchParams.set('since', options.since.toISOString().slice(0, 10));
  options.note?.(
    `The server (pid ${holder.pid} on host ${holder.hostname}) holds the database: exporting through ${url.origin}.`,
  );

  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      headers: { Authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(60_000),
    });
  } catch (error) {
    // A live server holds the folder (it holds the kernel lock) but is not reachable from
    // here (another container, another network): the folder is still not opened a second time.
    throw new ExportError(
      `The lead database is held by ${describeHolder(holder)}, which did not answer at ` +
        `${url.origin} (${error instanceof Error ? error.message : String(error)}). Run the export ` +
        `where the server runs (same host and network), or stop the server first.`,
    );
  }
  if (response.status !== 200 || !response.body) {
    throw new ExportError(`The running server refused the export (HTTP ${response.status}).`);
  }
  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    await write(options.out, decoder.decode(value, { stream: true }));
  }
  const rest = decoder.decode();
  if (rest) await write(options.out, rest);
  return 'server';
}

function write(out: Writable, chunk: string): Promise<void> {
  return new Promise((resolve, reject) => {
    out.write(chunk, (error) => (error ? reject(error) : resolve()));
  });
}
