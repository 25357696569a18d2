import 'server-only';
/**
 * Raw IPs are never stored: a client is known by the salted SHA-256 of its address. The salt is
 * IP_HASH_SALT, or (unset) a random one generated once and kept in the database's settings table
 * so every instance and restart agrees.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ServerContext } from '../context';
import type { Db } from '../db/open';
import { settings } from '../db/schema';
import { clientAddress, rateLimitSubject } from '../http/client-address';

const SALT_KEY = 'ip_hash_salt';

export async function resolveIpSalt(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(settings)
    .values({ key: SALT_KEY, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, SALT_KEY));
  if (!row) throw new Error('The IP hash salt could not be read back from the settings table.');
  return row.value;
}

export function hashClient(salt: string, subject: string): string {
  return createHash('sha256').update(`${salt}\u0000${subject}`).digest('hex');
}

/**
 * The client a request comes from, as the rate limit and the per-client draft cap know it;
 * undefined when the request carries no client address (the caller answers 503).
 */
export function requestClientHash(ctx: ServerContext, request: Request): string | undefined {
  const address = clientAddress(request, ctx.env.trustProxyHops);
  return address === undefined ? undefined : hashClient(ctx.ipSalt, rateLimitSubject(address));
}
