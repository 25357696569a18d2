import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getArticle, getNews } from '@/content/news';
import { ArticlePage } from '@/components/news/article-page';
import { articleMetadata } from '@/components/seo/metadata';
import { requestContent } from '@/server/preview/render';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getNews().map((a) => ({ slug: a.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await requestContent();
  const article = getArticle((await params).slug);
  return article ? articleMetadata(article) : {};
}

export default async function Page({ params }: Props) {
  await requestContent();
  const article = getArticle((await params).slug);
  if (!article) notFound();
  return <ArticlePage article={article} />;
}
