/**
 * The server guard from the first request on, against real `next start` processes: a lead sent
 * with an Idempotency-Key, the server restarted, and the same key sent again the moment the new
 * process accepts connections (before its instrumentation has finished). Started as every start
 * command starts it (server/preload.mjs first), the retry is answered as a replay; started
 * without it, the request is refused (503), never stored a second time.
 * SMOKE_APP_DIR=/path/with/.next npx vitest run --project smoke server/preload.smoke.test.ts
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { freePort, nextStartArgs, startNext } from '../tests/server-process';
import { describeRequiring } from '../tests/describe-requiring';
import { runLeadsExport } from './export/run';
import { tempDir } from '../tests/server/backends';
import { csvRecords } from '../tests/server/csv-parse';
import { exchange, headerValues } from '../tests/server/raw-http';
import { validPayload } from '../tests/server/requests';

const appDir = process.env.SMOKE_APP_DIR;

/** Connects to `port` as soon as it accepts (retrying every 5 ms) and sends `request` at once. */
async function sendWhenAccepting(port: number, request: string, child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('next start exited before accepting');
    const socket = await new Promise<net.Socket | undefined>((resolve) => {
      const s = net.connect(port, '127.0.0.1');
      s.once('connect', () => resolve(s));
      s.once('error', () => resolve(undefined));
    });
    if (socket) return exchange(socket, request);
    if (Date.now() > deadline) throw new Error(`port ${port} never accepted`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

function contactPost(port: number, key: string, body: string): string {
  return [
    'POST /api/contact HTTP/1.1',
    `Host: 127.0.0.1:${port}`,
    `Origin: http://127.0.0.1:${port}`,
    'Content-Type: application/json',
    `Idempotency-Key: ${key}`,
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

describeRequiring(
  'server guard from the first request (real processes)',
  appDir ? undefined : 'SMOKE_APP_DIR is not set to a folder with a production build',
  () => {
    const cwd = path.resolve(appDir ?? '.');
    const children: ChildProcess[] = [];
    const dirs: string[] = [];

    afterEach(async () => {
      for (const child of children.splice(0)) {
        if (child.exitCode !== null || child.signalCode !== null || !child.pid) continue;
        const exited = new Promise((r) => child.once('exit', r));
        process.kill(-child.pid, 'SIGTERM');
        await exited;
      }
      for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
    });

    /** `next start` spawned on a free port, not waited for. */
    async function spawnNext(env: Record<string, string>, preload = true) {
      const port = await freePort();
      const child = spawn(process.execPath, nextStartArgs(cwd, port, { preload }), {
        cwd,
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', ...env },
        stdio: ['ignore', 'ignore', 'pipe'],
        detached: true,
      });
      // What the server says on its way out, for a test that finds it gone.
      let stderr = '';
      child.stderr!.on('data', (chunk: Buffer) => {
        stderr = (stderr + chunk.toString('utf8')).slice(-4000);
      });
      children.push(child);
      return { port, child, stderr: () => stderr };
    }

    /** A lead stored by one process, then the same key sent to a fresh process on the folder. */
    async function retryAfterRestart(preload: boolean) {
      const dataDir = tempDir('preload');
      dirs.push(dataDir);
      const env = { DATA_DIR: dataDir, DATABASE_URL: '', RATE_LIMIT_MAX: '20' };
      const key = randomUUID();
      const body = JSON.stringify(validPayload());

      const first = await startNext({ cwd, env, readyPath: '/api/health' });
      const stored = await exchange(
        net.connect(first.port, '127.0.0.1'),
        contactPost(first.port, key, body),
      );
      await first.stop();
      expect(stored.status).toBe(201);

      const { port, child, stderr } = await spawnNext(env, preload);
      const retried = await sendWhenAccepting(port, contactPost(port, key, body), child);
      const leads = async () => {
        let csv = '';
        const { Writable } = await import('node:stream');
        const out = new Writable({
          write(chunk: Buffer, _encoding, callback) {
            csv += chunk.toString('utf8');
            callback();
          },
        });
        // Through the running server (it holds the folder); it answers once start-up is done.
        const healthy = () =>
          fetch(`http://127.0.0.1:${port}/api/health`).then(
            (response) => response.ok,
            () => false,
          );
        for (let i = 0; i < 100 && !(await healthy()); i++) {
          if (child.exitCode !== null || child.signalCode !== null) {
            throw new Error(
              `the restarted server ended (${child.exitCode ?? child.signalCode}) after answering: ${stderr()}`,
            );
          }
          await new Promise((r) => setTimeout(r, 100));
        }
        await runLeadsExport({ env: { dataDir, databaseUrl: undefined }, out });
        return csvRecords(csv).length;
      };
      return { stored, retried, leads };
    }

    it('answers a retry sent the moment a restarted server accepts as a replay: one lead', async () => {
      const { stored, retried, leads } = await retryAfterRestart(true);
      expect(retried.status).toBe(201);
      expect(headerValues(retried, 'idempotent-replayed')).toEqual(['true']);
      expect(JSON.parse(retried.body)).toEqual(JSON.parse(stored.body));
      expect(await leads()).toBe(1);
    }, 180_000);

    it("answers a fresh server's first request with the guard's 405, not Next.js's 500", async () => {
      const dataDir = tempDir('preload');
      dirs.push(dataDir);
      for (const [method, url, allow] of [
        ['TRACE', '/api/contact', 'POST'],
        ['POST', '/icon.svg', 'GET, HEAD'],
      ]) {
        const { port, child } = await spawnNext({ DATA_DIR: dataDir, DATABASE_URL: '' });
        const request = `${method} ${url} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`;
        const answer = await sendWhenAccepting(port, request, child);
        expect([method, url, answer.status, headerValues(answer, 'allow')]).toEqual([
          method,
          url,
          405,
          [allow],
        ]);
        const exited = new Promise((r) => child.once('exit', r));
        process.kill(-child.pid!, 'SIGTERM');
        await exited;
      }
    }, 180_000);

    it('started without server/preload.mjs, refuses such a request rather than store it twice', async () => {
      const { retried, leads } = await retryAfterRestart(false);
      // Before register() has put the guard in, the request has no client address: 503.
      // (Should the guard be in by then, it is a replay.) Never a second lead.
      expect([503, 201]).toContain(retried.status);
      if (retried.status === 201)
        expect(headerValues(retried, 'idempotent-replayed')).toEqual(['true']);
      expect(await leads()).toBe(1);
    }, 180_000);
  },
);
