import 'server-only';
/**
 * POST /api/contact with `application/x-www-form-urlencoded`: the contact form sent without
 * scripts. This adapter reads the form (Origin, then at most 96 KiB, each checked once), hands
 * its fields to `submitLead()`, the pipeline the JSON API uses too, and answers the outcome as a
 * browser needs: 303 to the thank-you page when the lead is stored, so a reload does not send it
 * again; for an invalid form (or one the spam check refused), 303 to /contact/retry/<id>, a page
 * with the errors next to their fields and everything typed kept (a draft, stored for 30
 * minutes). Nothing is kept for a post from another site, over the rate limit or too long to
 * read: each goes to a page of its own that says why and offers e-mail and phone.
 */
import { createHash, randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, lt, ne, type SQL } from 'drizzle-orm';
import { IDEMPOTENCY_FIELD } from '@/lib/contact-form-data';
import {
  contactValuesFrom,
  maxLengthOf,
  visibleFieldErrors,
  type ContactFormValues,
  type FieldErrors,
} from '@/lib/contact-schema';
import {
  CONTACT_PATH,
  CONTACT_REFUSED_PATH,
  CONTACT_THANKS_PATH,
  CONTACT_TOO_LONG_PATH,
  CONTACT_TOO_MANY_PATH,
  CONTACT_UNAVAILABLE_PATH,
} from '@/lib/contact-paths';
import type { ServerContext } from '../context';
import { contactDrafts } from '../db/schema';
import { readBodyLimited } from '../http/read-body';
import { log } from '../log';
import { originAllowed } from './origin';
import { IDEMPOTENCY_KEY, leadSender, submitLead, type LeadOutcome } from './submit';

/** A form-encoded message of 5,000 characters outside ASCII takes up to 45 KB. */
export const MAX_FORM_BYTES = 96 * 1024;
const DRAFT_TTL_MS = 30 * 60 * 1000;
export const CONTACT_RETRY_PATH = `${CONTACT_PATH}/retry`;

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
  let ctx: ServerContext;
  try {
    ctx = await loadContext();
  } catch (error) {
    log('error', 'contact form: database unavailable', { error });
    return seeOther(CONTACT_UNAVAILABLE_PATH);
  }
  // A form posted from another site is refused before its body is read, and nothing is kept.
  if (!originAllowed(request, ctx.env.siteOrigin)) {
    await request.body?.cancel().catch(() => undefined);
    return seeOther(CONTACT_REFUSED_PATH);
  }
  // Bytes that are not UTF-8 become U+FFFD, which the schema refuses with a field error: the
  // rest of what was typed comes back on the retry page.
  const body = await readBodyLimited(request, MAX_FORM_BYTES, { replaceInvalid: true });
  if (!body.ok) {
    // Far over every field's limit: the page says the message is too long (the browser's Back
    // button brings back what was typed); a body that broke off is treated as storage trouble.
    return seeOther(body.reason === 'too-large' ? CONTACT_TOO_LONG_PATH : CONTACT_UNAVAILABLE_PATH);
  }
  // Without the client's address nothing is accepted or kept (logged by leadSender).
  const sender = leadSender(ctx, request);
  if (sender === undefined) return seeOther(CONTACT_UNAVAILABLE_PATH);

  const params = new URLSearchParams(body.text);
  const values = contactValuesFrom(params);
  // The field is what the page's script filled in; anything but a valid key (a header must not
  // carry CR, LF, NUL or non-ASCII) is ignored and the key derived instead.
  const sent = params.get(IDEMPOTENCY_FIELD)?.trim() ?? '';
  const pagePath = pagePathOf(request);
  const outcome = await submitLead(ctx, {
    // The fields as the JSON API receives them, so a lead's idempotency hash is the same
    // whichever way it is sent.
    payload: { ...values, ...(pagePath ? { attribution: { pagePath } } : {}) },
    idempotencyKey: IDEMPOTENCY_KEY.test(sent) ? sent : derivedKey(body.text),
    sender,
  });

  const step = formStep(outcome, values);
  if ('location' in step) return seeOther(step.location);
  try {
    const id = await saveDraft(ctx, step.draft, sender.clientHash);
    return seeOther(`${CONTACT_RETRY_PATH}/${id}`);
  } catch (error) {
    // Storage is down: nothing can be kept; the page says so and offers e-mail and phone.
    log('error', 'contact form: draft not stored', { error });
    return seeOther(CONTACT_UNAVAILABLE_PATH);
  }
}

/** Where a form goes after `submitLead()`: a page of its own, or back to the form as a draft. */
export type FormStep = { location: string } | { draft: ContactDraft };

export function formStep(outcome: LeadOutcome, values: ContactFormValues): FormStep {
  const back = (failure?: DraftFailure, errors: FieldErrors = {}): FormStep => ({
    draft: {
      values: storable({ ...values, website: '' }),
      errors: visibleFieldErrors(errors),
      ...(failure ? { failure } : {}),
    },
  });
  switch (outcome.kind) {
    case 'accepted':
      return { location: CONTACT_THANKS_PATH };
    case 'duplicate':
      // The first answer was the thank-you page; any other is shown as not sent.
      return outcome.response.status === 201
        ? { location: CONTACT_THANKS_PATH }
        : back({ kind: 'rejected', status: outcome.response.status });
    // Over the rate limit nothing is kept either: a client cannot fill the table with refused
    // posts.
    case 'rate-limited':
      return { location: CONTACT_TOO_MANY_PATH };
    case 'invalid':
      return Object.keys(visibleFieldErrors(outcome.fieldErrors)).length > 0
        ? back(undefined, outcome.fieldErrors)
        : back({ kind: 'rejected', status: 422 });
    // The form's key was used before for another message.
    case 'key-reused':
      return back({ kind: 'rejected', status: 422 });
    case 'spam-suspected':
      return back({ kind: 'forbidden' });
    case 'unavailable':
      return back({ kind: 'unavailable' });
    case 'failed':
      return back({ kind: 'rejected', status: 500 });
  }
}

/** A choice's value (no length of its own in the schema) is kept up to this many characters. */
const CHOICE_KEPT = 100;

/**
 * What a draft keeps: NUL cannot be stored (Postgres text and jsonb refuse it) and U+FFFD was
 * never typed, so both go; each text is cut at twice the field's own limit (enough to show the
 * "at most" error with the text, not enough to fill a disk).
 */
function storable(values: ContactFormValues): ContactFormValues {
  const kept = Object.entries(values).map(([name, value]) => {
    if (typeof value !== 'string') return [name, value];
    const max = maxLengthOf(name as keyof ContactFormValues);
    return [name, value.replace(/[\u0000\ufffd]/g, '').slice(0, max ? 2 * max : CHOICE_KEPT)];
  });
  return Object.fromEntries(kept) as ContactFormValues;
}

/** At most this many drafts are kept; the oldest go first. */
export const MAX_DRAFTS = 1_000;
/** At most this many drafts per client (its address's salted hash); its oldest go first. */
export const MAX_DRAFTS_PER_CLIENT = 10;

async function saveDraft(
  ctx: ServerContext,
  draft: ContactDraft,
  clientHash: string,
): Promise<string> {
  const id = randomUUID();
  const now = ctx.now();
  const { db } = ctx.database;
  await db.delete(contactDrafts).where(lt(contactDrafts.expiresAt, now));
  await db.insert(contactDrafts).values({
    id,
    payload: draft as unknown as Record<string, unknown>,
    expiresAt: new Date(now.getTime() + DRAFT_TTL_MS),
    clientHash,
  });
  // The new draft always stays (its page is where the visitor goes next); the caps drop the
  // oldest of the others.
  const others = (cap: number, ...where: SQL[]) =>
    db
      .select({ id: contactDrafts.id })
      .from(contactDrafts)
      .where(and(ne(contactDrafts.id, id), ...where))
      .orderBy(desc(contactDrafts.expiresAt), desc(contactDrafts.id))
      .offset(cap - 1);
  await db
    .delete(contactDrafts)
    .where(
      inArray(
        contactDrafts.id,
        others(MAX_DRAFTS_PER_CLIENT, eq(contactDrafts.clientHash, clientHash)),
      ),
    );
  await db.delete(contactDrafts).where(inArray(contactDrafts.id, others(MAX_DRAFTS)));
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
  const draft = rows[0]?.payload as ContactDraft | undefined;
  // jsonb keeps its keys in its own order: the errors go back into the form's.
  return draft && { ...draft, errors: visibleFieldErrors(draft.errors ?? {}) };
}
