import { allEntries } from '@/content';
import { getNews } from '@/content/news';
import { newsPageCount } from './news-pages';
import { CONTACT_PATH } from './shell';

export interface SitemapEntry {
  path: string;
  lastModified: string;
}

/**
 * Every public page, from the same collections that generate the routes: content entries, news
 * articles and the news index pages, and the contact page. The sitemap and its test read this.
 */
export function sitemapEntries(): SitemapEntry[] {
  const news = getNews();
  const latestNews = news[0]?.updated ?? news[0]?.date;
  const pages: SitemapEntry[] = allEntries().map((entry) => ({
    path: entry.href,
    lastModified:
      entry.href === '/news' && latestNews && latestNews > entry.updated
        ? latestNews
        : entry.updated,
  }));
  const articles = news.map((a) => ({ path: a.href, lastModified: a.updated ?? a.date }));
  const indexPages = Array.from({ length: Math.max(0, newsPageCount() - 1) }, (_, i) => ({
    path: `/news/page/${i + 2}`,
    lastModified: latestNews ?? pages[0]!.lastModified,
  }));
  // The contact form's own page (where contact links lead without scripts): its copy is shared
  // with the dialog (content/snippets.ts), so it changes with the home page's release.
  const contact = {
    path: CONTACT_PATH,
    lastModified: pages.find((p) => p.path === '/')!.lastModified,
  };
  return [...pages, contact, ...articles, ...indexPages].sort((a, b) =>
    a.path.localeCompare(b.path),
  );
}
