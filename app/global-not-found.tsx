import type { Metadata } from 'next';
import { siteConfig } from '@/config/site';
import { snippets } from '@/content/snippets';
import SiteLayout, { metadata as siteMetadata, viewport } from './(site)/layout';
import NotFound, { metadata as notFoundMetadata } from './(site)/not-found';

/**
 * The 404 of a path no route matches. The site and the content editor have root layouts of their
 * own (app/(site), app/keystatic), so no layout wraps such a path: this page draws the site's,
 * with the same content as a page's `notFound()` (app/(site)/not-found.tsx).
 */
export const metadata: Metadata = {
  ...siteMetadata,
  ...notFoundMetadata,
  // The layout's title template applies to the pages under it, not to this page: spelled out.
  title: { absolute: `${snippets.notFound.title} | ${siteConfig.name}` },
};
export { viewport };

export default function GlobalNotFound() {
  return (
    <SiteLayout>
      <NotFound />
    </SiteLayout>
  );
}
