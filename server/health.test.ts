/**
 * The health check answers within its deadline whatever hangs behind it (a start still opening
 * the database, a disk that stalls), and never says why to the caller.
 */
import { describe, expect, it } from 'vitest';
import type { ServerContext } from './context';
import { handleHealth } from './health';
import { setLogSink, type LogEntry } from './log';

describe('GET /api/health', () => {
  it('answers 503 when the check has not finished by its deadline, and logs why', async () => {
    const lines: LogEntry[] = [];
    setLogSink((entry) => lines.push(entry));
    const started = Date.now();
    const response = await handleHealth(() => new Promise<ServerContext>(() => undefined), 50);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: 'unavailable',
      error: 'Leads cannot be stored right now.',
    });
    expect(lines).toMatchObject([
      {
        level: 'warn',
        msg: 'health: leads cannot be stored',
        reason: "The database did not answer the health check's write within 50 ms.",
      },
    ]);
    setLogSink(undefined);
  });

  it("logs the database's plain reason, from another bundle's copy of its class too", async () => {
    const lines: LogEntry[] = [];
    setLogSink((entry) => lines.push(entry));
    // As the database opened at start-up throws it into this route's bundle: same name, other class.
    const full = Object.assign(
      new Error(
        'The leads database cannot be stored in /data/pglite: the disk that holds it is full',
      ),
      { name: 'DataDirUnusableError', code: 'ENOSPC' },
    );
    const context = {
      database: { checkWrite: () => Promise.reject(full) },
    } as unknown as ServerContext; // Only the database's checkWrite is read.
    const response = await handleHealth(() => Promise.resolve(context));
    expect(response.status).toBe(503);
    expect(lines).toMatchObject([
      {
        msg: 'health: leads cannot be stored',
        reason: full.message,
        error: { code: 'ENOSPC' },
      },
    ]);
    setLogSink(undefined);
  });
});
