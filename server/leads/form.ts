import 'server-only';
/**
 * POST /api/contact with `application/x-www-form-urlencoded`: the contact form sent without
 * scripts. It goes through the one pipeline (`handleContact`: Origin, idempotency,
 * rate limit, honeypot, the shared schema, reCAPTCHA, one transaction) and answers as a browser
 * needs: 303 to the thank-you page when the lead is stored, so a reload does not send it again;
 * otherwise 303 to /contact/retry/<id>, a page with the errors next to their fields and
 * everything typed kept (a draft, stored for 30 minutes).
 */
import { createHash, randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import {
  IDEMPOTENCY_FIELD,
  contactValuesFrom,
  type ContactFormValues,
} from '@/lib/contact-form-data';
import { CONTACT_LIMITS } from '@/lib/contact-options';
import type { FieldErrors } from '@/lib/contact-schema';
import { CONTACT_PATH, CONTACT_THANKS_PATH } from '@/lib/shell';
import type { ServerContext } from '../context';
import { contactDrafts } from '../db/schema';
import { readBodyLimited } from '../http/read-body';
import { log } from '../log';
import { handleContact, IDEMPOTENCY_KEY } from './contact';

/** A form-encoded message of 5,000 characters outside ASCII takes up to 45 KB. */
export const MAX_FORM_BYTES = 96 * 1024;
const DRAFT_TTL_MS = 30 * 60 * 1000;
export const CONTACT_RETRY_PATH = `${CONTACT_PATH}/retry`;
export const CONTACT_UNAVAILABLE_PATH = `${CONTACT_PATH}/unavailable`;

/** Why a form came back, as the retry page shows it. */
export type DraftFailure =
  | { kind: 'rate-limited'; retryAfterSeconds?: number }
  | { kind: 'forbidden' }
  | { kind: 'unavailable' }
  | { kind: 'rejected'; status: number };

export interface ContactDraft {
  values: ContactFormValues;
  errors: FieldErrors;
  failure?: DraftFailure;
}

function seeOther(location: string): Response {
  return new Response(null, {
    status: 303,
    headers: { Location: location, 'Cache-Control': 'no-store' },
  });
}

/**
 * Without scripts there is no per-form key: the key is derived from what was sent, so the same
 * form sent twice (a double click, a resend) is stored once.
 */
function derivedKey(body: string): string {
  return `form-${createHash('sha256').update(body).digest('hex').slice(0, 48)}`;
}

/** The page the form was sent from (same origin only), for the lead's attribution. */
function pagePathOf(request: Request): string | undefined {
  const referer = request.headers.get('referer');
  if (!referer) return undefined;
  try {
    const from = new URL(referer);
    return from.origin === new URL(request.url).origin ? from.pathname.slice(0, 500) : undefined;
  } catch {
    return undefined;
  }
}

export async function handleContactForm(
  request: Request,
  loadContext: () => Promise<ServerContext>,
): Promise<Response> {
  // Bytes that are not UTF-8 become U+FFFD, which the schema refuses with a field error: the
  // rest of what was typed comes back on the retry page.
  const body = await readBodyLimited(request, MAX_FORM_BYTES, { replaceInvalid: true });
  if (!body.ok) return seeOther(CONTACT_UNAVAILABLE_PATH);
  const params = new URLSearchParams(body.text);
  const values = contactValuesFrom(params);
  // The field is what the page's script filled in; anything but a valid key (a header must not
  // carry CR, LF, NUL or non-ASCII) is ignored and the key derived instead.
  const sent = params.get(IDEMPOTENCY_FIELD)?.trim() ?? '';
  const key = IDEMPOTENCY_KEY.test(sent) ? sent : derivedKey(body.text);
  const pagePath = pagePathOf(request);

  const headers = new Headers(request.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  headers.set('idempotency-key', key);
  const answer = await handleContact(
    new Request(request.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...values, ...(pagePath ? { attribution: { pagePath } } : {}) }),
    }),
    loadContext,
  );
  if (answer.status === 201) return seeOther(CONTACT_THANKS_PATH);

  const draft: ContactDraft = { values: storable({ ...values, website: '' }), errors: {} };
  if (answer.status === 422) {
    const json = (await answer.json().catch(() => null)) as { fieldErrors?: FieldErrors } | null;
    draft.errors = json?.fieldErrors ?? {};
    // A 422 without field errors: the form's key was used before for another message.
    if (Object.keys(draft.errors).length === 0) draft.failure = { kind: 'rejected', status: 422 };
  } else if (answer.status === 429) {
    const retry = Number(answer.headers.get('retry-after'));
    draft.failure = {
      kind: 'rate-limited',
      ...(Number.isFinite(retry) ? { retryAfterSeconds: retry } : {}),
    };
  } else if (answer.status === 403) {
    draft.failure = { kind: 'forbidden' };
  } else if (answer.status === 503) {
    draft.failure = { kind: 'unavailable' };
  } else {
    draft.failure = { kind: 'rejected', status: answer.status };
  }

  try {
    const ctx = await loadContext();
    const id = await saveDraft(ctx, draft);
    return seeOther(`${CONTACT_RETRY_PATH}/${id}`);
  } catch (error) {
    // Storage is down: nothing can be kept; the page says so and offers e-mail and phone.
    log('error', 'contact form: draft not stored', { error });
    return seeOther(CONTACT_UNAVAILABLE_PATH);
  }
}

/**
 * What a draft keeps: NUL cannot be stored (Postgres text and jsonb refuse it) and U+FFFD was
 * never typed, so both go; each field is cut at twice the form's own limit (enough to show the
 * "at most" error with the text, not enough to fill a disk), and at most 20 interests.
 */
function storable(values: ContactFormValues): ContactFormValues {
  const clean = (value: string, max: number) => value.replace(/[\u0000\ufffd]/g, '').slice(0, max);
  return {
    ...values,
    name: clean(values.name, 2 * CONTACT_LIMITS.name),
    email: clean(values.email, 2 * CONTACT_LIMITS.email),
    organization: clean(values.organization, 2 * CONTACT_LIMITS.organization),
    organizationType: clean(values.organizationType, 100),
    phone: clean(values.phone, 2 * CONTACT_LIMITS.phoneMax),
    interests: values.interests.slice(0, 20).map((interest) => clean(interest, 100)),
    message: clean(values.message, 2 * CONTACT_LIMITS.messageMax),
  };
}

/** At most this many drafts are kept; the oldest go first. */
export const MAX_DRAFTS = 1_000;

async function saveDraft(ctx: ServerContext, draft: ContactDraft): Promise<string> {
  const id = randomUUID();
  const now = ctx.now();
  const { db } = ctx.database;
  await db.delete(contactDrafts).where(lt(contactDrafts.expiresAt, now));
  await db.insert(contactDrafts).values({
    id,
    payload: draft as unknown as Record<string, unknown>,
    expiresAt: new Date(now.getTime() + DRAFT_TTL_MS),
  });
  const beyondCap = db
    .select({ id: contactDrafts.id })
    .from(contactDrafts)
    .orderBy(desc(contactDrafts.expiresAt), desc(contactDrafts.id))
    .offset(MAX_DRAFTS);
  await db.delete(contactDrafts).where(inArray(contactDrafts.id, beyondCap));
  return id;
}

/**
 * The retry page's read: the draft, none (unknown or expired: 404), or storage down. A failure is
 * logged without the id (it is a capability: whoever has it sees the name and e-mail) and is not
 * thrown, so Next.js neither answers 500 nor logs the query with the id as its parameter.
 */
export async function readRetryDraft(
  loadContext: () => Promise<ServerContext>,
  id: string,
): Promise<{ kind: 'found'; draft: ContactDraft } | { kind: 'missing' } | { kind: 'unavailable' }> {
  try {
    const draft = await loadDraft(await loadContext(), id);
    return draft ? { kind: 'found', draft } : { kind: 'missing' };
  } catch (error) {
    log('error', 'contact retry: draft not read', { error });
    return { kind: 'unavailable' };
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The draft behind a retry page, or undefined when it is unknown or has expired. */
export async function loadDraft(ctx: ServerContext, id: string): Promise<ContactDraft | undefined> {
  if (!UUID.test(id)) return undefined;
  const rows = await ctx.database.db
    .select({ payload: contactDrafts.payload })
    .from(contactDrafts)
    .where(and(eq(contactDrafts.id, id), gt(contactDrafts.expiresAt, ctx.now())))
    .limit(1);
  return rows[0]?.payload as ContactDraft | undefined;
}
