import { getEntry } from '@/content';
import { findNewsTopic, newsTopics } from '@/content/news-topics';
import { ogContentType, ogSize, renderOgImage } from '@/components/seo/og';

export const size = ogSize;
export const contentType = ogContentType;
export const alt = 'Cairn Digital';

// The page route's params do not reach image routes: each topic's image is prerendered here.
export function generateStaticParams() {
  return newsTopics().map((topic) => ({ topic: topic.slug }));
}

export default async function Image({ params }: { params: Promise<{ topic: string }> }) {
  const topic = findNewsTopic((await params).topic);
  if (!topic) return new Response('Not found', { status: 404 });
  return renderOgImage({ title: topic.title, eyebrow: getEntry('pages', 'news').eyebrow });
}
