/**
 * POST /api/contact with a plain form body (the contact form without scripts), called
 * as Next.js calls it, against a real database: PGlite, and PostgreSQL when TEST_DATABASE_URL is
 * set. The same pipeline as the JSON API; the answers are redirects a browser follows.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/contact/route';
import { setServerContext } from '../context';
import { contactDrafts, leads } from '../db/schema';
import { CLIENT_ADDRESS_HEADER } from '../http/client-address';
import { setLogSink } from '../log';
import { openDatabase } from '../db/open';
import { backendTitle, backends, suiteDatabase } from '../../tests/server/backends';
import { TestClock, testContext, type TestContextOptions } from '../../tests/server/context';
import { contactRequest } from '../../tests/server/requests';
import {
  loadDraft,
  MAX_DRAFTS,
  MAX_DRAFTS_PER_CLIENT,
  MAX_FORM_BYTES,
  readRetryDraft,
} from './form';

const FORM = 'application/x-www-form-urlencoded';

function formBody(fields: Record<string, string | string[]>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) params.append(name, v);
  }
  return params.toString();
}

const valid = {
  name: 'Frances Perkins',
  email: 'frances@example.org',
  organization: 'Harbor Federal Credit Union',
  organizationType: 'credit-union',
  phone: '',
  projectType: 'audit',
  budget: 'under-25k',
  timeline: 'within-3-months',
  message: 'Our members need online banking help pages that work on every phone.',
  consent: 'yes',
  website: '',
  idempotencyKey: '',
};

const postForm = (
  fields: Record<string, string | string[]>,
  headers: Record<string, string> = {},
) =>
  POST(
    contactRequest(null, {
      raw: formBody(fields),
      headers: { 'content-type': FORM, referer: 'http://localhost:3000/contact', ...headers },
    }),
  );

const retryId = (response: Response) =>
  /^\/contact\/retry\/([0-9a-f-]{36})$/.exec(response.headers.get('location') ?? '')?.[1];

for (const backend of backends) {
  describe.skipIf(Boolean(backend.skipReason))(
    `POST /api/contact as a plain form on ${backendTitle(backend)}`,
    () => {
      const t = suiteDatabase(backend);
      let clock: TestClock;
      const use = (options: TestContextOptions = {}) => {
        const ctx = testContext(t.database, t.dataDir, { clock, ...options });
        setServerContext(ctx);
        return ctx;
      };
      const stored = () => t.database.db.select().from(leads);
      const drafts = () => t.database.db.select().from(contactDrafts);

      beforeEach(async () => {
        clock = new TestClock();
        use();
      });

      it('stores the lead once and answers 303 to the thank-you page', async () => {
        const response = await postForm(valid);
        expect(response.status).toBe(303);
        expect(response.headers.get('location')).toBe('/contact/thanks');
        const rows = await stored();
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({
          name: 'Frances Perkins',
          organizationType: 'credit-union',
          projectType: 'audit',
          budget: 'under-25k',
          timeline: 'within-3-months',
          interests: [],
          pagePath: '/contact',
        });
      });

      it('a resend of the same form stores nothing new, with or without a key', async () => {
        for (const key of ['', 'a-key-the-shell-script-filled-in']) {
          await t.reset();
          const fields = { ...valid, idempotencyKey: key };
          expect((await postForm(fields)).headers.get('location')).toBe('/contact/thanks');
          expect((await postForm(fields)).headers.get('location')).toBe('/contact/thanks');
          expect(await stored(), key || 'derived key').toHaveLength(1);
        }
        // Another message from the same visitor is another lead.
        await postForm({ ...valid, message: `${valid.message} Also: our annual meeting site.` });
        expect(await stored()).toHaveLength(2);
      });

      it('a key field that could not be a header is ignored: stored once, nothing raw in the log', async () => {
        const logged: string[] = [];
        setLogSink((entry) => logged.push(JSON.stringify(entry)));
        try {
          for (const key of [
            'a\r\n{"level":"info","msg":"forged"}',
            'nul\u0000key',
            'clé-ünïcode',
          ]) {
            await t.reset();
            const fields = { ...valid, idempotencyKey: key };
            const first = await postForm(fields);
            expect(first.status, JSON.stringify(key)).toBe(303);
            expect(first.headers.get('location')).toBe('/contact/thanks');
            expect((await postForm(fields)).headers.get('location')).toBe('/contact/thanks');
            expect(await stored()).toHaveLength(1);
          }
        } finally {
          setLogSink(undefined);
        }
        expect(logged.join('\n')).not.toMatch(/forged|nul|ünïcode/);
      });

      it('a NUL or bytes that are not UTF-8 come back as field errors, the rest kept', async () => {
        const rest = formBody(
          Object.fromEntries(Object.entries(valid).filter(([k]) => k !== 'message')),
        );
        const bytes = (text: string) => [...new TextEncoder().encode(text)];
        const bodies: Array<string | Uint8Array<ArrayBuffer>> = [
          formBody({ ...valid, message: `${valid.message} With a NUL\u0000 inside.` }),
          `${rest}&message=Our+members+need+help.%FF%FE+With+bad+bytes.`,
          new Uint8Array([
            ...bytes(`${rest}&message=Our+members+need+help.+`),
            0xff,
            0xfe,
            ...bytes('+With+raw+bad+bytes.'),
          ]),
        ];
        for (const raw of bodies) {
          const response = await POST(
            contactRequest(null, { raw, headers: { 'content-type': FORM } }),
          );
          const id = retryId(response);
          expect(id, String(response.headers.get('location'))).toBeDefined();
          const draft = await loadDraft(use(), id!);
          expect(Object.keys(draft?.errors ?? {})).toEqual(['message']);
          expect(draft?.errors.message?.[0]).toBe('Message contains characters we cannot accept.');
          expect(draft?.values).toMatchObject({ name: 'Frances Perkins', consent: true });
          expect(draft?.values.message).toMatch(/^(Our members need|.* With a NUL inside\.$)/);
          expect(draft?.values.message).not.toMatch(/[\u0000\ufffd]/);
        }
        expect(await stored()).toHaveLength(0);
      });

      it('an invalid form comes back with its errors and every value typed', async () => {
        const response = await postForm({
          ...valid,
          email: 'frances-at-example',
          message: 'Too short',
          consent: [],
        });
        expect(response.status).toBe(303);
        const id = retryId(response);
        expect(id).toBeDefined();
        const ctx = use();
        const draft = await loadDraft(ctx, id!);
        expect(draft?.values).toMatchObject({
          name: 'Frances Perkins',
          email: 'frances-at-example',
          message: 'Too short',
          consent: false,
          projectType: 'audit',
          budget: 'under-25k',
          timeline: 'within-3-months',
        });
        expect(Object.keys(draft?.errors ?? {}).sort()).toEqual(['consent', 'email', 'message']);
        expect(await stored()).toHaveLength(0);
        // A draft lasts 30 minutes, then is gone.
        clock.advance(31 * 60 * 1000);
        expect(await loadDraft(use(), id!)).toBeUndefined();
      });

      it("a choice not on the form comes back as that field's error, the other choices kept", async () => {
        const response = await postForm({ ...valid, budget: 'a-million', timeline: '3-6-months' });
        const id = retryId(response);
        expect(id, String(response.headers.get('location'))).toBeDefined();
        const draft = await loadDraft(use(), id!);
        expect(draft?.errors).toEqual({ budget: ['Choose a budget from the list.'] });
        expect(draft?.values).toMatchObject({
          projectType: 'audit',
          budget: 'a-million',
          timeline: '3-6-months',
        });
        expect(await stored()).toHaveLength(0);
      });

      it('over the rate limit: a page that says so, and no draft kept', async () => {
        use({ env: { RATE_LIMIT_MAX: '1' } });
        expect((await postForm(valid)).headers.get('location')).toBe('/contact/thanks');
        for (let i = 0; i < 20; i += 1) {
          // Valid and invalid alike: the limit is checked before the form is.
          const fields =
            i % 2
              ? { ...valid, message: `${valid.message} Number ${i}.` }
              : { ...valid, email: 'no-at-sign' };
          const response = await postForm(fields);
          expect(response.status).toBe(303);
          expect(response.headers.get('location')).toBe('/contact/too-many');
        }
        expect(await drafts()).toHaveLength(0);
        expect(await stored()).toHaveLength(1);
      });

      it('a form from a foreign origin is refused: a page that says so, nothing stored or kept', async () => {
        const huge = 'A message that goes on and on. '.repeat(2_000).slice(0, 60_000);
        for (let i = 0; i < 100; i += 1) {
          const response = await postForm(
            { ...valid, message: i % 2 ? huge : valid.message },
            { origin: 'https://evil.example' },
          );
          expect(response.status).toBe(303);
          expect(response.headers.get('location')).toBe('/contact/refused');
        }
        expect(await drafts()).toHaveLength(0);
        expect(await stored()).toHaveLength(0);
      });

      it('a body over the form limit: a page that says the message is too long, nothing kept', async () => {
        const huge = 'A message that goes on and on. '.repeat(4_000);
        const raw = formBody({ ...valid, message: huge });
        expect(raw.length).toBeGreaterThan(MAX_FORM_BYTES);
        const response = await postForm({ ...valid, message: huge });
        expect(response.status).toBe(303);
        expect(response.headers.get('location')).toBe('/contact/too-long');
        expect(await drafts()).toHaveLength(0);
        expect(await stored()).toHaveLength(0);
      });

      it('one client keeps at most MAX_DRAFTS_PER_CLIENT drafts, its newest; others keep theirs', async () => {
        const from = (ip: string) => ({ [CLIENT_ADDRESS_HEADER]: ip });
        const other = retryId(await postForm({ ...valid, email: 'other@' }, from('198.51.100.7')));
        expect(other).toBeDefined();
        const ids: string[] = [];
        for (let i = 0; i < 3 * MAX_DRAFTS_PER_CLIENT; i += 1) {
          clock.advance(1_000);
          const response = await postForm(
            { ...valid, email: `attempt-${i}-without-at-sign` },
            from('203.0.113.99'),
          );
          ids.push(retryId(response)!);
        }
        expect(ids.every(Boolean)).toBe(true);
        expect(await drafts()).toHaveLength(MAX_DRAFTS_PER_CLIENT + 1);
        // The latest retry page still opens, with what was typed last; the first is gone.
        const ctx = use();
        expect((await loadDraft(ctx, ids.at(-1)!))?.values.email).toBe(
          `attempt-${3 * MAX_DRAFTS_PER_CLIENT - 1}-without-at-sign`,
        );
        expect(await loadDraft(ctx, ids[0]!)).toBeUndefined();
        expect((await loadDraft(ctx, other!))?.values.email).toBe('other@');
      });

      it('drafts are bounded: each one in size, and the table to the newest MAX_DRAFTS', async () => {
        const { db } = t.database;
        const expiresAt = (n: number) => new Date(clock.now().getTime() + n);
        await db.insert(contactDrafts).values(
          Array.from({ length: MAX_DRAFTS }, (_, n) => ({
            id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
            payload: { values: {}, errors: {} },
            expiresAt: expiresAt(n),
          })),
        );
        // Invalid posts (no consent) with a 60,000-character message each.
        const huge = 'A message that goes on and on. '.repeat(2_000).slice(0, 60_000);
        for (let i = 0; i < 3; i += 1) {
          const response = await postForm({ ...valid, consent: [], message: huge });
          expect(retryId(response)).toBeDefined();
        }
        const rows = await db
          .select({ id: contactDrafts.id, payload: contactDrafts.payload })
          .from(contactDrafts);
        expect(rows).toHaveLength(MAX_DRAFTS);
        // The three oldest went.
        const ids = new Set(rows.map((r) => r.id));
        for (const n of [0, 1, 2])
          expect(ids.has(`00000000-0000-4000-8000-${String(n).padStart(12, '0')}`)).toBe(false);
        const newest = rows.map((r) => JSON.stringify(r.payload).length).sort((a, b) => b - a)[0]!;
        expect(newest).toBeLessThan(15_000);
      });

      it('the honeypot filled: thanked, nothing stored', async () => {
        const response = await postForm({ ...valid, website: 'https://spam.example' });
        expect(response.headers.get('location')).toBe('/contact/thanks');
        expect(await stored()).toHaveLength(0);
      });
    },
  );
}

describe('the retry page during a database outage', () => {
  it('reads "unavailable" instead of failing, and logs no draft id', async () => {
    const id = '5f0c1e9a-4b7d-4c2e-9a31-0d6f1b2c3e4f';
    const logged: string[] = [];
    setLogSink((entry) => logged.push(JSON.stringify(entry)));
    // A real Postgres client pointed at a port where nothing listens.
    const database = await openDatabase({
      kind: 'postgres',
      url: 'postgres://cairn:cairn@127.0.0.1:1/cairn',
      migrate: false,
    });
    try {
      const down = testContext(database, '/nonexistent');
      // What the page met before: the error Next.js printed names the query's parameter, the id.
      await expect(loadDraft(down, id)).rejects.toThrow(id);
      expect(await readRetryDraft(async () => down, id)).toEqual({ kind: 'unavailable' });
      // The server context itself could not be made (the database was down at start-up).
      expect(
        await readRetryDraft(
          () =>
            Promise.reject(
              Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
                code: 'ECONNREFUSED',
              }),
            ),
          id,
        ),
      ).toEqual({ kind: 'unavailable' });
    } finally {
      setLogSink(undefined);
      await database.close();
    }
    expect(logged).toHaveLength(2);
    expect(logged.join('\n')).not.toContain(id);
  });
});
