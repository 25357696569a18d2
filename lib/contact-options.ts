/**
 * The contact form's choices and limits (brief §5), without zod: the form renders them on every
 * page, and the schema (lib/contact-schema.ts, loaded when the form is first used) reads them
 * from here, so each is written once. A value is what is stored and exported; a label is what
 * the visitor reads (and the notification e-mail shows).
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
  siteAddress: 500,
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

/** What kind of project, in the buyer's words; one choice. */
export const projectTypes = [
  { value: 'new-site', label: 'A new website or a redesign' },
  { value: 'focused-fix', label: 'A focused fix to the site we have' },
  { value: 'ongoing-support', label: 'Ongoing support and improvements' },
  { value: 'audit', label: 'An accessibility or performance audit' },
  { value: 'not-sure', label: 'Not sure yet' },
] as const satisfies readonly ContactOption[];

/** Budget ranges in US dollars, sized to the projects of the sectors the agency serves. */
export const budgets = [
  { value: 'under-25k', label: 'Under $25k' },
  { value: '25k-60k', label: '$25k–$60k' },
  { value: '60k-120k', label: '$60k–$120k' },
  { value: 'over-120k', label: 'Over $120k' },
  { value: 'not-sure', label: 'Not sure yet' },
] as const satisfies readonly ContactOption[];

/** When the work should start. */
export const timelines = [
  { value: 'within-3-months', label: 'Within 3 months' },
  { value: '3-6-months', label: 'In 3–6 months' },
  { value: '6-months-plus', label: 'In 6 months or more' },
  { value: 'not-sure', label: 'Not sure yet' },
] as const satisfies readonly ContactOption[];

export type ProjectType = (typeof projectTypes)[number]['value'];

/**
 * The kind of project the ask to look at one page is (a contact link's `page-check`); the form's
 * CSS names its value too (app/contact-steps.css), where no module reaches.
 */
export const PAGE_CHECK_PROJECT: ProjectType = 'audit';
export type Budget = (typeof budgets)[number]['value'];
export type Timeline = (typeof timelines)[number]['value'];

/** A stored value's label, or the value itself when the list no longer has it. */
export function labelOf(options: readonly ContactOption[], value: string | null): string | null {
  return value ? (options.find((option) => option.value === value)?.label ?? value) : null;
}
