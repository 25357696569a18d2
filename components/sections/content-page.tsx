import type { ReactNode } from 'react';
import { entryByHref, getEntry, type CollectionName, type Entry } from '@/content';
import { snippets } from '@/content/snippets';
import type { NavLink } from '@/config/navigation';
import { Breadcrumbs } from './breadcrumbs';
import { CardGrid, type CardItem } from './card-grid';
import { CtaBand } from './cta-band';
import { Faq } from './faq';
import { Hero } from './hero';
import { ProseSections } from './prose-sections';

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
export function ContentPage({ entry, children }: ContentPageProps) {
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
        before={<Breadcrumbs trail={trailFor(entry)} />}
      />
      <ProseSections sections={entry.sections} />
      {children}
      <Faq faqs={entry.faqs} />
      {related.length > 0 ? (
        <CardGrid id="related" heading={snippets.relatedHeading} items={related} />
      ) : null}
      <CtaBand />
    </>
  );
}
