/**
 * The data folder's lock between real `next start` servers of this build, as a host sees them:
 * a server paused past any timeout (`docker pause`, a frozen VM) still holds its folder, so a
 * second server started meanwhile is refused and the first resumes with every lead intact; and a
 * lock file left by an earlier release is never taken over while that release may still run.
 * `npm test` runs it on its build (SMOKE_APP_DIR); without a build it is skipped with the reason,
 * or fails under CI=true.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startNext, type NextServer } from '../../tests/server-process';
import { describeRequiring } from '../../tests/describe-requiring';
import { setLogSink } from '../log';
import { tempDir } from '../../tests/server/backends';
import { validPayload } from '../../tests/server/requests';
import { lockFileOf } from './lock';
import { openDatabase } from './open';
import { leads } from './schema';

setLogSink(() => undefined);

const appDir = process.env.SMOKE_APP_DIR;

describeRequiring(
  'the data folder between next start servers',
  appDir ? undefined : 'SMOKE_APP_DIR is not set to a folder with a production build',
  () => {
    let dataDir: string;
    let first: NextServer | undefined;
    const acknowledged: string[] = [];
    let visitor = 0;

    const start = (name: string) =>
      startNext({
        cwd: path.resolve(appDir ?? '.'),
        env: { DATA_DIR: dataDir, DATABASE_URL: '' },
        readyPath: '/api/health',
        name,
        timeoutMs: 60_000,
      });

    /**
     * One lead, from its own loopback address (the rate limit counts per client): resolves with
     * the status, and records the name when the server acknowledged it.
     */
    function submit(server: NextServer): Promise<number> {
      visitor += 1;
      const name = `Visitor ${visitor}`;
      const body = JSON.stringify(validPayload({ name }));
      return new Promise((resolve, reject) => {
        const request = http.request(
          `${server.origin}/api/contact`,
          {
            method: 'POST',
            localAddress: `127.0.${Math.floor(visitor / 250)}.${(visitor % 250) + 2}`,
            headers: { 'content-type': 'application/json', origin: server.origin },
          },
          (response) => {
            response.resume();
            response.on('end', () => {
              if (response.statusCode === 201) acknowledged.push(name);
              resolve(response.statusCode ?? 0);
            });
          },
        );
        request.on('error', reject);
        request.end(body);
      });
    }

    async function storedNames(): Promise<string[]> {
      const database = await openDatabase({ kind: 'pglite', dataDir, lock: { role: 'test' } });
      try {
        return (await database.db.select({ name: leads.name }).from(leads))
          .map((row) => row.name)
          .sort();
      } finally {
        await database.close();
      }
    }

    beforeAll(async () => {
      dataDir = tempDir('lock-smoke');
      first = await start('first server');
    }, 90_000);

    afterAll(async () => {
      if (first?.child.pid) process.kill(-first.child.pid, 'SIGCONT');
      await first?.stop();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('refuses a second server while the first is paused past any timeout; the first resumes and keeps every lead', async () => {
      const server = first!;
      for (let i = 0; i < 10; i += 1) expect(await submit(server)).toBe(201);
      process.kill(-server.child.pid!, 'SIGSTOP');
      // Traffic in flight: accepted by the kernel, answered when the server resumes.
      const inFlight = [submit(server), submit(server), submit(server)];
      // Its lock file dated an hour back, as a pause of an hour leaves it (far past the 15 s a
      // heartbeat release judged stale): the kernel's lock ignores the time.
      const old = new Date(Date.now() - 3_600_000);
      fs.utimesSync(lockFileOf(dataDir), old, old);
      const second = start('second server');
      await expect(second).rejects.toThrow(
        /exited \(1\) before answering[\s\S]*in use by another process: the server \(pid \d+/,
      );
      process.kill(-server.child.pid!, 'SIGCONT');
      expect(await Promise.all(inFlight)).toEqual([201, 201, 201]);
      for (let i = 0; i < 10; i += 1) expect(await submit(server)).toBe(201);
      await server.stop();
      first = undefined;
      expect(fs.existsSync(lockFileOf(dataDir))).toBe(false);
      expect(await storedNames()).toEqual([...acknowledged].sort());
      expect(acknowledged).toHaveLength(23);
    }, 120_000);

    it('refuses to start beside a lock file of an earlier release, and starts with every lead once it is removed', async () => {
      // As the releases before the kernel lock left it: no format, no id, never touched again.
      const earlier = JSON.stringify({
        pid: 1,
        hostname: 'web-old',
        role: 'server',
        url: 'http://127.0.0.1:3000',
        acquiredAt: '2026-11-01T00:00:00.000Z',
      });
      fs.writeFileSync(lockFileOf(dataDir), earlier);
      const old = new Date(Date.now() - 3_600_000);
      fs.utimesSync(lockFileOf(dataDir), old, old);
      await expect(start('upgraded server')).rejects.toThrow(
        /exited \(1\) before answering[\s\S]*earlier release of this site \(the server \(pid 1 on host web-old\)[\s\S]*Stop the running release first; then remove /,
      );
      expect(fs.readFileSync(lockFileOf(dataDir), 'utf8')).toBe(earlier);
      // The operator's step once the earlier release is stopped (docs/production.md "Upgrading").
      fs.rmSync(lockFileOf(dataDir));
      first = await start('upgraded server');
      expect(await submit(first)).toBe(201);
      await first.stop();
      first = undefined;
      expect(await storedNames()).toEqual([...acknowledged].sort());
    }, 120_000);
  },
);
