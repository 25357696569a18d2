import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { workFilterPages, type FilterKind } from '@/content/work';
import { pageMetadata } from '@/components/seo/metadata';
import { renderOgImage } from '@/components/seo/og';
import { WorkIndex } from '@/components/work/work-index';
import { requestContent } from '@/server/preview/render';

type Props<K extends string> = { params: Promise<Record<K, string>> };

/**
 * Everything a filter route of /work needs (/work/sector/[sector], /work/platform/[platform]):
 * one prerendered page per sector or platform that has studies; the route files set
 * `dynamicParams = false`, so any other value is a real 404.
 */
export function workFilterRoute<K extends FilterKind>(kind: K) {
  const find = async ({ params }: Props<K>) => {
    const slug = (await params)[kind];
    return workFilterPages(kind).find((f) => f.slug === slug);
  };
  return {
    generateStaticParams: () =>
      workFilterPages(kind).map((f) => ({ [kind]: f.slug }) as Record<K, string>),
    generateMetadata: async (props: Props<K>): Promise<Metadata> => {
      await requestContent();
      const filter = await find(props);
      if (!filter) return {};
      return pageMetadata({
        title: filter.title,
        description: filter.description,
        path: filter.href,
      });
    },
    Page: async function WorkFilterPage(props: Props<K>) {
      await requestContent();
      const filter = await find(props);
      if (!filter) notFound();
      return <WorkIndex filter={filter} />;
    },
    Image: async function WorkFilterImage(props: Props<K>) {
      const filter = await find(props);
      if (!filter) return new Response('Not found', { status: 404 });
      return renderOgImage({ title: filter.title, eyebrow: 'Case studies' });
    },
  };
}
