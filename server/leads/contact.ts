import 'server-only';
/**
 * POST /api/contact, start to finish: origin → content type → size → JSON → idempotent replay →
 * rate limit → honeypot → validation → reCAPTCHA → store (one transaction) → 201.
 * Every answer is JSON; anything unexpected is logged and answered without internals.
 */
import { randomUUID } from 'node:crypto';
import { contactSchema, fieldErrorsOf } from '@/lib/contact-schema';
import type { ServerContext } from '../context';
import type { OutboxChannel } from '../db/schema';
import { readBodyLimited } from '../http/read-body';
import { errorResponse, json } from '../http/respond';
import { log } from '../log';
import { requestClientHash } from './client-hash';
import { messages } from './messages';
import { originAllowed } from './origin';
import { peekRateLimit } from './rate-limit';
import { expectedHostnames, verifyRecaptcha } from './recaptcha';
import { findIdempotentResponse, requestHash, storeLead, type StoreResult } from './store';

export const MAX_BODY_BYTES = 32 * 1024;
/** Marks an answer repeated for a retried Idempotency-Key. */
const REPLAYED = { 'Idempotent-Replayed': 'true' };
/** An Idempotency-Key: printable ASCII, no space at either end, at most 200 characters. */
export const IDEMPOTENCY_KEY = /^[\x21-\x7e](?:[\x20-\x7e]{0,198}[\x21-\x7e])?$/;

export async function handleContact(
  request: Request,
  loadContext: () => Promise<ServerContext>,
): Promise<Response> {
  try {
    return await handle(request, loadContext);
  } catch (error) {
    log('error', 'contact: unexpected failure', { error });
    return errorResponse(500, messages.unexpected);
  }
}

async function handle(
  request: Request,
  loadContext: () => Promise<ServerContext>,
): Promise<Response> {
  let ctx: ServerContext;
  try {
    ctx = await loadContext();
  } catch (error) {
    log('error', 'contact: database unavailable', { error });
    return errorResponse(503, messages.unavailable);
  }
  const { env } = ctx;

  if (!originAllowed(request, env.siteOrigin)) {
    return errorResponse(403, messages.foreignOrigin);
  }
  const mediaType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') return errorResponse(415, messages.unsupportedMediaType);

  const body = await readBodyLimited(request, MAX_BODY_BYTES);
  if (!body.ok) {
    return body.reason === 'too-large'
      ? errorResponse(413, messages.tooLarge)
      : errorResponse(400, messages.malformed);
  }
  let payload: unknown;
  try {
    payload = JSON.parse(body.text);
  } catch {
    return errorResponse(400, messages.malformed);
  }
  // Before anything walks it (the request hash is recursive): no form nests deeper than this.
  if (!nestedWithin(payload, MAX_JSON_DEPTH)) return errorResponse(400, messages.malformed);

  const rawKey = request.headers.get('idempotency-key');
  if (rawKey !== null && !IDEMPOTENCY_KEY.test(rawKey))
    return errorResponse(400, messages.badIdempotencyKey);
  const idempotencyKey = rawKey ?? undefined;

  const clientHash = requestClientHash(ctx, request);
  if (clientHash === undefined) {
    // Not a guess: without the address, every such client would share one rate-limit bucket.
    log(
      'error',
      'contact: request without a client address (server not started with server/preload.mjs)',
    );
    return errorResponse(503, messages.unavailable);
  }
  const now = ctx.now();

  const hash = requestHash(payload);
  try {
    if (idempotencyKey) {
      const match = await findIdempotentResponse(ctx.database.db, idempotencyKey, hash);
      if (match?.kind === 'key-reused') return errorResponse(422, messages.idempotencyKeyReused);
      if (match) return json(match.response.status, match.response.body, REPLAYED);
    }
    const wait = await peekRateLimit(ctx.database.db, clientHash, now, env.rateLimit);
    if (wait !== undefined) return tooMany(wait);
  } catch (error) {
    log('error', 'contact: database read failed', { error });
    return errorResponse(503, messages.unavailable);
  }

  // Bots fill the hidden field: they get the answer people get, and nothing is kept.
  if (honeypotFilled(payload)) return json(201, { id: randomUUID() });

  const parsed = contactSchema.safeParse(payload);
  if (!parsed.success)
    return json(422, { error: messages.invalid, fieldErrors: fieldErrorsOf(parsed.error) });
  const lead = parsed.data;

  let recaptchaScore: number | undefined;
  if (env.recaptcha) {
    const verdict = await verifyRecaptcha({
      token: lead.recaptchaToken,
      ...env.recaptcha,
      hostnames: expectedHostnames(request, env.siteOrigin, env.trustProxyHops),
      fetch: ctx.fetch,
    });
    if (!verdict.ok) {
      log('info', 'contact: recaptcha refused', { reason: verdict.reason, detail: verdict.detail });
      return errorResponse(403, messages.recaptcha);
    }
    recaptchaScore = verdict.score;
  }

  const channels: OutboxChannel[] = [];
  if (env.email) channels.push('email');
  if (env.webhookUrl) channels.push('webhook');

  let result: StoreResult;
  try {
    result = await storeLead(ctx.database.db, {
      lead,
      clientHash,
      userAgent: request.headers.get('user-agent') ?? undefined,
      recaptchaScore,
      idempotencyKey,
      requestHash: hash,
      channels,
      rateLimit: env.rateLimit,
      now,
    });
  } catch (error) {
    log('error', 'contact: lead not stored', { error });
    return errorResponse(503, messages.unavailable);
  }

  switch (result.kind) {
    case 'rate-limited':
      return tooMany(result.retryAfterSeconds);
    case 'replayed':
      return json(result.response.status, result.response.body, REPLAYED);
    case 'key-reused':
      return errorResponse(422, messages.idempotencyKeyReused);
    case 'stored':
      if (channels.length > 0) ctx.onLeadStored();
      return json(201, { id: result.id });
  }
}

/** The form's JSON: an object holding strings, booleans and `attribution`. */
const MAX_JSON_DEPTH = 2;

/** Whether objects and arrays in `value` nest at most `max` deep; iterative, so any input is safe. */
export function nestedWithin(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth + 1 > max) return false;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return true;
}

function tooMany(retryAfterSeconds: number): Response {
  return errorResponse(429, messages.rateLimited(retryAfterSeconds), {
    'Retry-After': String(retryAfterSeconds),
  });
}

function honeypotFilled(payload: unknown): boolean {
  if (typeof payload !== 'object' || payload === null || !('website' in payload)) return false;
  const value = (payload as { website: unknown }).website;
  if (value === undefined || value === null || value === false) return false;
  return typeof value === 'string' ? value.trim() !== '' : true;
}
