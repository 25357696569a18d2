import type { Metadata } from 'next';
import { getEntry } from '@/content';
import { pageMetadata } from './metadata';

/** Metadata of a page of the `pages` collection, by slug. */
export function pageEntryMetadata(slug: string): Metadata {
  const entry = getEntry('pages', slug);
  return pageMetadata({ title: entry.title, description: entry.description, path: entry.href });
}

/** Pages of the `pages` collection that have a route of their own; `app/(site)/[page]` serves the rest. */
export const DEDICATED_PAGES = [
  'home',
  'clients',
  'services',
  'solutions',
  'locations',
  'news',
  'team',
  'work',
  'why-cairn',
];
