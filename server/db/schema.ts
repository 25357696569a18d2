/**
 * The one Postgres schema behind the lead pipeline (PGlite and Postgres alike). Migrations in
 * server/migrations are generated from this file with `npx drizzle-kit generate`.
 *
 * No `server-only` here: drizzle-kit and the export script (tsx) load this file outside Next.js.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One row per inquiry; written before the visitor is told "sent". */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    organization: text('organization').notNull(),
    organizationType: text('organization_type'),
    phone: text('phone'),
    /**
     * The services a visitor ticked on the form before it asked for a project type, budget and
     * timeline: kept as stored (exported, shown in the e-mail); empty for every newer lead.
     */
    interests: text('interests')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The form's choices (lib/contact-options.ts values); null when none was chosen. */
    projectType: text('project_type'),
    budget: text('budget'),
    timeline: text('timeline'),
    /**
     * The visitor asked to speak with a past client of a similar kind and size. Leads stored
     * before the form offered it read as false: none of them asked.
     */
    referenceCall: boolean('reference_call').notNull().default(false),
    /** The web address the visitor gave (the page to look at, or their site), as an https:// link. */
    siteAddress: text('site_address'),
    message: text('message').notNull(),
    /** When the visitor ticked "agrees to be contacted". */
    consentAt: timestamptz('consent_at').notNull(),
    pagePath: text('page_path'),
    referrer: text('referrer'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    utmTerm: text('utm_term'),
    utmContent: text('utm_content'),
    /** reCAPTCHA v3 score when verification is on. */
    recaptchaScore: real('recaptcha_score'),
    /** Salted SHA-256 of the client IP; the raw address is never stored. */
    ipHash: text('ip_hash').notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('leads_created_at_idx').on(t.createdAt, t.id)],
);

/**
 * A repeated request with the same Idempotency-Key gets the first answer, from whichever address
 * it comes (a retry may take another network path or proxy). The key is the client's random
 * UUID; the request hash keeps another body from being answered with this lead's id.
 * `client_hash` records who first sent it.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').notNull(),
    clientHash: text('client_hash').notNull(),
    status: integer('status').notNull(),
    responseBody: jsonb('response_body').$type<Record<string, unknown>>().notNull(),
    /** The stored lead (no foreign key: the key row is written first, to claim the key). */
    leadId: uuid('lead_id'),
    /**
     * sha256 of the normalised request body: the same key with another body is refused (422),
     * not answered with the first lead's id. Null on rows written before it existed.
     */
    requestHash: text('request_hash'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pk', columns: [t.key] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);

export const outboxChannels = ['email', 'webhook'] as const;
export type OutboxChannel = (typeof outboxChannels)[number];

/** Notifications still to deliver: one row per lead and channel, delivered once. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<OutboxChannel>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    /** A worker's claim; an expired lease (crashed worker) makes the row due again. */
    lockedUntil: timestamptz('locked_until'),
    deliveredAt: timestamptz('delivered_at'),
    lastError: text('last_error'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('outbox_lead_channel_unique').on(t.leadId, t.channel),
    check('outbox_channel_check', sql`${t.channel} in ('email', 'webhook')`),
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null`),
  ],
);

/** Fixed-window rate-limit counters, shared by every server instance. */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    keyHash: text('key_hash').notNull(),
    windowStart: timestamptz('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'rate_limit_buckets_pk', columns: [t.keyHash, t.windowStart] }),
    index('rate_limit_buckets_window_idx').on(t.windowStart),
  ],
);

/** Small server settings generated once, e.g. the IP hash salt when IP_HASH_SALT is unset. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * A form sent without scripts that came back (invalid, rate limited, refused): what was typed and
 * why, for the /contact/retry page it is redirected to (POST, then 303, then GET). Kept for
 * 30 minutes; the id is random and unguessable.
 */
export const contactDrafts = pgTable(
  'contact_drafts',
  {
    id: uuid('id').primaryKey(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** The salted hash of the sender's address (as for the rate limit), for the per-client cap. */
    clientHash: text('client_hash'),
  },
  (t) => [
    index('contact_drafts_expires_idx').on(t.expiresAt),
    index('contact_drafts_client_idx').on(t.clientHash, t.expiresAt),
  ],
);

export type LeadRow = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;
export type OutboxRow = typeof outbox.$inferSelect;
