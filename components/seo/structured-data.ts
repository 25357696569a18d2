import type {
  Article as ArticleLd,
  CreativeWork,
  BreadcrumbList,
  FAQPage,
  Organization,
  ProfessionalService,
  Service,
  WithContext,
} from 'schema-dts';
import { siteConfig } from '@/config/site';
import type { NavLink } from '@/config/navigation';
import type { Faq } from '@/content/schema';
import { siteUrl } from '@/lib/env';

/** JSON-LD builders: typed with schema-dts, absolute URLs from SITE_URL, unit-tested. */

export const absoluteUrl = (path: string): string => new URL(path, siteUrl).toString();

const ORG_ID = () => absoluteUrl('/#organization');

const postalAddress = () =>
  ({
    '@type': 'PostalAddress',
    streetAddress: siteConfig.address.street,
    addressLocality: siteConfig.address.locality,
    addressRegion: siteConfig.address.region,
    postalCode: siteConfig.address.postalCode,
    addressCountry: siteConfig.address.country,
  }) as const;

export function organizationLd(): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': ORG_ID(),
    name: siteConfig.name,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icon.svg'),
    slogan: siteConfig.tagline,
    foundingDate: String(siteConfig.founded),
    email: siteConfig.email,
    telephone: siteConfig.phone,
    address: postalAddress(),
    sameAs: siteConfig.social.map((s) => s.href),
  };
}

export function professionalServiceLd(input: {
  name: string;
  description: string;
  path: string;
  areaServed: string;
}): WithContext<ProfessionalService> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    name: `${siteConfig.name}: ${input.name}`,
    description: input.description,
    url: absoluteUrl(input.path),
    email: siteConfig.email,
    telephone: siteConfig.phone,
    address: postalAddress(),
    areaServed: { '@type': 'State', name: input.areaServed },
    parentOrganization: { '@id': ORG_ID() },
  };
}

export function serviceLd(input: {
  name: string;
  description: string;
  path: string;
  serviceType: string;
}): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path),
    serviceType: input.serviceType,
    provider: { '@type': 'Organization', '@id': ORG_ID(), name: siteConfig.name },
    areaServed: { '@type': 'Country', name: 'United States' },
  };
}

export function articleLd(input: {
  title: string;
  description: string;
  path: string;
  datePublished: string;
  dateModified?: string;
  author: string;
  authorRole: string;
  tags: string[];
  words: number;
}): WithContext<ArticleLd> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.title,
    description: input.description,
    url: absoluteUrl(input.path),
    mainEntityOfPage: absoluteUrl(input.path),
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    author: {
      '@type': 'Person',
      name: input.author,
      jobTitle: input.authorRole,
      url: absoluteUrl('/team'),
    },
    publisher: {
      '@type': 'Organization',
      '@id': ORG_ID(),
      name: siteConfig.name,
      logo: absoluteUrl('/icon.svg'),
    },
    keywords: input.tags.join(', '),
    wordCount: input.words,
    image: absoluteUrl(`${input.path}/opengraph-image`),
  };
}

/** A case study: the work itself, made by the agency for the client it names. */
export function caseStudyLd(input: {
  title: string;
  description: string;
  path: string;
  client: string;
  launched: string;
  updated: string;
  keywords: string[];
}): WithContext<CreativeWork> {
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    headline: input.title,
    name: input.title,
    description: input.description,
    url: absoluteUrl(input.path),
    dateCreated: input.launched,
    dateModified: input.updated,
    creator: { '@type': 'Organization', '@id': ORG_ID(), name: siteConfig.name },
    sourceOrganization: { '@type': 'Organization', name: input.client },
    keywords: input.keywords.join(', '),
    image: absoluteUrl(`${input.path}/opengraph-image`),
  };
}

export function breadcrumbLd(trail: NavLink[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.href),
    })),
  };
}

export function faqLd(faqs: Faq[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

/**
 * Serialises JSON-LD for an inline <script type="application/ld+json">. `<` is escaped so
 * content can never close the script element.
 */
export function serializeLd(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
