import 'server-only';
/**
 * Delivers outbox rows. A run claims due rows (`FOR UPDATE SKIP LOCKED`, so instances sharing a
 * Postgres never claim the same row; PGlite has one connection, where it is simply a claim), sends
 * each, and marks it delivered right after its send succeeded, or schedules the next attempt with
 * exponential backoff and jitter. A claim is a lease: a worker that dies mid-send leaves a row
 * that becomes due again when the lease ends.
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
  /** How long a claim holds (default 5 minutes; longer than any send can take). */
  leaseMs?: number;
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

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, senders } = options;
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  const policy = options.backoff ?? defaultBackoff;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const batchSize = options.batchSize ?? 10;
  const channels = outboxChannels.filter((channel) => senders[channel]);

  async function claim(): Promise<OutboxRow[]> {
    if (channels.length === 0) return [];
    const at = now();
    return db.transaction(async (tx) => {
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
        .set({ lockedUntil: new Date(at.getTime() + leaseMs) })
        .where(
          inArray(
            outbox.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
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
    await db
      .update(outbox)
      .set({ attempts, deliveredAt: now(), lockedUntil: null, lastError: null })
      .where(and(eq(outbox.id, row.id), isNull(outbox.deliveredAt)));
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
    for (let round = 0; round < 100; round += 1) {
      const rows = await claim();
      summary.claimed += rows.length;
      let released = 0;
      for (const row of rows) {
        if (await deliver(row)) {
          summary.delivered += 1;
          if (!recovered.has(row.channel)) {
            recovered.add(row.channel);
            released += await releaseBacklog(row.channel);
          }
        } else summary.failed += 1;
      }
      if (rows.length < batchSize && released === 0) break;
    }
    return summary;
  }

  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  function tick(): void {
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
      timer = setInterval(tick, options.pollIntervalMs ?? 5_000);
      timer.unref();
      tick();
    },
    kick() {
      if (timer) setImmediate(tick);
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      again = false;
      await running;
      senders.close?.();
    },
  };
}
