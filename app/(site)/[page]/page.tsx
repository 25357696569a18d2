import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getCollection } from '@/content';
import { ContentPage } from '@/components/sections/content-page';
import { DEDICATED_PAGES } from '@/content/definitions';
import { pageEntryMetadata } from '@/components/seo/page-entry';
import { requestContent } from '@/server/preview/render';

const DEDICATED = new Set(DEDICATED_PAGES);

export const dynamicParams = false;

export function generateStaticParams() {
  return getCollection('pages')
    .filter((entry) => !DEDICATED.has(entry.slug))
    .map((entry) => ({ page: entry.slug }));
}

type Props = { params: Promise<{ page: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await requestContent();
  return pageEntryMetadata((await params).page);
}

export default async function Page({ params }: Props) {
  await requestContent();
  const { page } = await params;
  const entry = getCollection('pages').find((e) => e.slug === page && !DEDICATED.has(e.slug));
  if (!entry) notFound();
  return <ContentPage entry={entry} />;
}
