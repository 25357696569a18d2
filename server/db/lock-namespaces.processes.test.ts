/**
 * One PGlite folder, processes that cannot see each other: a second server and an export run in
 * their own UTS and pid namespaces (`unshare --uts --pid --fork`, as containers sharing `/data`
 * are), so the holder's hostname and pid mean nothing to them. The second opener is refused, the
 * export goes through the running server, and no acknowledged lead is lost.
 * Needs root and util-linux's `unshare` (CI runs as root); skipped with the reason otherwise, and
 * failed under CI=true (tests/required.ts).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeRequiring } from '../../tests/describe-requiring';
import { POST } from '@/app/api/contact/route';
import { setServerContext, type ServerContext } from '../context';
import { exportTokenFile, readExportToken } from '../export/token';
import { setLogSink } from '../log';
import { testContext } from '../../tests/server/context';
import { csvRecords } from '../../tests/server/csv-parse';
import { contactRequest, validPayload } from '../../tests/server/requests';
import { startPgliteServer } from '../../tests/server/pglite-server';
import { liveLockHolder, lockFileOf } from './lock';
import { openDatabase, type Database } from './open';
import { leads } from './schema';

setLogSink(() => undefined);

const root = path.resolve(import.meta.dirname, '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

function namespacesUnavailable(): string | undefined {
  if (process.getuid?.() !== 0) return 'needs root for unshare --uts --pid';
  const probe = spawnSync('unshare', ['--uts', '--pid', '--fork', 'true']);
  return probe.status === 0 ? undefined : `unshare failed: ${probe.stderr?.toString().trim()}`;
}
const skipReason = namespacesUnavailable();

/**
 * Runs `args` under `hostname` in new UTS and pid namespaces, from the repo root. Asynchronously:
 * this process is the running server and must keep answering meanwhile.
 */
function inOtherNamespaces(
  hostname: string,
  args: string[],
  env: Record<string, string> = {},
  extra: string[] = [],
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(
    'unshare',
    [
      '--uts',
      '--pid',
      ...extra,
      '--fork',
      'sh',
      '-c',
      'hostname "$0" && exec "$@"',
      hostname,
      ...args,
    ],
    { cwd: root, env: { ...process.env, ...env }, timeout: 120_000 },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stdout, stderr }));
  });
}

describeRequiring('one PGlite folder, processes in other namespaces', skipReason, () => {
  let dataDir: string;
  let database: Database | undefined;
  let server: { url: string; close(): Promise<void> };
  let ctx: ServerContext;
  const acknowledged: string[] = [];

  async function submit(count: number, from: number): Promise<void> {
    for (let i = from; i < from + count; i += 1) {
      const response = await POST(
        contactRequest(validPayload({ name: `Visitor ${i}` }), { ip: `192.0.2.${i % 250}` }),
      );
      expect(response.status).toBe(201);
      acknowledged.push(`Visitor ${i}`);
    }
  }

  beforeAll(async () => {
    let exportToken: string;
    ({ dataDir, database, server, exportToken } = await startPgliteServer('namespaces'));
    ctx = testContext(database, dataDir, { exportToken });
    setServerContext(ctx);
    await submit(30, 0);
  });
  afterAll(async () => {
    setServerContext(undefined);
    await database?.close();
    await server?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second server under another hostname and pid namespace, and leaves the lock and token alone', async () => {
    const lockBefore = fs.readFileSync(lockFileOf(dataDir), 'utf8');
    const second = await inOtherNamespaces('replica-2', [
      tsx,
      'tests/server/open-data-dir.ts',
      dataDir,
    ]);
    expect(second.stdout).toBe('');
    expect(second.stderr).toMatch(
      new RegExp(`in use by another process: the server \\(pid ${process.pid} on host .+\\)`),
    );
    expect(second.status).toBe(3);
    expect(fs.readFileSync(lockFileOf(dataDir), 'utf8')).toBe(lockBefore);
    expect(readExportToken(dataDir)).toBe(ctx.exportToken);
    await submit(10, 30);
  });

  it('exports under another hostname through the running server, every acknowledged lead', async () => {
    const run = await inOtherNamespaces('export-box', [tsx, 'scripts/leads-export.ts'], {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
    });
    expect(run.stderr).toContain(`exporting through ${server.url}`);
    expect(run.status).toBe(0);
    expect(
      csvRecords(run.stdout)
        .map((r) => r.name)
        .sort(),
    ).toEqual([...acknowledged].sort());
    expect(liveLockHolder(dataDir)?.pid).toBe(process.pid);
    expect(fs.existsSync(exportTokenFile(dataDir))).toBe(true);
    await submit(10, 40);
  });

  it('refuses an export that cannot reach the running server (another network), opening nothing', async () => {
    const lockBefore = fs.readFileSync(lockFileOf(dataDir), 'utf8');
    const run = await inOtherNamespaces(
      'export-elsewhere',
      [tsx, 'scripts/leads-export.ts'],
      { DATA_DIR: dataDir, DATABASE_URL: '' },
      ['--net'],
    );
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(
      /leads:export failed: The lead database is held by the server \(pid \d+ on host .+\) since .+, which did not answer at http:\/\/127\.0\.0\.1:\d+ .*Run the export where the server runs/,
    );
    expect(run.status).toBe(1);
    expect(fs.readFileSync(lockFileOf(dataDir), 'utf8')).toBe(lockBefore);
  });

  it('keeps every acknowledged lead once the server closes, in a folder that opens cleanly', async () => {
    await database?.close();
    database = undefined;
    const reopened = await openDatabase({ kind: 'pglite', dataDir, lock: { role: 'test' } });
    try {
      const names = (await reopened.db.select({ name: leads.name }).from(leads)).map((r) => r.name);
      expect(names.sort()).toEqual([...acknowledged].sort());
      expect(names).toHaveLength(50);
    } finally {
      await reopened.close();
    }
  });
});
