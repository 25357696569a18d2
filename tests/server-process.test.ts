import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startHttpStub } from './http-stub';
import { assertPortFree, freePort, startNext, startProcess } from './server-process';

/** A child server that answers 200 "child" on the given port. */
const childServer = (port: number) => [
  '-e',
  `require('node:http').createServer((q, s) => s.end('child')).listen(${port}, '127.0.0.1')`,
];

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

const portState = (url: string) =>
  assertPortFree(url).then(
    () => 'free',
    () => 'busy',
  );

describe('tests/server-process.ts', () => {
  it('freePort gives a port nothing listens on, a different one each time it is held', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(0);
    expect(await portState(`http://127.0.0.1:${port}/`)).toBe('free');
    const held = await startHttpStub(() => ({ status: 200 }));
    cleanups.push(() => held.close());
    expect(await freePort()).not.toBe(held.port);
  });

  it('refuses to start a server on a port something else already answers on', async () => {
    const stale = await startHttpStub(() => ({ status: 200, body: 'a stale server' }));
    cleanups.push(() => stale.close());
    const { port } = stale;
    const url = `${stale.origin}/`;
    await expect(assertPortFree(url)).rejects.toThrow(
      `port ${port} on 127.0.0.1 is already in use`,
    );
    // Without the check, the stale server would answer the readiness poll and this resolve.
    await expect(
      startProcess('static floor', process.execPath, childServer(port), { url }),
    ).rejects.toThrow(/already in use: stop what listens there/);
  });

  it('starts the server, waits until it answers, and stop() frees the port', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/`;
    const handle = await startProcess('child', process.execPath, childServer(port), { url });
    cleanups.push(() => handle.stop());
    expect(await (await fetch(url)).text()).toBe('child');
    await handle.stop();
    await expect.poll(() => portState(url)).toBe('free');
  });

  it('fails at once, with its output, when the child exits before answering', async () => {
    const url = `http://127.0.0.1:${await freePort()}/`;
    const started = Date.now();
    await expect(
      startProcess(
        'broken',
        process.execPath,
        ['-e', 'console.error("no config"); process.exit(3)'],
        {
          url,
        },
      ),
    ).rejects.toThrow(/broken exited \(3\) before answering at .*\n.*no config/);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('startNext fails with next start’s own message where there is no build', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'no-build-'));
    fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    // No server/preload.mjs there either: this is about next start's own message.
    await expect(startNext({ cwd: dir, timeoutMs: 30_000, preload: false })).rejects.toThrow(
      /next start exited .* before answering[\s\S]*production build/i,
    );
  });
});
