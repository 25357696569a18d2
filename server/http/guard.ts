import 'server-only';
/**
 * What every request meets before Next.js sees it (installed once, from instrumentation
 * `register()`, on the Node.js HTTP server `next start` runs):
 *
 * - **The client's address.** Route handlers do not see the socket, and Next only fills
 *   X-Forwarded-For when the request has none, so a client could choose its own. The socket's
 *   address is stamped in CLIENT_ADDRESS_HEADER, over anything the client sent.
 * - **Methods a route does not serve get 405 with `Allow`** (issue 16). Next.js answers TRACE on
 *   an API route, and any method but GET/HEAD on a static file, with a 500 (vercel/next.js#92141),
 *   and its API 405s carry no `Allow`. Pages and files serve GET and HEAD; each API route the
 *   methods of `API_METHODS` (a unit test holds it to the route files' exports). OPTIONS on an API
 *   route is left to Next.js, which answers it with 204 and `Allow`.
 * - **Timeouts** for slow clients: 10 s for the headers, 30 s for the whole request (Node's
 *   defaults are 60 s and 300 s). Node checks them every 30 s (`connectionsCheckingInterval`), so
 *   a client that dribbles its body is cut off 30 to 60 s after it connected.
 *
 * Next.js gives no hook before its router for any of this, hence the one patch of
 * `http.Server.prototype.emit`; the rest of the app never sees it.
 */
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

/** Pages, files and assets. */
const READ_ONLY = ['GET', 'HEAD'] as const;

export const SERVER_TIMEOUTS = { headersTimeoutMs: 10_000, requestTimeoutMs: 30_000 } as const;

/** The methods `pathname` serves. */
export function allowedMethods(pathname: string): readonly string[] {
  return API_METHODS[pathname.replace(/\/+$/, '')] ?? READ_ONLY;
}

/** True when the request must be answered 405 here (never reaching Next.js). */
export function refusedMethod(method: string, pathname: string): boolean {
  const allowed = allowedMethods(pathname);
  if (allowed.includes(method)) return false;
  return !(method === 'OPTIONS' && pathname.startsWith('/api/'));
}

const HOOKED = Symbol.for('cairn.server-guard');
type Emit = (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
type PatchedPrototype = { emit: Emit; [HOOKED]?: Emit };
const configured = new WeakSet<http.Server>();

export function installServerGuard(): void {
  const proto = http.Server.prototype as unknown as PatchedPrototype;
  if (proto[HOOKED]) return;
  const original = proto.emit;
  proto[HOOKED] = original;
  proto.emit = function emit(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'connection' && !configured.has(this)) {
      configured.add(this);
      this.headersTimeout = SERVER_TIMEOUTS.headersTimeoutMs;
      this.requestTimeout = SERVER_TIMEOUTS.requestTimeoutMs;
    }
    if (event === 'request' || event === 'checkContinue' || event === 'checkExpectation') {
      const [req, res] = args;
      if (req instanceof http.IncomingMessage && res instanceof http.ServerResponse) {
        req.headers[CLIENT_ADDRESS_HEADER] = req.socket.remoteAddress ?? '';
        const pathname = (req.url ?? '/').split('?')[0] ?? '/';
        if (refusedMethod(req.method ?? '', pathname)) {
          methodNotAllowed(req, res, allowedMethods(pathname));
          return true;
        }
      }
    }
    return original.call(this, event, ...args);
  };
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
