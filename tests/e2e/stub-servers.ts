import { startHttpStub, type RecordedRequest, type StubReply } from '../http-stub';

/**
 * Small local stand-ins for the third parties, on 127.0.0.1, each a reply on top of the one
 * recording server (tests/http-stub.ts): the tag manager's gtm.js, the accessibility widget's
 * script and Sentry's ingest endpoint. Used by e2e/integrations.spec.ts and e2e/security.spec.ts
 * (the ports are fixed at build time by tests/copies/integrations.ts, because the URLs are
 * inlined into the bundles); the browser calls them cross-origin, so they answer CORS.
 */
const startStub = (port: number, reply: (request: RecordedRequest) => StubReply) =>
  startHttpStub(reply, { port, cors: true });

const js = (body: string): StubReply => ({ status: 200, type: 'text/javascript', body });
const notFound: StubReply = { status: 404 };

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
      ? { status: 200, json: {} }
      : notFound,
  );
  return {
    ...stub,
    /** Every error event received so far. */
    events(): SentryEvent[] {
      return stub.requests
        .filter((r) => r.method === 'POST')
        .flatMap((r) => parseEnvelope(r.bytes).items)
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
