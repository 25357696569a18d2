import { entryByHref, getCollection, type CollectionName, type Entry } from '@/content';
import { memo } from '@/content/store';
import { whyPath } from './site';
import { inOrder } from '@/content/order';

/**
 * The one navigation model: the top bar, the full-screen menu, the footer and the sitemap test
 * all read it. It names pages by their paths only: every label is the page's own `navLabel`
 * (or its title) from content/, and the groups that list a whole collection (the five audiences,
 * the platforms, the solutions, the locations) read the collection, so a page added to content/
 * appears in the menu and footer without an edit here. A path that names no page fails the build.
 */
export interface NavLink {
  label: string;
  href: string;
}

export interface NavGroup {
  id: string;
  title: string;
  overview: NavLink;
  links: NavLink[];
}

function linkTo(entry: Entry): NavLink {
  return { label: entry.label, href: entry.href };
}

/** The page at `href` as a link labelled with its own label. */
function page(href: string): NavLink {
  const entry = entryByHref(href);
  if (!entry) throw new Error(`config/navigation.ts: no content entry is published at ${href}`);
  return linkTo(entry);
}

/**
 * A collection's entries as links, in `first`'s order, then the rest in the collection's own
 * (content/definitions.ts `order`, else by file name); `except` leaves out paths listed elsewhere. A slug in `first` that is not in the
 * collection fails the build.
 */
function collectionLinks(
  collection: CollectionName,
  { first = [], except = [] }: { first?: string[]; except?: string[] } = {},
): NavLink[] {
  const entries = getCollection(collection).filter((e) => !except.includes(e.href));
  for (const slug of first) {
    if (!entries.some((e) => e.slug === slug)) {
      throw new Error(`config/navigation.ts: content/${collection}/${slug}.md does not exist`);
    }
  }
  return inOrder(entries, first, (e) => e.slug).map(linkTo);
}

export interface Navigation {
  topBarLinks: NavLink[];
  menuGroups: NavGroup[];
  menuExtras: NavLink[];
  locationLinks: NavLink[];
  footerColumns: { title: string; links: NavLink[] }[];
  /** The policies, on the footer's last line beside the copyright, in sight at every width. */
  legalLinks: NavLink[];
}

/**
 * The navigation, built from the content when first asked for and kept with it
 * (content/store.ts `memo`): under `next dev` a saved title or a new page shows on the next reload.
 */
export function navigation(): Navigation {
  return memo('navigation', buildNavigation);
}

function buildNavigation(): Navigation {
  /** What We Do: the brief's five, from two collections and a page. */
  const whatWeDo = [
    '/services/custom-web-development',
    '/services/custom-web-design',
    '/services/digital-marketing',
    '/solutions/analytics',
    '/support',
  ].map(page);

  /** Platforms: every service page of the platform category, the two most common first. */
  const platforms = getCollection('services')
    .filter((e) => e.category === 'platform')
    .map((e) => e.slug);

  const topBarLinks: NavLink[] = [
    page('/clients'),
    page('/services'),
    { label: 'Platforms', href: '/services#platforms' },
  ];

  const menuGroups: NavGroup[] = [
    {
      id: 'who-we-help',
      title: 'Who We Help',
      overview: { label: 'All marketing teams', href: '/clients' },
      // In the collection's own order (content/definitions.ts), the one every list of them keeps.
      links: collectionLinks('clients'),
    },
    {
      id: 'what-we-do',
      title: 'What We Do',
      overview: { label: 'All services', href: '/services' },
      links: whatWeDo,
    },
    {
      id: 'how-we-deliver',
      title: 'How We Deliver',
      overview: { label: 'All solutions', href: '/solutions' },
      // Every solution but those What We Do lists.
      links: collectionLinks('solutions', {
        first: ['website-redesigns', 'product-roadmaps', 'digital-marketing-automation'],
        except: whatWeDo.map((l) => l.href),
      }),
    },
    {
      id: 'platforms',
      title: 'Platforms',
      overview: { label: 'All platforms', href: '/services#platforms' },
      links: collectionLinks('services', {
        first: ['drupal-websites', 'wordpress-websites'],
        except: getCollection('services')
          .filter((e) => !platforms.includes(e.slug))
          .map((e) => e.href),
      }),
    },
  ];

  const menuExtras: NavLink[] = ['/work', '/news', whyPath, '/team'].map(page);

  /** The eight offices: the headquarters first, then the spec's order. */
  const locationLinks: NavLink[] = collectionLinks('locations', {
    first: [
      'maryland',
      'tennessee',
      'florida',
      'pennsylvania',
      'ohio',
      'virginia',
      'washington-dc',
      'california',
    ],
  });

  // Who the site is for, then the spec's support services and technologies offered, under the
  // menu's own groups and in its order: a page has one parent everywhere (an audit is How We
  // Deliver in the menu, the footer and its breadcrumb alike).
  const footerColumns: { title: string; links: NavLink[] }[] = [
    ...menuGroups.map((group) => ({ title: group.title, links: group.links })),
    {
      title: 'Company',
      links: [whyPath, '/work', '/team', '/news', '/locations'].map(page),
    },
    { title: 'Locations', links: locationLinks },
  ];
  const legalLinks = ['/privacy-policy', '/accessibility'].map(page);
  return { topBarLinks, menuGroups, menuExtras, locationLinks, footerColumns, legalLinks };
}

/** Every internal path the navigation links to (fragments stripped). */
export function navigationHrefs(): string[] {
  const { topBarLinks, menuGroups, menuExtras, footerColumns, legalLinks } = navigation();
  const all = [
    ...topBarLinks,
    ...menuGroups.flatMap((g) => [g.overview, ...g.links]),
    ...menuExtras,
    ...footerColumns.flatMap((c) => c.links),
    ...legalLinks,
  ].map((l) => l.href.split('#')[0]!);
  return [...new Set(all)];
}
