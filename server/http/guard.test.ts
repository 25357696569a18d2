import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER, normaliseAddress } from './client-address';
import { API_METHODS, installServerGuard, SERVER_TIMEOUTS } from './guard';

interface Answer {
  status: number;
  allow: string | undefined;
  body: string;
  headers: http.IncomingHttpHeaders;
}

/** A raw request (fetch refuses TRACE). */
function send(port: number, method: string, url: string, headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: url, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          allow: res.headers.allow,
          body,
          headers: res.headers,
        }),
      );
    });
    req.on('error', reject);
    req.end(method === 'POST' ? 'x=1' : undefined);
  });
}

describe('server guard', () => {
  let server: http.Server;
  let port: number;
  const seen: string[] = [];

  const proto = http.Server.prototype;
  const keys = (o: object) => Reflect.ownKeys(o).map(String);
  const before = { emit: proto.emit, keys: keys(proto) };

  beforeAll(async () => {
    installServerGuard();
    installServerGuard(); // idempotent
    server = http.createServer({ connectionsCheckingInterval: 100 }, (req, res) => {
      seen.push(`${req.method} ${req.url}`);
      res.end(String(req.headers[CLIENT_ADDRESS_HEADER]));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('stamps the real socket address over whatever the client sent', async () => {
    const answer = await send(port, 'GET', '/', { [CLIENT_ADDRESS_HEADER]: '6.6.6.6' });
    expect(normaliseAddress(answer.body)).toBe('127.0.0.1');
  });

  it('answers 405 with Allow, and the security headers, for methods a route does not serve', async () => {
    const cases: [string, string, string][] = [
      ['TRACE', '/api/health', 'GET, HEAD'],
      ['TRACE', '/api/contact', 'POST'],
      ['GET', '/api/contact', 'POST'],
      ['DELETE', '/api/internal/leads.csv?since=2026-01-01', 'GET, HEAD'],
      ['POST', '/icon.svg', 'GET, HEAD'],
      ['POST', '/_next/static/chunks/app.js', 'GET, HEAD'],
      ['PUT', '/services', 'GET, HEAD'],
      ['TRACE', '/', 'GET, HEAD'],
      ['OPTIONS', '/services', 'GET, HEAD'],
      // Decided on the path the router resolves, not on how it is spelled.
      ['OPTIONS', '/api/../icon.svg', 'GET, HEAD'],
      ['OPTIONS', '/api/%2e%2e/icon.svg', 'GET, HEAD'],
      ['OPTIONS', '/api/%2E%2E/services?x=1', 'GET, HEAD'],
      ['OPTIONS', '/api/contact/../../', 'GET, HEAD'],
      ['TRACE', '/services/../api/./health', 'GET, HEAD'],
      ['POST', '/keystatic', 'GET, HEAD'],
    ];
    for (const [method, url, allow] of cases) {
      const answer = await send(port, method, url);
      expect([method, url, answer.status, answer.allow]).toEqual([method, url, 405, allow]);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
    }
    expect(seen.filter((s) => s !== 'GET /')).toEqual([]);
  });

  it('lets through what routes serve, and OPTIONS on API routes (Next.js answers it)', async () => {
    seen.length = 0;
    for (const [method, url] of [
      ['GET', '/services'],
      ['HEAD', '/icon.svg'],
      ['POST', '/api/contact'],
      ['GET', '/api/health'],
      ['OPTIONS', '/api/contact'],
    ] as const) {
      expect((await send(port, method, url)).status).toBe(200);
    }
    expect(seen).toEqual([
      'GET /services',
      'HEAD /icon.svg',
      'POST /api/contact',
      'GET /api/health',
      'OPTIONS /api/contact',
    ]);
  });

  it("answers 404, never 405, for the editor's API where the editor is not built in", async () => {
    seen.length = 0;
    for (const method of ['PUT', 'DELETE', 'PATCH', 'TRACE', 'POST']) {
      const answer = await send(port, method, '/api/keystatic/update');
      expect([method, answer.status, answer.allow]).toEqual([method, 404, undefined]);
    }
    expect(seen).toEqual([]);
  });

  it('patches no global: http.Server.prototype is left as Node made it', () => {
    expect(proto.emit).toBe(before.emit);
    expect(keys(proto)).toEqual(before.keys);
  });

  it('sets the header and request timeouts', () => {
    expect(server.headersTimeout).toBe(SERVER_TIMEOUTS.headersTimeoutMs);
    expect(server.requestTimeout).toBe(SERVER_TIMEOUTS.requestTimeoutMs);
  });

  it('lists every API route with exactly the methods its file exports', async () => {
    const apiDir = path.resolve(import.meta.dirname, '../../app/api');
    const files = fs
      .readdirSync(apiDir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('route.ts'));
    const routes = files.map((f) => `/api/${path.dirname(f).split(path.sep).join('/')}`).sort();
    expect(routes).toEqual(Object.keys(API_METHODS).sort());
    for (const file of files) {
      const route = `/api/${path.dirname(file).split(path.sep).join('/')}`;
      const routeModule = (await import(path.join(apiDir, file))) as Record<string, unknown>;
      const exported = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter(
        (m) => typeof routeModule[m] === 'function',
      );
      const expected = API_METHODS[route]!.filter((m) => m !== 'HEAD');
      expect([route, ...exported]).toEqual([route, ...expected]);
    }
  });
});

describe('request timeout', () => {
  it('cuts off a client that dribbles its body', async () => {
    installServerGuard();
    const server = http.createServer({ connectionsCheckingInterval: 100 }, (req, res) => {
      // The guard set 30 s on the first connection; a short limit keeps this test fast.
      server.headersTimeout = 500;
      server.requestTimeout = 1_000;
      req.resume();
      req.on('end', () => res.end('done'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const started = Date.now();
      const outcome = await new Promise<string>((resolve) => {
        const req = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/contact',
          headers: { 'content-length': '1000' },
        });
        req.on('response', (res) => resolve(`status ${res.statusCode}`));
        req.on('error', (error) => resolve(`closed: ${(error as NodeJS.ErrnoException).code}`));
        req.flushHeaders();
        const drip = setInterval(() => req.write('x'), 200);
        req.on('close', () => clearInterval(drip));
      });
      expect(outcome).toMatch(/status 408|closed/);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('client errors', () => {
  it('answers a request Node cannot parse once, with the security headers', async () => {
    installServerGuard();
    installServerGuard(); // a second register() adds no second answer
    const server = http.createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const net = await import('node:net');
      const text = await new Promise<string>((resolve) => {
        let raw = '';
        const socket = net.connect(port, '127.0.0.1', () =>
          socket.write('GET / HTTP/1.1\r\nBroken header line\r\n\r\n'),
        );
        socket.setEncoding('utf8');
        socket.on('data', (chunk: string) => (raw += chunk));
        socket.on('close', () => resolve(raw));
      });
      expect(text.match(/HTTP\/1\.1 /g)).toHaveLength(1);
      expect(text).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      expect(text).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/);
      expect(text).toMatch(/\r\nContent-Security-Policy: default-src 'none'/);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
