/**
 * The outbox against real parts: leads stored through POST /api/contact, a real SMTP server
 * (smtp-server on 127.0.0.1), a real HTTP webhook receiver, and the database (PGlite, and
 * PostgreSQL when TEST_DATABASE_URL is set). The worker is driven by runOnce() and a test clock.
 * Over 300 lines on purpose: the servers and the clock are shared by every case.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/contact/route';
import { setServerContext } from '../context';
import { leads, outbox } from '../db/schema';
import { setLogSink, type LogEntry } from '../log';
import { backendTitle, backends, type TestDatabase } from '../../tests/server/backends';
import { TestClock, testContext } from '../../tests/server/context';
import { decodeHeader, parseMime, partOfType } from '../../tests/server/mime';
import { bodyOf, contactRequest, validPayload } from '../../tests/server/requests';
import { startHttpStub, type HttpStub } from '../../tests/http-stub';
import { freePort, startSmtpServer, type TestSmtpServer } from '../../tests/server/servers';
import { sendersFor } from './senders';
import { postWebhook } from './webhook';
import { createOutboxWorker, type OutboxWorker } from './worker';

const logs: LogEntry[] = [];
setLogSink((entry) => logs.push(entry));

for (const backend of backends) {
  describe.skipIf(Boolean(backend.skipReason))(`outbox on ${backendTitle(backend)}`, () => {
    let t: TestDatabase;
    let clock: TestClock;
    let smtp: TestSmtpServer | undefined;
    let hook: HttpStub;
    let hookStatus = 200;
    const workers: OutboxWorker[] = [];

    /** Routes POST to a context with e-mail (to `smtpUrl`) and the webhook configured. */
    function configure(smtpUrl: string, extra: Record<string, string> = {}) {
      const ctx = testContext(t.database, t.dataDir, {
        clock,
        env: {
          SMTP_URL: smtpUrl,
          LEADS_NOTIFY_TO: 'leads@cairn.test, sales@cairn.test',
          LEADS_FROM: 'Cairn website <website@cairn.test>',
          LEADS_WEBHOOK_URL: `${hook.origin}/leads`,
          ...extra,
        },
      });
      setServerContext(ctx);
      const worker = createOutboxWorker({
        db: t.database.db,
        senders: sendersFor(ctx.env, fetch),
        now: clock.now,
        random: () => 0.5,
      });
      workers.push(worker);
      return { ctx, worker };
    }

    async function submit(
      overrides: Record<string, unknown> = {},
      ip = '203.0.113.5',
    ): Promise<string> {
      const response = await POST(contactRequest(validPayload(overrides), { ip }));
      expect(response.status).toBe(201);
      return String((await bodyOf(response)).id);
    }

    const outboxRows = () => t.database.db.select().from(outbox);

    beforeAll(async () => {
      t = await backend.open();
      hook = await startHttpStub(() => ({ status: hookStatus }));
    });
    afterAll(async () => {
      setServerContext(undefined);
      await hook?.close();
      await t?.cleanup();
    });
    beforeEach(async () => {
      await t.reset();
      clock = new TestClock();
      hookStatus = 200;
      hook.requests.length = 0;
      logs.length = 0;
    });
    afterEach(async () => {
      await Promise.all(workers.splice(0).map((w) => w.stop()));
      await smtp?.close();
      smtp = undefined;
    });

    it('e-mails the lead with every field, Reply-To the visitor, and posts the webhook, once each', async () => {
      smtp = await startSmtpServer();
      const { worker } = configure(smtp.url);
      const id = await submit({
        name: 'Grace Hopper',
        email: 'grace@navy.example',
        projectType: 'ongoing-support',
        budget: 'over-120k',
        timeline: '6-months-plus',
        referenceCall: true,
      });

      expect(await worker.runOnce()).toEqual({ claimed: 2, delivered: 2, failed: 0 });
      expect(await worker.runOnce()).toEqual({ claimed: 0, delivered: 0, failed: 0 });

      expect(smtp.messages).toHaveLength(1);
      const mail = smtp.messages[0]!;
      expect(mail.from).toBe('website@cairn.test');
      expect(mail.to.sort()).toEqual(['leads@cairn.test', 'sales@cairn.test']);
      const message = parseMime(mail.raw);
      expect(decodeHeader(message.headers.get('subject')?.[0])).toBe(
        'New inquiry: Grace Hopper (Analytical Engines Co-op)',
      );
      expect(decodeHeader(message.headers.get('reply-to')?.[0])).toContain('grace@navy.example');
      expect(message.headers.get('message-id')?.[0]).toBe(`<lead-${id}@cairn.test>`);
      const text = partOfType(message, 'text/plain')?.body ?? '';
      const html = partOfType(message, 'text/html')?.body ?? '';
      for (const value of [
        'Grace Hopper',
        'grace@navy.example',
        'Analytical Engines Co-op',
        'Non-profit',
        '+1 (555) 010-2030',
        'Ongoing support and improvements',
        'Over $120k',
        'In 6 months or more',
        'Reference call',
        'a 20-minute call with a client of a similar kind and size',
        'We would like a new website for our members, launched before spring.',
        '/services/custom-web-development',
        'https://search.example/',
        'newsletter',
        id,
      ]) {
        expect(text, value).toContain(value);
        expect(html, value).toContain(value);
      }

      expect(hook.requests).toHaveLength(1);
      const request = hook.requests[0]!;
      expect(request.method).toBe('POST');
      expect(request.path).toBe('/leads');
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.headers['idempotency-key']).toBe(id);
      const payload = JSON.parse(request.body) as { event: string; lead: Record<string, unknown> };
      expect(payload.event).toBe('lead.created');
      expect(payload.lead).toMatchObject({
        id,
        name: 'Grace Hopper',
        email: 'grace@navy.example',
        projectType: 'ongoing-support',
        projectTypeLabel: 'Ongoing support and improvements',
        budget: 'over-120k',
        budgetLabel: 'Over $120k',
        timeline: '6-months-plus',
        timelineLabel: 'In 6 months or more',
        referenceCall: true,
        interests: [],
      });

      const rows = await outboxRows();
      expect(
        rows.every(
          (r) =>
            r.deliveredAt !== null &&
            r.attempts === 1 &&
            r.lastError === null &&
            r.lockedUntil === null,
        ),
      ).toBe(true);
    });

    it('says nothing of a reference call when the visitor did not ask for one', async () => {
      smtp = await startSmtpServer();
      const { worker } = configure(smtp.url);
      await submit({ name: 'Katherine Johnson' });
      await worker.runOnce();
      const message = parseMime(smtp.messages[0]!.raw);
      const text = partOfType(message, 'text/plain')?.body ?? '';
      expect(text).toContain('Katherine Johnson');
      expect(text).not.toContain('Reference call');
      expect(partOfType(message, 'text/html')?.body).not.toContain('Reference call');
      const payload = JSON.parse(hook.requests[0]!.body) as { lead: Record<string, unknown> };
      expect(payload.lead.referenceCall).toBe(false);
    });

    it('escapes visitor HTML in the e-mail and lets no CR/LF reach a header', async () => {
      smtp = await startSmtpServer();
      const { worker } = configure(smtp.url);
      const script = '<script>alert("x")</script>';
      await submit({
        name: `${script} & Co`,
        organization: `Org ${script}`,
        message: `Hello ${script}\r\nBcc: victim@example.org\r\n\r\nMore text "quoted" & 'single'.`,
        attribution: {
          pagePath: `/p\r\nX-Injected: yes${script}`,
          utmSource: `<img src=x onerror=alert(1)>`,
        },
      });
      // And a row written behind the schema's back: a name with CR/LF must still not make a header.
      const [row] = await t.database.db.select().from(leads);
      await t.database.db
        .update(leads)
        .set({
          name: 'Mallory\r\nBcc: victim@example.org\r\nX-Injected: yes',
          email: 'mallory@example.org',
        })
        .where(eq(leads.id, row!.id));

      await worker.runOnce();
      expect(smtp.messages).toHaveLength(1);
      const { raw, to } = smtp.messages[0]!;
      expect(to).not.toContain('victim@example.org');
      const headerBlock = raw.slice(0, raw.search(/\r?\n\r?\n/));
      expect(headerBlock).not.toMatch(/^(bcc|x-injected):/im);
      const message = parseMime(raw);
      expect(decodeHeader(message.headers.get('subject')?.[0])).toBe(
        'New inquiry: Mallory Bcc: victim@example.org X-Injected: yes (Org <script>alert("x")</script>)',
      );

      const html = partOfType(message, 'text/html')?.body ?? '';
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<img');
      expect(html).toContain('Org &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(html).toContain('&quot;quoted&quot; &amp; &#39;single&#39;');
      // The plain-text part carries the text as typed.
      expect(partOfType(message, 'text/plain')?.body).toContain(`Hello ${script}`);
    });

    it('shows a name shaped like an encoded word literally in the Subject and Reply-To', async () => {
      smtp = await startSmtpServer();
      const { worker } = configure(smtp.url, { LEADS_WEBHOOK_URL: '' });
      // Short enough that nodemailer would send the Subject as it is.
      const forged = `=?utf-8?B?${Buffer.from('Pay now').toString('base64')}?=`;
      await submit({ name: forged });
      await worker.runOnce();
      const message = parseMime(smtp.messages[0]!.raw);
      const subject = decodeHeader(message.headers.get('subject')?.[0]);
      expect(subject).toBe(`New inquiry: ${forged} (Analytical Engines Co-op)`);
      // Decoded the way mail parsers do (inside quotes too), it still reads as typed and is no
      // longer an encoded word (a zero-width space sits between `=` and `?`).
      const replyTo = decodeHeader(message.headers.get('reply-to')?.[0]);
      expect(replyTo.replace(/^"(.*)"(?= <)/, '$1').replaceAll('\u200b', '')).toBe(
        `${forged} <ada@example.org>`,
      );
      expect(decodeHeader(replyTo)).toBe(replyTo);
    });

    it('keeps the lead pending while SMTP is down and delivers it exactly once when it is back', async () => {
      const port = await freePort();
      const { worker } = configure(`smtp://127.0.0.1:${port}`);
      const id = await submit();

      // SMTP refuses connections: the e-mail waits, the webhook goes.
      expect(await worker.runOnce()).toEqual({ claimed: 2, delivered: 1, failed: 1 });
      let [email] = (await outboxRows()).filter((r) => r.channel === 'email');
      expect(email).toMatchObject({
        leadId: id,
        deliveredAt: null,
        attempts: 1,
        lockedUntil: null,
      });
      expect(email?.lastError).toMatch(/ECONNREFUSED|connect/i);
      // First retry after 30 s × (½ + ½·random) = 22.5 s with random() = 0.5.
      expect(email!.nextAttemptAt.getTime() - clock.now().getTime()).toBe(22_500);
      expect(
        logs.some((l) => l.level === 'warn' && l.msg.startsWith('outbox: delivery failed')),
      ).toBe(true);

      // Not due yet: nothing is tried, even with the server back.
      smtp = await startSmtpServer(port);
      expect(await worker.runOnce()).toEqual({ claimed: 0, delivered: 0, failed: 0 });
      expect(smtp.messages).toHaveLength(0);

      clock.advance(22_500);
      expect(await worker.runOnce()).toEqual({ claimed: 1, delivered: 1, failed: 0 });
      clock.advance(3_600_000);
      expect(await worker.runOnce()).toEqual({ claimed: 0, delivered: 0, failed: 0 });

      expect(smtp.messages).toHaveLength(1);
      expect(hook.requests).toHaveLength(1);
      [email] = (await outboxRows()).filter((r) => r.channel === 'email');
      expect(email).toMatchObject({ attempts: 2, lastError: null });
      expect(email?.deliveredAt?.getTime()).toBe(clock.now().getTime() - 3_600_000);
    });

    it('delivers the whole backlog as soon as one send succeeds after a long outage', async () => {
      const port = await freePort();
      const { worker } = configure(`smtp://127.0.0.1:${port}`);
      // Three leads during a long outage: each fails several times, so their next attempts are
      // spread over the coming minutes.
      await submit({ name: 'First' }, '203.0.113.21');
      for (let i = 0; i < 6; i += 1) {
        await worker.runOnce();
        clock.advance(60_000);
      }
      await submit({ name: 'Second' }, '203.0.113.22');
      await worker.runOnce();
      clock.advance(20_000);
      await submit({ name: 'Third' }, '203.0.113.23');
      await worker.runOnce();
      const waiting = (await outboxRows()).filter((r) => r.channel === 'email' && !r.deliveredAt);
      expect(waiting).toHaveLength(3);
      const due = waiting.map((r) => r.nextAttemptAt.getTime()).sort((a, b) => a - b);
      // No lead waits more than the 5-minute cap.
      expect(due.at(-1)! - clock.now().getTime()).toBeLessThanOrEqual(5 * 60_000);

      // SMTP is back; the earliest row comes due and succeeds: the other two go in the same run.
      smtp = await startSmtpServer(port);
      clock.advance(due[0]! - clock.now().getTime());
      await worker.runOnce();
      expect(smtp.messages).toHaveLength(3);
      expect((await outboxRows()).filter((r) => r.channel === 'email' && !r.deliveredAt)).toEqual(
        [],
      );
      // Exactly once: nothing more goes out later.
      clock.advance(3_600_000);
      await worker.runOnce();
      expect(smtp.messages).toHaveLength(3);
    });

    it('backs off exponentially with a cap while a channel keeps failing', async () => {
      hookStatus = 500;
      const { worker } = configure(`smtp://127.0.0.1:${await freePort()}`);
      await submit();
      const delays: number[] = [];
      for (let i = 0; i < 9; i += 1) {
        await worker.runOnce();
        const [webhook] = (await outboxRows()).filter((r) => r.channel === 'webhook');
        const delay = webhook!.nextAttemptAt.getTime() - clock.now().getTime();
        delays.push(delay);
        clock.advance(delay);
      }
      expect(delays).toEqual([
        22_500, 45_000, 90_000, 180_000, 225_000, 225_000, 225_000, 225_000, 225_000,
      ]);
      const [webhook] = (await outboxRows()).filter((r) => r.channel === 'webhook');
      expect(webhook).toMatchObject({
        attempts: 9,
        deliveredAt: null,
        lastError: 'Webhook answered HTTP 500',
      });

      hookStatus = 204;
      await worker.runOnce();
      expect((await outboxRows()).find((r) => r.channel === 'webhook')?.deliveredAt).not.toBeNull();
      expect(hook.requests).toHaveLength(10);
    });

    it("keeps a webhook URL's password out of the log and out of last_error", async () => {
      const { ctx } = configure(`smtp://127.0.0.1:${await freePort()}`);
      await submit();
      // Start-up refuses such a URL (server/env.ts); were one to reach the sender, fetch's refusal
      // quotes it whole.
      const withPassword = hook.origin.replace('http://', 'http://crm-user:s3cret-pw@');
      const worker = createOutboxWorker({
        db: t.database.db,
        senders: { webhook: (lead) => postWebhook(`${withPassword}/leads`, lead, ctx.fetch) },
        now: clock.now,
        random: () => 0.5,
      });
      workers.push(worker);
      await worker.runOnce();
      const [webhook] = (await outboxRows()).filter((r) => r.channel === 'webhook');
      expect(webhook?.attempts).toBe(1);
      expect(webhook?.lastError).toMatch(/credentials/);
      expect(webhook?.lastError).not.toContain('s3cret-pw');
      expect(logs.some((entry) => entry.msg === 'outbox: delivery failed, will retry')).toBe(true);
      expect(JSON.stringify(logs)).not.toContain('s3cret-pw');
      expect(hook.requests).toHaveLength(0);
    });

    it('two workers running at once deliver each of 30 leads exactly once', async () => {
      smtp = await startSmtpServer();
      const a = configure(smtp.url).worker;
      const b = createOutboxWorker({
        db: t.database.db,
        senders: sendersFor(
          testContext(t.database, t.dataDir, {
            env: {
              SMTP_URL: smtp.url,
              LEADS_NOTIFY_TO: 'leads@cairn.test',
              LEADS_WEBHOOK_URL: `${hook.origin}/leads`,
            },
          }).env,
          fetch,
        ),
        now: clock.now,
        batchSize: 3,
      });
      workers.push(b);
      const ids = await Promise.all(
        Array.from({ length: 30 }, (_, i) => submit({ name: `Lead ${i}` }, `10.1.0.${i}`)),
      );

      const [ra, rb] = await Promise.all([a.runOnce(), b.runOnce()]);
      expect(ra.delivered + rb.delivered).toBe(60);
      expect(ra.failed + rb.failed).toBe(0);
      expect(smtp.messages).toHaveLength(30);
      const mailed = smtp.messages.map((m) => /X-Cairn-Lead-Id: (\S+)/i.exec(m.raw)?.[1]);
      expect(new Set(mailed)).toEqual(new Set(ids));
      const hooked = hook.requests.map((r) => r.headers['idempotency-key']);
      expect(hooked.sort()).toEqual([...ids].sort());
    });

    it('does not reclaim a row while another worker holds its lease, but does after the lease ends', async () => {
      smtp = await startSmtpServer();
      const { worker } = configure(smtp.url, { LEADS_WEBHOOK_URL: '' });
      const id = await submit();
      // A worker that claimed the row and died: lease until 5 minutes from now.
      await t.database.db
        .update(outbox)
        .set({ lockedUntil: new Date(clock.now().getTime() + 300_000) })
        .where(eq(outbox.leadId, id));
      expect((await worker.runOnce()).claimed).toBe(0);
      clock.advance(300_001);
      expect(await worker.runOnce()).toEqual({ claimed: 1, delivered: 1, failed: 0 });
      expect(smtp.messages).toHaveLength(1);
    });

    /**
     * Makes the database refuse the next `times` updates of outbox rows that match `when` (a SQL
     * condition on `new`/`old`). A sequence counts them: it is not rolled back with the update.
     */
    async function refuseUpdates(when: string, times: number): Promise<() => Promise<void>> {
      const { db } = t.database;
      await db.execute(sql.raw('create sequence refused_updates'));
      await db.execute(
        sql.raw(`create function refuse_update() returns trigger language plpgsql as $$
          begin
            if (${when}) and nextval('refused_updates') <= ${times} then
              raise exception 'the database is restarting';
            end if;
            return new;
          end $$`),
      );
      await db.execute(
        sql.raw(
          'create trigger refuse_update before update on outbox for each row execute function refuse_update()',
        ),
      );
      return async () => {
        await db.execute(sql.raw('drop trigger refuse_update on outbox'));
        await db.execute(sql.raw('drop function refuse_update()'));
        await db.execute(sql.raw('drop sequence refused_updates'));
      };
    }

    it('a database failure between the send and the delivered mark does not send the e-mail again', async () => {
      smtp = await startSmtpServer();
      const { worker } = configure(smtp.url, { LEADS_WEBHOOK_URL: '' });
      const id = await submit();
      const restore = await refuseUpdates(
        'new.delivered_at is not null and old.delivered_at is null',
        2,
      );
      try {
        await expect(worker.runOnce()).resolves.toEqual({ claimed: 1, delivered: 1, failed: 0 });
        const [email] = await outboxRows();
        expect(email).toMatchObject({ leadId: id, attempts: 1, lockedUntil: null });
        expect(email?.deliveredAt).not.toBeNull();
        // Long after any lease: nothing goes out again.
        clock.advance(3_600_000);
        expect((await worker.runOnce()).claimed).toBe(0);
        expect(smtp.messages).toHaveLength(1);
      } finally {
        await restore();
      }
    });

    it('a database failure mid-batch gives the rows not sent back at once', async () => {
      const { worker } = configure(`smtp://127.0.0.1:${await freePort()}`, {
        LEADS_WEBHOOK_URL: '',
      });
      for (let i = 0; i < 3; i += 1) await submit({ name: `Lead ${i}` }, `10.2.0.${i}`);
      // SMTP is down and the database fails to record that: the run stops on the first row.
      const restore = await refuseUpdates('new.last_error is not null', 1);
      try {
        await expect(worker.runOnce()).rejects.toThrow();
      } finally {
        await restore();
      }
      // Another run, the same second: every row is claimable, none waits for a lease to end.
      expect((await outboxRows()).map((r) => r.lockedUntil)).toEqual([null, null, null]);
      expect((await worker.runOnce()).claimed).toBe(3);
    });

    it('start() delivers in the background and kick() wakes it right after a lead is stored', async () => {
      smtp = await startSmtpServer();
      const ctx = testContext(t.database, t.dataDir, {
        clock,
        env: { SMTP_URL: smtp.url, LEADS_NOTIFY_TO: 'leads@cairn.test' },
      });
      const worker = createOutboxWorker({
        db: t.database.db,
        senders: sendersFor(ctx.env, fetch),
        now: clock.now,
        pollIntervalMs: 60_000,
      });
      workers.push(worker);
      setServerContext({ ...ctx, onLeadStored: () => worker.kick() });
      worker.start();
      await submit();
      await waitFor(() => smtp!.messages.length === 1);
      await submit({}, '203.0.113.99');
      await waitFor(() => smtp!.messages.length === 2);
      await worker.stop();
      expect((await outboxRows()).every((r) => r.deliveredAt !== null)).toBe(true);
    });
  });
}

async function waitFor(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
