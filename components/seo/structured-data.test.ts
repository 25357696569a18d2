import { describe, expect, it } from 'vitest';
import { getCollection } from '@/content';
import {
  articleLd,
  breadcrumbLd,
  faqLd,
  organizationLd,
  professionalServiceLd,
  serializeLd,
  serviceLd,
} from './structured-data';

const roundTrip = (data: object) => JSON.parse(serializeLd(data)) as Record<string, unknown>;

describe('JSON-LD', () => {
  it('Organization has name, url, logo, address and profiles', () => {
    const org = roundTrip(organizationLd());
    expect(org['@context']).toBe('https://schema.org');
    expect(org['@type']).toBe('Organization');
    expect(org.name).toBe('Cairn Digital');
    expect(org.url).toMatch(/^https?:\/\/.+\/$/);
    expect(org.logo).toMatch(/\/icon\.svg$/);
    expect(org.address).toMatchObject({
      '@type': 'PostalAddress',
      addressLocality: 'Baltimore',
      postalCode: '21202',
    });
    expect((org.sameAs as string[]).length).toBe(7);
  });

  it('ProfessionalService of a location has its address and areaServed', () => {
    const md = getCollection('locations').find((l) => l.slug === 'maryland')!;
    const ld = roundTrip(
      professionalServiceLd({
        name: md.title,
        description: md.description,
        path: md.href,
        areaServed: md.state,
      }),
    );
    expect(ld['@type']).toBe('ProfessionalService');
    expect(ld.areaServed).toEqual({ '@type': 'State', name: 'Maryland' });
    expect(ld.address).toMatchObject({ streetAddress: '100 Summit Avenue, Suite 400' });
    expect(ld.url).toMatch(/\/locations\/maryland$/);
  });

  it('Service names its provider', () => {
    const ld = roundTrip(
      serviceLd({
        name: 'Drupal Websites',
        description: 'd',
        path: '/services/drupal-websites',
        serviceType: 'Drupal',
      }),
    );
    expect(ld).toMatchObject({
      '@type': 'Service',
      name: 'Drupal Websites',
      serviceType: 'Drupal',
    });
    expect((ld.provider as Record<string, string>).name).toBe('Cairn Digital');
  });

  it('Article has headline, dates, author and publisher', () => {
    const ld = roundTrip(
      articleLd({
        title: 'T',
        description: 'D',
        path: '/news/t',
        datePublished: '2026-01-02',
        author: 'Ada Example',
        authorRole: 'Engineer',
        tags: ['a', 'b'],
        words: 700,
      }),
    );
    expect(ld).toMatchObject({
      '@type': 'Article',
      headline: 'T',
      datePublished: '2026-01-02',
      dateModified: '2026-01-02',
    });
    expect((ld.author as Record<string, string>).name).toBe('Ada Example');
    expect((ld.publisher as Record<string, string>).name).toBe('Cairn Digital');
  });

  it('BreadcrumbList numbers its items from 1 with absolute URLs', () => {
    const ld = roundTrip(
      breadcrumbLd([
        { label: 'Home', href: '/' },
        { label: 'Services', href: '/services' },
      ]),
    );
    const items = ld.itemListElement as { position: number; item: string; name: string }[];
    expect(items.map((i) => i.position)).toEqual([1, 2]);
    expect(items[1]!.item).toMatch(/^https?:\/\/[^/]+\/services$/);
  });

  it('FAQPage holds every question with its answer', () => {
    const faqs = getCollection('services')[0]!.faqs;
    const ld = roundTrip(faqLd(faqs));
    const q = ld.mainEntity as {
      '@type': string;
      name: string;
      acceptedAnswer: { text: string };
    }[];
    expect(q).toHaveLength(faqs.length);
    expect(q[0]).toMatchObject({
      '@type': 'Question',
      name: faqs[0]!.question,
      acceptedAnswer: { text: faqs[0]!.answer },
    });
  });

  it('serialises so that content cannot close the script element', () => {
    const text = serializeLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>');
  });
});
