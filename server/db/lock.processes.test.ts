/**
 * The data folder's lock between real processes on one PGlite folder, each opening it through the
 * real open path (lock, PGlite, migrations) and storing leads through the real contact route
 * (tests/server/lead-server.ts): a paused server keeps its folder and every lead, however old its
 * lock file looks, a killed one frees the folder at once, a lock file of an earlier
 * release stops the start until the operator removes it, and a database folder deleted or
 * replaced under a running server stops it before it acknowledges another lead. lock.smoke.test.ts runs the same cases
 * against `next start` of a build.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { setLogSink } from '../log';
import { preparePgliteDir, tempDir } from '../../tests/server/backends';
import { lockFileOf } from './lock';
import { openDatabase } from './open';
import { leads } from './schema';

setLogSink(() => undefined);

const root = path.resolve(import.meta.dirname, '../..');

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const child of children.splice(0)) {
    child.kill('SIGCONT');
    child.kill('SIGKILL');
  }
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

async function dataDir(): Promise<string> {
  const d = tempDir('lock-processes');
  dirs.push(d);
  await preparePgliteDir(d);
  return d;
}

interface Exit {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Node itself runs the script (not a wrapper), so signals reach the process that holds the lock. */
function run(
  script: string,
  d: string,
  env: Record<string, string> = {},
): { child: ChildProcess; output: () => Exit; exit: Promise<Exit> } {
  const child = spawn(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', path.join(root, script), d],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } },
  );
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const output = () => ({ status: child.exitCode, stdout, stderr });
  const exit = new Promise<Exit>((resolve) => child.once('close', () => resolve(output())));
  return { child, output, exit };
}

/** A second process opening the folder, as a replica or a rolling deploy's new server would. */
const openInAnotherProcess = (d: string) => run('tests/server/open-data-dir.ts', d).exit;

interface LeadServer {
  child: ChildProcess;
  url: string;
  acknowledged: string[];
  /** Resolves when the server process ends, however it ends. */
  exit: Promise<Exit>;
  submit(): Promise<number>;
  /** SIGTERM: the server closes its database and exits 0. */
  stop(): Promise<void>;
}

let visitor = 0;

/** Starts a lead server; resolves once it serves, or with its exit when it refuses the folder. */
async function startLeadServer(
  d: string,
  acknowledged: string[],
  env: Record<string, string> = {},
): Promise<LeadServer | Exit> {
  const { child, output, exit } = run('tests/server/lead-server.ts', d, env);
  const serving = new Promise<string>((resolve) => {
    child.stdout?.on('data', () => {
      const match = /serving (\S+)/.exec(output().stdout);
      if (match?.[1]) resolve(match[1]);
    });
  });
  const first = await Promise.race([serving, exit]);
  if (typeof first !== 'string') return first;
  const url = first;
  return {
    child,
    url,
    acknowledged,
    exit,
    submit() {
      visitor += 1;
      const name = `Visitor ${visitor}`;
      const body = JSON.stringify({ name, ip: `192.0.2.${visitor % 250}` });
      // A request the server never answers (it died, or dropped the connection) counts as 0.
      // Each on a connection of its own (`agent: false`): a kept-alive one reused after a pause
      // can be closed by the server's idle timer, due while it was stopped, before it reads the
      // request, which says nothing about the lock. A new connection waits in the kernel's queue.
      return new Promise((resolve) => {
        const request = http.request(
          `${url}/api/contact`,
          { method: 'POST', agent: false },
          (response) => {
            response.resume();
            response.on('end', () => {
              if (response.statusCode === 201) acknowledged.push(name);
              resolve(response.statusCode ?? 0);
            });
          },
        );
        request.on('error', () => resolve(0));
        request.end(body);
      });
    },
    async stop() {
      child.kill('SIGTERM');
      expect((await exit).status).toBe(0);
    },
  };
}

async function serving(
  d: string,
  acknowledged: string[],
  env: Record<string, string> = {},
): Promise<LeadServer> {
  const server = await startLeadServer(d, acknowledged, env);
  if (!('url' in server)) throw new Error(`the lead server did not start: ${server.stderr}`);
  return server;
}

async function storedNames(d: string): Promise<string[]> {
  const database = await openDatabase({ kind: 'pglite', dataDir: d, lock: { role: 'test' } });
  try {
    return (await database.db.select({ name: leads.name }).from(leads)).map((r) => r.name).sort();
  } finally {
    await database.close();
  }
}

/** A fresh folder, its lead server, and `count` leads it acknowledged. */
async function serverWithLeads(count: number) {
  const d = await dataDir();
  const acknowledged: string[] = [];
  const server = await serving(d, acknowledged);
  for (let i = 0; i < count; i += 1) expect(await server.submit()).toBe(201);
  return { d, acknowledged, server };
}

describe('one PGlite folder between real processes', () => {
  it('refuses a second opener while the holder is paused, its lock file untouched for an hour; the holder resumes and keeps every lead, in flight too', async () => {
    const { d, acknowledged, server } = await serverWithLeads(10);
    const lockBefore = fs.readFileSync(lockFileOf(d), 'utf8');

    // Paused, as `docker pause`, a frozen VM or a debugger leaves it.
    server.child.kill('SIGSTOP');
    // Traffic in flight: accepted by the kernel, answered when the server resumes.
    const inFlight = [server.submit(), server.submit(), server.submit()];
    // The holder stops touching its file while paused. Dated an hour back, it looks as a pause of
    // an hour leaves it, far past the 15 s a heartbeat release judged stale: the kernel's lock
    // ignores the time, and this stands in for waiting.
    const old = new Date(Date.now() - 3_600_000);
    fs.utimesSync(lockFileOf(d), old, old);
    const second = await openInAnotherProcess(d);
    expect(second.stdout).toBe('');
    expect(second.stderr).toMatch(
      new RegExp(`in use by another process: the server \\(pid ${server.child.pid} on host .+\\)`),
    );
    expect(second.status).toBe(3);
    expect(fs.readFileSync(lockFileOf(d), 'utf8')).toBe(lockBefore);

    server.child.kill('SIGCONT');
    expect(await Promise.all(inFlight)).toEqual([201, 201, 201]);
    for (let i = 0; i < 10; i += 1) expect(await server.submit()).toBe(201);
    await server.stop();
    expect(acknowledged).toHaveLength(23);
    expect(await storedNames(d)).toEqual([...acknowledged].sort());
  }, 90_000);

  it('frees the folder the moment its holder is killed: the next opener gets it at once, with every lead', async () => {
    const { d, acknowledged, server } = await serverWithLeads(5);
    server.child.kill('SIGKILL');
    await new Promise((resolve) => server.child.once('close', resolve));

    // The opener does not wait for the folder: it gets it on its first try or is refused.
    const next = await openInAnotherProcess(d);
    expect(next.stderr).toBe('');
    expect(next.stdout).toMatch(/^opened as pid \d+/);
    expect(next.status).toBe(0);
    expect(await storedNames(d)).toEqual([...acknowledged].sort());
  }, 60_000);

  it('does not start beside a lock file of an earlier release; after the operator removes it, starts with every lead', async () => {
    const { d, acknowledged, server: before } = await serverWithLeads(5);
    await before.stop();

    const earlier = [
      // The first releases: no id, never touched again.
      { pid: 4242, hostname: 'web-old', role: 'server', acquiredAt: '2026-10-01T00:00:00.000Z' },
      // The heartbeat releases: an id; untouched for an hour, as a paused holder leaves it.
      {
        id: 'bXqI0TnR3Yw6Jm1k',
        pid: 77,
        hostname: 'web-heartbeat',
        role: 'server',
        url: 'http://127.0.0.1:3000',
        acquiredAt: '2026-11-20T00:00:00.000Z',
      },
    ];
    for (const fields of earlier) {
      const content = JSON.stringify(fields);
      fs.writeFileSync(lockFileOf(d), content);
      const old = new Date(Date.now() - 3_600_000);
      fs.utimesSync(lockFileOf(d), old, old);

      const upgraded = await startLeadServer(d, acknowledged);
      expect('url' in upgraded).toBe(false);
      const refused = upgraded as Exit;
      expect(refused.stderr).toMatch(
        new RegExp(
          `lock file from an earlier release of this site \\(the server \\(pid ${fields.pid} on host ${fields.hostname}\\)` +
            `[\\s\\S]*Stop the running release first; then remove ${lockFileOf(d)}`,
        ),
      );
      expect(refused.status).toBe(3);
      expect(fs.readFileSync(lockFileOf(d), 'utf8')).toBe(content);

      // The operator's step once the earlier release is stopped (docs/production.md "Upgrading").
      fs.rmSync(lockFileOf(d));
      const after = await serving(d, acknowledged);
      expect(await after.submit()).toBe(201);
      await after.stop();
    }
    expect(acknowledged).toHaveLength(7);
    expect(await storedNames(d)).toEqual([...acknowledged].sort());
  }, 90_000);

  /**
   * What a lead sent after its database folder changed gets: 503 when the request's own check
   * sees the change first, or no answer (0) when the holder's timer saw it first and the process
   * is already stopping. Either way nothing is acknowledged; a 201 fails.
   */
  const NOT_ACKNOWLEDGED = [503, 0];

  it('stops at once when its database folder is removed while it holds the lock, and the next start refuses to make an empty one until told to', async () => {
    const { d, acknowledged, server } = await serverWithLeads(3);
    const database = path.join(d, 'pglite');
    fs.rmSync(database, { recursive: true, force: true });

    // Nothing is acknowledged into the removed folder, and the server stops on its next check.
    expect(NOT_ACKNOWLEDGED).toContain(await server.submit());
    const stopped = await server.exit;
    expect(stopped.status).toBe(1);
    expect(stopped.stderr).toMatch(
      new RegExp(`database folder ${database} was removed or replaced while this process used it`),
    );
    expect(acknowledged).toHaveLength(3);
    // The lock file stays: the record that a database lived here.
    expect(fs.existsSync(lockFileOf(d))).toBe(true);

    const refused = await startLeadServer(d, acknowledged);
    expect('url' in refused).toBe(false);
    expect((refused as Exit).stderr).toMatch(
      new RegExp(`There is no database in ${database}[\\s\\S]*PGLITE_NEW_DATABASE=1`),
    );
    expect((refused as Exit).status).toBe(3);
    expect(fs.existsSync(database)).toBe(false);

    // Told to, it starts on a new, empty database.
    const fresh = await serving(d, [], { PGLITE_NEW_DATABASE: '1' });
    expect(await fresh.submit()).toBe(201);
    await fresh.stop();
    expect(await storedNames(d)).toEqual([...fresh.acknowledged].sort());
  }, 90_000);

  it('stops when a restored copy is put in place of its database folder, writing nothing into it', async () => {
    const { d, acknowledged, server } = await serverWithLeads(3);
    // A copy taken before any lead came (the fresh database every test folder starts from).
    const copies = tempDir('lock-processes-backup');
    dirs.push(copies);
    await preparePgliteDir(copies);
    // The operator restores it while the server runs.
    const database = path.join(d, 'pglite');
    fs.renameSync(database, path.join(d, 'pglite.replaced'));
    fs.renameSync(path.join(copies, 'pglite'), database);

    expect(NOT_ACKNOWLEDGED).toContain(await server.submit());
    const stopped = await server.exit;
    expect(stopped.status).toBe(1);
    expect(stopped.stderr).toMatch(/was removed or replaced while this process used it/);
    expect(acknowledged).toHaveLength(3);

    // The next start opens the restored copy as it was restored.
    expect(await storedNames(d)).toEqual([]);
  }, 90_000);
});
