import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/structured-data';
import { indexingAllowed } from '@/lib/indexing';

export default function robots(): MetadataRoute.Robots {
  if (!indexingAllowed()) {
    return { rules: [{ userAgent: '*', disallow: '/' }] };
  }
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/diagnostics/'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
