import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

/**
 * Small local stand-ins for the third parties, on 127.0.0.1: the tag manager's gtm.js, the
 * accessibility widget's script and Sentry's ingest endpoint. Each records what it received, with
 * the time it arrived. Used by e2e/integrations.spec.ts (the ports are fixed at build time by
 * tests/copies/integrations.ts, because the URLs are inlined into the bundles).
 */
export interface RecordedRequest {
  method: string;
  url: URL;
  /** Date.now() when the request arrived. */
  at: number;
  body: Buffer;
}

export interface StubServer {
  origin: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

type Reply = { status: number; type?: string; body?: string };

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

async function startStub(
  port: number,
  reply: (req: RecordedRequest) => Reply,
): Promise<StubServer> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let body = Buffer.concat(chunks);
      if (req.headers['content-encoding'] === 'gzip') body = zlib.gunzipSync(body);
      const recorded = {
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', `http://127.0.0.1:${port}`),
        at: Date.now(),
        body,
      };
      if (recorded.method === 'OPTIONS') {
        res.writeHead(204, CORS).end();
        return;
      }
      requests.push(recorded);
      const { status, type = 'text/plain', body: out = '' } = reply(recorded);
      res
        .writeHead(status, { ...CORS, 'content-type': type, 'cache-control': 'no-store' })
        .end(out);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: actual } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${actual}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const js = (body: string): Reply => ({ status: 200, type: 'text/javascript', body });
const notFound: Reply = { status: 404 };

/** gtm.js: records that it ran and how long the dataLayer was at that moment. */
export function startGtmStub(port: number) {
  return startStub(port, ({ url }) =>
    url.pathname === '/gtm.js'
      ? js(
          `window.__gtmStub={id:${JSON.stringify(url.searchParams.get('id'))},dataLayerLength:(window.dataLayer||[]).length};`,
        )
      : notFound,
  );
}

/** The widget: a global `acsbJS.init` that records its options. */
export function startWidgetStub(port: number) {
  return startStub(port, ({ url }) =>
    url.pathname === '/widget.js'
      ? js('window.acsbJS={init:function(options){window.__widgetInit=options}};')
      : notFound,
  );
}

export interface EnvelopeItem {
  header: { type?: string; length?: number; [key: string]: unknown };
  payload: Buffer;
}

/** Sentry's envelope format: a header line, then per item a header line and its payload. */
export function parseEnvelope(body: Buffer): { header: unknown; items: EnvelopeItem[] } {
  let offset = 0;
  const line = () => {
    let end = body.indexOf(0x0a, offset);
    if (end === -1) end = body.length;
    const text = body.subarray(offset, end);
    offset = end + 1;
    return text;
  };
  const header: unknown = JSON.parse(line().toString('utf8'));
  const items: EnvelopeItem[] = [];
  while (offset < body.length) {
    const raw = line().toString('utf8').trim();
    if (!raw) continue;
    const itemHeader = JSON.parse(raw) as EnvelopeItem['header'];
    let payload: Buffer;
    if (typeof itemHeader.length === 'number') {
      payload = body.subarray(offset, offset + itemHeader.length);
      offset += itemHeader.length;
      if (body[offset] === 0x0a) offset += 1;
    } else {
      payload = line();
    }
    items.push({ header: itemHeader, payload });
  }
  return { header, items };
}

export interface SentryEvent {
  platform?: string;
  level?: string;
  message?: string | { formatted?: string };
  exception?: { values?: { type?: string; value?: string; mechanism?: { handled?: boolean } }[] };
  request?: { url?: string };
  environment?: string;
}

/** Sentry's ingest: accepts envelopes at /api/<project>/envelope/. */
export async function startIngestStub(port: number) {
  const stub = await startStub(port, ({ url, method }) =>
    method === 'POST' && /^\/api\/\d+\/envelope\/?$/.test(url.pathname)
      ? { status: 200, type: 'application/json', body: '{}' }
      : notFound,
  );
  return {
    ...stub,
    /** Every error event received so far. */
    events(): SentryEvent[] {
      return stub.requests
        .filter((r) => r.method === 'POST')
        .flatMap((r) => parseEnvelope(r.body).items)
        .filter((item) => item.header.type === 'event')
        .map((item) => JSON.parse(item.payload.toString('utf8')) as SentryEvent);
    },
  };
}

/** The message text of an event, whatever its shape. */
export function eventText(event: SentryEvent): string {
  const message = typeof event.message === 'string' ? event.message : event.message?.formatted;
  return [message, ...(event.exception?.values ?? []).map((v) => `${v.type}: ${v.value}`)]
    .filter(Boolean)
    .join(' | ');
}
