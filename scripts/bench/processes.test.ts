import { afterEach, describe, expect, it } from 'vitest';
import { freePort, startHttpServer } from '../../server/test/servers';

interface Handle {
  name: string;
  stop(): void;
}
interface ProcessesModule {
  assertPortFree(url: string): Promise<void>;
  startProcess(
    name: string,
    command: string,
    args: string[],
    options: { cwd?: string; env?: Record<string, string>; url: string },
  ): Promise<Handle>;
}

const specifier = './processes.mjs';
const { assertPortFree, startProcess } = (await import(
  /* @vite-ignore */ specifier
)) as ProcessesModule;

/** A child server that answers 200 "child" on the given port. */
const childServer = (port: number) => [
  '-e',
  `require('node:http').createServer((q, s) => s.end('child')).listen(${port}, '127.0.0.1')`,
];

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
});

describe('scripts/bench/processes.mjs', () => {
  it('refuses to start a server on a port something else already answers on', async () => {
    const stale = await startHttpServer(() => ({ status: 200, body: 'a stale server' }));
    cleanups.push(() => void stale.close());
    const port = Number(new URL(stale.url).port);
    const url = `${stale.url}/`;
    await expect(assertPortFree(url)).rejects.toThrow(
      `port ${port} on 127.0.0.1 is already in use`,
    );
    // Before the check, the stale server answered the readiness poll and this resolved.
    await expect(
      startProcess('static floor', process.execPath, childServer(port), { url }),
    ).rejects.toThrow(/already in use: stop what listens there or set BENCH_PORT/);
  });

  it('starts the server on a free port, waits until it answers, and stops it', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/`;
    await expect(assertPortFree(url)).resolves.toBeUndefined();
    const handle = await startProcess('child', process.execPath, childServer(port), { url });
    cleanups.push(() => handle.stop());
    expect(await (await fetch(url)).text()).toBe('child');
    handle.stop();
    await expect
      .poll(() =>
        assertPortFree(url).then(
          () => 'free',
          () => 'busy',
        ),
      )
      .toBe('free');
  });
});
