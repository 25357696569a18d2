/**
 * A server process on a PGlite data folder for the lock's process tests: it opens the folder
 * through the real open path (the lock, PGlite, migrations) as the server does, then serves the
 * real contact route over HTTP on 127.0.0.1. Run with
 * `node --conditions=react-server --import tsx tests/server/lead-server.ts <DATA_DIR>`.
 *
 * `POST /api/contact` with `{"name": …, "ip": …}` submits a valid lead under that name from that client
 * address and answers with the route's status; `GET /api/health` is the health route's answer. Prints `serving <url>` once it serves; a folder it
 * may not open is refused as the server's start refuses it: the message on stderr, exit 3.
 * SIGTERM closes the database (and the lock) before it exits.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { POST } from '@/app/api/contact/route';
import { GET } from '@/app/api/health/route';
import { setServerContext } from '../../server/context';
import { openDatabase, stopsTheStart } from '../../server/db/open';
import { installServerGuard } from '../../server/http/guard';
import { setLogSink } from '../../server/log';
import { testContext } from './context';
import { contactRequest, validPayload } from './requests';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: lead-server.ts <DATA_DIR>');
setLogSink(() => undefined);
installServerGuard();

const server = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/api/health') {
    GET().then(
      async (response) => res.writeHead(response.status).end(await response.text()),
      () => res.writeHead(500).end(),
    );
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const { name, ip } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
      name: string;
      ip: string;
    };
    POST(contactRequest(validPayload({ name }), { ip })).then(
      (response) => res.writeHead(response.status).end(),
      () => res.writeHead(500).end(),
    );
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

try {
  const database = await openDatabase({
    kind: 'pglite',
    dataDir,
    newDatabase: process.env.PGLITE_NEW_DATABASE === '1',
    lock: {
      role: 'server',
      url,
      onLost: (error) => {
        process.stderr.write(`${error.message}\n`);
        process.exit(1);
      },
    },
  });
  setServerContext(testContext(database, dataDir));
  process.once('SIGTERM', () => {
    server.close();
    server.closeAllConnections();
    void database.close().then(() => process.exit(0));
  });
  process.stdout.write(`serving ${url}\n`);
} catch (error) {
  if (!stopsTheStart(error)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(3);
}
