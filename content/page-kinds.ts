import { entryByHref, type Entry } from '@/content';
import { pagesKind, type OwnRouteKind } from '@/content/kind-endings';
import { CONTACT_PATH } from '@/lib/contact-paths';
import { AUDIT_REPORT_PATH } from '@/content/site-audit';

type Page = Entry<'pages'>;

/** A page with example support plans to compare (/support). */
export type PlansPage = Page & { plans: NonNullable<Page['plans']> };

/**
 * The kinds of page the standard page (components/sections/content-page.tsx) draws, each with the
 * entries it takes. The kind decides what the page leads with and how it ends: each kind's view
 * sits in components/sections/page-kinds.tsx, typed by this list, so a kind added here without
 * its view fails the type check. The endings test (scripts/endings.build.test.ts) reads every
 * sitemap route through `pageKind`, so a page added to the site falls into a kind or fails that
 * test by name.
 */
export interface StandardKinds {
  /** A client type: the sector a marketing team works in. */
  sector: Entry<'clients'>;
  /** A service, a platform or a solution: each is done in one of the ways to work. */
  offer: Entry<'services' | 'solutions'>;
  location: Entry<'locations'>;
  /** An overview of a collection: /clients, /services, /solutions, /locations. */
  overview: Page;
  support: PlansPage;
  team: Page;
  why: Page;
  /** A statement or policy: a plain page with no offer of its own (privacy, accessibility). */
  statement: Page;
}

export type StandardKind = keyof StandardKinds;

/** An entry with its kind: narrowing `kind` narrows `entry` to the entries of that kind. */
export type KindedEntry<K extends StandardKind = StandardKind> = {
  [k in K]: { kind: k; entry: StandardKinds[k] };
}[K];

type OwnRouteEntry = { [k in OwnRouteKind]: { kind: k; entry: Page } }[OwnRouteKind];

export type PageKind =
  StandardKind | OwnRouteKind | 'contact' | 'study' | 'article' | 'audit-report';

const hasPlans = (page: Page): page is PlansPage => page.plans !== undefined;

/** The kind of a page entry of any collection, with the entry typed for it. */
export function kindOf(entry: Entry): KindedEntry | OwnRouteEntry {
  switch (entry.collection) {
    case 'clients':
      return { kind: 'sector', entry };
    case 'services':
    case 'solutions':
      return { kind: 'offer', entry };
    case 'locations':
      return { kind: 'location', entry };
  }
  // A page's kind is known from its address and fields (content/kind-endings.ts, which the
  // content check reads to hold each kind's ending).
  const kind = pagesKind(entry.slug, entry);
  if (kind !== 'support') return { kind, entry };
  if (hasPlans(entry)) return { kind, entry };
  throw new Error(`${entry.file}: a support page without plans`);
}

/** The kind of any page of the site, by its path; undefined for a path the site does not serve. */
export function pageKind(path: string): PageKind | undefined {
  if (path === CONTACT_PATH) return 'contact';
  if (path === AUDIT_REPORT_PATH) return 'audit-report';
  if (/^\/news\/(page|topic)\/[^/]+$/.test(path)) return 'news-index';
  if (/^\/news\/[^/]+$/.test(path)) return 'article';
  if (/^\/work\/(sector|platform)\/[^/]+$/.test(path)) return 'work-index';
  if (/^\/work\/[^/]+$/.test(path)) return 'study';
  const entry = entryByHref(path);
  return entry ? kindOf(entry).kind : undefined;
}

/**
 * The kinds whose hero shows the page's annotated example, where it has one, from 1024 px
 * (components/sections/exhibit.tsx). /team shows its people instead; a location's document
 * already carries its map, and its hero its own shore.
 */
const EXHIBIT_KINDS: readonly PageKind[] = ['sector', 'offer', 'overview', 'support', 'why'];

/** The section whose example is the entry's hero from 1024 px, if any. */
export function exhibitOf(entry: Entry) {
  if (!EXHIBIT_KINDS.includes(kindOf(entry).kind)) return undefined;
  return entry.sections.find((section) => section.figure);
}
