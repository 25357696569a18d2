/**
 * A database holding a lead from before the form asked for a project type, budget and timeline
 * (when it asked for the services a visitor was interested in) is migrated by the server's own
 * start-up, on PGlite and on PostgreSQL (TEST_DATABASE_URL): the old lead keeps every field, its
 * interests included, and is exported and e-mailed as it was (no reference call asked, as none
 * was offered then); a new lead writes the new columns.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/contact/route';
import { setServerContext } from '../context';
import { leadsCsv } from '../export/csv';
import { setLogSink } from '../log';
import { leadFields } from '../leads/columns';
import { backendTitle, backends, tempDir, withDatabaseName } from '../../tests/server/backends';
import { csvRecords } from '../../tests/server/csv-parse';
import { TestClock, testContext } from '../../tests/server/context';
import { contactRequest, validPayload } from '../../tests/server/requests';
import { migrationsFolder, openDatabase, type Database, type OpenOptions } from './open';
import { leads } from './schema';

setLogSink(() => undefined);

/** The migration that added the three choices; the database is built up to the one before. */
const BRIEF_MIGRATION = '0004_lead_brief';

/** A copy of server/migrations without BRIEF_MIGRATION and anything after it. */
function migrationsBefore(tag: string): string {
  const dir = tempDir('migrations');
  const journalPath = path.join(migrationsFolder(), 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as {
    entries: Array<{ idx: number; tag: string }>;
  };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(cut, `${tag} is in the journal`).toBeGreaterThan(0);
  const kept = journal.entries.slice(0, cut);
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(
    path.join(dir, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries: kept }),
  );
  for (const entry of kept)
    fs.copyFileSync(
      path.join(migrationsFolder(), `${entry.tag}.sql`),
      path.join(dir, `${entry.tag}.sql`),
    );
  return dir;
}

/** Applies the migrations in `folder` with the migrator of the database's driver. */
async function migrateTo(database: Database, folder: string): Promise<void> {
  if (database.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder: folder });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(database.db as never, { migrationsFolder: folder });
  }
}

const OLD_LEAD_ID = '6f1c2a8e-4b7d-4c1e-9a3f-2d5e8b0c7a41';

/** A lead as the old form stored it: the columns of that schema only, written in SQL. */
async function insertOldLead(database: Database): Promise<void> {
  await database.db.execute(sql`
    insert into leads (id, created_at, name, email, organization, organization_type, phone,
      interests, message, consent_at, page_path, utm_source, ip_hash)
    values (${OLD_LEAD_ID}, '2029-11-02T15:04:05.678Z', 'Mary Seacole',
      'mary@harbor-health.example', 'Harbor Health Clinics', 'healthcare', '+1 410 555 0199',
      array['accessibility-audits', 'drupal-websites']::text[],
      'Our patient portal fails a screen reader test; we need an audit before renewal.',
      '2029-11-02T15:04:05.678Z', '/solutions/accessibility-audits', 'newsletter', 'hash-1')`);
}

for (const backend of backends) {
  describe.skipIf(Boolean(backend.skipReason))(
    `migrating stored leads on ${backendTitle(backend)}`,
    () => {
      const dataDir = tempDir('migrate');
      let options: OpenOptions;
      let database: Database | undefined;
      let dropDatabase = async () => {};

      beforeAll(async () => {
        if (backend.name === 'pglite') {
          options = { kind: 'pglite', dataDir, lock: { role: 'test' } };
        } else {
          const admin = process.env.TEST_DATABASE_URL!;
          const name = `cairn_migrate_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
          const run = async (query: string) => {
            const client = new pg.Client({ connectionString: admin });
            await client.connect();
            try {
              await client.query(query);
            } finally {
              await client.end();
            }
          };
          await run(`create database ${name}`);
          dropDatabase = () => run(`drop database if exists ${name} with (force)`);
          options = { kind: 'postgres', url: withDatabaseName(admin, name), poolMax: 2 };
        }
        // The database as the previous release left it, holding one of its leads.
        const old = await openDatabase({ ...options, migrate: false });
        try {
          await migrateTo(old, migrationsBefore(BRIEF_MIGRATION));
          await insertOldLead(old);
        } finally {
          await old.close();
        }
        // The new release starts: it migrates.
        database = await openDatabase(options);
        // Two PGlite starts (initdb, then the upgrade) without the suites' template folder.
      }, 180_000);

      afterAll(async () => {
        setServerContext(undefined);
        await database?.close();
        await dropDatabase();
        fs.rmSync(dataDir, { recursive: true, force: true });
      });

      it('keeps every field of the old lead, its interests included, with no choices made', async () => {
        const [row] = await database!.db.select().from(leads);
        expect(row).toMatchObject({
          id: OLD_LEAD_ID,
          name: 'Mary Seacole',
          email: 'mary@harbor-health.example',
          organization: 'Harbor Health Clinics',
          organizationType: 'healthcare',
          phone: '+1 410 555 0199',
          interests: ['accessibility-audits', 'drupal-websites'],
          message:
            'Our patient portal fails a screen reader test; we need an audit before renewal.',
          pagePath: '/solutions/accessibility-audits',
          utmSource: 'newsletter',
          projectType: null,
          budget: null,
          timeline: null,
          // Added by later migrations: no lead stored before them asked for a reference call
          // or gave a web address.
          referenceCall: false,
          siteAddress: null,
        });
        expect(row?.createdAt.toISOString()).toBe('2029-11-02T15:04:05.678Z');
      });

      it('exports the old lead with its interests as they were, and e-mails them', async () => {
        let csv = '';
        for await (const chunk of leadsCsv(database!.db)) csv += chunk;
        const [record] = csvRecords(csv);
        expect(record).toMatchObject({
          id: OLD_LEAD_ID,
          name: 'Mary Seacole',
          interests: 'accessibility-audits; drupal-websites',
          project_type: '',
          budget: '',
          timeline: '',
          reference_call: 'no',
        });
        const [row] = await database!.db.select().from(leads);
        expect(leadFields(row!)).toContainEqual([
          'Interests',
          'accessibility-audits, drupal-websites',
        ]);
        expect(leadFields(row!).map(([label]) => label)).not.toContain('Reference call');
      });

      it('stores a new lead in the new columns next to the old one', async () => {
        const clock = new TestClock(Date.parse('2030-02-01T09:00:00Z'));
        setServerContext(testContext(database!, dataDir, { clock }));
        const response = await POST(
          contactRequest(
            validPayload({
              projectType: 'audit',
              budget: 'not-sure',
              timeline: 'within-3-months',
              referenceCall: true,
              siteAddress: 'harbor-health.example/patients',
            }),
          ),
        );
        expect(response.status).toBe(201);
        let csv = '';
        for await (const chunk of leadsCsv(database!.db)) csv += chunk;
        expect(
          csvRecords(csv).map((r) => [
            r.name,
            r.project_type,
            r.budget,
            r.timeline,
            r.interests,
            r.reference_call,
            r.site_address,
          ]),
        ).toEqual([
          ['Mary Seacole', '', '', '', 'accessibility-audits; drupal-websites', 'no', ''],
          [
            'Ada Lovelace',
            'audit',
            'not-sure',
            'within-3-months',
            '',
            'yes',
            'https://harbor-health.example/patients',
          ],
        ]);
      });
    },
  );
}
