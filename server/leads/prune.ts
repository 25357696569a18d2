import 'server-only';
/** Housekeeping: rate-limit windows that ended and idempotency records older than a day. */
import { lt } from 'drizzle-orm';
import type { Db } from '../db/open';
import { idempotencyKeys } from '../db/schema';
import { pruneRateLimits, type RateLimitConfig } from './rate-limit';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;

export async function pruneExpired(db: Db, now: Date, rateLimit: RateLimitConfig): Promise<void> {
  await pruneRateLimits(db, now, rateLimit);
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)));
}
