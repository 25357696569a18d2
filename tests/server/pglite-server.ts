/**
 * "The server" of the PGlite export tests: a migrated folder, the real export route served over
 * HTTP on 127.0.0.1, and the folder opened with a server's lock (its URL) and export token.
 */
import { GET as exportRoute } from '@/app/api/internal/leads.csv/route';
import { openDatabase, type Database } from '../../server/db/open';
import { writeExportToken } from '../../server/export/token';
import { installServerGuard } from '../../server/http/guard';
import { preparePgliteDir, tempDir } from './backends';
import { serveHandler } from './servers';

export interface PgliteServer {
  dataDir: string;
  database: Database;
  server: { url: string; close(): Promise<void> };
  exportToken: string;
}

export async function startPgliteServer(prefix: string): Promise<PgliteServer> {
  installServerGuard();
  const dataDir = tempDir(prefix);
  await preparePgliteDir(dataDir);
  const served = await serveHandler((request) => exportRoute(request));
  const server = { url: served.origin, close: served.close };
  const database = await openDatabase({
    kind: 'pglite',
    dataDir,
    lock: { role: 'server', url: server.url },
  });
  return { dataDir, database, server, exportToken: writeExportToken(dataDir) };
}
