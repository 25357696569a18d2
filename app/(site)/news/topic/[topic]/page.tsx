import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NewsIndex } from '@/components/news/news-index';
import { pageMetadata } from '@/components/seo/metadata';
import { findNewsTopic, newsTopicHref, newsTopics } from '@/content/news-topics';
import { requestContent } from '@/server/preview/render';

type Props = { params: Promise<{ topic: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return newsTopics().map((topic) => ({ topic: topic.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await requestContent();
  const topic = findNewsTopic((await params).topic);
  if (!topic) return {};
  return pageMetadata({
    title: topic.title,
    description: topic.intro,
    path: newsTopicHref(topic.slug),
  });
}

export default async function NewsTopicPage({ params }: Props) {
  await requestContent();
  const topic = findNewsTopic((await params).topic);
  if (!topic) notFound();
  return <NewsIndex page={1} topic={topic} />;
}
