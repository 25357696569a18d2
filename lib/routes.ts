import { allEntries } from '@/content';

/** Every public page path, from the content collections: the sitemap and the e2e sweeps read this. */
export function allRoutes(): string[] {
  return allEntries()
    .map((entry) => entry.href)
    .sort();
}
