/**
 * The server guard's answers against a real `next start` of a production build, over raw sockets
 * where a client library would not send the request (absolute-form and `*` targets, malformed
 * encodings, oversized or broken headers): one Content-Security-Policy per response, the
 * security headers on redirects and errors, 400 for targets this server does not answer, every
 * log line one JSON object, and the retry page's 503 while the database is down.
 * SMOKE_APP_DIR=/path/with/.next npx vitest run --project smoke server/guard.smoke.test.ts
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASELINE_CSP } from '@/lib/csp';
import { securityHeaders } from '@/lib/security-headers';
import { freePort, startNext, type NextServer } from '../tests/server-process';
import { describeRequiring } from '../tests/describe-requiring';
import { tempDir } from '../tests/server/backends';
import { exchange, headerValues, type RawAnswer } from '../tests/server/raw-http';

const appDir = process.env.SMOKE_APP_DIR;

/** Sends the request line and headers as written, and reads the answer until close. */
function raw(port: number, requestLine: string, headers: string[] = []): Promise<RawAnswer> {
  const lines = [requestLine, `Host: 127.0.0.1:${port}`, ...headers, 'Connection: close'];
  return exchange(net.connect(port, '127.0.0.1'), `${lines.join('\r\n')}\r\n\r\n`);
}

const values = headerValues;

/** Every security header once, and exactly one policy. */
function expectSecured(answer: RawAnswer, what: string) {
  for (const { key, value } of securityHeaders()) {
    expect(values(answer, key.toLowerCase()), `${what}: ${key}`).toEqual([value]);
  }
  expect(values(answer, 'content-security-policy'), `${what}: one policy`).toHaveLength(1);
}

describeRequiring(
  'server guard against next start',
  appDir ? undefined : 'SMOKE_APP_DIR is not set to a folder with a production build',
  () => {
    const cwd = path.resolve(appDir ?? '.');

    describe('with the database up', () => {
      let server: NextServer | undefined;
      let dataDir: string;
      let port: number;

      beforeAll(async () => {
        dataDir = tempDir('guard-smoke');
        server = await startNext({
          cwd,
          env: { DATA_DIR: dataDir, DATABASE_URL: '' },
          readyPath: '/api/health',
        });
        port = server.port;
      }, 120_000);

      afterAll(async () => {
        await server?.stop();
        if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      });

      it("gives a 404 page one policy, the page's own, wherever its path points", async () => {
        for (const url of ['/wp-login.php', '/old-page.html', '/api/nope', '/keystatic']) {
          const answer = await raw(port, `GET ${url} HTTP/1.1`, ['Accept: text/html']);
          expect([url, answer.status]).toEqual([url, 404]);
          expectSecured(answer, url);
          const [policy] = values(answer, 'content-security-policy');
          // The page's stylesheet may load: the brand mark is drawn by CSS, not as black ellipses.
          expect(policy, url).toMatch(/style-src 'self'/);
          expect(answer.body, url).toMatch(/<link[^>]+rel="stylesheet"/);
        }
      });

      it('answers 400, secured and logged as one JSON line, to targets it does not serve', async () => {
        const before = server!.output().length;
        const cases = [
          'GET /% HTTP/1.1',
          'GET /news/%ff HTTP/1.1',
          'GET /services/%E0%A4%A HTTP/1.1',
          'GET /contact/retry/0b7c1f7e-6a55-4f4e-9d7e-3a1f5b2c9d10/%ZZ HTTP/1.1',
          'GET * HTTP/1.1',
          'OPTIONS * HTTP/1.1',
          'GET http://evil.example/services HTTP/1.1',
          'GET /_next/image?url=%2Fa%0A%7B%22level%22%3A%22error%22%7D&w=640&q=75 HTTP/1.1',
          'GET /_next/image?url=%2Fcontact%2Fretry%2F0b7c1f7e-6a55-4f4e-9d7e-3a1f5b2c9d10&w=640&q=75 HTTP/1.1',
        ];
        for (const line of cases) {
          const answer = await raw(port, line);
          expect([line, answer.status]).toEqual([line, 400]);
          expect(values(answer, 'location'), line).toEqual([]);
          expectSecured(answer, line);
          expect(values(answer, 'content-security-policy')).toEqual([BASELINE_CSP]);
        }
        await new Promise((r) => setTimeout(r, 200));
        const printed = server!.output().slice(before).split('\n').filter(Boolean);
        expect(printed).toHaveLength(cases.length);
        for (const line of printed) {
          const entry = JSON.parse(line) as Record<string, unknown>;
          expect(entry).toMatchObject({ level: 'info', msg: 'http: bad request' });
        }
        expect(printed.join('\n')).not.toContain('0b7c1f7e');
      });

      it('serves an absolute-form target naming its own host', async () => {
        const answer = await raw(port, `GET http://127.0.0.1:${port}/services HTTP/1.1`);
        expect(answer.status).toBe(200);
        expectSecured(answer, 'absolute-form');
      });

      it("answers 404, not 405, to the editor's API where the editor is not built in", async () => {
        for (const method of ['PUT', 'DELETE', 'PATCH', 'TRACE']) {
          const answer = await raw(port, `${method} /api/keystatic/update HTTP/1.1`, [
            'Content-Length: 0',
          ]);
          expect([method, answer.status, values(answer, 'allow')]).toEqual([method, 404, []]);
          expectSecured(answer, method);
        }
      });

      it("puts the security headers on redirects and Node's own 431 and 400", async () => {
        const slash = await raw(port, 'GET /services/ HTTP/1.1');
        expect([slash.status, values(slash, 'location')]).toEqual([308, ['/services']]);
        expectSecured(slash, 'trailing slash');
        const rsc = await raw(port, 'GET /services/ HTTP/1.1', ['rsc: 1']);
        expect(rsc.status).toBe(308);
        expectSecured(rsc, 'rsc redirect');
        const big = await raw(port, 'GET / HTTP/1.1', [`X-Big: ${'a'.repeat(20_000)}`]);
        expect(big.status).toBe(431);
        expectSecured(big, '431');
        const broken = await raw(port, 'GET / HTTP/1.1', ['Broken header line']);
        expect(broken.status).toBe(400);
        expectSecured(broken, '400');
      });
    });

    describe('with the database down', () => {
      let server: NextServer | undefined;

      beforeAll(async () => {
        // Nothing listens there: every query fails, as during an outage.
        const deadPort = await freePort();
        server = await startNext({
          cwd,
          env: { DATABASE_URL: `postgres://cairn:cairn@127.0.0.1:${deadPort}/cairn` },
          readyPath: '/',
        });
      }, 120_000);

      afterAll(async () => {
        await server?.stop();
      });

      it('answers the retry page with 503 and the page that says so', async () => {
        const res = await fetch(
          `${server!.origin}/contact/retry/0b7c1f7e-6a55-4f4e-9d7e-3a1f5b2c9d10`,
        );
        const html = await res.text();
        expect(res.status).toBe(503);
        expect(html).toContain('cannot be shown just now');
        expect(res.headers.get('cache-control')).not.toMatch(/s-maxage|public/);
      });
    });
  },
);
