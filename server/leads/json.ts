import 'server-only';
/**
 * POST /api/contact with JSON (the scripted form, or any client): Origin → content type → size →
 * JSON → the Idempotency-Key's syntax → `submitLead()` (replay, rate limit, honeypot, schema,
 * reCAPTCHA, one transaction), whose outcome is answered here as a status code and a JSON body.
 * Anything unexpected is logged and answered without internals.
 */
import type { ServerContext } from '../context';
import { readBodyLimited } from '../http/read-body';
import { errorResponse, json } from '../http/respond';
import { log } from '../log';
import { messages } from './messages';
import { originAllowed } from './origin';
import { IDEMPOTENCY_KEY, leadSender, submitLead, type LeadOutcome } from './submit';

export const MAX_BODY_BYTES = 32 * 1024;
/** Marks an answer repeated for a retried Idempotency-Key. */
const REPLAYED = { 'Idempotent-Replayed': 'true' };

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

  if (!originAllowed(request, ctx.env.siteOrigin)) {
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

  const sender = leadSender(ctx, request);
  if (sender === undefined) return errorResponse(503, messages.unavailable);

  return jsonAnswer(
    await submitLead(ctx, { payload, idempotencyKey: rawKey ?? undefined, sender }),
  );
}

/** The API's answer to an outcome: its status code, JSON body and headers. */
export function jsonAnswer(outcome: LeadOutcome): Response {
  switch (outcome.kind) {
    case 'accepted':
      return json(201, { id: outcome.id });
    case 'duplicate':
      return json(outcome.response.status, outcome.response.body, REPLAYED);
    case 'key-reused':
      return errorResponse(422, messages.idempotencyKeyReused);
    case 'invalid':
      return json(422, { error: messages.invalid, fieldErrors: outcome.fieldErrors });
    case 'rate-limited':
      return errorResponse(429, messages.rateLimited(outcome.retryAfterSeconds), {
        'Retry-After': String(outcome.retryAfterSeconds),
      });
    case 'spam-suspected':
      return errorResponse(403, messages.recaptcha);
    case 'unavailable':
      return errorResponse(503, messages.unavailable);
    case 'failed':
      return errorResponse(500, messages.unexpected);
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
