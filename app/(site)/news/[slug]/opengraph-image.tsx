import { getNews } from '@/content/news';
import { ogContentType, ogSize, renderOgImage } from '@/components/seo/og';

export const size = ogSize;
export const contentType = ogContentType;
export const alt = 'Cairn Digital';

export function generateStaticParams() {
  return getNews().map((a) => ({ slug: a.slug }));
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const article = getNews().find((a) => a.slug === slug);
  if (!article) return new Response('Not found', { status: 404 });
  return renderOgImage({ title: article.title, eyebrow: 'News & Insights' });
}
