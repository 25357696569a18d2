/**
 * A contact form submission as the fields the schema reads. One mapping for the two ways a form
 * is sent: the scripted form reads its FormData, and POST /api/contact reads the form-encoded
 * body of a form sent without scripts. No zod here: it runs in the browser on every page.
 */

/** The visible fields, in the form's order: the first invalid one gets focus. */
export const contactFieldNames = [
  'name',
  'email',
  'organization',
  'organizationType',
  'phone',
  'projectType',
  'budget',
  'timeline',
  'message',
  'referenceCall',
  'consent',
] as const;

export type ContactFieldName = (typeof contactFieldNames)[number];

/** What the visitor typed, as the form holds it. */
export interface ContactFormValues {
  name: string;
  email: string;
  organization: string;
  organizationType: string;
  phone: string;
  /** The chosen value of each radio group, or '' when none is chosen. */
  projectType: string;
  budget: string;
  timeline: string;
  /** Asks to speak with a client of a similar kind and size before committing. */
  referenceCall: boolean;
  message: string;
  consent: boolean;
  /** The honeypot (people leave it empty). */
  website: string;
}

export const emptyContactValues: ContactFormValues = {
  name: '',
  email: '',
  organization: '',
  organizationType: '',
  phone: '',
  projectType: '',
  budget: '',
  timeline: '',
  referenceCall: false,
  message: '',
  consent: false,
  website: '',
};

/** The form's hidden field that carries an Idempotency-Key when the form is posted natively. */
export const IDEMPOTENCY_FIELD = 'idempotencyKey';

interface FormEntries {
  get(name: string): unknown;
}

function text(data: FormEntries, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}

/** A checkbox is sent (with its value) only when ticked. */
function ticked(data: FormEntries, name: string): boolean {
  const value = data.get(name);
  return value !== null && value !== undefined && value !== '';
}

export function contactValuesFrom(data: FormEntries): ContactFormValues {
  return {
    name: text(data, 'name'),
    email: text(data, 'email'),
    organization: text(data, 'organization'),
    organizationType: text(data, 'organizationType'),
    phone: text(data, 'phone'),
    projectType: text(data, 'projectType'),
    budget: text(data, 'budget'),
    timeline: text(data, 'timeline'),
    referenceCall: ticked(data, 'referenceCall'),
    message: text(data, 'message'),
    consent: ticked(data, 'consent'),
    website: text(data, 'website'),
  };
}
