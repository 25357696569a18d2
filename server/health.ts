import 'server-only';
/**
 * GET /api/health for load balancers: 200 when the lead path can store a lead right now (the
 * database takes a committed write and, for PGlite, the data folder's disk takes a few pages),
 * 503 otherwise, within HEALTH_DEADLINE_MS whatever hangs (a start still under way, a disk
 * that stalls). The reason goes to the log, in plain words; the answer names none of it.
 */
import type { ServerContext } from './context';
import { json } from './http/respond';
import { log } from './log';

export const HEALTH_DEADLINE_MS = 3_000;

/** Errors whose message says what stands in a lead's way in plain words. */
const PLAIN = new Set(['DataDirUnusableError', 'DataDirLostError', 'HealthDeadlineError']);

class HealthDeadlineError extends Error {
  constructor(ms: number) {
    super(`The database did not answer the health check's write within ${ms} ms.`);
    this.name = 'HealthDeadlineError';
  }
}

export async function handleHealth(
  loadContext: () => Promise<ServerContext>,
  deadlineMs = HEALTH_DEADLINE_MS,
): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new HealthDeadlineError(deadlineMs)), deadlineMs);
  });
  const check = (async () => {
    const ctx = await loadContext();
    await ctx.database.checkWrite();
  })();
  check.catch(() => undefined); // Settled later than the deadline: already answered.
  try {
    await Promise.race([check, deadline]);
    return json(200, { status: 'ok' });
  } catch (error) {
    // These messages name folders and codes only, never what a visitor sent. Told by name:
    // Next.js bundles this route apart from the start-up that opened the database, so an error
    // thrown by the database is of another copy of its class.
    const plain = error instanceof Error && PLAIN.has(error.name);
    log('warn', 'health: leads cannot be stored', {
      ...(plain ? { reason: error.message } : {}),
      error,
    });
    return json(503, { status: 'unavailable', error: 'Leads cannot be stored right now.' });
  } finally {
    clearTimeout(timer);
  }
}
