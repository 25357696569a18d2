/**
 * The contact form's choices and limits (brief §5), without zod: the form renders them on every
 * page, and the schema (lib/contact-schema.ts, loaded when the form is first used) reads them
 * from here, so each is written once.
 */

export const MESSAGE_MIN = 20;
export const MESSAGE_MAX = 5000;

export const organizationTypes = [
  { value: 'non-profit', label: 'Non-profit' },
  { value: 'membership', label: 'Membership organization' },
  { value: 'utility', label: 'Utility' },
  { value: 'credit-union', label: 'Credit union' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'other', label: 'Other' },
] as const;

export type OrganizationType = (typeof organizationTypes)[number]['value'];

/** Interests a visitor can tick: every service and solution, by slug. */
export const interestOptions = [
  { value: 'custom-web-development', label: 'Custom web development' },
  { value: 'custom-web-design', label: 'Custom web design' },
  { value: 'digital-marketing', label: 'Digital marketing' },
  { value: 'analytics', label: 'Analytics' },
  { value: 'support', label: 'Support & maintenance' },
  { value: 'drupal-websites', label: 'Drupal' },
  { value: 'wordpress-websites', label: 'WordPress' },
  { value: 'react-applications', label: 'React' },
  { value: 'next-js-websites', label: 'Next.js' },
  { value: 'e-commerce-websites', label: 'E-commerce' },
  { value: 'headless-websites', label: 'Headless' },
  { value: 'website-redesigns', label: 'Website redesign' },
  { value: 'product-roadmaps', label: 'Product roadmap' },
  { value: 'digital-marketing-automation', label: 'Marketing automation' },
  { value: 'team-augmentation', label: 'Team augmentation' },
  { value: 'technical-seo', label: 'Technical SEO' },
  { value: 'web-hosting', label: 'Web hosting' },
  { value: 'conversion-optimization', label: 'Conversion optimization' },
  { value: 'accessibility-audits', label: 'Accessibility audit' },
  { value: 'integrations', label: 'Integrations' },
  { value: 'devops', label: 'DevOps' },
] as const;
