/**
 * POST /api/contact and GET /api/health, called as Next.js calls them (the exported route
 * functions with real Request objects), against a real database: PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set: how the route reads a request (validation, limits, Origin, the client's
 * address, the idempotency key) and answers each of submitLead's outcomes (status codes, headers,
 * bodies). The outcomes themselves, parallel submissions among them, are submit.integration's.
 * Over 300 lines on purpose: one route's whole contract runs against each database from one
 * setup; split, each file would repeat it.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/contact/route';
import { GET as health } from '@/app/api/health/route';
import { contactSchema } from '@/lib/contact-schema';
import { setServerContext } from '../context';
import { openDatabase } from '../db/open';
import { leads, outbox, type LeadRow } from '../db/schema';
import { setLogSink, type LogEntry } from '../log';
import { backendTitle, backends, suiteDatabase } from '../../tests/server/backends';
import {
  TEST_SALT,
  TestClock,
  testContext,
  type TestContextOptions,
} from '../../tests/server/context';
import {
  bodyOf,
  contactRequest,
  streamingRequest,
  validPayload,
} from '../../tests/server/requests';
import { startHttpStub, type HttpStub } from '../../tests/http-stub';
import { freePort } from '../../tests/server/servers';
import { hashClient } from './client-hash';

const logs: LogEntry[] = [];
setLogSink((entry) => logs.push(entry));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

for (const backend of backends) {
  describe.skipIf(Boolean(backend.skipReason))(
    `POST /api/contact on ${backendTitle(backend)}`,
    () => {
      const t = suiteDatabase(backend);
      let clock: TestClock;

      const use = (options: TestContextOptions = {}) => {
        const ctx = testContext(t.database, t.dataDir, { clock, ...options });
        setServerContext(ctx);
        return ctx;
      };
      const allLeads = () => t.database.db.select().from(leads);
      const leadCount = async () => (await allLeads()).length;

      beforeEach(async () => {
        clock = new TestClock();
        use();
        logs.length = 0;
      });

      it('stores a valid lead and answers 201 { id }', async () => {
        const response = await POST(contactRequest(validPayload()));
        expect(response.status).toBe(201);
        expect(response.headers.get('cache-control')).toBe('no-store');
        const body = await bodyOf(response);
        expect(Object.keys(body)).toEqual(['id']);
        expect(body.id).toMatch(UUID);

        const [row] = await allLeads();
        expect(row).toMatchObject({
          id: body.id,
          name: 'Ada Lovelace',
          email: 'ada@example.org',
          organization: 'Analytical Engines Co-op',
          organizationType: 'non-profit',
          phone: '+1 (555) 010-2030',
          projectType: 'new-site',
          budget: '60k-120k',
          timeline: '3-6-months',
          interests: [],
          pagePath: '/services/custom-web-development',
          referrer: 'https://search.example/',
          utmSource: 'newsletter',
          utmMedium: null,
          userAgent: 'vitest',
          recaptchaScore: null,
        });
        expect(row?.createdAt.toISOString()).toBe(clock.now().toISOString());
        expect(row?.consentAt.toISOString()).toBe(clock.now().toISOString());
      });

      it('never stores the raw IP, only its salted hash', async () => {
        await POST(contactRequest(validPayload(), { ip: '198.51.100.23' }));
        const [row] = await allLeads();
        expect(row?.ipHash).toBe(hashClient(TEST_SALT, '198.51.100.23'));
        expect(JSON.stringify(row)).not.toContain('198.51.100.23');
      });

      it('writes the outbox rows of the configured channels in the same transaction', async () => {
        use({
          env: {
            SMTP_URL: 'smtp://127.0.0.1:9',
            LEADS_NOTIFY_TO: 'leads@cairn.test',
            LEADS_WEBHOOK_URL: 'http://127.0.0.1:9/hook',
          },
        });
        const response = await POST(contactRequest(validPayload()));
        const { id } = await bodyOf(response);
        const rows = await t.database.db.select().from(outbox);
        expect(rows.map((r) => r.channel).sort()).toEqual(['email', 'webhook']);
        expect(
          rows.every((r) => r.leadId === id && r.deliveredAt === null && r.attempts === 0),
        ).toBe(true);
      });

      it('enqueues nothing when no channel is configured', async () => {
        await POST(contactRequest(validPayload()));
        expect(await t.database.db.select().from(outbox)).toEqual([]);
      });

      it('keeps unicode and right-to-left text exactly', async () => {
        const payload = validPayload({
          name: 'مريم العلي',
          organization: 'עמותת אור ירוק',
          message: 'שלום! نحتاج إلى موقع جديد 🌍 — naïve café, 中文, \u200fRTL mark, emoji 👩🏽‍💻.',
          attribution: { pagePath: '/ar/اتصل', utmCampaign: 'ربيع' },
        });
        const response = await POST(contactRequest(payload));
        expect(response.status).toBe(201);
        const [row] = await allLeads();
        expect(row?.name).toBe(payload.name);
        expect(row?.organization).toBe(payload.organization);
        expect(row?.message).toBe(payload.message);
        expect(row?.pagePath).toBe('/ar/اتصل');
        expect(row?.utmCampaign).toBe('ربيع');
      });

      it('stores <script> verbatim as data, and keeps CR/LF only where a field may span lines', async () => {
        const script = '<script>alert("x")</script>';
        const payload = validPayload({
          name: `${script} Eve`,
          organization: `${script} Org`,
          message: `Line one ${script}\r\nBcc: victim@example.org\r\n\r\nline three, long enough.`,
          attribution: {
            pagePath: `/x\r\nSet-Cookie: a=b${script}`,
            referrer: `https://r.example/\r\n${script}`,
            utmSource: `s\r\n${script}`,
            utmMedium: `m\n${script}`,
            utmCampaign: `c\r${script}`,
            utmTerm: `t\u0000${script}`,
            utmContent: `c\u0007${script}`,
          },
        });
        const response = await POST(
          contactRequest(payload, { headers: { 'user-agent': `UA\t${script}` } }),
        );
        expect(response.status).toBe(201);
        const [row] = await allLeads();
        expect(row?.name).toBe(`${script} Eve`);
        expect(row?.message).toBe(payload.message);
        // Attribution and the user agent lose their control characters (they are one-line data).
        for (const value of [
          row?.pagePath,
          row?.referrer,
          row?.utmSource,
          row?.utmMedium,
          row?.utmCampaign,
          row?.utmTerm,
          row?.utmContent,
          row?.userAgent,
        ]) {
          expect(value).toContain(script);

          expect(value).not.toMatch(/[\u0000-\u001f]/);
        }
      });

      it.each(['name', 'organization', 'email'] as const)(
        'refuses CR/LF in the one-line field %s with 422',
        async (field) => {
          const value = {
            name: 'Eve\r\nBcc: x@y.z',
            organization: 'Org\nBcc: x@y.z',
            email: 'eve@example.org\r\nBcc: x@y.z',
          }[field];
          const response = await POST(contactRequest(validPayload({ [field]: value })));
          expect(response.status).toBe(422);
          const body = await bodyOf(response);
          expect(Object.keys(body.fieldErrors as object)).toEqual([field]);
          expect(await leadCount()).toBe(0);
        },
      );

      it('stores a phone number on one line (the shared schema lets \\s through)', async () => {
        const response = await POST(contactRequest(validPayload({ phone: '555\r\n0100\t12' })));
        expect(response.status).toBe(201);
        const [row] = await allLeads();
        expect(row?.phone).toBe('555 0100 12');
      });

      it('answers 422 { fieldErrors } for wrong types, field by field', async () => {
        const response = await POST(
          contactRequest({
            name: 42,
            email: ['ada@example.org'],
            organization: null,
            organizationType: 'government',
            phone: 5550100,
            projectType: 'website',
            budget: 60000,
            timeline: ['soon'],
            message: { text: 'hello' },
            consent: 'true',
            attribution: 'newsletter',
          }),
        );
        expect(response.status).toBe(422);
        const body = await bodyOf(response);
        expect(typeof body.error).toBe('string');
        expect(Object.keys(body.fieldErrors as object).sort()).toEqual(
          [
            'attribution',
            'consent',
            'budget',
            'email',
            'message',
            'name',
            'organization',
            'organizationType',
            'phone',
            'projectType',
            'timeline',
          ].sort(),
        );
        const errors = body.fieldErrors as Record<string, unknown>;
        expect(
          Object.values(errors).every(
            (list) => Array.isArray(list) && list.every((m) => typeof m === 'string'),
          ),
        ).toBe(true);
        expect(await leadCount()).toBe(0);
      });

      it('refuses a project type, budget or timeline that is not on the form with a field error', async () => {
        const response = await POST(
          contactRequest(
            validPayload({ projectType: 'mobile-app', budget: 'under-10k', timeline: 'asap' }),
          ),
        );
        expect(response.status).toBe(422);
        expect((await bodyOf(response)).fieldErrors).toEqual({
          projectType: ['Choose a kind of project from the list.'],
          budget: ['Choose a budget from the list.'],
          timeline: ['Choose a timeline from the list.'],
        });
        expect(await leadCount()).toBe(0);
      });

      it('stores a lead that chose none of project type, budget and timeline', async () => {
        const payload = validPayload({ projectType: '', budget: undefined });
        delete payload.timeline;
        expect((await POST(contactRequest(payload))).status).toBe(201);
        const [row] = await allLeads();
        expect(row).toMatchObject({ projectType: null, budget: null, timeline: null });
      });

      it('answers 422 for a JSON body that is not an object', async () => {
        for (const raw of ['[]', '"hello"', '42', 'null', 'true']) {
          const response = await POST(contactRequest(null, { raw }));
          expect(response.status, raw).toBe(422);
        }
        expect(await leadCount()).toBe(0);
      });

      it('answers 422 when consent is missing and when the message is too short', async () => {
        const response = await POST(
          contactRequest(validPayload({ consent: false, message: 'Too short' })),
        );
        expect(response.status).toBe(422);
        const body = await bodyOf(response);
        expect(Object.keys(body.fieldErrors as object).sort()).toEqual(['consent', 'message']);
      });

      it('answers 400 for malformed JSON and for bytes that are not UTF-8', async () => {
        for (const raw of ['{"name":', '{name: "x"}', '', "{'a':1}", '{"a":1}}']) {
          const response = await POST(contactRequest(null, { raw }));
          expect(response.status, raw).toBe(400);
          expect(typeof (await bodyOf(response)).error).toBe('string');
        }
        const invalidUtf8 = new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]);
        expect((await POST(contactRequest(null, { raw: invalidUtf8 }))).status).toBe(400);
      });

      it('answers 400 to JSON nested deeper than the form, however deep', async () => {
        for (const depth of [15_000, 3]) {
          const raw = `{"attribution":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
          const response = await POST(contactRequest(null, { raw }));
          expect(response.status, `depth ${depth}`).toBe(400);
          expect((await bodyOf(response)).error).toBe(
            'We could not read what was sent. Please try again.',
          );
        }
        // The form's own depth passes on.
        expect((await POST(contactRequest(validPayload(), { ip: '198.51.100.77' }))).status).toBe(
          201,
        );
      });

      it('answers 415 unless the body is declared as application/json', async () => {
        const body = JSON.stringify(validPayload());
        for (const type of ['text/plain', 'multipart/form-data; boundary=x', 'application/jsonp']) {
          const response = await POST(
            contactRequest(null, { raw: body, headers: { 'content-type': type } }),
          );
          expect(response.status, type).toBe(415);
        }
        // No Content-Type at all (a byte body gets none from fetch).
        const untyped = contactRequest(null, {
          raw: new Uint8Array(Buffer.from(body)),
          omit: ['content-type'],
        });
        expect(untyped.headers.get('content-type')).toBeNull();
        expect((await POST(untyped)).status).toBe(415);
        expect(
          (
            await POST(
              contactRequest(validPayload(), {
                headers: { 'content-type': 'Application/JSON; charset=utf-8' },
              }),
            )
          ).status,
        ).toBe(201);
        expect(await leadCount()).toBe(1);
      });

      it('answers 413 for a 1 MiB body, by Content-Length and by the bytes actually sent', async () => {
        const big = JSON.stringify(validPayload({ message: 'x'.repeat(1024 * 1024) }));
        const declared = await POST(
          contactRequest(null, {
            raw: big,
            headers: { 'content-length': String(Buffer.byteLength(big)) },
          }),
        );
        expect(declared.status).toBe(413);
        // No (or a lying) Content-Length: the streamed length decides.
        const lying = await POST(
          contactRequest(null, { raw: big, headers: { 'content-length': '100' } }),
        );
        expect(lying.status).toBe(413);
        const streamed = await POST(contactRequest(null, { raw: big }));
        expect(streamed.status).toBe(413);
        expect(typeof (await bodyOf(streamed)).error).toBe('string');
        expect(await leadCount()).toBe(0);
      });

      it('stops reading an endless body just past 32 KiB', async () => {
        let pulled = 0;
        let cancelled = false;
        const chunk = new Uint8Array(4096).fill(0x20);
        const endless = new ReadableStream<Uint8Array>({
          pull(controller) {
            pulled += chunk.byteLength;
            controller.enqueue(chunk);
          },
          cancel() {
            cancelled = true;
          },
        });
        const response = await POST(streamingRequest(endless, { origin: 'http://localhost:3000' }));
        expect(response.status).toBe(413);
        expect(cancelled).toBe(true);
        expect(pulled).toBeLessThanOrEqual(32 * 1024 + 3 * chunk.byteLength);
      });

      it('accepts a body of exactly 32 KiB', async () => {
        const base = JSON.stringify(validPayload({ message: '' }));
        const message = 'm'.repeat(32 * 1024 - base.length);
        const exact = JSON.stringify(validPayload({ message }));
        expect(Buffer.byteLength(exact)).toBe(32 * 1024);
        const response = await POST(contactRequest(null, { raw: exact }));
        // 32 KiB passes the size check; the message is then over 5000 characters.
        expect(response.status).toBe(422);
      });

      it('answers 403 to a foreign Origin, and accepts the loopback origin it was sent to, SITE_URL and no Origin', async () => {
        const refused = async (headers: Record<string, string>) => {
          const response = await POST(contactRequest(validPayload(), { headers }));
          expect(response.status, JSON.stringify(headers)).toBe(403);
          expect(typeof (await bodyOf(response)).error).toBe('string');
        };
        // Without SITE_URL: only the loopback origin of the request's own host and port.
        for (const origin of [
          'https://evil.example',
          'null',
          'http://localhost:3001',
          'https://localhost:3000/',
          'http://localhost.evil.example:3000',
        ])
          await refused({ origin });
        // A Host header is the client's to choose: it proves nothing.
        await refused({ origin: 'http://evil.example', host: 'evil.example' });
        await refused({ origin: 'http://evil.example:3000', host: 'evil.example:3000' });
        expect(await leadCount()).toBe(0);
        expect((await POST(contactRequest(validPayload()))).status).toBe(201);

        // With SITE_URL: exactly its origin, scheme and port included.
        use({ env: { SITE_URL: 'https://www.cairn.example' } });
        await refused({ origin: 'https://preview.cairn.example', host: 'preview.cairn.example' });
        await refused({ origin: 'http://www.cairn.example', host: 'www.cairn.example' });
        await refused({ origin: 'https://www.cairn.example:8443' });
        await refused({ origin: 'http://localhost:3000' });
        const fromSite = await POST(
          contactRequest(validPayload(), {
            headers: { origin: 'https://www.cairn.example', host: 'internal:3000' },
          }),
        );
        expect(fromSite.status).toBe(201);
        expect((await POST(contactRequest(validPayload(), { omit: ['origin'] }))).status).toBe(201);
        expect(await leadCount()).toBe(3);
      });

      it('answers a filled honeypot with 201 and a random id, and stores nothing', async () => {
        const ids = new Set<string>();
        for (const website of ['http://spam.example', ' x ', 'a']) {
          const response = await POST(contactRequest(validPayload({ website })));
          expect(response.status).toBe(201);
          const { id } = await bodyOf(response);
          expect(id).toMatch(UUID);
          ids.add(String(id));
        }
        expect(ids.size).toBe(3);
        // Even when the rest is invalid: bots learn nothing.
        expect(
          (await POST(contactRequest({ website: 'http://spam.example', name: 1 }))).status,
        ).toBe(201);
        expect(await leadCount()).toBe(0);
        expect(await t.database.db.select().from(outbox)).toEqual([]);
        // An empty or whitespace-only honeypot is a person.
        expect((await POST(contactRequest(validPayload({ website: '  ' })))).status).toBe(201);
        expect(await leadCount()).toBe(1);
      });

      describe('rate limit', () => {
        it('answers 429 with Retry-After past the limit, per client, and opens again with the next window', async () => {
          use({ env: { RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_SECONDS: '600' } });
          expect((await POST(contactRequest(validPayload(), { ip: '192.0.2.1' }))).status).toBe(
            201,
          );
          expect((await POST(contactRequest(validPayload(), { ip: '192.0.2.1' }))).status).toBe(
            201,
          );
          const limited = await POST(contactRequest(validPayload(), { ip: '192.0.2.1' }));
          expect(limited.status).toBe(429);
          // The clock is at 10:03:20; the 10-minute window ends at 10:10:00.
          expect(limited.headers.get('retry-after')).toBe('400');
          expect(typeof (await bodyOf(limited)).error).toBe('string');
          // Another client is not affected.
          expect((await POST(contactRequest(validPayload(), { ip: '192.0.2.2' }))).status).toBe(
            201,
          );
          expect(await leadCount()).toBe(3);

          clock.advance(400_000);
          expect((await POST(contactRequest(validPayload(), { ip: '192.0.2.1' }))).status).toBe(
            201,
          );
          expect(await leadCount()).toBe(4);
        });

        it('defaults to 5 per 10 minutes', async () => {
          const ctx = testContext(t.database, t.dataDir, { clock, env: { RATE_LIMIT_MAX: '' } });
          setServerContext(ctx);
          expect(ctx.env.rateLimit).toEqual({ max: 5, windowSeconds: 600 });
          const statuses: number[] = [];
          for (let i = 0; i < 6; i += 1)
            statuses.push((await POST(contactRequest(validPayload(), { ip: '192.0.2.9' }))).status);
          expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
        });

        it('counts an IPv6 /64 as one client', async () => {
          use({ env: { RATE_LIMIT_MAX: '1' } });
          expect(
            (await POST(contactRequest(validPayload(), { ip: '2001:db8:1:2::1' }))).status,
          ).toBe(201);
          expect(
            (await POST(contactRequest(validPayload(), { ip: '2001:db8:1:2:ffff::9' }))).status,
          ).toBe(429);
          expect(
            (await POST(contactRequest(validPayload(), { ip: '2001:db8:1:3::1' }))).status,
          ).toBe(201);
        });

        it('reads X-Forwarded-For only when TRUST_PROXY is set', async () => {
          use({ env: { RATE_LIMIT_MAX: '1' } });
          // Not trusted: a client rotating X-Forwarded-For is still one client.
          expect(
            (
              await POST(
                contactRequest(validPayload(), { headers: { 'x-forwarded-for': '1.1.1.1' } }),
              )
            ).status,
          ).toBe(201);
          expect(
            (
              await POST(
                contactRequest(validPayload(), { headers: { 'x-forwarded-for': '2.2.2.2' } }),
              )
            ).status,
          ).toBe(429);

          await t.reset();
          use({ env: { RATE_LIMIT_MAX: '1', TRUST_PROXY: '1' } });
          // Trusted (one proxy): the last entry is what the proxy saw.
          expect(
            (
              await POST(
                contactRequest(validPayload(), {
                  headers: { 'x-forwarded-for': 'spoofed, 1.1.1.1' },
                }),
              )
            ).status,
          ).toBe(201);
          expect(
            (
              await POST(
                contactRequest(validPayload(), {
                  headers: { 'x-forwarded-for': 'other, 2.2.2.2' },
                }),
              )
            ).status,
          ).toBe(201);
          expect(
            (
              await POST(
                contactRequest(validPayload(), {
                  headers: { 'x-forwarded-for': 'again, 1.1.1.1' },
                }),
              )
            ).status,
          ).toBe(429);
          const rows = await allLeads();
          expect(rows.map((r) => r.ipHash).sort()).toEqual(
            [hashClient(TEST_SALT, '1.1.1.1'), hashClient(TEST_SALT, '2.2.2.2')].sort(),
          );
        });
      });

      describe('idempotency', () => {
        it('returns the first answer to a repeated request and stores one row', async () => {
          const key = randomUUID();
          const first = await POST(
            contactRequest(validPayload(), { headers: { 'idempotency-key': key } }),
          );
          const second = await POST(
            contactRequest(validPayload(), { headers: { 'idempotency-key': key } }),
          );
          expect(first.status).toBe(201);
          expect(second.status).toBe(201);
          expect(await bodyOf(second)).toEqual({ id: (await bodyOf(first)).id });
          expect(first.headers.get('idempotent-replayed')).toBeNull();
          expect(second.headers.get('idempotent-replayed')).toBe('true');
          expect(await leadCount()).toBe(1);
        });

        it('refuses the same key with another body (422), and replays it with the same body', async () => {
          const key = randomUUID();
          const send = (payload: Record<string, unknown>) =>
            POST(contactRequest(payload, { headers: { 'idempotency-key': key } }));
          const first = await send(validPayload());
          expect(first.status).toBe(201);
          const other = await send(
            validPayload({ message: 'A different message, which must not be dropped silently.' }),
          );
          expect(other.status).toBe(422);
          expect((await bodyOf(other)).error).toMatch(/already used for a different message/);
          // The same body again, keys in another order: the first answer, replayed.
          const { name, ...rest } = validPayload();
          const again = await send({ ...rest, name });
          expect(again.status).toBe(201);
          expect(again.headers.get('idempotent-replayed')).toBe('true');
          expect(await bodyOf(again)).toEqual(await bodyOf(first));
          expect((await allLeads()).map((l) => l.message)).toEqual([validPayload().message]);
        });

        it('answers 400 to a malformed Idempotency-Key', async () => {
          for (const key of ['', ' ', 'k'.repeat(201), 'a\tb']) {
            const response = await POST(
              contactRequest(validPayload(), { headers: { 'idempotency-key': key } }),
            );
            expect(response.status, JSON.stringify(key)).toBe(400);
          }
          expect(
            (
              await POST(
                contactRequest(validPayload(), { headers: { 'idempotency-key': 'k'.repeat(200) } }),
              )
            ).status,
          ).toBe(201);
          expect(await leadCount()).toBe(1);
        });
      });

      it('never answers 5xx to 200 random malformed payloads, and stores nothing invalid', async () => {
        const anyValue = fc.oneof(
          fc.string(),
          fc.string({ unit: 'binary' }),
          fc.integer(),
          fc.double(),
          fc.boolean(),
          fc.constant(null),
          fc.array(fc.string(), { maxLength: 4 }),
          fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
        );
        const fields = [
          'name',
          'email',
          'organization',
          'organizationType',
          'phone',
          'projectType',
          'budget',
          'timeline',
          'message',
          'consent',
          'website',
          'recaptchaToken',
          'attribution',
        ];
        const mutated = fc
          .record({
            field: fc.constantFrom(...fields),
            value: anyValue,
            drop: fc.constantFrom(...fields),
          })
          .map(({ field, value, drop }) => {
            const payload: Record<string, unknown> = {
              ...validPayload(),
              website: undefined,
              [field]: value,
            };
            delete payload[drop];
            return JSON.stringify(payload);
          });
        const body = fc.oneof(
          fc.jsonValue().map((v) => JSON.stringify(v)),
          mutated,
          fc.string(),
          fc.string({ unit: 'binary', maxLength: 200 }),
          fc.dictionary(fc.constantFrom(...fields), anyValue).map((o) => JSON.stringify(o)),
          fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
        );

        let stored = 0;
        const statuses = new Set<number>();
        await fc.assert(
          fc.asyncProperty(body, async (raw) => {
            const response = await POST(contactRequest(null, { raw }));
            expect(response.status).toBeLessThan(500);
            expect([201, 400, 413, 422]).toContain(response.status);
            const answer = await bodyOf(response);
            statuses.add(response.status);
            if (response.status === 201) stored += 1;
            else expect(typeof answer.error).toBe('string');
          }),
          { numRuns: 200, seed: 20251122 },
        );
        expect(statuses).toContain(400);
        expect(statuses).toContain(422);
        // Whatever got in (honeypot hits store nothing) must pass the same schema again.
        const rows = await allLeads();
        expect(rows.length).toBeLessThanOrEqual(stored);
        for (const row of rows) expect(contactSchema.safeParse(asInput(row)).success).toBe(true);
        expect(logs.filter((l) => l.level === 'error')).toEqual([]);
      });

      describe('reCAPTCHA', () => {
        let stub: HttpStub;
        const verdicts: Record<string, object> = {
          good: { success: true, score: 0.9, action: 'contact', hostname: 'localhost' },
          host: { success: true, score: 0.9, action: 'contact', hostname: 'evil.example' },
          site: { success: true, score: 0.9, action: 'contact', hostname: 'www.cairn.example' },
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
        afterAll(async () => {
          await stub?.close();
        });
        beforeEach(() => {
          stub.requests.length = 0;
          use({
            env: {
              RECAPTCHA_SECRET_KEY: 'test-secret',
              NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'test-site-key-0123',
              RECAPTCHA_VERIFY_URL: `${stub.origin}/siteverify`,
            },
          });
        });

        // What reCAPTCHA's verdicts decide is submitLead's (submit.integration.test.ts); here, the
        // hostnames the route takes from the request and SITE_URL, and how a verdict is answered.
        it('answers 201 to a token issued on the host the request was sent to', async () => {
          const response = await POST(contactRequest(validPayload({ recaptchaToken: 'good' })));
          expect(response.status).toBe(201);
          expect(stub.requests).toHaveLength(1);
          expect(await leadCount()).toBe(1);
        });

        it('answers 403 with an error to a token from another host, storing nothing', async () => {
          const response = await POST(contactRequest(validPayload({ recaptchaToken: 'host' })));
          expect(response.status).toBe(403);
          expect(typeof (await bodyOf(response)).error).toBe('string');
          expect(await leadCount()).toBe(0);
        });

        it('accepts the hostname of SITE_URL', async () => {
          use({
            env: {
              RECAPTCHA_SECRET_KEY: 'test-secret',
              NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'test-site-key-0123',
              RECAPTCHA_VERIFY_URL: `${stub.origin}/siteverify`,
              SITE_URL: 'https://www.cairn.example',
            },
          });
          expect(
            (
              await POST(
                contactRequest(validPayload({ recaptchaToken: 'site' }), {
                  headers: { origin: 'https://www.cairn.example' },
                }),
              )
            ).status,
          ).toBe(201);
        });
      });

      describe('logs keep private data out', () => {
        const marked = validPayload({
          name: 'Zephyrine Quillfeather',
          email: 'zq-log-canary@example.org',
          organization: 'Canary Lighthouse Trust',
          phone: '+1 (555) 867-5309',
          message: 'LOG-CANARY message body that must never reach a log line.',
        });
        const canaries = [
          'Zephyrine',
          'zq-log-canary',
          'Canary Lighthouse',
          '867-5309',
          'LOG-CANARY',
          'ua-canary',
          'key-canary-1234',
          hashClient(TEST_SALT, '203.0.113.10'),
        ];
        const exec = (statement: string) => t.database.db.execute(sql.raw(statement));
        const post = () =>
          POST(
            contactRequest(marked, {
              headers: { 'idempotency-key': 'key-canary-1234', 'user-agent': 'ua-canary' },
            }),
          );

        it('a failed write logs the error class and code, never the lead', async () => {
          await exec(
            `create or replace function cairn_test_refuse() returns trigger language plpgsql as $$ begin raise exception 'refused by a test trigger'; end $$`,
          );
          await exec(
            'create trigger cairn_test_refuse before insert on leads for each row execute function cairn_test_refuse()',
          );
          try {
            const response = await post();
            expect(response.status).toBe(503);
          } finally {
            await exec('drop trigger cairn_test_refuse on leads');
            await exec('drop function cairn_test_refuse()');
          }
          const failure = logs.find((l) => l.msg === 'contact: lead not stored');
          expect(failure?.error).toMatchObject({ code: 'P0001' });
          const written = JSON.stringify(logs);
          for (const canary of canaries) expect(written).not.toContain(canary);
        });

        it('a failed read logs no idempotency key and no client hash', async () => {
          await exec('alter table idempotency_keys rename to idempotency_keys_gone');
          try {
            expect((await post()).status).toBe(503);
          } finally {
            await exec('alter table idempotency_keys_gone rename to idempotency_keys');
          }
          expect(logs.find((l) => l.msg === 'contact: database read failed')?.error).toMatchObject({
            code: '42P01',
          });
          const written = JSON.stringify(logs);
          for (const canary of canaries) expect(written).not.toContain(canary);
        });
      });

      it('GET /api/health answers 200 { status: "ok" }, not cached', async () => {
        const response = await health();
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ status: 'ok' });
        expect(response.headers.get('cache-control')).toBe('no-store');
      });

      it('answers 503 (and health 503) when the database cannot be reached', async () => {
        const dead = await openDatabase({
          kind: 'postgres',
          url: `postgres://nobody:x@127.0.0.1:${await freePort()}/none`,
          migrate: false,
        });
        try {
          setServerContext(testContext(dead, t.dataDir, { clock }));
          const response = await POST(
            contactRequest(validPayload(), { headers: { 'idempotency-key': randomUUID() } }),
          );
          expect(response.status).toBe(503);
          const body = await bodyOf(response);
          expect(Object.keys(body)).toEqual(['error']);
          expect(String(body.error)).not.toMatch(/ECONNREFUSED|at .*\(|\.ts:/);
          expect((await health()).status).toBe(503);
        } finally {
          await dead.close();
        }
      });

      it('answers 503 when the database fails to open', async () => {
        setServerContext(Promise.reject(new Error('connection refused')));
        const response = await POST(contactRequest(validPayload()));
        expect(response.status).toBe(503);
        expect((await health()).status).toBe(503);
      });

      // Last: closes this suite's own database.
      it(`answers 503 when ${backend.name === 'pglite' ? 'PGlite is closed' : 'the pool is shut down'}`, async () => {
        await t.database.close();
        const response = await POST(contactRequest(validPayload()));
        expect(response.status).toBe(503);
        expect((await bodyOf(response)).error).toMatch(/could not save/);
        expect((await health()).status).toBe(503);
      });
    },
  );
}

/** A stored row back in the shape the form sends. */
function asInput(row: LeadRow): Record<string, unknown> {
  const attribution = Object.fromEntries(
    Object.entries({
      pagePath: row.pagePath,
      referrer: row.referrer,
      utmSource: row.utmSource,
      utmMedium: row.utmMedium,
      utmCampaign: row.utmCampaign,
      utmTerm: row.utmTerm,
      utmContent: row.utmContent,
    }).filter(([, v]) => v !== null),
  );
  return {
    name: row.name,
    email: row.email,
    organization: row.organization,
    organizationType: row.organizationType ?? undefined,
    phone: row.phone ?? undefined,
    projectType: row.projectType ?? undefined,
    budget: row.budget ?? undefined,
    timeline: row.timeline ?? undefined,
    message: row.message,
    consent: true,
    attribution,
  };
}
