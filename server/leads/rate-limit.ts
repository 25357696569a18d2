import 'server-only';
/**
 * Fixed-window rate limit per client, counted in the database so every instance shares it.
 * `peekRateLimit` refuses early (before any work) when the window is already full; the
 * authoritative count is `takeRateLimit`, inside the transaction that stores the lead.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { rateLimitBuckets } from '../db/schema';

export interface RateLimitConfig {
  max: number;
  windowSeconds: number;
}

/** The part of Db a transaction shares. */
type Executor = Pick<Db, 'select' | 'insert' | 'delete'>;

export function windowOf(
  now: Date,
  config: RateLimitConfig,
): { start: Date; retryAfterSeconds: number } {
  const ms = config.windowSeconds * 1000;
  const start = Math.floor(now.getTime() / ms) * ms;
  return {
    start: new Date(start),
    retryAfterSeconds: Math.max(1, Math.ceil((start + ms - now.getTime()) / 1000)),
  };
}

/** Seconds to wait when the client's window is already full, else undefined. */
export async function peekRateLimit(
  db: Executor,
  keyHash: string,
  now: Date,
  config: RateLimitConfig,
): Promise<number | undefined> {
  const window = windowOf(now, config);
  const [row] = await db
    .select({ count: rateLimitBuckets.count })
    .from(rateLimitBuckets)
    .where(
      and(eq(rateLimitBuckets.keyHash, keyHash), eq(rateLimitBuckets.windowStart, window.start)),
    );
  return row && row.count >= config.max ? window.retryAfterSeconds : undefined;
}

/** Counts one submission; seconds to wait when that goes over the limit, else undefined. */
export async function takeRateLimit(
  db: Executor,
  keyHash: string,
  now: Date,
  config: RateLimitConfig,
): Promise<number | undefined> {
  const window = windowOf(now, config);
  const [row] = await db
    .insert(rateLimitBuckets)
    .values({ keyHash, windowStart: window.start, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitBuckets.keyHash, rateLimitBuckets.windowStart],
      set: { count: sql`${rateLimitBuckets.count} + 1` },
    })
    .returning({ count: rateLimitBuckets.count });
  return row && row.count > config.max ? window.retryAfterSeconds : undefined;
}

/** Drops windows that ended before `now`. */
export async function pruneRateLimits(
  db: Executor,
  now: Date,
  config: RateLimitConfig,
): Promise<void> {
  await db
    .delete(rateLimitBuckets)
    .where(lt(rateLimitBuckets.windowStart, new Date(now.getTime() - config.windowSeconds * 1000)));
}
