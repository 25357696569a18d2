/**
 * The contact form's choices and limits (brief §5), without zod: the form renders them on every
 * page, and the schema (lib/contact-schema.ts, loaded when the form is first used) reads them
 * from here, so each is written once. The interests a visitor can tick are not listed here: they
 * are the services and solutions of the content collections (content/contact-interests.ts).
 */

export interface ContactOption {
  value: string;
  label: string;
}

/** Lengths in characters, after trimming. */
export const CONTACT_LIMITS = {
  name: 100,
  organization: 150,
  email: 254,
  phoneMin: 7,
  phoneMax: 20,
  messageMin: 20,
  messageMax: 5000,
} as const;

export const MESSAGE_MIN = CONTACT_LIMITS.messageMin;
export const MESSAGE_MAX = CONTACT_LIMITS.messageMax;

export const organizationTypes = [
  { value: 'non-profit', label: 'Non-profit' },
  { value: 'membership', label: 'Membership organization' },
  { value: 'utility', label: 'Utility' },
  { value: 'credit-union', label: 'Credit union' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly ContactOption[];

export type OrganizationType = (typeof organizationTypes)[number]['value'];
