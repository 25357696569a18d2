import 'server-only';
/**
 * The visitor's address, for rate limiting and hashing only.
 *
 * Next.js route handlers do not see the socket, and Next only fills X-Forwarded-For when the
 * request has none, so a client could choose its own. The server hook (`./server-hook.mjs`,
 * loaded before Next.js by server/preload.mjs) stamps every incoming request with the socket's
 * address in CLIENT_ADDRESS_HEADER, overwriting anything the client sent. X-Forwarded-For is read only when
 * TRUST_PROXY says how many proxy hops to trust.
 */
import { CLIENT_ADDRESS_HEADER } from './server-hook.mjs';

export { CLIENT_ADDRESS_HEADER };

/**
 * The client address, or undefined when the request carries no stamp (a server started without
 * server/preload.mjs, before `register()` installed the guard): the caller answers 503 rather
 * than guess, since a guess would put every such client in one rate-limit bucket and one
 * idempotency scope.
 */
export function clientAddress(request: Request, trustProxyHops: number): string | undefined {
  if (trustProxyHops > 0) {
    const forwarded = (request.headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    // Each trusted proxy appends the address it saw: the client is `hops` entries from the end.
    const candidate = forwarded[Math.max(0, forwarded.length - trustProxyHops)];
    if (candidate) return normaliseAddress(candidate);
  }
  const socket = request.headers.get(CLIENT_ADDRESS_HEADER);
  return socket ? normaliseAddress(socket) : undefined;
}

/** Strips `::ffff:` from IPv4-mapped addresses and ports/brackets proxies sometimes add. */
export function normaliseAddress(raw: string): string {
  let value = raw.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed?.[1]) value = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(value)) value = value.replace(/:\d+$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(value);
  return mapped?.[1] ?? value;
}

/**
 * The rate-limit key for an address: an IPv4 address as is, an IPv6 address by its /64 prefix
 * (one household or server usually owns a whole /64 and can rotate within it).
 */
export function rateLimitSubject(address: string): string {
  if (!address.includes(':')) return address;
  const groups = expandIpv6(address);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : address;
}

function expandIpv6(address: string): string[] | undefined {
  const [head = '', tail, extra] = address.split('::');
  if (extra !== undefined) return undefined;
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return undefined;
  return groups.map((g) => g.padStart(4, '0'));
}

export function isLoopback(address: string): boolean {
  const a = normaliseAddress(address);
  return a === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a);
}
