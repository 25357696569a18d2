import { describe, expect, it } from 'vitest';
import {
  keepsIdempotencyKey,
  newIdempotencyKey,
  outcomeOf,
  parseRetryAfter,
  sendContact,
} from './submit';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

describe('parseRetryAfter', () => {
  it('reads delta-seconds and HTTP dates', () => {
    expect(parseRetryAfter('120')).toBe(120);
    expect(parseRetryAfter(' 5 ')).toBe(5);
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:02:30 GMT', now)).toBe(150);
    expect(parseRetryAfter('Tue, 31 Dec 2024 23:00:00 GMT', now)).toBe(0);
  });

  it('ignores missing and malformed values', () => {
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('')).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter('-5')).toBeUndefined();
  });
});

describe('outcomeOf', () => {
  it('maps each status of the contract', async () => {
    expect(await outcomeOf(json(201, { id: 'abc' }))).toEqual({ kind: 'success', id: 'abc' });
    expect(await outcomeOf(new Response(null, { status: 201 }))).toEqual({
      kind: 'success',
      id: undefined,
    });
    expect(
      await outcomeOf(json(422, { fieldErrors: { email: ['Enter a valid e-mail address.'] } })),
    ).toEqual({ kind: 'invalid', fieldErrors: { email: ['Enter a valid e-mail address.'] } });
    expect(await outcomeOf(json(429, { error: 'slow down' }, { 'Retry-After': '300' }))).toEqual({
      kind: 'rate-limited',
      retryAfterSeconds: 300,
    });
    expect(await outcomeOf(json(403, { error: 'nope' }))).toEqual({ kind: 'forbidden' });
    expect(await outcomeOf(json(503, { error: 'down' }))).toEqual({ kind: 'unavailable' });
    expect(await outcomeOf(new Response('<html>', { status: 500 }))).toEqual({
      kind: 'rejected',
      status: 500,
    });
    expect(await outcomeOf(json(413, {}))).toEqual({ kind: 'rejected', status: 413 });
  });

  it('keeps only string messages from a 422 body', async () => {
    expect(
      await outcomeOf(json(422, { fieldErrors: { name: ['A', 7], phone: 'B', x: [] } })),
    ).toEqual({ kind: 'invalid', fieldErrors: { name: ['A'], phone: ['B'] } });
    expect(await outcomeOf(new Response('not json', { status: 422 }))).toEqual({
      kind: 'invalid',
      fieldErrors: {},
    });
  });
});

describe('keepsIdempotencyKey', () => {
  it('keeps the key only when the same attempt may be retried', () => {
    expect(keepsIdempotencyKey({ kind: 'network' })).toBe(true);
    expect(keepsIdempotencyKey({ kind: 'unavailable' })).toBe(true);
    expect(keepsIdempotencyKey({ kind: 'rate-limited' })).toBe(true);
    expect(keepsIdempotencyKey({ kind: 'rejected', status: 500 })).toBe(true);
    expect(keepsIdempotencyKey({ kind: 'success' })).toBe(false);
    expect(keepsIdempotencyKey({ kind: 'invalid', fieldErrors: {} })).toBe(false);
    expect(keepsIdempotencyKey({ kind: 'forbidden' })).toBe(false);
    expect(keepsIdempotencyKey({ kind: 'rejected', status: 400 })).toBe(false);
  });
});

describe('sendContact', () => {
  it('posts JSON with the Idempotency-Key', async () => {
    const calls: [string, RequestInit][] = [];
    const fake = (async (url: string, init: RequestInit) => {
      calls.push([url, init]);
      return json(201, { id: '1' });
    }) as unknown as typeof fetch;
    const outcome = await sendContact({ name: 'Ana' }, 'key-1', fake);
    expect(outcome).toEqual({ kind: 'success', id: '1' });
    const [url, init] = calls[0]!;
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    const headers = new Headers(init.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Idempotency-Key')).toBe('key-1');
    expect(JSON.parse(String(init.body))).toEqual({ name: 'Ana' });
  });

  it('turns a failed fetch into the network outcome', async () => {
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await sendContact({}, 'k', failing)).toEqual({ kind: 'network' });
  });
});

describe('newIdempotencyKey', () => {
  it('is a fresh v4 UUID each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
