import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/components/seo/structured-data';
import { sitemapEntries } from '@/content/sitemap-entries';

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries().map((entry) => ({
    url: absoluteUrl(entry.path),
    lastModified: entry.lastModified,
  }));
}
