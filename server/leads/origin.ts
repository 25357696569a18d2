import 'server-only';
/**
 * Cross-site requests are refused: a browser always sends Origin on a POST, and it must be the
 * site's own (SITE_URL) or the origin of the host the request was sent to. No Origin at all is a
 * non-browser client (a landing page's server, curl): allowed, and still rate limited.
 */
export function originAllowed(
  request: Request,
  siteOrigin: string | undefined,
  trustProxyHops: number,
): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return true;
  if (siteOrigin && origin === siteOrigin) return true;

  let parsed: URL;
  try {
    parsed = new URL(origin); // "null" (sandboxed frames, file://) does not parse: refused.
  } catch {
    return false;
  }
  if (parsed.origin !== origin.replace(/\/$/, '')) return false;

  const hosts = [request.headers.get('host') ?? new URL(request.url).host];
  if (trustProxyHops > 0) {
    const forwardedHost = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim();
    if (forwardedHost) hosts.push(forwardedHost);
  }
  return hosts.some((host) => sameHost(parsed, host));
}

function sameHost(origin: URL, host: string): boolean {
  try {
    return new URL(`${origin.protocol}//${host}`).host === origin.host;
  } catch {
    return false;
  }
}
