import { sitemapEntries } from './sitemap-entries';

/**
 * Every public page path (content entries, news articles, news index pages): the sitemap, the
 * e2e sweeps and the navigation test read this.
 */
export function allRoutes(): string[] {
  return sitemapEntries().map((entry) => entry.path);
}
