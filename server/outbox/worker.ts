import 'server-only';
/**
 * Delivers outbox rows. A run claims due rows (`FOR UPDATE SKIP LOCKED`, so instances sharing a
 * Postgres never claim the same row; PGlite has one connection, where it is simply a claim), sends
 * each, and marks it delivered right after its send succeeded, or schedules the next attempt with
 * exponential backoff and jitter.
 *
 * A claim is a short lease (30 s), renewed while the worker still holds the row, so a worker that
 * dies leaves rows that come back within seconds rather than minutes. The lease's end doubles as
 * its owner's mark: renewals and releases touch only rows whose `locked_until` is still this
 * worker's. Rows not started yet are released when a run fails on a database error and when the
 * worker stops. The "delivered" mark after a successful send is retried until it lands, so a
 * database hiccup between the send and the mark does not send the message again.
 *
 * Exactly-once holds unless the process dies between a successful send and the mark; the
 * e-mail's Message-ID and the webhook's Idempotency-Key (both the lead id) let receivers drop
 * that rare duplicate.
 */
import { and, asc, eq, gt, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../db/open';
import { leads, outbox, outboxChannels, type OutboxChannel, type OutboxRow } from '../db/schema';
import { errorMessage, log } from '../log';
import { backoffDelayMs, defaultBackoff, type BackoffPolicy } from './backoff';
import type { Senders } from './senders';

export interface OutboxWorkerOptions {
  db: Db;
  senders: Senders;
  now?: () => Date;
  random?: () => number;
  backoff?: BackoffPolicy;
  /** How long a claim holds before it is renewed (default 30 s; renewed every third of it). */
  leaseMs?: number;
  /** How often the delivered mark is retried after a failure, and for how long (default 250 ms, 2 min). */
  markRetry?: { delayMs: number; forMs: number };
  batchSize?: number;
  /** Poll interval of start() (default 5 s). */
  pollIntervalMs?: number;
}

export interface RunSummary {
  claimed: number;
  delivered: number;
  failed: number;
}

export interface OutboxWorker {
  /** Claims and delivers everything due now; resolves when done. */
  runOnce(): Promise<RunSummary>;
  /** Polls every few seconds until stop(). */
  start(): void;
  /** Asks for a run as soon as possible (after a lead was stored). */
  kick(): void;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, senders } = options;
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  const policy = options.backoff ?? defaultBackoff;
  const leaseMs = options.leaseMs ?? 30_000;
  const markRetry = options.markRetry ?? { delayMs: 250, forMs: 120_000 };
  const batchSize = options.batchSize ?? 10;
  const channels = outboxChannels.filter((channel) => senders[channel]);

  /** Rows this worker holds, and the end of its current lease on them (its owner's mark). */
  const held = new Set<string>();
  let lease: Date | undefined;
  let stopping = false;

  async function claim(): Promise<OutboxRow[]> {
    if (channels.length === 0 || stopping) return [];
    const at = now();
    const until = new Date(at.getTime() + leaseMs);
    const rows = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          and(
            isNull(outbox.deliveredAt),
            inArray(outbox.channel, channels),
            lte(outbox.nextAttemptAt, at),
            or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, at)),
          ),
        )
        .orderBy(asc(outbox.nextAttemptAt))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(outbox)
        .set({ lockedUntil: until })
        .where(
          inArray(
            outbox.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
    if (rows.length > 0) {
      lease = until;
      for (const row of rows) held.add(row.id);
    }
    return rows;
  }

  /** Extends the lease on every row still held (a slow send, a long batch). */
  async function renew(): Promise<void> {
    if (held.size === 0 || !lease) return;
    const until = new Date(now().getTime() + leaseMs);
    await db
      .update(outbox)
      .set({ lockedUntil: until })
      .where(and(inArray(outbox.id, [...held]), eq(outbox.lockedUntil, lease)));
    lease = until;
  }

  /** Gives rows back (due again at once) if this worker still holds their lease. */
  async function release(ids: string[]): Promise<void> {
    const mine = ids.filter((id) => held.has(id));
    for (const id of mine) held.delete(id);
    if (mine.length === 0 || !lease) return;
    await db
      .update(outbox)
      .set({ lockedUntil: null })
      .where(
        and(inArray(outbox.id, mine), eq(outbox.lockedUntil, lease), isNull(outbox.deliveredAt)),
      );
  }

  /** The delivered mark, retried until it lands: the message went out and must not go again. */
  async function markDelivered(row: OutboxRow, attempts: number): Promise<void> {
    const giveUpAt = Date.now() + markRetry.forMs;
    for (let failures = 0; ; failures += 1) {
      try {
        await db
          .update(outbox)
          .set({ attempts, deliveredAt: now(), lockedUntil: null, lastError: null })
          .where(and(eq(outbox.id, row.id), isNull(outbox.deliveredAt)));
        if (failures > 0)
          log('info', 'outbox: delivered mark stored after retrying', {
            leadId: row.leadId,
            channel: row.channel,
            failures,
          });
        return;
      } catch (error) {
        if (Date.now() >= giveUpAt) throw error;
        if (failures === 0)
          log('warn', 'outbox: delivered mark failed, retrying', {
            leadId: row.leadId,
            channel: row.channel,
            error,
          });
        await sleep(Math.min(markRetry.delayMs * 2 ** Math.min(failures, 4), 5_000));
      }
    }
  }

  async function deliver(row: OutboxRow): Promise<boolean> {
    const send = senders[row.channel];
    const [lead] = await db.select().from(leads).where(eq(leads.id, row.leadId));
    if (!send || !lead) return false;
    const attempts = row.attempts + 1;
    try {
      await send(lead);
    } catch (error) {
      const delay = backoffDelayMs(attempts, random, policy);
      const message = errorMessage(error).slice(0, 500);
      await db
        .update(outbox)
        .set({
          attempts,
          lastError: message,
          lockedUntil: null,
          nextAttemptAt: new Date(now().getTime() + delay),
        })
        .where(eq(outbox.id, row.id));
      log('warn', 'outbox: delivery failed, will retry', {
        leadId: row.leadId,
        channel: row.channel,
        attempts,
        retryInSeconds: Math.round(delay / 1000),
        error,
      });
      return false;
    }
    await markDelivered(row, attempts);
    return true;
  }

  /**
   * A send on `channel` just succeeded: the channel is up, so rows of it waiting out their backoff
   * are due now instead of at their next slot. Returns how many were released.
   */
  async function releaseBacklog(channel: OutboxChannel): Promise<number> {
    const at = now();
    const released = await db
      .update(outbox)
      .set({ nextAttemptAt: at })
      .where(
        and(eq(outbox.channel, channel), isNull(outbox.deliveredAt), gt(outbox.nextAttemptAt, at)),
      )
      .returning({ id: outbox.id });
    return released.length;
  }

  async function runOnce(): Promise<RunSummary> {
    const summary: RunSummary = { claimed: 0, delivered: 0, failed: 0 };
    const recovered = new Set<OutboxChannel>();
    const renewal = setInterval(
      () => {
        renew().catch((error: unknown) => log('warn', 'outbox: lease renewal failed', { error }));
      },
      Math.max(10, Math.floor(leaseMs / 3)),
    );
    renewal.unref();
    try {
      for (let round = 0; round < 100 && !stopping; round += 1) {
        const rows = await claim();
        summary.claimed += rows.length;
        let released = 0;
        for (const [index, row] of rows.entries()) {
          if (stopping) {
            await release(rows.slice(index).map((r) => r.id));
            break;
          }
          let delivered: boolean;
          try {
            delivered = await deliver(row);
          } catch (error) {
            // A database error: give back what was not started, so another run or instance
            // takes it now instead of when the lease ends.
            await release(rows.slice(index).map((r) => r.id)).catch(() => undefined);
            throw error;
          }
          held.delete(row.id);
          if (delivered) {
            summary.delivered += 1;
            if (!recovered.has(row.channel)) {
              recovered.add(row.channel);
              released += await releaseBacklog(row.channel);
            }
          } else summary.failed += 1;
        }
        if (rows.length < batchSize && released === 0) break;
      }
    } finally {
      clearInterval(renewal);
    }
    return summary;
  }

  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  function tick(): void {
    if (stopping) return;
    if (running) {
      again = true;
      return;
    }
    running = runOnce()
      .then(() => undefined)
      .catch((error: unknown) => log('error', 'outbox: run failed', { error }))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          tick();
        }
      });
  }

  return {
    runOnce,
    start() {
      if (timer) return;
      stopping = false;
      timer = setInterval(tick, options.pollIntervalMs ?? 5_000);
      timer.unref();
      tick();
    },
    kick() {
      if (timer) setImmediate(tick);
    },
    async stop() {
      // Claims no more, gives back the rows not started, and lets the send in flight finish.
      stopping = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      again = false;
      await running;
      await release([...held]).catch((error: unknown) =>
        log('warn', 'outbox: leases not released at stop', { error }),
      );
      senders.close?.();
    },
  };
}
