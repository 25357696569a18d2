/**
 * submitLead(), the pipeline both adapters share, called directly with a parsed submission
 * against a real database: PGlite, and PostgreSQL when TEST_DATABASE_URL is set. One test per
 * outcome, and the order the outcomes are decided in (a replay and the rate limit come before
 * the form is checked), under parallel submissions too. The route suites test only how each
 * outcome is answered (status codes, headers, bodies, pages; adapters.test.ts the adapters).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open';
import { idempotencyKeys, leads, outbox } from '../db/schema';
import { setLogSink, type LogEntry } from '../log';
import { backendTitle, backends, suiteDatabase } from '../../tests/server/backends';
import { TestClock, testContext, type TestContextOptions } from '../../tests/server/context';
import { startHttpStub, type HttpStub } from '../../tests/http-stub';
import { freePort } from '../../tests/server/servers';
import { validPayload } from '../../tests/server/requests';
import { submitLead, type LeadSender, type LeadSubmission } from './submit';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const sender: LeadSender = {
  clientHash: 'a'.repeat(64),
  userAgent: 'Mozilla/5.0 (the visitor)',
  recaptchaHostnames: [],
};

const submission = (overrides: Partial<LeadSubmission> = {}): LeadSubmission => ({
  payload: validPayload(),
  idempotencyKey: undefined,
  sender,
  ...overrides,
});

const logs: LogEntry[] = [];

for (const backend of backends) {
  describe.skipIf(Boolean(backend.skipReason))(`submitLead on ${backendTitle(backend)}`, () => {
    const t = suiteDatabase(backend);
    let clock: TestClock;
    let wakes: number;
    const context = (options: TestContextOptions = {}) =>
      testContext(t.database, t.dataDir, {
        clock,
        onLeadStored: () => {
          wakes += 1;
        },
        ...options,
      });
    const stored = () => t.database.db.select().from(leads);

    beforeEach(() => {
      clock = new TestClock();
      wakes = 0;
      logs.length = 0;
      setLogSink((entry) => logs.push(entry));
    });
    afterAll(() => setLogSink(undefined));

    it('accepted: the lead, its sender and its outbox rows are committed, and the outbox woken', async () => {
      const ctx = context({
        env: {
          SMTP_URL: 'smtp://127.0.0.1:9',
          LEADS_NOTIFY_TO: 'leads@cairn.test',
          LEADS_WEBHOOK_URL: 'http://127.0.0.1:9/hook',
        },
      });
      const outcome = await submitLead(ctx, submission());
      expect(outcome).toEqual({ kind: 'accepted', id: expect.stringMatching(UUID) });
      const id = outcome.kind === 'accepted' ? outcome.id : '';
      const rows = await stored();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        id,
        name: 'Ada Lovelace',
        ipHash: sender.clientHash,
        userAgent: 'Mozilla/5.0 (the visitor)',
        pagePath: '/services/custom-web-development',
      });
      const queued = await t.database.db.select().from(outbox);
      expect(queued.map((r) => [r.channel, r.leadId]).sort()).toEqual([
        ['email', id],
        ['webhook', id],
      ]);
      expect(wakes).toBe(1);
    });

    it('accepted, without a channel: stored, nothing queued, nobody woken', async () => {
      expect((await submitLead(context(), submission())).kind).toBe('accepted');
      expect(await stored()).toHaveLength(1);
      expect(await t.database.db.select().from(outbox)).toEqual([]);
      expect(wakes).toBe(0);
    });

    it('the honeypot filled: accepted with a random id, nothing stored', async () => {
      const outcome = await submitLead(
        context(),
        submission({ payload: validPayload({ website: 'https://spam.example' }) }),
      );
      expect(outcome).toEqual({ kind: 'accepted', id: expect.stringMatching(UUID) });
      expect(await stored()).toHaveLength(0);
      expect(wakes).toBe(0);
    });

    it('invalid: the errors by field, nothing stored or counted', async () => {
      const ctx = context({ env: { RATE_LIMIT_MAX: '1' } });
      const outcome = await submitLead(
        ctx,
        submission({ payload: validPayload({ email: 'ada-at-example', consent: false }) }),
      );
      expect(outcome).toEqual({
        kind: 'invalid',
        fieldErrors: {
          email: ['Enter a valid e-mail address, like name@example.org.'],
          consent: ['Please agree to be contacted so we can reply.'],
        },
      });
      expect(await stored()).toHaveLength(0);
      // Not counted: the one submission the limit allows is still there.
      expect((await submitLead(ctx, submission())).kind).toBe('accepted');
    });

    it('invalid, then the same key with the form corrected: accepted, not a reused key', async () => {
      const ctx = context();
      const bad = submission({ payload: validPayload({ email: 'nope' }), idempotencyKey: 'k' });
      expect((await submitLead(ctx, bad)).kind).toBe('invalid');
      expect((await submitLead(ctx, submission({ idempotencyKey: 'k' }))).kind).toBe('accepted');
      expect(await stored()).toHaveLength(1);
    });

    it('duplicate: the same key and submission, in any key order, get the first answer again', async () => {
      const ctx = context();
      const first = await submitLead(ctx, submission({ idempotencyKey: 'retry-me' }));
      expect(first.kind).toBe('accepted');
      const id = first.kind === 'accepted' ? first.id : '';
      const reordered = Object.fromEntries(Object.entries(validPayload()).reverse());
      // A fresh reCAPTCHA token and the honeypot do not make it another submission.
      for (const payload of [validPayload(), { ...reordered, recaptchaToken: 'fresh' }]) {
        expect(await submitLead(ctx, submission({ payload, idempotencyKey: 'retry-me' }))).toEqual({
          kind: 'duplicate',
          response: { status: 201, body: { id } },
        });
      }
      expect(await stored()).toHaveLength(1);
    });

    it('duplicate even over the rate limit, and from another client', async () => {
      const ctx = context({ env: { RATE_LIMIT_MAX: '1' } });
      expect((await submitLead(ctx, submission({ idempotencyKey: 'k' }))).kind).toBe('accepted');
      const elsewhere = { ...sender, clientHash: 'b'.repeat(64) };
      for (const from of [sender, elsewhere]) {
        const again = await submitLead(ctx, submission({ idempotencyKey: 'k', sender: from }));
        expect(again.kind).toBe('duplicate');
      }
    });

    it('key-reused: the same key with another submission, before the form is checked', async () => {
      const ctx = context();
      await submitLead(ctx, submission({ idempotencyKey: 'once' }));
      for (const payload of [
        validPayload({ message: 'Another message, quite long enough.' }),
        {},
      ]) {
        expect(await submitLead(ctx, submission({ payload, idempotencyKey: 'once' }))).toEqual({
          kind: 'key-reused',
        });
      }
      expect(await stored()).toHaveLength(1);
    });

    it('rate-limited: past the limit, valid or not, with the seconds left in the window', async () => {
      const ctx = context({ env: { RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_SECONDS: '600' } });
      expect((await submitLead(ctx, submission())).kind).toBe('accepted');
      expect((await submitLead(ctx, submission())).kind).toBe('accepted');
      // The clock is at 10:03:20; the 10-minute window ends at 10:10:00.
      for (const payload of [validPayload(), validPayload({ email: 'no-at-sign' })]) {
        expect(await submitLead(ctx, submission({ payload }))).toEqual({
          kind: 'rate-limited',
          retryAfterSeconds: 400,
        });
      }
      // Another client has its own count.
      const other = { ...sender, clientHash: 'c'.repeat(64) };
      expect((await submitLead(ctx, submission({ sender: other }))).kind).toBe('accepted');
      expect(await stored()).toHaveLength(3);
    });

    it('rate-limited inside the transaction: parallel submissions store exactly the limit', async () => {
      const ctx = context({ env: { RATE_LIMIT_MAX: '3' } });
      const outcomes = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          submitLead(ctx, submission({ idempotencyKey: `parallel-${i}` })),
        ),
      );
      const kinds = outcomes.map((o) => o.kind).sort();
      expect(kinds).toEqual([...Array(3).fill('accepted'), ...Array(5).fill('rate-limited')]);
      expect(await stored()).toHaveLength(3);
      // A submission refused by the limit keeps no key: its retry is judged afresh.
      expect(await t.database.db.select().from(idempotencyKeys)).toHaveLength(3);
    });

    it('duplicate under load: one key sent 20 times at once stores one lead and queues it once', async () => {
      const ctx = context({
        env: { SMTP_URL: 'smtp://127.0.0.1:9', LEADS_NOTIFY_TO: 'leads@cairn.test' },
      });
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, () => submitLead(ctx, submission({ idempotencyKey: 'once' }))),
      );
      const accepted = outcomes.filter((o) => o.kind === 'accepted');
      expect(accepted).toHaveLength(1);
      const id = accepted[0]?.kind === 'accepted' ? accepted[0].id : '';
      expect(outcomes.filter((o) => o.kind === 'duplicate')).toEqual(
        Array(19).fill({ kind: 'duplicate', response: { status: 201, body: { id } } }),
      );
      expect((await stored()).map((r) => r.id)).toEqual([id]);
      expect(await t.database.db.select().from(idempotencyKeys)).toHaveLength(1);
      expect(await t.database.db.select().from(outbox)).toHaveLength(1);
    });

    it('accepted under load: 200 submissions at once, from 200 clients, each stored once', async () => {
      const ctx = context();
      const payloads = Array.from({ length: 200 }, (_, i) =>
        validPayload({
          name: `Visitor ${i}`,
          message: `Message number ${i} about our new website project.`,
        }),
      );
      const outcomes = await Promise.all(
        payloads.map((payload, i) =>
          submitLead(
            ctx,
            submission({
              payload,
              idempotencyKey: `visitor-${i}`,
              sender: { ...sender, clientHash: String(i).padStart(64, '0') },
            }),
          ),
        ),
      );
      const ids = outcomes.map((o) => (o.kind === 'accepted' ? o.id : o.kind));
      expect(new Set(ids).size).toBe(200);
      const rows = await stored();
      expect(new Set(rows.map((r) => r.id))).toEqual(new Set(ids));
      expect(new Set(rows.map((r) => r.name))).toEqual(new Set(payloads.map((p) => p.name)));
    });

    describe('reCAPTCHA', () => {
      let stub: HttpStub;
      /** What the verify URL answers for each token, when it is sent the right secret. */
      const verdicts: Record<string, object> = {
        person: { success: true, score: 0.9, action: 'contact', hostname: 'www.cairn.example' },
        edge: { success: true, score: 0.5, action: 'contact', hostname: 'www.cairn.example' },
        robot: { success: true, score: 0.1, action: 'contact', hostname: 'www.cairn.example' },
        action: { success: true, score: 0.9, action: 'login', hostname: 'www.cairn.example' },
        failed: { success: false, 'error-codes': ['timeout-or-duplicate'] },
      };
      beforeAll(async () => {
        stub = await startHttpStub(({ body }) => {
          const params = new URLSearchParams(body);
          if (params.get('secret') !== 'test-secret')
            return {
              status: 200,
              json: { success: false, 'error-codes': ['invalid-input-secret'] },
            };
          return {
            status: 200,
            json: verdicts[params.get('response') ?? ''] ?? { success: false },
          };
        });
      });
      afterAll(() => stub?.close());
      beforeEach(() => {
        stub.requests.length = 0;
      });
      const withRecaptcha = (env: Record<string, string> = {}) =>
        context({
          env: {
            RECAPTCHA_SECRET_KEY: 'test-secret',
            NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'test-site-key-0123',
            RECAPTCHA_VERIFY_URL: `${stub.origin}/siteverify`,
            ...env,
          },
        });
      const onSite = { ...sender, recaptchaHostnames: ['www.cairn.example'] };
      const withToken = (token: string) =>
        submission({ payload: validPayload({ recaptchaToken: token }), sender: onSite });

      it("accepted: a person's token, issued on one of the sender's hostnames, with its score; the secret and the token posted to the verify URL", async () => {
        expect((await submitLead(withRecaptcha(), withToken('person'))).kind).toBe('accepted');
        expect((await stored())[0]?.recaptchaScore).toBeCloseTo(0.9);
        expect(stub.requests.map((r) => r.method)).toEqual(['POST']);
        expect(Object.fromEntries(new URLSearchParams(stub.requests[0]?.body))).toMatchObject({
          secret: 'test-secret',
          response: 'person',
        });
      });

      it('accepted: a score equal to the minimum, and a lower one under a lower RECAPTCHA_MIN_SCORE', async () => {
        expect((await submitLead(withRecaptcha(), withToken('edge'))).kind).toBe('accepted');
        const lenient = withRecaptcha({ RECAPTCHA_MIN_SCORE: '0.05' });
        expect((await submitLead(lenient, withToken('robot'))).kind).toBe('accepted');
      });

      it('spam-suspected: a low score, the wrong action, a failed or unknown verification, a token from another host; nothing stored', async () => {
        const ctx = withRecaptcha();
        const cases: Array<[string, LeadSender]> = [
          ['robot', onSite],
          ['action', onSite],
          ['failed', onSite],
          ['forged', onSite],
          ['person', { ...sender, recaptchaHostnames: ['localhost'] }],
        ];
        for (const [token, from] of cases) {
          const payload = validPayload({ recaptchaToken: token });
          expect(await submitLead(ctx, submission({ payload, sender: from })), token).toEqual({
            kind: 'spam-suspected',
          });
        }
        expect(await stored()).toHaveLength(0);
      });

      it('spam-suspected: no token, without asking the verify URL; a verify URL that cannot be reached', async () => {
        expect(await submitLead(withRecaptcha(), submission({ sender: onSite }))).toEqual({
          kind: 'spam-suspected',
        });
        expect(stub.requests).toHaveLength(0);
        const unreachable = withRecaptcha({
          RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${await freePort()}/siteverify`,
        });
        expect(await submitLead(unreachable, withToken('person'))).toEqual({
          kind: 'spam-suspected',
        });
        expect(await stored()).toHaveLength(0);
      });
    });

    it('failed: anything unexpected is an outcome, logged without what was typed', async () => {
      const payload = {
        ...validPayload({ message: 'Private words the log must never hold.' }),
        get attribution(): never {
          throw new TypeError('attribution cannot be read');
        },
      };
      expect(await submitLead(context(), submission({ payload }))).toEqual({ kind: 'failed' });
      expect(logs.map((l) => l.msg)).toEqual(['contact: unexpected failure']);
      expect(JSON.stringify(logs)).not.toContain('Private words');
      expect(await stored()).toHaveLength(0);
    });

    it('unavailable: the database cannot be reached, before and while storing', async () => {
      const dead = await openDatabase({
        kind: 'postgres',
        url: `postgres://nobody:x@127.0.0.1:${await freePort()}/none`,
        migrate: false,
      });
      try {
        const down = testContext(dead, t.dataDir, { clock });
        expect(await submitLead(down, submission({ idempotencyKey: 'k' }))).toEqual({
          kind: 'unavailable',
        });
        expect(await submitLead(down, submission())).toEqual({ kind: 'unavailable' });
      } finally {
        await dead.close();
      }
      // Reads succeed and the write fails: a database whose lead table refuses the insert.
      const ctx = context();
      await t.database.db.execute(
        sql.raw(
          `create or replace function refuse() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`,
        ),
      );
      await t.database.db.execute(
        sql.raw(
          'create trigger refuse_leads before insert on leads for each row execute function refuse()',
        ),
      );
      try {
        expect(await submitLead(ctx, submission({ idempotencyKey: 'k2' }))).toEqual({
          kind: 'unavailable',
        });
        expect(logs.map((l) => l.msg)).toContain('contact: lead not stored');
        // Rolled back as one: no key is left to replay a lead that was never stored.
        expect(await t.database.db.select().from(idempotencyKeys)).toEqual([]);
      } finally {
        await t.database.db.execute(sql.raw('drop trigger refuse_leads on leads'));
        await t.database.db.execute(sql.raw('drop function refuse()'));
      }
      expect((await submitLead(ctx, submission({ idempotencyKey: 'k2' }))).kind).toBe('accepted');
    });
  });
}
