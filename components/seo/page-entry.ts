import type { Metadata } from 'next';
import { getEntry } from '@/content';
import { pageMetadata } from './metadata';

/** Metadata of a page of the `pages` collection, by slug. */
export function pageEntryMetadata(slug: string): Metadata {
  const entry = getEntry('pages', slug);
  return pageMetadata({ title: entry.title, description: entry.description, path: entry.href });
}
