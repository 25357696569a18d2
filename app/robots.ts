import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/components/seo/structured-data';
import { indexingAllowed } from '@/lib/indexing';
import { editorConfig } from '@/lib/env';

export default function robots(): MetadataRoute.Robots {
  if (!indexingAllowed()) {
    return { rules: [{ userAgent: '*', disallow: '/' }] };
  }
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        // The content editor exists in production only in GitHub mode (keystatic.config.ts).
        disallow: [
          '/api/',
          '/diagnostics/',
          ...(editorConfig().mode === 'github' ? ['/keystatic'] : []),
        ],
      },
    ],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
