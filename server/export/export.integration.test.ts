/**
 * The CSV export (`npm run leads:export`): spreadsheet-safe RFC 4180 output, `--since`, and the
 * PGlite one-process rule: with the server running the export goes through it
 * (GET /api/internal/leads.csv with the token), with the server stopped it opens the folder itself.
 * Over 300 lines on purpose: both paths share the fixtures of one stored set of leads.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/contact/route';
import { setServerContext, type ServerContext } from '../context';
import { DataDirBusyError, lockFileOf } from '../db/lock';
import { openDatabase, type Database } from '../db/open';
import { CLIENT_ADDRESS_HEADER } from '../http/client-address';
import { setLogSink } from '../log';
import { backendTitle, backends, tempDir, type TestDatabase } from '../../tests/server/backends';
import { TestClock, testContext } from '../../tests/server/context';
import { csvRecords, parseCsv } from '../../tests/server/csv-parse';
import { contactRequest, validPayload } from '../../tests/server/requests';
import { startPgliteServer } from '../../tests/server/pglite-server';
import { handleLeadsCsv } from './endpoint';
import { runLeadsExport, type ExportSource } from './run';
import { exportTokenFile } from './token';

setLogSink(() => undefined);

const tricky = [
  {
    name: '=HYPERLINK("http://evil.example","click")',
    organization: '+cmd|calc',
    message: '-2+3 and a message long enough to pass.',
    referenceCall: true,
  },
  {
    name: '@SUM(A1:A9)',
    organization: 'Tab\tOrg',
    message: '@mention: "quotes", commas, and\r\nline breaks, long enough.',
  },
  {
    name: 'Zoë Åström',
    organization: 'שלום, Ltd',
    message: 'Plain text with émojis 🌍, a comma, and "quotes" inside.',
  },
];

/** Stores the tricky leads through the route, on three different days. */
async function seed(ctx: ServerContext, clock: TestClock): Promise<void> {
  setServerContext(ctx);
  for (const [i, lead] of tricky.entries()) {
    const response = await POST(
      contactRequest(validPayload({ ...lead, phone: '+44 20 7946 0000' }), {
        ip: `192.0.2.${i + 1}`,
      }),
    );
    expect(response.status).toBe(201);
    clock.advance(24 * 3600_000);
  }
}

async function exportToString(
  options: Omit<Parameters<typeof runLeadsExport>[0], 'out'>,
): Promise<{ csv: string; source: ExportSource }> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const source = await runLeadsExport({ ...options, out });
  out.end();
  return { csv: Buffer.concat(chunks).toString('utf8'), source };
}

function expectTrickyCsv(csv: string, count = 3): void {
  const records = csvRecords(csv);
  expect(records).toHaveLength(count);
  const byOrg = new Map(records.map((r) => [r.organization, r]));
  expect(parseCsv(csv)[0]).toEqual([
    'id',
    'created_at',
    'name',
    'email',
    'organization',
    'organization_type',
    'phone',
    'project_type',
    'budget',
    'timeline',
    'interests',
    'message',
    'page_path',
    'referrer',
    'utm_source',
    'utm_medium',
    'utm_campaign',
    'utm_term',
    'utm_content',
    'recaptcha_score',
    'reference_call',
    'site_address',
  ]);
  if (count === 3) {
    const first = byOrg.get("'+cmd|calc");
    expect(first?.name).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(first?.message).toBe("'-2+3 and a message long enough to pass.");
    expect(first?.phone).toBe("'+44 20 7946 0000");
    expect(first?.project_type).toBe('new-site');
    expect(first?.budget).toBe('60k-120k');
    expect(first?.timeline).toBe('3-6-months');
    expect(first?.interests).toBe('');
    expect(first?.reference_call).toBe('yes');
  }
  const second = byOrg.get('Tab\tOrg');
  expect(second?.name).toBe("'@SUM(A1:A9)");
  expect(second?.reference_call).toBe('no');
  expect(second?.message).toBe('\'@mention: "quotes", commas, and\r\nline breaks, long enough.');
  const third = byOrg.get('שלום, Ltd');
  expect(third?.name).toBe('Zoë Åström');
  expect(third?.message).toBe('Plain text with émojis 🌍, a comma, and "quotes" inside.');
  for (const record of records)
    expect(Object.values(record).every((cell) => !/^[=+\-@\t\r]/.test(cell))).toBe(true);
}

for (const backend of backends) {
  describe.skipIf(Boolean(backend.skipReason))(`leads:export on ${backendTitle(backend)}`, () => {
    let t: TestDatabase;
    let clock: TestClock;

    beforeAll(async () => {
      t = await backend.open();
      clock = new TestClock(Date.parse('2030-03-01T12:00:00Z'));
      await seed(testContext(t.database, t.dataDir, { clock }), clock);
    });
    afterAll(async () => {
      setServerContext(undefined);
      await t?.cleanup();
    });

    it('writes every lead as spreadsheet-safe RFC 4180 CSV', async () => {
      if (backend.name === 'postgres') {
        const { csv, source } = await exportToString({
          env: { databaseUrl: t.url, dataDir: t.dataDir },
        });
        expect(source).toBe('postgres');
        expectTrickyCsv(csv);
      } else {
        const { leadsCsv } = await import('./csv');
        let csv = '';
        for await (const chunk of leadsCsv(t.database.db, { pageSize: 2 })) csv += chunk;
        expectTrickyCsv(csv);
      }
    });

    it('--since keeps leads from that day on (UTC)', async () => {
      const since = new Date('2030-03-02T00:00:00Z');
      if (backend.name === 'postgres') {
        const { csv } = await exportToString({
          env: { databaseUrl: t.url, dataDir: t.dataDir },
          since,
        });
        expectTrickyCsv(csv, 2);
      } else {
        const { leadsCsv } = await import('./csv');
        let csv = '';
        for await (const chunk of leadsCsv(t.database.db, { since })) csv += chunk;
        expectTrickyCsv(csv, 2);
      }
    });
  });
}

describe('leads:export with embedded PGlite', () => {
  let dataDir: string;
  let database: Database | undefined;
  let server: { url: string; close(): Promise<void> };
  let ctx: ServerContext;
  let expected: string;
  let exportToken: string;

  beforeAll(async () => {
    // The "server": holds the folder's lock, with its URL, and wrote the export token.
    ({ dataDir, database, server, exportToken } = await startPgliteServer('export'));
    const clock = new TestClock(Date.parse('2030-03-01T12:00:00Z'));
    ctx = testContext(database, dataDir, { clock, exportToken });
    await seed(ctx, clock);
    setServerContext(ctx);
    const { leadsCsv } = await import('./csv');
    expected = '';
    for await (const chunk of leadsCsv(database.db)) expected += chunk;
  });
  afterAll(async () => {
    setServerContext(undefined);
    await database?.close();
    await server?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the export token readable by its owner only', () => {
    expect(fs.statSync(exportTokenFile(dataDir)).mode & 0o777).toBe(0o600);
    expect(fs.statSync(lockFileOf(dataDir)).mode & 0o777).toBe(0o600);
  });

  it('refuses to open the folder a second time while the server holds it', async () => {
    await expect(
      openDatabase({ kind: 'pglite', dataDir, lock: { role: 'export' } }),
    ).rejects.toBeInstanceOf(DataDirBusyError);
  });

  it('goes through the running server while it holds the folder', async () => {
    const notes: string[] = [];
    const { csv, source } = await exportToString({
      env: { dataDir, databaseUrl: undefined },
      note: (n) => notes.push(n),
    });
    expect(source).toBe('server');
    expect(notes.join()).toContain(server.url);
    expect(csv).toBe(expected);
    expectTrickyCsv(csv);
    const since = await exportToString({
      env: { dataDir, databaseUrl: undefined },
      since: new Date('2030-03-03T00:00:00Z'),
    });
    expect(csvRecords(since.csv).map((r) => r.name)).toEqual(['Zoë Åström']);
  });

  it('guards the internal endpoint: token, loopback, no proxy, PGlite only', async () => {
    const url = `${server.url}/api/internal/leads.csv`;
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    const auth = { authorization: `Bearer ${ctx.exportToken}` };
    expect((await fetch(url, { headers: auth })).status).toBe(200);
    expect((await fetch(`${url}?since=yesterday`, { headers: auth })).status).toBe(400);
    // Relayed by a proxy on the same host: refused even with the token.
    expect(
      (await fetch(url, { headers: { ...auth, 'x-forwarded-for': '198.51.100.7' } })).status,
    ).toBe(404);

    const direct = (headers: Record<string, string>, context = ctx) =>
      handleLeadsCsv(
        new Request('http://localhost:3000/api/internal/leads.csv', { headers }),
        async () => context,
      );
    expect((await direct({ ...auth, [CLIENT_ADDRESS_HEADER]: '203.0.113.9' })).status).toBe(404);
    expect((await direct({ ...auth })).status).toBe(404);
    expect((await direct({ ...auth, [CLIENT_ADDRESS_HEADER]: '::1' })).status).toBe(200);
    expect(
      (
        await direct(
          { ...auth, [CLIENT_ADDRESS_HEADER]: '127.0.0.1' },
          { ...ctx, exportToken: undefined },
        )
      ).status,
    ).toBe(404);
  });

  it('opens the folder itself when the server is stopped, and lets go afterwards', async () => {
    await database?.close();
    database = undefined;
    expect(fs.existsSync(lockFileOf(dataDir))).toBe(false);
    const { csv, source } = await exportToString({ env: { dataDir, databaseUrl: undefined } });
    expect(source).toBe('pglite');
    expect(csv).toBe(expected);
    expect(fs.existsSync(lockFileOf(dataDir))).toBe(false);
  });

  it('takes over the lock of a process of this release that died (the kernel let go of it)', async () => {
    fs.writeFileSync(
      lockFileOf(dataDir),
      JSON.stringify({
        format: 2,
        pid: 4242,
        hostname: 'a-container-gone',
        role: 'server',
        url: 'http://127.0.0.1:1',
        acquiredAt: '2030-01-01T00:00:00Z',
      }),
    );
    const { csv, source } = await exportToString({ env: { dataDir, databaseUrl: undefined } });
    expect(source).toBe('pglite');
    expect(csv).toBe(expected);
  });

  it('refuses a lock file of an earlier release (its server may still run), opening nothing', async () => {
    const earlier = JSON.stringify({
      id: 'heartbeat-release',
      pid: 4242,
      hostname: 'web-old',
      role: 'server',
      acquiredAt: '2026-11-01T00:00:00Z',
    });
    fs.writeFileSync(lockFileOf(dataDir), earlier);
    const run = spawnSync(path.resolve('node_modules/.bin/tsx'), ['scripts/leads-export.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(
      /^leads:export failed: The PGlite data folder .+ has a lock file from an earlier release of this site \(the server \(pid 4242 on host web-old\).* Stop the running release first; then remove .+pglite\.lock/,
    );
    expect(run.status).toBe(1);
    expect(fs.readFileSync(lockFileOf(dataDir), 'utf8')).toBe(earlier);
    fs.rmSync(lockFileOf(dataDir));
  });

  it('writes just the header when there is no database yet', async () => {
    const empty = tempDir('export-empty');
    const { csv, source } = await exportToString({
      env: { dataDir: empty, databaseUrl: undefined },
      bom: true,
    });
    expect(source).toBe('empty');
    expect(csv.startsWith('\uFEFFid,created_at,')).toBe(true);
    expect(fs.existsSync(path.join(empty, 'pglite'))).toBe(false);
    fs.rmSync(empty, { recursive: true, force: true });
  });

  it('npm run leads:export: the script prints the CSV and refuses a bad --since', async () => {
    const tsx = path.resolve('node_modules/.bin/tsx');
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    const run = (args: string[]) =>
      new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = spawn(tsx, ['scripts/leads-export.ts', ...args], { env });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
        child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
        child.on('close', (code) => resolve({ code, stdout, stderr }));
      });
    const [ok, bad] = await Promise.all([
      run(['--since', '2030-03-02']),
      run(['--since', '2030-02-30']),
    ]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--since must be a date');
    expect(ok.stderr).toBe('');
    expect(ok.code).toBe(0);
    expectTrickyCsv(ok.stdout, 2);
  });
});
