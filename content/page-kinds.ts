import { entryByHref, type CollectionName, type Entry } from '@/content';
import { CONTACT_PATH } from '@/lib/contact-paths';

/**
 * What a page is, to a buyer: the kind decides how the page ends (components/sections/
 * content-page.tsx), and the endings test (scripts/endings.build.test.ts) reads every sitemap
 * route through it, so a page added to the site falls into a kind or fails that test by name.
 */
export type PageKind =
  | 'home'
  | 'contact'
  /** An overview of a collection: /clients, /services, /solutions, /locations. */
  | 'overview'
  /** A statement or policy: a plain page with no offer of its own (privacy, accessibility). */
  | 'statement'
  | 'support'
  | 'team'
  | 'why'
  | 'sector'
  /** A service, a platform or a solution: each is done in one of the ways to work. */
  | 'offer'
  | 'location'
  | 'study'
  | 'work-index'
  | 'article'
  | 'news-index';

const byCollection: Record<Exclude<CollectionName, 'pages'>, PageKind> = {
  clients: 'sector',
  services: 'offer',
  solutions: 'offer',
  locations: 'location',
};

/** The kind of an entry of content/pages, from what the page is about. */
export function plainPageKind(entry: Entry<'pages'>): PageKind {
  switch (entry.slug) {
    case 'home':
      return 'home';
    case 'team':
      return 'team';
    case 'why-cairn':
      return 'why';
    case 'news':
      return 'news-index';
    case 'work':
      return 'work-index';
  }
  // A page named after a collection of pages is that collection's overview.
  if (entry.slug in byCollection) return 'overview';
  if (entry.plans) return 'support';
  return 'statement';
}

/** The kind of a page entry of any collection. */
export function entryKind(entry: Entry<CollectionName>): PageKind {
  return entry.collection === 'pages'
    ? plainPageKind(entry as Entry<'pages'>)
    : byCollection[entry.collection];
}

/** The kind of any page of the site, by its path; undefined for a path the site does not serve. */
export function pageKind(path: string): PageKind | undefined {
  if (path === CONTACT_PATH) return 'contact';
  if (/^\/news\/(page|topic)\/[^/]+$/.test(path)) return 'news-index';
  if (/^\/news\/[^/]+$/.test(path)) return 'article';
  if (/^\/work\/(sector|platform)\/[^/]+$/.test(path)) return 'work-index';
  if (/^\/work\/[^/]+$/.test(path)) return 'study';
  const entry = entryByHref(path);
  return entry ? entryKind(entry) : undefined;
}
