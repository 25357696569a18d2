import { z } from 'zod';
import {
  CONTACT_LIMITS as LIMITS,
  budgets,
  organizationTypes,
  projectTypes,
  timelines,
  type ContactOption,
} from './contact-options';

// zod probes `new Function` for its JIT; the Content-Security-Policy (no 'unsafe-eval') reports
// that probe as a violation, so it is switched off (validation is just as fast for this form).
z.config({ jitless: true });

/**
 * The contact form's contract (brief §5): one schema validates in the browser (inline errors)
 * and again in POST /api/contact. Messages are written for visitors.
 */

export { organizationTypes, type OrganizationType } from './contact-options';

/**
 * An optional choice from a fixed list: absent or empty (nothing chosen) is undefined; any
 * value not on the list is refused with `message`, so a forged or stale value is never stored.
 */
function choice<const O extends readonly ContactOption[]>(options: O, message: string) {
  type Value = O[number]['value'];
  const values = ['', ...options.map((o) => o.value)] as [Value | '', ...Value[]];
  return z
    .enum(values, { error: message })
    .optional()
    .transform((value): Value | undefined => (value === '' ? undefined : value));
}

/**
 * Control characters other than tab and newline never belong in a field, nor U+FFFD: it is what
 * bytes that were not UTF-8 decode to, so the text is not what the visitor typed.
 */
const noControl = (value: string) =>
  !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffd]/.test(value) && wellFormed(value);
/**
 * No lone UTF-16 surrogate (JSON's `\ud800` escape allows one): it cannot be stored as UTF-8 and
 * would become U+FFFD, which the form refuses.
 */
const wellFormed = (value: string) =>
  !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(value);
const attributionText = (max: number) =>
  z.string().max(max).refine(wellFormed, 'Attribution contains characters we cannot accept.');
/** Single-line fields: no line breaks (they would reach e-mail headers). */
const singleLine = (value: string) => !/[\r\n\u2028\u2029]/.test(value);

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `Enter your ${label}.` })
    .trim()
    .min(
      min,
      min === 1
        ? `Enter your ${label}.`
        : `${capitalise(label)} must be at least ${min} characters.`,
    )
    .max(max, `${capitalise(label)} must be at most ${max} characters.`)
    .refine(noControl, `${capitalise(label)} contains characters we cannot accept.`);

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

const optionalTrimmed = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

export const attributionSchema = z
  .object({
    pagePath: attributionText(500).optional(),
    referrer: attributionText(1000).optional(),
    utmSource: attributionText(200).optional(),
    utmMedium: attributionText(200).optional(),
    utmCampaign: attributionText(200).optional(),
    utmTerm: attributionText(200).optional(),
    utmContent: attributionText(200).optional(),
  })
  .partial();

export const contactSchema = z.object({
  name: text('name', 1, LIMITS.name).refine(singleLine, 'Name must be on one line.'),
  email: z
    .string({ error: 'Enter your e-mail address.' })
    .trim()
    .min(1, 'Enter your e-mail address.')
    .max(LIMITS.email, `E-mail address must be at most ${LIMITS.email} characters.`)
    .refine(wellFormed, 'Enter a valid e-mail address, like name@example.org.')
    .pipe(z.email('Enter a valid e-mail address, like name@example.org.')),
  organization: text('organization', 1, LIMITS.organization).refine(
    singleLine,
    'Organization must be on one line.',
  ),
  organizationType: choice(organizationTypes, 'Choose an organization type from the list.'),
  phone: optionalTrimmed.pipe(
    z
      .string()
      .min(LIMITS.phoneMin, `Phone must be at least ${LIMITS.phoneMin} characters.`)
      .max(LIMITS.phoneMax, `Phone must be at most ${LIMITS.phoneMax} characters.`)
      .regex(/^[\d\s+().-]+$/, 'Phone may contain only digits, spaces and + ( ) - .')
      .optional(),
  ),
  projectType: choice(projectTypes, 'Choose a kind of project from the list.'),
  budget: choice(budgets, 'Choose a budget from the list.'),
  timeline: choice(timelines, 'Choose a timeline from the list.'),
  /** "I'd like a reference call": optional, so absent (an older client or page) is no. */
  referenceCall: z
    .boolean({ error: 'Tick the reference call box or leave it empty.' })
    .optional()
    .transform((value) => value ?? false),
  message: text('message', LIMITS.messageMin, LIMITS.messageMax),
  consent: z.literal(true, { error: 'Please agree to be contacted so we can reply.' }),
  /** Honeypot: people never see it; bots fill it. */
  website: z.string().max(500).optional(),
  recaptchaToken: z.string().max(4000).optional(),
  attribution: attributionSchema.optional(),
});

export type ContactSchema = typeof contactSchema;
export type ContactInput = z.input<ContactSchema>;
export type ContactLead = z.output<ContactSchema>;

export type FieldErrors = Partial<Record<keyof ContactInput, string[]>>;

/** Field errors keyed by field name: the 422 body and the form's inline errors share this shape. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    (out[key] ??= []).push(issue.message);
  }
  return out as FieldErrors;
}
