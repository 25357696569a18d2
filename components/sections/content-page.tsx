import type { ReactNode } from 'react';
import { entryByHref, getEntry, type CollectionName, type Entry } from '@/content';
import { snippets } from '@/content/snippets';
import type { NavLink } from '@/config/navigation';
import { Breadcrumbs } from './breadcrumbs';
import { CardGrid, type CardItem } from './card-grid';
import { CtaBand } from './cta-band';
import { Faq } from './faq';
import { Hero } from './hero';
import { PageArt } from '@/components/art/page-art';
import { ProseSections } from './prose-sections';
import { WorkSection } from './work-section';
import { studiesFor } from '@/content/work';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbLd, faqLd, professionalServiceLd, serviceLd } from '@/lib/structured-data';

export function toCard(entry: Entry<CollectionName>): CardItem {
  return { href: entry.href, title: entry.label, summary: entry.summary };
}

/** Home → (overview page) → this page, with labels from the content itself. */
export function trailFor(entry: Entry<CollectionName>): NavLink[] {
  const trail: NavLink[] = [{ label: 'Home', href: '/' }];
  if (entry.collection !== 'pages') {
    const overview = getEntry('pages', entry.collection);
    trail.push({ label: overview.title, href: overview.href });
  }
  trail.push({ label: entry.label, href: entry.href });
  return trail;
}

interface ContentPageProps {
  entry: Entry<CollectionName>;
  /** Extra sections after the body (overview cards). */
  children?: ReactNode;
}

/** The standard page: hero, body sections, optional cards, FAQs, related pages, call to action. */
/** Structured data that describes the entry itself (beyond breadcrumbs and FAQs). */
function entityLd(entry: Entry<CollectionName>): object | null {
  const base = { name: entry.title, description: entry.description, path: entry.href };
  switch (entry.collection) {
    case 'services':
    case 'solutions':
      return serviceLd({ ...base, serviceType: entry.label });
    case 'locations':
      return professionalServiceLd({ ...base, areaServed: (entry as Entry<'locations'>).state });
    default:
      return entry.slug === 'support'
        ? serviceLd({ ...base, serviceType: 'Website support and maintenance' })
        : null;
  }
}

/** The heading of the studies on a client type, service, solution or platform page. */
function workHeading(entry: Entry<CollectionName>): string {
  if (entry.collection === 'clients')
    return `${snippets.work.sectorHeading} ${entry.title.toLowerCase()}`;
  return `${snippets.work.offerHeading} ${entry.title}`;
}

export function ContentPage({ entry, children }: ContentPageProps) {
  const trail = trailFor(entry);
  const entity = entityLd(entry);
  const related = entry.related
    .map((href) => entryByHref(href))
    .filter((e): e is Entry<CollectionName> => e !== undefined)
    .map(toCard);
  return (
    <>
      <Hero
        eyebrow={entry.eyebrow}
        title={entry.title}
        intro={entry.intro}
        before={<Breadcrumbs trail={trail} />}
        art={<PageArt entry={entry} />}
        artOnPhones={entry.collection === 'locations'}
      />
      <JsonLd data={breadcrumbLd(trail)} />
      {entity ? <JsonLd data={entity} /> : null}
      {entry.faqs.length > 0 ? <JsonLd data={faqLd(entry.faqs)} /> : null}
      <ProseSections sections={entry.sections} />
      {children}
      <WorkSection
        heading={workHeading(entry)}
        studies={studiesFor(entry)}
        more={{ href: '/work', label: snippets.work.more }}
      />
      <Faq faqs={entry.faqs} />
      {related.length > 0 ? (
        <CardGrid id="related" heading={snippets.relatedHeading} items={related} />
      ) : null}
      <CtaBand />
    </>
  );
}
