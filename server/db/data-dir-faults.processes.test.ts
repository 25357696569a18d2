/**
 * A data folder the server cannot use, on a real file system with real processes (the lock's
 * lead server, tests/server/lead-server.ts, which starts as the server does): a folder of another
 * user stops the start and says whose it is; a disk too small for the database stops it and says
 * the disk is full; a disk that fills while the server runs turns its health to 503 at once, and
 * back to 200 once there is room. The small disk is a tmpfs of its own (`mount -t tmpfs`), and
 * the other user is `nobody`: both need root, as CI runs; elsewhere the suite is skipped with the
 * reason (failing under CI=true).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, afterEach, expect, it } from 'vitest';
import { describeRequiring } from '../../tests/describe-requiring';
import { setLogSink } from '../log';
import { preparePgliteDir, tempDir } from '../../tests/server/backends';
import { HEALTH_DEADLINE_MS } from '../health';

setLogSink(() => undefined);

const root = path.resolve(import.meta.dirname, '../..');
const NOBODY = 65534;

/** Why the suite cannot run here, if it cannot: a tmpfs mount needs root. */
function missing(): string | undefined {
  if (process.getuid?.() !== 0) return 'it needs root (a tmpfs mount, a start as another user)';
  const probe = tempDir('tmpfs-probe');
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probe], { stdio: 'pipe' });
    execFileSync('umount', [probe]);
    return undefined;
  } catch (error) {
    return `mount -t tmpfs failed here (${String(error).split('\n')[0]})`;
  } finally {
    fs.rmSync(probe, { recursive: true, force: true });
  }
}

interface Exit {
  status: number | null;
  stderr: string;
}

describeRequiring('a data folder the server cannot use', missing(), () => {
  const children: ChildProcess[] = [];
  const mounts: string[] = [];
  const dirs: string[] = [];

  afterEach(() => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
  });
  afterAll(() => {
    for (const mount of mounts) execFileSync('umount', ['-l', mount]);
    for (const d of [...mounts, ...dirs]) fs.rmSync(d, { recursive: true, force: true });
  });

  /** A fresh tmpfs of `size` (e.g. `8m`), mounted on a folder of its own. */
  function smallDisk(size: string): string {
    const mount = tempDir('small-disk');
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0700`, 'tmpfs', mount]);
    mounts.push(mount);
    return mount;
  }

  /** The lead server on `dataDir`: its URL once it serves, or its exit when it refuses. */
  function startLeadServer(dataDir: string, uid?: number): Promise<string | Exit> {
    const child = spawn(
      process.execPath,
      [
        '--conditions=react-server',
        '--import',
        'tsx',
        path.join(root, 'tests/server/lead-server.ts'),
        dataDir,
      ],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        ...(uid === undefined ? {} : { uid, gid: uid, env: { ...process.env, HOME: '/tmp' } }),
      },
    );
    children.push(child);
    let stdout = '';
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    return new Promise((resolve) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        stdout += chunk.toString('utf8');
        const match = /serving (\S+)/.exec(stdout);
        if (match?.[1]) resolve(match[1]);
      });
      child.once('close', (status) => resolve({ status, stderr }));
    });
  }

  function request(url: string, method: 'GET' | 'POST', body?: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const req = http.request(url, { method, agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  let visitor = 0;
  const submit = (url: string) => {
    visitor += 1;
    return request(
      `${url}/api/contact`,
      'POST',
      JSON.stringify({ name: `Visitor ${visitor}`, ip: `192.0.2.${visitor % 250}` }),
    );
  };

  /** The health answer and how long it took. */
  async function health(url: string): Promise<{ status: number; ms: number }> {
    const started = Date.now();
    const status = await request(`${url}/api/health`, 'GET');
    return { status, ms: Date.now() - started };
  }

  it("stops the start on a folder of another user (0700, root's), saying whose it is and what to do", async () => {
    const dataDir = tempDir('root-owned');
    dirs.push(dataDir);
    fs.chmodSync(dataDir, 0o700);
    const refused = await startLeadServer(dataDir, NOBODY);
    expect(typeof refused).toBe('object');
    const { status, stderr } = refused as Exit;
    expect(stderr).toContain(
      `The leads database cannot be stored in ${dataDir}: this server (uid ${NOBODY}) is not ` +
        `allowed to read or write it, which belongs to uid 0 with mode 0700 (EACCES). Make the ` +
        `data folder this user's (\`chown -R ${NOBODY} ${dataDir}\`)`,
    );
    expect(stderr).not.toMatch(/ErrnoError|\n\s+at /);
    expect(status).toBe(3);
  }, 60_000);

  it('stops the start on a disk too small for the database (4 MiB), saying it is full and where', async () => {
    const dataDir = path.join(smallDisk('4m'), 'data');
    const refused = await startLeadServer(dataDir);
    expect(typeof refused).toBe('object');
    const { status, stderr } = refused as Exit;
    expect(stderr).toMatch(
      new RegExp(
        `The leads database cannot be stored in ${dataDir}/pglite: the disk that holds it is ` +
          `full \\(\\d+ (bytes|KiB) free of 4\\.0 MiB\\) \\(ENOSPC\\)`,
      ),
    );
    expect(stderr).not.toMatch(/ErrnoError|errno/);
    expect(status).toBe(3);
  }, 90_000);

  it('answers health 503 at once when the disk fills under it, and 200 with every lead once there is room', async () => {
    const disk = smallDisk('64m');
    const dataDir = path.join(disk, 'data');
    await preparePgliteDir(dataDir);
    const url = await startLeadServer(dataDir);
    expect(typeof url).toBe('string');
    const server = url as string;
    expect(await submit(server)).toBe(201);
    expect((await health(server)).status).toBe(200);

    // Something else fills the disk (a log, another service's files).
    const filler = path.join(disk, 'filler');
    const fd = fs.openSync(filler, 'w');
    try {
      for (;;) fs.writeSync(fd, Buffer.alloc(1024 * 1024));
    } catch (error) {
      expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
    } finally {
      fs.closeSync(fd);
    }
    for (let i = 0; i < 3; i += 1) {
      const full = await health(server);
      expect(full.status).toBe(503);
      expect(full.ms).toBeLessThan(HEALTH_DEADLINE_MS + 500);
    }

    fs.rmSync(filler);
    expect((await health(server)).status).toBe(200);
    expect(await submit(server)).toBe(201);
  }, 120_000);
});
