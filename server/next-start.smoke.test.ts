/**
 * Smoke test against a real `next start` of a finished production build (the bundled
 * instrumentation, PGlite inside the production build, the server guard). `npm test` runs it
 * right after its build (scripts/test-all.mjs sets SMOKE_APP_DIR); by hand:
 * SMOKE_APP_DIR=/path/with/.next npx vitest run server/next-start.smoke.test.ts
 * Skipped (and counted as skipped) without a build to start.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLeadsExport } from './export/run';
import { tempDir } from './test/backends';
import { csvRecords } from './test/csv-parse';
import { validPayload } from './test/requests';
import { startNextServer, type NextServer } from './test/servers';

const appDir = process.env.SMOKE_APP_DIR;
const title = appDir
  ? 'next start smoke test'
  : 'next start smoke test (skipped: set SMOKE_APP_DIR to a folder with a production build)';

describe.skipIf(!appDir)(title, () => {
  let server: NextServer;
  let base: string;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = tempDir('smoke');
    fs.chmodSync(dataDir, 0o755); // as a Dockerfile's mkdir or a hand-made folder leaves it
    server = await startNextServer(appDir ?? '.', {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      RATE_LIMIT_MAX: '2',
    });
    base = server.base;
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (headers: Record<string, string> = {}) =>
    fetch(`${base}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, ...headers },
      body: JSON.stringify(validPayload()),
    });

  it('stores leads, and a spoofed X-Forwarded-For does not escape the rate limit', async () => {
    expect((await post()).status).toBe(201);
    expect((await post({ 'x-forwarded-for': '198.51.100.1' })).status).toBe(201);
    const limited = await post({
      'x-forwarded-for': '198.51.100.2',
      'x-cairn-client-address': '198.51.100.3',
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post({ origin: 'https://evil.example' })).status).toBe(403);
  });

  it('keeps the embedded database private: no file open to other users', () => {
    const entries = ['', ...fs.readdirSync(dataDir, { recursive: true, encoding: 'utf8' })];
    expect(entries.length).toBeGreaterThan(100);
    const open = entries
      .map((name) => path.join(dataDir, name))
      .filter((p) => !fs.lstatSync(p).isSymbolicLink() && fs.lstatSync(p).mode & 0o077);
    expect(open).toEqual([]);
  });

  it('answers TRACE and a POST to a file with 405 and Allow, not 500', async () => {
    const http = await import('node:http');
    const send = (method: string, url: string) =>
      new Promise<[number | undefined, string | undefined]>((resolve, reject) => {
        const req = http.request(`${base}${url}`, { method }, (res) => {
          res.resume();
          resolve([res.statusCode, res.headers.allow]);
        });
        req.on('error', reject);
        req.end();
      });
    expect(await send('TRACE', '/api/health')).toEqual([405, 'GET, HEAD']);
    expect(await send('POST', '/icon.svg')).toEqual([405, 'GET, HEAD']);
    expect(await send('GET', '/api/contact')).toEqual([405, 'POST']);
  });

  it('exports through the running server without opening the folder', async () => {
    const chunks: string[] = [];
    const { Writable } = await import('node:stream');
    const out = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk.toString('utf8'));
        callback();
      },
    });
    const source = await runLeadsExport({ env: { dataDir, databaseUrl: undefined }, out });
    expect(source).toBe('server');
    expect(csvRecords(chunks.join(''))).toHaveLength(2);
  });
});
