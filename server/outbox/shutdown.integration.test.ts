/**
 * Two instances on one Postgres: one is stopped with SIGTERM while it holds a batch of leases
 * (its first send in flight on a slow relay); the other delivers the rest within seconds, each
 * e-mail once. Real processes, a real SMTP server, Postgres (skipped without TEST_DATABASE_URL:
 * PGlite is one process at a time).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/contact/route';
import { setServerContext } from '../context';
import { outbox } from '../db/schema';
import { setLogSink } from '../log';
import { postgresBackend, type TestDatabase } from '../../tests/server/backends';
import { TEST_SALT, testContext } from '../../tests/server/context';
import { contactRequest, validPayload } from '../../tests/server/requests';
import { startSmtpServer, type TestSmtpServer } from '../../tests/server/servers';
import { sendersFor } from './senders';
import { createOutboxWorker } from './worker';

setLogSink(() => undefined);

const root = path.resolve(import.meta.dirname, '../..');

describe.skipIf(Boolean(postgresBackend.skipReason))(
  `outbox leases at shutdown on PostgreSQL ${postgresBackend.skipReason ?? ''}`,
  () => {
    let t: TestDatabase;
    /** The stopped instance's relay is slow (2 s a message); the other's is not. */
    let slow: TestSmtpServer;
    let smtp: TestSmtpServer;
    let child: ChildProcess | undefined;

    beforeAll(async () => {
      t = await postgresBackend.open();
      smtp = await startSmtpServer();
      slow = await startSmtpServer();
      slow.delayMs = 2_000;
    });
    afterAll(async () => {
      child?.kill('SIGKILL');
      setServerContext(undefined);
      await smtp?.close();
      await slow?.close();
      await t?.cleanup();
    });

    it('SIGTERM gives the batch back: the other instance delivers it within seconds, once each', async () => {
      const env = { SMTP_URL: smtp.url, LEADS_NOTIFY_TO: 'leads@cairn.test' };
      const ctx = { ...testContext(t.database, t.dataDir, { env }), now: () => new Date() };
      setServerContext(ctx);
      const ids: string[] = [];
      for (let i = 0; i < 10; i += 1) {
        const response = await POST(
          contactRequest(validPayload({ name: `Lead ${i}` }), { ip: `10.3.0.${i}` }),
        );
        expect(response.status).toBe(201);
        ids.push(String(((await response.json()) as { id: string }).id));
      }

      child = spawn(
        process.execPath,
        ['--conditions=react-server', '--import', 'tsx', 'tests/server/outbox-instance.ts'],
        {
          cwd: root,
          env: {
            ...process.env,
            ...env,
            SMTP_URL: slow.url,
            DATABASE_URL: t.url,
            IP_HASH_SALT: TEST_SALT,
            DATA_DIR: t.dataDir,
          },
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      const exited = new Promise<number | null>((resolve) => child!.once('exit', resolve));
      await new Promise<void>((resolve) => child!.stdout!.once('data', () => resolve()));
      // The batch is leased, its first send in flight.
      for (;;) {
        const rows = await t.database.db.select({ lockedUntil: outbox.lockedUntil }).from(outbox);
        if (rows.length === 10 && rows.every((r) => r.lockedUntil !== null)) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      child.kill('SIGTERM');
      const signalled = Date.now();
      expect(await exited).toBe(143);

      const other = createOutboxWorker({ db: t.database.db, senders: sendersFor(ctx.env, fetch) });
      let delivered = 0;
      while (delivered < 10 && Date.now() - signalled < 20_000) {
        await other.runOnce();
        const rows = await t.database.db.select({ at: outbox.deliveredAt }).from(outbox);
        delivered = rows.filter((r) => r.at !== null).length;
        if (delivered < 10) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      await other.stop();
      const seconds = (Date.now() - signalled) / 1000;
      expect(delivered).toBe(10);
      expect(seconds).toBeLessThan(10);
      // The send in flight at the signal was finished by the stopped instance.
      expect(slow.messages.length).toBeLessThanOrEqual(2);
      const mailed = [...slow.messages, ...smtp.messages].map(
        (m) => /X-Cairn-Lead-Id: (\S+)/i.exec(m.raw)?.[1],
      );
      expect(mailed.sort()).toEqual([...ids].sort());
    });
  },
);
