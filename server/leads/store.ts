import 'server-only';
/**
 * Stores a lead: the idempotency record, the lead row, its outbox rows and the rate-limit count,
 * all in one transaction, committed before the visitor hears 201.
 *
 * Idempotency: the key row is inserted first with `on conflict do nothing`. On Postgres a second
 * request with the same key blocks on the unique index until the first commits, then finds the
 * committed answer and replays it; if the first rolled back, the second proceeds. PGlite runs one
 * transaction at a time. No in-memory map is involved, so this holds across instances.
 */
import { createHash, randomUUID } from 'node:crypto';
import { eq, getTableColumns } from 'drizzle-orm';
import { contactFieldNames, type ContactFieldName, type ContactLead } from '@/lib/contact-schema';
import type { Db } from '../db/open';
import { idempotencyKeys, leads, outbox, type NewLead, type OutboxChannel } from '../db/schema';
import { takeRateLimit, type RateLimitConfig } from './rate-limit';

export interface StoreRequest {
  lead: ContactLead;
  clientHash: string;
  userAgent: string | undefined;
  recaptchaScore: number | undefined;
  idempotencyKey: string | undefined;
  /** `requestHash()` of the body: a key reused with another body is refused. */
  requestHash: string;
  channels: OutboxChannel[];
  rateLimit: RateLimitConfig;
  now: Date;
}

export interface StoredResponse {
  status: number;
  body: Record<string, unknown>;
}

export type StoreResult =
  | { kind: 'stored'; id: string }
  | { kind: 'replayed'; response: StoredResponse }
  | { kind: 'key-reused' }
  | { kind: 'rate-limited'; retryAfterSeconds: number };

/** What an Idempotency-Key already stands for, seen from a request that carries it. */
export type IdempotentMatch =
  { kind: 'replay'; response: StoredResponse } | { kind: 'key-reused' } | undefined;

/**
 * The body as far as idempotency is concerned: the JSON value with object keys sorted, without
 * the reCAPTCHA token (a fresh one on every attempt) and the honeypot. Two requests with the same
 * hash are the same submission.
 */
export function requestHash(payload: unknown): string {
  const normalise = (value: unknown, top: boolean): unknown => {
    if (Array.isArray(value)) return value.map((v) => normalise(v, false));
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.keys(value)
        .filter((k) => !(top && (k === 'recaptchaToken' || k === 'website')))
        .sort()
        .map((k) => [k, normalise((value as Record<string, unknown>)[k], false)]),
    );
  };
  return createHash('sha256')
    .update(JSON.stringify(normalise(payload, true)) ?? 'undefined')
    .digest('hex');
}

class RateLimited extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('rate limited');
  }
}

/** The answer stored for `key`, whichever client sent it first (a retry may come by another path). */
export async function findIdempotentResponse(
  db: Pick<Db, 'select'>,
  key: string,
  hash: string,
): Promise<IdempotentMatch> {
  const [row] = await db
    .select({
      status: idempotencyKeys.status,
      body: idempotencyKeys.responseBody,
      requestHash: idempotencyKeys.requestHash,
    })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.key, key));
  if (!row) return undefined;
  if (row.requestHash !== null && row.requestHash !== hash) return { kind: 'key-reused' };
  return { kind: 'replay', response: { status: row.status, body: row.body } };
}

export async function storeLead(db: Db, request: StoreRequest): Promise<StoreResult> {
  const id = randomUUID();
  try {
    return await db.transaction(async (tx): Promise<StoreResult> => {
      if (request.idempotencyKey) {
        const claimed = await tx
          .insert(idempotencyKeys)
          .values({
            key: request.idempotencyKey,
            clientHash: request.clientHash,
            status: 201,
            responseBody: { id },
            leadId: id,
            requestHash: request.requestHash,
            createdAt: request.now,
          })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (claimed.length === 0) {
          const existing = await findIdempotentResponse(
            tx,
            request.idempotencyKey,
            request.requestHash,
          );
          if (existing?.kind === 'key-reused') return existing;
          if (existing) return { kind: 'replayed', response: existing.response };
          throw new Error('Idempotency key conflicted but its record could not be read.');
        }
      }

      await tx.insert(leads).values(leadRow(id, request));
      if (request.channels.length > 0) {
        await tx.insert(outbox).values(
          request.channels.map((channel) => ({
            id: randomUUID(),
            leadId: id,
            channel,
            nextAttemptAt: request.now,
            createdAt: request.now,
          })),
        );
      }
      // Counted last, so the client's bucket row stays locked only until the commit.
      const retryAfter = await takeRateLimit(
        tx,
        request.clientHash,
        request.now,
        request.rateLimit,
      );
      if (retryAfter !== undefined) throw new RateLimited(retryAfter);
      return { kind: 'stored', id };
    });
  } catch (error) {
    if (error instanceof RateLimited)
      return { kind: 'rate-limited', retryAfterSeconds: error.retryAfterSeconds };
    throw error;
  }
}

/** Attribution and the user agent are free text from the browser: control characters go. */
const clean = (value: string | undefined, max: number) => {
  const cleaned = value
    ?.replace(/[\u0000-\u001f\u007f]/g, ' ')
    .trim()
    .slice(0, max);
  return cleaned ? cleaned : null;
};

/** Every field of the schema but the agreement (stored as when it was given) has its column. */
type Unstored = Exclude<ContactFieldName, keyof NewLead | 'consent'>;
const everyFieldStored: [Unstored] extends [never] ? true : Unstored = true;
void everyFieldStored;

const tableColumns = getTableColumns(leads);

function leadRow(id: string, request: StoreRequest): NewLead {
  const { lead, now } = request;
  const a = lead.attribution ?? {};
  // Each field into its column of the same name; an empty optional one is null.
  const fields: Record<string, unknown> = {};
  for (const name of contactFieldNames) if (name in tableColumns) fields[name] = lead[name] ?? null;
  return {
    ...(fields as Omit<NewLead, 'id' | 'consentAt' | 'ipHash'>),
    id,
    createdAt: now,
    consentAt: now,
    pagePath: clean(a.pagePath, 500),
    referrer: clean(a.referrer, 1000),
    utmSource: clean(a.utmSource, 200),
    utmMedium: clean(a.utmMedium, 200),
    utmCampaign: clean(a.utmCampaign, 200),
    utmTerm: clean(a.utmTerm, 200),
    utmContent: clean(a.utmContent, 200),
    recaptchaScore: request.recaptchaScore ?? null,
    ipHash: request.clientHash,
    userAgent: clean(request.userAgent, 512),
  };
}
