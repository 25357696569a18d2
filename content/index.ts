import type { z } from 'zod';
import { definitions } from './definitions';
import { ContentError, type Section } from './markdown';
import type { RawEntry } from './entry';
import { entriesOf, memo } from './store';
import type { GridCopy } from './schema';

/**
 * The pages of the site's page-like collections (pages, client types, services, solutions,
 * locations) as the routes use them: each entry's fields, its published path and its body's
 * sections. Loading and checking are content/store.ts's; collections are defined in
 * content/definitions.ts.
 */

export {
  ContentError,
  countWords,
  parseSections,
  slugify,
  splitLead,
  trailSteps,
  namedList,
  type Section,
  type TrailStep,
} from './markdown';
export { parseFrontmatter, type ContentFiles } from './entry';
export { describeIssues } from './field-labels';
export { CONTENT_DIR } from './store';

const pageCollections = ['clients', 'services', 'solutions', 'locations', 'pages'] as const;

export type CollectionName = (typeof pageCollections)[number];

/** One entry of one collection: its fields, and what the loader adds to every entry. */
type EntryOf<C extends CollectionName> = z.infer<(typeof definitions)[C]['schema']> & {
  collection: C;
  slug: string;
  /** The URL path the entry is published at. */
  href: string;
  label: string;
  file: string;
  sections: Section[];
  bodyWords: number;
};

/**
 * An entry of the collections named, as a union discriminated by `collection`: `Entry` alone is
 * any page entry, and `entry.collection === 'locations'` narrows it to a location's fields.
 */
export type Entry<C extends CollectionName = CollectionName> = { [K in C]: EntryOf<K> }[C];

/** Where each collection's entries are published. `pages` map slugs to top-level paths. */
export function hrefFor(collection: CollectionName, slug: string): string {
  return definitions[collection].href(slug);
}

function toEntry<C extends CollectionName>(raw: RawEntry<C>): Entry<C> {
  const data = raw.data;
  return {
    ...data,
    collection: raw.collection,
    slug: raw.slug,
    href: hrefFor(raw.collection, raw.slug),
    label: data.navLabel ?? data.title,
    file: raw.file,
    sections: raw.sections,
    bodyWords: raw.sections.reduce((sum, s) => sum + s.words, 0),
  };
}

export function getCollection<C extends CollectionName>(collection: C): Entry<C>[] {
  return memo(`pages:${collection}`, () => entriesOf(collection).map(toEntry));
}

/** The copy of a page's card section by id; a missing one fails the build naming file and id. */
export function gridCopy(entry: Entry<'pages'>, id: string): GridCopy {
  const found = entry.grids.find((g) => g.id === id);
  if (!found) {
    throw new ContentError(
      `${entry.file}: invalid frontmatter\n  - field "grids": needs an entry with id "${id}"`,
    );
  }
  return found;
}

export function getEntry<C extends CollectionName>(collection: C, slug: string): Entry<C> {
  const entry = getCollection(collection).find((e) => e.slug === slug);
  if (!entry) throw new ContentError(`content/${collection}/${slug}.md does not exist`);
  return entry;
}

export const collectionNames: CollectionName[] = [...pageCollections];

/** Every published page, from every collection: the sitemap and the route sweep read this. */
export function allEntries(): Entry[] {
  return collectionNames.flatMap((c) => getCollection(c));
}

export function entryByHref(href: string): Entry | undefined {
  return allEntries().find((e) => e.href === href);
}
