/**
 * The JSON API and the form without scripts are two doors to one pipeline, called as Next.js
 * calls the route, against a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is
 * set): each request is read once, by its own limits, and a submission is the same lead
 * whichever door it comes through.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/contact/route';
import { setServerContext } from '../context';
import { contactDrafts, leads } from '../db/schema';
import { CLIENT_ADDRESS_HEADER } from '../http/client-address';
import { setLogSink, type LogEntry } from '../log';
import { backendTitle, backends, suiteDatabase } from '../../tests/server/backends';
import { TestClock, testContext } from '../../tests/server/context';
import { bodyOf, contactRequest, validPayload } from '../../tests/server/requests';
import { loadDraft } from './form';

/** The API's valid payload as the form's fields: text only, the consent box ticked. */
const fields: Record<string, string> = Object.fromEntries(
  Object.entries(validPayload()).flatMap(([name, value]) =>
    typeof value === 'string' ? [[name, value]] : name === 'consent' ? [[name, 'yes']] : [],
  ),
);

const postForm = (values: Record<string, string>, omit: string[] = []) =>
  POST(
    contactRequest(null, {
      raw: new URLSearchParams(values).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        referer: 'http://localhost:3000/contact',
      },
      omit,
    }),
  );

for (const backend of backends) {
  describe.skipIf(Boolean(backend.skipReason))(
    `one pipeline behind POST /api/contact on ${backendTitle(backend)}`,
    () => {
      const t = suiteDatabase(backend);
      let clock: TestClock;
      const use = () => {
        const ctx = testContext(t.database, t.dataDir, { clock });
        setServerContext(ctx);
        return ctx;
      };

      beforeEach(() => {
        clock = new TestClock();
        use();
      });

      it('a form under its 96 KiB is read once: a message over the limit comes back as that field’s error', async () => {
        // 40,000 characters: more than the JSON API's 32 KiB once written as JSON, well within
        // the form's own limit. The visitor sees what is wrong with the field, not "not sent".
        const long = 'We need a site our members can use. '.repeat(1_200).slice(0, 40_000);
        const response = await postForm({ ...fields, message: long });
        expect(response.status).toBe(303);
        const id = /^\/contact\/retry\/([0-9a-f-]{36})$/.exec(
          response.headers.get('location') ?? '',
        )?.[1];
        expect(id, String(response.headers.get('location'))).toBeDefined();
        const draft = await loadDraft(use(), id!);
        expect(draft?.failure).toBeUndefined();
        expect(draft?.errors).toEqual({ message: ['Message must be at most 5000 characters.'] });
        expect(draft?.values.name).toBe('Ada Lovelace');
        expect(await t.database.db.select().from(leads)).toHaveLength(0);
      });

      it('a form sent, then retried by the scripted form with its key: one lead, the first answer replayed', async () => {
        const key = 'key-the-page-script-filled-in';
        const sent = await postForm({ ...fields, idempotencyKey: key });
        expect(sent.headers.get('location')).toBe('/contact/thanks');
        const [lead] = await t.database.db.select().from(leads);
        expect(lead?.pagePath).toBe('/contact');

        // The same submission as JSON: the same fields, consent as a boolean, the page the form
        // was sent from as attribution.
        const retried = await POST(
          contactRequest(validPayload({ attribution: { pagePath: '/contact' } }), {
            headers: { 'idempotency-key': key },
          }),
        );
        expect(retried.status).toBe(201);
        expect(retried.headers.get('idempotent-replayed')).toBe('true');
        expect(await bodyOf(retried)).toEqual({ id: lead?.id });
        expect(await t.database.db.select().from(leads)).toHaveLength(1);
      });

      it('a reference call asked for is stored whichever door it comes through', async () => {
        const form = await postForm({ ...fields, name: 'By Form', referenceCall: 'yes' });
        expect(form.headers.get('location')).toBe('/contact/thanks');
        const api = await POST(
          contactRequest(validPayload({ name: 'By Script', referenceCall: true }), {
            ip: '203.0.113.77',
          }),
        );
        expect(api.status).toBe(201);
        const plain = await postForm({ ...fields, name: 'Not Asked' });
        expect(plain.headers.get('location')).toBe('/contact/thanks');
        const rows = await t.database.db
          .select({ name: leads.name, referenceCall: leads.referenceCall })
          .from(leads);
        const mine = rows.filter((row) => /^(By|Not) /.test(row.name));
        expect(mine.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
          { name: 'By Form', referenceCall: true },
          { name: 'By Script', referenceCall: true },
          { name: 'Not Asked', referenceCall: false },
        ]);
      });

      it('a form that comes back keeps the reference call box as it was sent', async () => {
        const response = await postForm({ ...fields, email: 'no-at-sign', referenceCall: 'yes' });
        const id = /\/contact\/retry\/([0-9a-f-]{36})$/.exec(
          response.headers.get('location') ?? '',
        )?.[1];
        const draft = await loadDraft(use(), id!);
        expect(draft?.errors).toHaveProperty('email');
        expect(draft?.values.referenceCall).toBe(true);
      });

      it('without the client address neither door accepts or keeps anything, and each says so', async () => {
        const logged: LogEntry[] = [];
        setLogSink((entry) => logged.push(entry));
        try {
          const form = await postForm({ ...fields, email: 'no-at-sign' }, [CLIENT_ADDRESS_HEADER]);
          expect(form.status).toBe(303);
          expect(form.headers.get('location')).toBe('/contact/unavailable');
          const api = await POST(contactRequest(validPayload(), { omit: [CLIENT_ADDRESS_HEADER] }));
          expect(api.status).toBe(503);
          expect(Object.keys(await bodyOf(api))).toEqual(['error']);
        } finally {
          setLogSink(undefined);
        }
        expect(logged.map((l) => l.msg)).toEqual([
          'contact: request without a client address (server not started with server/preload.mjs)',
          'contact: request without a client address (server not started with server/preload.mjs)',
        ]);
        expect(await t.database.db.select().from(leads)).toHaveLength(0);
        expect(await t.database.db.select().from(contactDrafts)).toHaveLength(0);
      });
    },
  );
}
