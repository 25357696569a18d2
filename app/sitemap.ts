import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/components/seo/structured-data';
import { ContentError } from '@/content';
import { siteLinkProblems } from '@/content/links';
import { sitemapEntries } from '@/content/sitemap-entries';

export default function sitemap(): MetadataRoute.Sitemap {
  // A link in the content to a page the build does not make stops the build here, named.
  const broken = siteLinkProblems();
  if (broken.length) throw new ContentError(`Broken links:\n${broken.join('\n')}`);
  return sitemapEntries().map((entry) => ({
    url: absoluteUrl(entry.path),
    lastModified: entry.lastModified,
  }));
}
