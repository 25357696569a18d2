/**
 * The one recording HTTP server of the tests, on 127.0.0.1: the stand-ins for the hosts the code
 * talks to (a webhook, reCAPTCHA's verify URL, a deploy hook, the tag manager, Sentry's ingest)
 * and the real routes served over HTTP (tests/server/servers.ts's `serveHandler`). It records every
 * request (method, target, headers, body as bytes and text, gunzipped when sent gzip-encoded, and
 * when it arrived) before the handler answers, and `close()` ends every connection, kept-alive
 * ones included, so a suite never waits on a socket.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

export interface RecordedRequest {
  method: string;
  /** The request target as sent: the path and the query (`/leads`, `/gtm.js?id=GTM-X`). */
  path: string;
  /** The target resolved against the stub's origin. */
  url: URL;
  headers: http.IncomingHttpHeaders;
  /** The body's bytes, gunzipped when it came with `content-encoding: gzip`. */
  bytes: Buffer;
  /** The same bytes as UTF-8 text. */
  body: string;
  /** Date.now() when the request arrived. */
  at: number;
}

/**
 * What a handler answers: a status, and a body as JSON (`json`, sent as `application/json`) or
 * as it is (`body`, sent as `type`, text/plain by default); or a fetch Response, streamed as a
 * Next.js route's is.
 */
export type StubReply =
  { status: number; json?: unknown; body?: string | Uint8Array; type?: string } | Response;

export type StubHandler = (request: RecordedRequest) => StubReply | Promise<StubReply>;

export interface StubOptions {
  /** A fixed port (an origin a build inlines); a free one by default. */
  port?: number;
  /**
   * Answers a browser's cross-origin requests: every reply allows any origin, and a preflight
   * (OPTIONS) is answered 204 without being recorded or reaching the handler.
   */
  cors?: boolean;
}

export interface HttpStub {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  origin: string;
  port: number;
  /** Every request so far, in the order they arrived (empty it with `requests.length = 0`). */
  requests: RecordedRequest[];
  close(): Promise<void>;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

async function send(
  res: http.ServerResponse,
  reply: StubReply,
  extra: Record<string, string>,
): Promise<void> {
  if (reply instanceof Response) {
    res.writeHead(reply.status, { ...extra, ...Object.fromEntries(reply.headers) });
    const reader = reply.body?.getReader();
    for (;;) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) break;
      res.write(chunk.value);
    }
    res.end();
    return;
  }
  const json = reply.json !== undefined;
  const type = json ? 'application/json' : (reply.type ?? 'text/plain');
  // A stub's answers are never cached: a test that changes what it answers sees the change.
  res.writeHead(reply.status, { ...extra, 'content-type': type, 'cache-control': 'no-store' });
  res.end(json ? JSON.stringify(reply.json) : (reply.body ?? ''));
}

/** Starts the server; it answers each request with `handler` once the body has arrived. */
export async function startHttpStub(
  handler: StubHandler,
  { port = 0, cors = false }: StubOptions = {},
): Promise<HttpStub> {
  const requests: RecordedRequest[] = [];
  const extra: Record<string, string> = cors ? CORS : {};
  let origin = '';
  const server = http.createServer((req, res) => {
    const at = Date.now();
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        try {
          if (cors && req.method === 'OPTIONS') {
            res.writeHead(204, CORS).end();
            return;
          }
          let bytes = Buffer.concat(chunks);
          if (req.headers['content-encoding'] === 'gzip') bytes = zlib.gunzipSync(bytes);
          const target = req.url ?? '/';
          const recorded: RecordedRequest = {
            method: req.method ?? 'GET',
            path: target,
            url: new URL(target, origin),
            headers: req.headers,
            bytes,
            body: bytes.toString('utf8'),
            at,
          };
          requests.push(recorded);
          await send(res, await handler(recorded), extra);
        } catch (error) {
          // A handler that throws answers 500 with its message, so the test fails on what it
          // asserts next instead of waiting on a request that never ends.
          if (!res.headersSent) res.writeHead(500, { ...extra, 'content-type': 'text/plain' });
          res.end(error instanceof Error ? error.message : String(error));
        }
      })();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${actual}`;
  return {
    origin,
    port: actual,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
