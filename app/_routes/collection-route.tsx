import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getCollection, type CollectionName } from '@/content';
import { pageMetadata } from '@/components/seo/metadata';
import { ContentPage } from '@/components/sections/content-page';
import { requestContent } from '@/server/preview/render';

type SlugProps = { params: Promise<{ slug: string }> };

/**
 * Everything a `[slug]` route of a collection needs: one implementation, four thin route files.
 * Each route file also sets `dynamicParams = false`, so unknown slugs are real 404s.
 */
export function collectionRoute(collection: Exclude<CollectionName, 'pages'>) {
  const find = (slug: string) => getCollection(collection).find((entry) => entry.slug === slug);
  return {
    generateStaticParams: () => getCollection(collection).map((entry) => ({ slug: entry.slug })),
    generateMetadata: async ({ params }: SlugProps): Promise<Metadata> => {
      await requestContent();
      const entry = find((await params).slug);
      if (!entry) return {};
      return pageMetadata({ title: entry.title, description: entry.description, path: entry.href });
    },
    Page: async function CollectionPage({ params }: SlugProps) {
      await requestContent();
      const entry = find((await params).slug);
      if (!entry) notFound();
      return <ContentPage entry={entry} />;
    },
  };
}
