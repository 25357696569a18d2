import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getCollection } from '@/content';
import { ContentPage } from '@/components/sections/content-page';
import { DEDICATED_PAGES } from '@/content/definitions';
import { pageEntryMetadata } from '@/components/seo/page-entry';

const DEDICATED = new Set(DEDICATED_PAGES);

export const dynamicParams = false;

export function generateStaticParams() {
  return getCollection('pages')
    .filter((entry) => !DEDICATED.has(entry.slug))
    .map((entry) => ({ page: entry.slug }));
}

type Props = { params: Promise<{ page: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageEntryMetadata((await params).page);
}

export default async function Page({ params }: Props) {
  const { page } = await params;
  const entry = getCollection('pages').find((e) => e.slug === page && !DEDICATED.has(e.slug));
  if (!entry) notFound();
  return <ContentPage entry={entry} />;
}
