/** The brand: every value here is a default the agency can change in this one place. */
export const siteConfig = {
  name: 'Cairn Digital',
  shortName: 'Cairn',
  /** `{product}` in routes: the "why" page is `/why-${product}`. */
  product: 'cairn',
  tagline: 'Digital expeditions for mission-driven organizations',
  address: {
    street: '100 Summit Avenue, Suite 400',
    locality: 'Baltimore',
    region: 'MD',
    postalCode: '21202',
    country: 'US',
  },
  email: 'hello@cairndigital.example',
  phone: '+1 (410) 555-0142',
  founded: 1999,
  /** The copyright year shown when the visitor's clock cannot be read. */
  fallbackYear: 2024,
  social: [
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/cairn-digital' },
    { label: 'Facebook', href: 'https://www.facebook.com/cairndigital' },
    { label: 'Instagram', href: 'https://www.instagram.com/cairndigital' },
    { label: 'YouTube', href: 'https://www.youtube.com/@cairndigital' },
    { label: 'GitHub', href: 'https://github.com/cairn-digital' },
    { label: 'Clutch', href: 'https://clutch.co/profile/cairn-digital' },
    { label: 'Drupal.org', href: 'https://www.drupal.org/cairn-digital' },
  ],
} as const;

export type SiteConfig = typeof siteConfig;

/** `tel:` form of the phone number: digits and a leading plus only. */
export function phoneHref(phone: string = siteConfig.phone): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export const whyPath = `/why-${siteConfig.product}`;
