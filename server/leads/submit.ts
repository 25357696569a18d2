import 'server-only';
/**
 * One lead, whichever way it came. The two adapters read their own request (the JSON API in
 * `./json.ts`, the form sent without scripts in `./form.ts`): Origin, size, encoding and the
 * key's syntax, each checked once. They hand the parsed submission here and map the outcome to
 * their own answer. The order is part of the contract: an idempotent replay → the rate limit
 * (invalid posts over it are refused as well) → honeypot → the shared schema → reCAPTCHA → store
 * (lead, outbox and rate-limit count in one transaction) → accepted.
 */
import { randomUUID } from 'node:crypto';
import { contactSchema, fieldErrorsOf, type FieldErrors } from '@/lib/contact-schema';
import type { ServerContext } from '../context';
import type { OutboxChannel } from '../db/schema';
import { log } from '../log';
import { requestClientHash } from './client-hash';
import { peekRateLimit } from './rate-limit';
import { expectedHostnames, verifyRecaptcha } from './recaptcha';
import {
  findIdempotentResponse,
  requestHash,
  storeLead,
  type StoredResponse,
  type StoreResult,
} from './store';

/** An Idempotency-Key: printable ASCII, no space at either end, at most 200 characters. */
export const IDEMPOTENCY_KEY = /^[\x21-\x7e](?:[\x20-\x7e]{0,198}[\x21-\x7e])?$/;

/** Who sent a lead, as far as the pipeline needs to know. */
export interface LeadSender {
  /** The salted hash of the client's address: the rate limit's bucket and the lead's `ipHash`. */
  clientHash: string;
  userAgent: string | undefined;
  /** Hostnames a reCAPTCHA token may have been issued on (empty when reCAPTCHA is off). */
  recaptchaHostnames: string[];
}

export interface LeadSubmission {
  /**
   * What was sent, parsed (JSON, or the form's fields as the same object) and not yet
   * validated: the schema runs after the replay and rate-limit checks. Its idempotency hash is
   * taken as it is, so a retry must send the same value.
   */
  payload: unknown;
  /** A key that matches `IDEMPOTENCY_KEY`, or undefined for none. */
  idempotencyKey: string | undefined;
  sender: LeadSender;
}

export type LeadOutcome =
  /** Stored and committed, its e-mail and webhook queued; or the honeypot was filled (nothing
   * stored, a random id, the same answer a person gets). */
  | { kind: 'accepted'; id: string }
  /** The key was used before for this same submission: its first answer, again. */
  | { kind: 'duplicate'; response: StoredResponse }
  /** The key was used before for another submission. */
  | { kind: 'key-reused' }
  | { kind: 'invalid'; fieldErrors: FieldErrors }
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  /** reCAPTCHA did not confirm a person. */
  | { kind: 'spam-suspected' }
  /** The database could not be read or written. */
  | { kind: 'unavailable' }
  /** Anything unexpected (logged; the adapters answer without internals). */
  | { kind: 'failed' };

/**
 * The sender of `request`, or undefined (logged) when it carries no client address: without
 * one, every such client would share one rate-limit bucket, so nothing is accepted.
 */
export function leadSender(ctx: ServerContext, request: Request): LeadSender | undefined {
  const clientHash = requestClientHash(ctx, request);
  if (clientHash === undefined) {
    log(
      'error',
      'contact: request without a client address (server not started with server/preload.mjs)',
    );
    return undefined;
  }
  const { env } = ctx;
  return {
    clientHash,
    userAgent: request.headers.get('user-agent') ?? undefined,
    recaptchaHostnames: env.recaptcha
      ? expectedHostnames(request, env.siteOrigin, env.trustProxyHops)
      : [],
  };
}

/** Runs one submission through the pipeline; never throws. */
export async function submitLead(
  ctx: ServerContext,
  submission: LeadSubmission,
): Promise<LeadOutcome> {
  try {
    return await submit(ctx, submission);
  } catch (error) {
    log('error', 'contact: unexpected failure', { error });
    return { kind: 'failed' };
  }
}

async function submit(
  ctx: ServerContext,
  { payload, idempotencyKey, sender }: LeadSubmission,
): Promise<LeadOutcome> {
  const { env } = ctx;
  const now = ctx.now();
  const hash = requestHash(payload);
  try {
    if (idempotencyKey) {
      const match = await findIdempotentResponse(ctx.database.db, idempotencyKey, hash);
      if (match?.kind === 'key-reused') return match;
      if (match) return { kind: 'duplicate', response: match.response };
    }
    const wait = await peekRateLimit(ctx.database.db, sender.clientHash, now, env.rateLimit);
    if (wait !== undefined) return { kind: 'rate-limited', retryAfterSeconds: wait };
  } catch (error) {
    log('error', 'contact: database read failed', { error });
    return { kind: 'unavailable' };
  }

  // Bots fill the hidden field: they get the answer people get, and nothing is kept.
  if (honeypotFilled(payload)) return { kind: 'accepted', id: randomUUID() };

  const parsed = contactSchema.safeParse(payload);
  if (!parsed.success) return { kind: 'invalid', fieldErrors: fieldErrorsOf(parsed.error) };
  const lead = parsed.data;

  let recaptchaScore: number | undefined;
  if (env.recaptcha) {
    const verdict = await verifyRecaptcha({
      token: lead.recaptchaToken,
      ...env.recaptcha,
      hostnames: sender.recaptchaHostnames,
      fetch: ctx.fetch,
    });
    if (!verdict.ok) {
      log('info', 'contact: recaptcha refused', { reason: verdict.reason, detail: verdict.detail });
      return { kind: 'spam-suspected' };
    }
    recaptchaScore = verdict.score;
  }

  const channels: OutboxChannel[] = [];
  if (env.email) channels.push('email');
  if (env.webhookUrl) channels.push('webhook');

  let result: StoreResult;
  try {
    // Before the write and again before the answer: a lead committed into a database folder
    // deleted or replaced meanwhile is lost, so it is never acknowledged.
    ctx.database.assertIntact();
    result = await storeLead(ctx.database.db, {
      lead,
      clientHash: sender.clientHash,
      userAgent: sender.userAgent,
      recaptchaScore,
      idempotencyKey,
      requestHash: hash,
      channels,
      rateLimit: env.rateLimit,
      now,
    });
    ctx.database.assertIntact();
  } catch (error) {
    log('error', 'contact: lead not stored', { error });
    return { kind: 'unavailable' };
  }

  switch (result.kind) {
    case 'rate-limited':
    case 'key-reused':
      return result;
    case 'replayed':
      return { kind: 'duplicate', response: result.response };
    case 'stored':
      if (channels.length > 0) ctx.onLeadStored();
      return { kind: 'accepted', id: result.id };
  }
}

function honeypotFilled(payload: unknown): boolean {
  if (typeof payload !== 'object' || payload === null || !('website' in payload)) return false;
  const value = (payload as { website: unknown }).website;
  if (value === undefined || value === null || value === false) return false;
  return typeof value === 'string' ? value.trim() !== '' : true;
}
