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
});
