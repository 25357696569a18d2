/**
 * The two adapters' answers to each outcome of submitLead(): the JSON API's status code, body
 * and headers, and the form's page or draft, as docs/leads.md promises them. The pipeline that
 * decides the outcome is in submit.integration.test.ts; the whole route in the
 * contact and form integration suites.
 */
import { describe, expect, it } from 'vitest';
import { emptyContactValues, type ContactFormValues } from '@/lib/contact-schema';
import { formStep } from './form';
import { jsonAnswer } from './json';
import type { LeadOutcome } from './submit';

const id = '5f0c1e9a-4b7d-4c2e-9a31-0d6f1b2c3e4f';

/** One of each kind: a kind added to LeadOutcome without a sample here does not compile. */
const samples: { [K in LeadOutcome['kind']]: Extract<LeadOutcome, { kind: K }> } = {
  accepted: { kind: 'accepted', id },
  duplicate: { kind: 'duplicate', response: { status: 201, body: { id } } },
  'key-reused': { kind: 'key-reused' },
  invalid: { kind: 'invalid', fieldErrors: { email: ['Enter your e-mail address.'] } },
  'rate-limited': { kind: 'rate-limited', retryAfterSeconds: 400 },
  'spam-suspected': { kind: 'spam-suspected' },
  unavailable: { kind: 'unavailable' },
  failed: { kind: 'failed' },
};

describe('the JSON API answers each outcome', () => {
  const expected: Record<
    LeadOutcome['kind'],
    { status: number; body: Record<string, unknown>; headers?: Record<string, string> }
  > = {
    accepted: { status: 201, body: { id } },
    duplicate: { status: 201, body: { id }, headers: { 'idempotent-replayed': 'true' } },
    'key-reused': {
      status: 422,
      body: {
        error:
          'This Idempotency-Key was already used for a different message. Send a new key with each new message.',
      },
    },
    invalid: {
      status: 422,
      body: {
        error: 'Please check the highlighted fields.',
        fieldErrors: { email: ['Enter your e-mail address.'] },
      },
    },
    'rate-limited': {
      status: 429,
      body: {
        error:
          'You have sent several messages in a short time. Please try again in 7 minutes, or e-mail or call us.',
      },
      headers: { 'retry-after': '400' },
    },
    'spam-suspected': {
      status: 403,
      body: {
        error:
          'We could not confirm that you are not a robot. Please try again, or e-mail or call us.',
      },
    },
    unavailable: {
      status: 503,
      body: {
        error:
          'We could not save your message just now. Please try again in a few minutes, or e-mail or call us instead.',
      },
    },
    failed: {
      status: 500,
      body: { error: 'Something went wrong on our side. Please try again, or e-mail or call us.' },
    },
  };

  for (const [kind, outcome] of Object.entries(samples)) {
    const want = expected[kind as LeadOutcome['kind']];
    it(`${kind}: ${want.status}`, async () => {
      const response = jsonAnswer(outcome);
      expect(response.status).toBe(want.status);
      expect(await response.json()).toEqual(want.body);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      for (const [name, value] of Object.entries(want.headers ?? {}))
        expect(response.headers.get(name)).toBe(value);
      if (kind !== 'duplicate') expect(response.headers.get('idempotent-replayed')).toBeNull();
    });
  }
});

describe('the form without scripts goes on from each outcome', () => {
  const typed: ContactFormValues = {
    ...emptyContactValues,
    name: 'Frances Perkins',
    email: 'frances-at-example',
    message: 'Our members need help\u0000 pages.',
    consent: true,
    website: 'https://spam.example',
  };
  /** What the retry page shows: what was typed, without the NUL and the honeypot. */
  const kept = { ...typed, message: 'Our members need help pages.', website: '' };

  it.each([
    ['accepted', '/contact/thanks'],
    ['duplicate', '/contact/thanks'],
    ['rate-limited', '/contact/too-many'],
  ] as const)('%s: to %s, nothing kept', (kind, location) => {
    expect(formStep(samples[kind], typed)).toEqual({ location });
  });

  it.each([
    ['invalid', { errors: { email: ['Enter your e-mail address.'] } }],
    ['spam-suspected', { errors: {}, failure: { kind: 'forbidden' } }],
    ['unavailable', { errors: {}, failure: { kind: 'unavailable' } }],
    ['key-reused', { errors: {}, failure: { kind: 'rejected', status: 422 } }],
    ['failed', { errors: {}, failure: { kind: 'rejected', status: 500 } }],
  ] as const)('%s: back to the form with what was typed', (kind, draft) => {
    expect(formStep(samples[kind], typed)).toEqual({ draft: { values: kept, ...draft } });
  });

  it('a first answer other than 201, replayed, is shown as not sent', () => {
    const replayed: LeadOutcome = { kind: 'duplicate', response: { status: 500, body: {} } };
    expect(formStep(replayed, typed)).toEqual({
      draft: { values: kept, errors: {}, failure: { kind: 'rejected', status: 500 } },
    });
  });
});
