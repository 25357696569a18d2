import 'server-only';
/**
 * What every request meets before Next.js sees it (installed once, from instrumentation
 * `register()`, on the Node.js HTTP server `next start` runs):
 *
 * - **The client's address.** Route handlers do not see the socket. Next.js does fill
 *   X-Forwarded-For from it, but only when the request carries none
 *   (`req.headers['x-forwarded-for'] ??= originalRequest.socket.remoteAddress`,
 *   node_modules/next/dist/server/base-server.js, Next 16.4.5), so a client could choose its own
 *   address and escape the rate limit. The socket's address is stamped in CLIENT_ADDRESS_HEADER,
 *   over anything the client sent; route handlers read it from the request they receive
 *   (./client-address.ts).
 * - **Methods a route does not serve get 405 with `Allow`**. Next.js answers TRACE on
 *   an API route, and any method but GET/HEAD on a static file, with a 500 (vercel/next.js#92141),
 *   and its API 405s carry no `Allow`. Pages and files serve GET and HEAD; each API route the
 *   methods of `API_METHODS` (a unit test holds it to the route files' exports). OPTIONS on an API
 *   route is left to Next.js, which answers it with 204 and `Allow`.
 * - **Timeouts** for slow clients: 10 s for the headers, 30 s for the whole request (Node's
 *   defaults are 60 s and 300 s). Node checks them every 30 s (`connectionsCheckingInterval`), so
 *   a client that dribbles its body is cut off 30 to 60 s after it connected. `next start` has
 *   no setting for these (only `--keepAliveTimeout`).
 *
 * How, without patching a global: Node publishes each request on the diagnostics channel
 * `http.server.request.start` with the server it arrived at, before the server emits it
 * (a documented, read-only hook). The first time a server is seen, the guard sets its timeouts
 * and puts one listener in front of the server's own `request` listeners (Next's), through the
 * server's public EventEmitter API. Nothing else in the process changes. Next.js gives no hook
 * before its router for any of this; if it ever stamps the socket address over X-Forwarded-For
 * and answers 405s itself, this file can go (docs/decisions/0008-server-guard.md).
 */
import diagnosticsChannel from 'node:diagnostics_channel';
import http from 'node:http';
import { BASELINE_CSP } from '@/lib/csp';
import { securityHeaders } from '@/lib/security-headers';
import { CLIENT_ADDRESS_HEADER } from './client-address';

/** The methods each API route serves (HEAD comes with GET). */
export const API_METHODS: Readonly<Record<string, readonly string[]>> = {
  '/api/contact': ['POST'],
  '/api/health': ['GET', 'HEAD'],
  '/api/internal/leads.csv': ['GET', 'HEAD'],
};

/**
 * The content editor's API (app/api/keystatic): GET and POST under one prefix, whose paths the
 * editor chooses. Where the editor is off the route does not exist, so a POST gets Next.js's 404
 * rather than a 405 that would suggest something is there.
 */
export const EDITOR_API_PREFIX = '/api/keystatic/';
const EDITOR_API_METHODS = ['GET', 'HEAD', 'POST'] as const;

/** Pages, files and assets. */
const READ_ONLY = ['GET', 'HEAD'] as const;

export const SERVER_TIMEOUTS = { headersTimeoutMs: 10_000, requestTimeoutMs: 30_000 } as const;

/**
 * The path as the router will resolve it: `.` and `..` segments (also percent-encoded, `%2e%2e`)
 * applied, so `/api/../icon.svg` is decided as `/icon.svg`. The query is dropped.
 */
export function normalisedPath(rawUrl: string): string {
  try {
    return new URL(rawUrl, 'http://localhost').pathname;
  } catch {
    return (rawUrl.split('?')[0] ?? '/') || '/';
  }
}

/** The methods `pathname` serves. */
export function allowedMethods(pathname: string): readonly string[] {
  if (pathname.startsWith(EDITOR_API_PREFIX)) return EDITOR_API_METHODS;
  return API_METHODS[pathname.replace(/\/+$/, '')] ?? READ_ONLY;
}

/** True when the request must be answered 405 here (never reaching Next.js). */
export function refusedMethod(method: string, pathname: string): boolean {
  const allowed = allowedMethods(pathname);
  if (allowed.includes(method)) return false;
  return !(method === 'OPTIONS' && pathname.startsWith('/api/'));
}

type RequestListener = (req: http.IncomingMessage, res: http.ServerResponse) => void;

const guarded = new WeakSet<http.Server>();

/** Sets a server's timeouts and puts the guard in front of its request listeners, once. */
function guardServer(server: http.Server): void {
  if (guarded.has(server)) return;
  guarded.add(server);
  server.headersTimeout = SERVER_TIMEOUTS.headersTimeoutMs;
  server.requestTimeout = SERVER_TIMEOUTS.requestTimeoutMs;
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    req.headers[CLIENT_ADDRESS_HEADER] = req.socket.remoteAddress ?? '';
    const pathname = normalisedPath(req.url ?? '/');
    if (refusedMethod(req.method ?? '', pathname)) {
      methodNotAllowed(req, res, allowedMethods(pathname));
      return;
    }
    for (const listener of listeners) listener.call(server, req, res);
  });
}

/** Published by Node before the server emits the request (so before Next.js sees it). */
function onRequestStart(message: unknown): void {
  const { server } = message as { server?: unknown };
  if (server instanceof http.Server) guardServer(server);
}

let installed = false;

export function installServerGuard(): void {
  if (installed) return;
  installed = true;
  diagnosticsChannel.subscribe('http.server.request.start', onRequestStart);
}

function methodNotAllowed(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  allowed: readonly string[],
): void {
  const body = 'Method Not Allowed\n';
  for (const { key, value } of securityHeaders()) res.setHeader(key, value);
  res.setHeader('Content-Security-Policy', BASELINE_CSP);
  res.setHeader('Allow', allowed.join(', '));
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.statusCode = 405;
  // The body (if any) is not read: the connection closes after the answer.
  res.shouldKeepAlive = false;
  res.end(body);
  req.resume();
}
