import 'server-only';
/**
 * What every request meets before Next.js sees it. The hook that puts these rules in front of
 * Next's own request listener is ./server-hook.mjs, loaded before Next.js by the start command
 * (`node --import ./server/preload.mjs`), so the rules apply from the server's first request;
 * `register()` hands them over (installServerGuard).
 *
 * - **The client's address** is stamped by the hook (./client-address.ts says why).
 * - **The request target must be one this server answers**: an absolute-form target for another
 *   host, `*`, a malformed percent-encoding in the path, or an encoded control character get 400
 *   with the security headers and one JSON log line (Next.js answers them with a 308 to that
 *   host, or a bare 500).
 * - **Methods a route does not serve get 405 with `Allow`**. Next.js answers TRACE on
 *   an API route, and any method but GET/HEAD on a static file, with a 500 (vercel/next.js#92141),
 *   and its API 405s carry no `Allow`. Pages and files serve GET and HEAD; each API route the
 *   methods of `API_METHODS` (a unit test holds it to the route files' exports). OPTIONS on an API
 *   route is left to Next.js, which answers it with 204 and `Allow`.
 * - **Every response carries the security headers and one policy** (completeHeaders).
 * - **Timeouts** for slow clients: 10 s for the headers, 30 s for the whole request (Node's
 *   defaults are 60 s and 300 s). Node checks them every 30 s (`connectionsCheckingInterval`), so
 *   a client that dribbles its body is cut off 30 to 60 s after it connected. `next start` has
 *   no setting for these (only `--keepAliveTimeout`).
 *
 * No global is patched: the hook uses Node's documented diagnostics channels and the server's
 * public EventEmitter API (docs/decisions/0008-server-guard.md).
 */
import http from 'node:http';
import type { Duplex } from 'node:stream';
import { BASELINE_CSP } from '@/lib/csp';
import { securityHeaders } from '@/lib/security-headers';
import { log, loggablePath } from '../log';
import {
  installServerHook,
  responseState,
  setGuardRules,
  type GuardRules,
} from './server-hook.mjs';

/** The methods each API route serves (HEAD comes with GET). */
export const API_METHODS: Readonly<Record<string, readonly string[]>> = {
  '/api/contact': ['POST'],
  '/api/health': ['GET', 'HEAD'],
  '/api/internal/leads.csv': ['GET', 'HEAD'],
};

/**
 * The content editor's API (app/api/keystatic): GET and POST under one prefix, whose paths the
 * editor chooses. Where the editor is not built in the route does not exist: GET gets Next.js's
 * 404 page and any other method a 404 from the guard, never a 405 that would say something is
 * there.
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

/** Where the content editor is built in (`next dev`, or a GitHub-mode build): inlined at build. */
function editorInBuild(): boolean {
  return (
    process.env.NODE_ENV === 'development' || Boolean(process.env.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO)
  );
}

/**
 * Why a request target is refused with 400 before the router sees it, or undefined. Next.js
 * answers these with a bare 500 (no security headers, a raw stack for `*`), follows an
 * absolute-form target to another host with a 308, and its image optimizer writes a decoded
 * query into a log line.
 */
export function badTarget(rawUrl: string): string | undefined {
  if (!rawUrl.startsWith('/')) return 'not an origin-form target';
  const pathname = rawUrl.split('?')[0] ?? '';
  if (/%(?![0-9a-f]{2})/i.test(pathname)) return 'malformed percent-encoding';
  try {
    decodeURIComponent(pathname);
  } catch {
    return 'malformed percent-encoding';
  }
  // An encoded control character (a newline in a query forges a log line) has no use in a URL here.
  if (/%(?:[01][0-9a-f]|7f)/i.test(rawUrl)) return 'control character';
  if (pathname === '/_next/image' && !optimisableImage(rawUrl)) return 'not an image';
  return undefined;
}

/**
 * The image optimizer is asked only for the site's own image files. Next.js logs the `url` of any
 * other request it cannot serve as a plain line, retry-page ids and all.
 */
function optimisableImage(rawUrl: string): boolean {
  const source = new URLSearchParams(rawUrl.split('?')[1] ?? '').get('url') ?? '';
  return (
    /^\/(?!\/)[^?#\\]*\.(?:avif|gif|jpe?g|png|svg|webp)$/i.test(source) &&
    !source.toLowerCase().startsWith('/contact/retry/')
  );
}

/**
 * An absolute-form target (`GET http://host/path`) naming this server's own Host is served as
 * its path; any other host is refused. Returns the origin-form target, or undefined.
 */
export function originFormTarget(rawUrl: string, host: string | undefined): string | undefined {
  if (rawUrl.startsWith('/')) return rawUrl;
  if (!/^https?:\/\//i.test(rawUrl) || !host) return undefined;
  try {
    const url = new URL(rawUrl);
    return url.host.toLowerCase() === host.toLowerCase()
      ? `${url.pathname}${url.search}`
      : undefined;
  } catch {
    return undefined;
  }
}

const configured = new WeakSet<http.Server>();

const rules: GuardRules = {
  configure(server) {
    if (configured.has(server)) return;
    configured.add(server);
    server.headersTimeout = SERVER_TIMEOUTS.headersTimeoutMs;
    server.requestTimeout = SERVER_TIMEOUTS.requestTimeoutMs;
    // Node's own answers to a request it cannot parse (400, 431, 408) carry no security headers.
    server.on('clientError', answerClientError);
  },
  handle(req, res, next) {
    const state = responseState();
    completeHeadersOnWrite(res, state);
    const target = originFormTarget(req.url ?? '', req.headers.host);
    const refused = target === undefined ? 'foreign or invalid target' : badTarget(target);
    if (target === undefined || refused) {
      log('info', 'http: bad request', {
        method: req.method,
        path: loggablePath(req.url ?? ''),
        reason: refused,
      });
      plainAnswer(req, res, 400, {});
      return;
    }
    req.url = target;
    const method = req.method ?? '';
    const pathname = normalisedPath(target);
    // Where the editor is not built in, its API does not exist: any method gets a 404.
    if (pathname.startsWith(EDITOR_API_PREFIX) && !editorInBuild()) {
      if (method === 'GET' || method === 'HEAD') next();
      else plainAnswer(req, res, 404, {});
      return;
    }
    if (refusedMethod(method, pathname)) {
      plainAnswer(req, res, 405, { Allow: allowedMethods(pathname).join(', ') });
      return;
    }
    next();
  },
};

export function installServerGuard(): void {
  installServerHook();
  setGuardRules(rules);
}

/** Whether the start command loaded server/preload.mjs (the guard then saw every request). */
export { hookPreloaded } from './server-hook.mjs';

function baseHeaders(): [string, string][] {
  return [
    ...securityHeaders().map(({ key, value }): [string, string] => [key, value]),
    ['Content-Security-Policy', BASELINE_CSP],
  ];
}

/** A short plain-text answer of the guard's own; the body (if any) is not read, so the connection closes. */
function plainAnswer(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  status: number,
  extra: Record<string, string>,
): void {
  const body = `${http.STATUS_CODES[status] ?? 'Error'}\n`;
  for (const [key, value] of baseHeaders()) res.setHeader(key, value);
  for (const [key, value] of Object.entries(extra)) res.setHeader(key, value);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.statusCode = status;
  res.shouldKeepAlive = false;
  res.end(req.method === 'HEAD' ? undefined : body);
  req.resume();
}

/**
 * Every response leaves with the security headers and one Content-Security-Policy, whoever
 * wrote it (Next.js's redirects and 404s included), and with the status a page asked for:
 *
 * - a redirect (trailing slash, an RSC request's 308) gets none of next.config.ts `headers()`;
 * - a 404 at a path `headers()` treats as a file or an API route (`/wp-login.php`, `/api/nope`)
 *   gets the baseline policy there and the 404 page's own from its prerender metadata: both
 *   would be enforced, and the baseline has no `style-src`. The document's own policy is kept;
 * - a page rendered on request cannot set its status (the retry page during an outage is a 503).
 *
 * The hook is on this response object only (`_implicitHeader` calls `writeHead` too).
 */
function completeHeadersOnWrite(
  res: http.ServerResponse,
  state: { status?: number } | undefined,
): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: http.ServerResponse, statusCode: number, ...rest: unknown[]) {
    completeHeaders(this, statusCode);
    const status = state?.status && statusCode === 200 ? state.status : statusCode;
    return (writeHead as (...args: unknown[]) => http.ServerResponse).call(this, status, ...rest);
  } as typeof res.writeHead;
}

function completeHeaders(res: http.ServerResponse, statusCode: number): void {
  for (const { key, value } of securityHeaders())
    if (!res.hasHeader(key)) res.setHeader(key, value);
  const csp = res.getHeader('content-security-policy');
  if (Array.isArray(csp) && csp.length > 1) {
    const own = csp.filter((policy) => policy !== BASELINE_CSP);
    res.setHeader('Content-Security-Policy', own.at(-1) ?? BASELINE_CSP);
  } else if (
    csp === undefined &&
    // A 304's headers update the cached document's: never the baseline there.
    statusCode !== 304 &&
    !res.hasHeader('content-security-policy-report-only') &&
    !String(res.getHeader('content-type') ?? '').startsWith('text/html')
  ) {
    // Not a document (a redirect, an error without a page): nothing may load from it.
    res.setHeader('Content-Security-Policy', BASELINE_CSP);
  }
}

/** Node's answer to a request it could not parse, with the headers every response carries. */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  const reason = http.STATUS_CODES[status] ?? 'Bad Request';
  const body = `${reason}\n`;
  const head = [
    `HTTP/1.1 ${status} ${reason}`,
    ...baseHeaders().map(([key, value]) => `${key}: ${value}`),
    'Cache-Control: no-store',
    'Content-Type: text/plain; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
  ];
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
}
