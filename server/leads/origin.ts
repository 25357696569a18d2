import 'server-only';
/**
 * Cross-site requests are refused: a browser always sends Origin on a POST, and it must be the
 * site's own. With SITE_URL set (production, fixed at build time) that is exactly SITE_URL's
 * origin, scheme and port included. Without it (a local `npm start`) it is the loopback origin
 * the request was sent to: `http://localhost:3000` for a request to localhost:3000, never a
 * name the client puts in its Host header (`Host: evil.example` with
 * `Origin: http://evil.example` used to pass). No Origin at all is a non-browser client (a
 * landing page's server, curl): allowed, and still rate limited.
 */
const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

export function originAllowed(request: Request, siteOrigin: string | undefined): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return true;
  if (siteOrigin) return origin === siteOrigin;

  let parsed: URL;
  try {
    parsed = new URL(origin); // "null" (sandboxed frames, file://) does not parse: refused.
  } catch {
    return false;
  }
  if (parsed.origin !== origin || !LOOPBACK_HOSTNAMES.has(parsed.hostname)) return false;
  const host = request.headers.get('host') ?? new URL(request.url).host;
  try {
    return new URL(`${parsed.protocol}//${host}`).host === parsed.host;
  } catch {
    return false;
  }
}
