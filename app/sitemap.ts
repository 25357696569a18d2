import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/structured-data';
import { sitemapEntries } from '@/lib/sitemap-entries';

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries().map((entry) => ({
    url: absoluteUrl(entry.path),
    lastModified: entry.lastModified,
  }));
}
