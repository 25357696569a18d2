import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getEntry } from '@/content';
import { NewsIndex } from '@/components/news/news-index';
import { pageMetadata } from '@/components/seo/metadata';
import { newsPageCount, newsPageHref } from '@/content/news-pages';
import { requestContent } from '@/server/preview/render';

type Props = { params: Promise<{ n: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return Array.from({ length: newsPageCount() - 1 }, (_, i) => ({ n: String(i + 2) }));
}

function pageNumber(n: string): number | null {
  const page = Number(n);
  return /^\d+$/.test(n) && page >= 2 && page <= newsPageCount() ? page : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await requestContent();
  const page = pageNumber((await params).n);
  if (!page) return {};
  const entry = getEntry('pages', 'news');
  return pageMetadata({
    title: `${entry.title}, page ${page}`,
    description:
      `Page ${page} of ${newsPageCount()} of the Cairn Digital journal: ${entry.description}`.slice(
        0,
        160,
      ),
    path: newsPageHref(page),
  });
}

export default async function NewsIndexPage({ params }: Props) {
  await requestContent();
  const page = pageNumber((await params).n);
  if (!page) notFound();
  return <NewsIndex page={page} />;
}
