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

/**
 * A web address as a visitor types it, as a link the team can open: `example.org/donate` is read
 * as https://. Only http(s), with a host that has a dot and no user or password in it (a
 * `javascript:` or `mailto:` text, or two words, is not an address); null when it is none.
 */
function webAddress(value: string): string | null {
  try {
    const url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
    const http = url.protocol === 'https:' || url.protocol === 'http:';
    return http && url.hostname.includes('.') && !url.username && !url.password ? url.href : null;
  } catch {
    return null;
  }
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

/**
 * The options of each choice field, for the server's e-mail and webhook (which show the label a
 * visitor read) and the tests: the schema carries them, so a new choice needs no list elsewhere.
 */
export const choiceOptions = z.registry<{ options: readonly ContactOption[] }>();

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
    .transform((value): Value | undefined => (value === '' ? undefined : value))
    .register(choiceOptions, { options });
}

/**
 * The lead's fields: what the visitor fills in, in the form's order (the first invalid one gets
 * focus, the error summary lists them so). Everything else about a field is derived from this:
 * its name, its empty value, how a posted form is read ({@link contactValuesFrom}), the draft's
 * cut, the table row and the e-mail, webhook and CSV (server/leads/columns.ts). A field that is a
 * box (a boolean or `true`) is ticked or not; every other field is text.
 */
const fields = {
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
  projectType: choice(projectTypes, 'Choose a kind of project from the list.'),
  budget: choice(budgets, 'Choose a budget from the list.'),
  timeline: choice(timelines, 'Choose a timeline from the list.'),
  /** The page to look at (the one-page ask), or the organization's site: optional. */
  siteAddress: optionalTrimmed.pipe(
    z
      .string()
      .max(LIMITS.siteAddress, `Web address must be at most ${LIMITS.siteAddress} characters.`)
      .transform((value, context) => {
        const href = noControl(value) && singleLine(value) ? webAddress(value) : null;
        if (href === null) {
          context.addIssue({
            code: 'custom',
            message: 'Enter a web address, like example.org/donate, or leave it empty.',
          });
          return z.NEVER;
        }
        return href;
      })
      .optional(),
  ),
  message: text('message', LIMITS.messageMin, LIMITS.messageMax),
  phone: optionalTrimmed
    .pipe(
      z
        .string()
        .min(LIMITS.phoneMin, `Phone must be at least ${LIMITS.phoneMin} characters.`)
        .max(LIMITS.phoneMax, `Phone must be at most ${LIMITS.phoneMax} characters.`)
        .regex(/^[\d\s+().-]+$/, 'Phone may contain only digits, spaces and + ( ) - .')
        .optional(),
    )
    // The pattern allows any whitespace; the number is kept on one line.
    .transform((value) => value?.replace(/\s+/g, ' ')),
  /** "I’d like a reference call": optional, so absent (an older client or page) is no. */
  referenceCall: z
    .boolean({ error: 'Tick the reference call box or leave it empty.' })
    .optional()
    .transform((value) => value ?? false),
  consent: z.literal(true, { error: 'Please agree to be contacted so we can reply.' }),
};

/** What a form holds: the fields, and the honeypot (people never see it; bots fill it). */
const formShape = { ...fields, website: z.string().max(500).optional() };

export const contactSchema = z.object({
  ...formShape,
  recaptchaToken: z.string().max(4000).optional(),
  attribution: attributionSchema.optional(),
});

export type ContactSchema = typeof contactSchema;
export type ContactInput = z.input<ContactSchema>;
export type ContactLead = z.output<ContactSchema>;

export type ContactFieldName = keyof typeof fields;
/** The fields' names, in the form's order. */
export const contactFieldNames = Object.keys(fields) as ContactFieldName[];

type FormShape = typeof formShape;
/** What the visitor typed, as the form holds it: a box is ticked or not, the rest is text. */
export type ContactFormValues = {
  [K in keyof FormShape]: NonNullable<z.input<FormShape[K]>> extends boolean ? boolean : string;
};

/** The type behind optional, default, pipe and transform wrappers: a box's is boolean or true. */
function isBox(schema: z.core.$ZodType): boolean {
  const def = schema._zod.def;
  switch (def.type) {
    case 'boolean':
      return true;
    case 'literal':
      return (def as z.core.$ZodLiteralDef<z.core.util.Literal>).values.every(
        (value) => typeof value === 'boolean',
      );
    case 'pipe':
      return isBox((def as z.core.$ZodPipeDef).in);
    case 'optional':
    case 'default':
      return isBox((def as z.core.$ZodOptionalDef).innerType);
    default:
      return false;
  }
}

/** The longest value a text field accepts, or undefined for a field without one (a choice). */
export function maxLengthOf(name: keyof FormShape): number | undefined {
  const walk = (schema: z.core.$ZodType): number | undefined => {
    const def = schema._zod.def;
    if (def.type === 'pipe')
      return walk((def as z.core.$ZodPipeDef).in) ?? walk((def as z.core.$ZodPipeDef).out);
    if (def.type === 'optional') return walk((def as z.core.$ZodOptionalDef).innerType);
    return schema instanceof z.ZodString ? (schema.maxLength ?? undefined) : undefined;
  };
  return walk(formShape[name]);
}

const boxes = new Set(
  Object.keys(formShape).filter((name) => isBox(formShape[name as keyof FormShape])),
);

interface FormEntries {
  get(name: string): unknown;
}

/**
 * A posted form's fields as the schema reads them, one mapping for the two ways a form is sent:
 * the scripted form reads its FormData, and POST /api/contact the form-encoded body of a form
 * sent without scripts. A box is sent (with its value) only when ticked; a missing text is ''.
 */
export function contactValuesFrom(data: FormEntries): ContactFormValues {
  const values: Record<string, string | boolean> = {};
  for (const name of Object.keys(formShape)) {
    const value = data.get(name);
    values[name] = boxes.has(name)
      ? value !== null && value !== undefined && value !== ''
      : typeof value === 'string'
        ? value
        : '';
  }
  return values as ContactFormValues;
}

/** A form with nothing typed or ticked. */
export const emptyContactValues: ContactFormValues = contactValuesFrom(new URLSearchParams());

export type FieldErrors = Partial<Record<keyof ContactInput, string[]>>;

/**
 * Field errors keyed by field name, the fields in the form's order (the first is where focus
 * goes): the 422 body and the form's inline errors share this shape.
 */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const byField: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    (byField[key] ??= []).push(issue.message);
  }
  const order = Object.keys(contactSchema.shape);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return Object.fromEntries(
    Object.entries(byField).sort(([a], [b]) => rank(a) - rank(b)),
  ) as FieldErrors;
}

/**
 * Only the errors of fields the visitor can see and fix, in the form's order (a stored draft's
 * keys come back in the database's order, not the form's).
 */
export function visibleFieldErrors(errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const field of contactFieldNames) if (errors[field]?.length) out[field] = errors[field];
  return out;
}
