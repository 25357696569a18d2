import type { FieldErrors } from '@/lib/contact-schema';

/**
 * The browser side of POST /api/contact: one request, its answer as an outcome the form can
 * show. No React here, so it is unit-tested on its own.
 */

export type SubmitOutcome =
  | { kind: 'success'; id?: string }
  | { kind: 'invalid'; fieldErrors: FieldErrors }
  | { kind: 'rate-limited'; retryAfterSeconds?: number }
  | { kind: 'forbidden' }
  | { kind: 'unavailable' }
  | { kind: 'network' }
  | { kind: 'rejected'; status: number };

/** How long one attempt may take before the visitor is told and may retry (same key). */
const REQUEST_TIMEOUT_MS = 20_000;

/**
 * After these outcomes the next attempt reuses the Idempotency-Key: the request may have been
 * stored (network), or was refused before anything was stored and may be sent again (503, 429).
 * After the others (success, 4xx) the next attempt is a new one with a new key.
 */
export function keepsIdempotencyKey(outcome: SubmitOutcome): boolean {
  return (
    outcome.kind === 'network' ||
    outcome.kind === 'unavailable' ||
    outcome.kind === 'rate-limited' ||
    (outcome.kind === 'rejected' && outcome.status >= 500)
  );
}

/** Retry-After as seconds: delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  // An HTTP date names its weekday and month ("Wed, 21 Oct 2015 07:28:00 GMT").
  const date = /[a-z]/i.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

async function jsonOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function fieldErrorsOf(body: unknown): FieldErrors {
  if (typeof body !== 'object' || body === null) return {};
  const raw = (body as { fieldErrors?: unknown }).fieldErrors;
  if (typeof raw !== 'object' || raw === null) return {};
  const out: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(raw)) {
    const messages = (Array.isArray(value) ? value : [value]).filter(
      (m): m is string => typeof m === 'string' && m.length > 0,
    );
    if (messages.length) out[key] = messages;
  }
  return out as FieldErrors;
}

/** Maps a response to an outcome. */
export async function outcomeOf(response: Response, now = Date.now()): Promise<SubmitOutcome> {
  const { status } = response;
  if (status >= 200 && status < 300) {
    const body = await jsonOf(response);
    const id =
      typeof body === 'object' && body !== null && 'id' in body ? String(body.id) : undefined;
    return { kind: 'success', id };
  }
  if (status === 422)
    return { kind: 'invalid', fieldErrors: fieldErrorsOf(await jsonOf(response)) };
  if (status === 429) {
    return {
      kind: 'rate-limited',
      retryAfterSeconds: parseRetryAfter(response.headers.get('Retry-After'), now),
    };
  }
  if (status === 403) return { kind: 'forbidden' };
  if (status === 503) return { kind: 'unavailable' };
  return { kind: 'rejected', status };
}

/** Sends one attempt. Never throws: a failed fetch or a timeout is the `network` outcome. */
export async function sendContact(
  payload: unknown,
  idempotencyKey: string,
  fetchImpl: typeof fetch = fetch,
): Promise<SubmitOutcome> {
  let response: Response;
  try {
    response = await fetchImpl('/api/contact', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Idempotency-Key': idempotencyKey,
      },
      body: JSON.stringify(payload),
      credentials: 'same-origin',
      cache: 'no-store',
      signal:
        typeof AbortSignal.timeout === 'function'
          ? AbortSignal.timeout(REQUEST_TIMEOUT_MS)
          : undefined,
    });
  } catch {
    return { kind: 'network' };
  }
  return outcomeOf(response);
}

/** A fresh key per attempt; a fallback for old browsers without crypto.randomUUID. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
