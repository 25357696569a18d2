import type { Metadata } from 'next';
import { siteConfig } from '@/config/site';

interface PageMetaInput {
  title: string;
  description: string;
  path: string;
  /** Use the title as-is instead of "Title | Cairn Digital". */
  absoluteTitle?: boolean;
}

/** Every page's metadata comes from here: canonical URL and Open Graph follow from the input. */
export function pageMetadata({ title, description, path, absoluteTitle }: PageMetaInput): Metadata {
  const fullTitle = absoluteTitle ? title : `${title} | ${siteConfig.name}`;
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: {
      canonical: path,
      types: {
        'application/atom+xml': [
          { url: '/news/feed.xml', title: `News & Insights | ${siteConfig.name}` },
        ],
      },
    },
    openGraph: {
      title: fullTitle,
      description,
      url: path,
      siteName: siteConfig.name,
      type: 'website',
      locale: 'en_US',
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description },
  };
}

/** An article's metadata: the page's, plus Open Graph article fields (dates, author, tags). */
export function articleMetadata(article: {
  title: string;
  description: string;
  href: string;
  date: string;
  updated?: string;
  tags: string[];
  authorPerson: { name: string };
}): Metadata {
  const meta = pageMetadata({
    title: article.title,
    description: article.description,
    path: article.href,
  });
  return {
    ...meta,
    authors: [{ name: article.authorPerson.name }],
    openGraph: {
      ...meta.openGraph,
      type: 'article',
      publishedTime: article.date,
      modifiedTime: article.updated ?? article.date,
      authors: [article.authorPerson.name],
      tags: article.tags,
    },
  };
}
