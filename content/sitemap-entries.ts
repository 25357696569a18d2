import { allEntries } from './index';
import { getNews } from './news';
import { getWork, workFilterPages } from './work';
import { newsPageCount } from './news-pages';
import { newsTopicHref, newsTopics, topicArticles } from './news-topics';
import { CONTACT_PATH } from '../lib/contact-paths';
import { AUDIT_FINDINGS, AUDIT_REPORT_PATH } from './site-audit';
import { siteEvidence } from './site-evidence';

export interface SitemapEntry {
  path: string;
  lastModified: string;
}

/**
 * Every public page, from the same collections that generate the routes: content entries, news
 * articles, the news index and topic pages, the contact page, and the case studies with the filter
 * pages of /work. The sitemap and its test read this.
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
  // Each topic page is as fresh as its newest article.
  const topics = newsTopics().map((topic) => ({
    path: newsTopicHref(topic.slug),
    lastModified: topicArticles(topic)
      .map((a) => a.updated ?? a.date)
      .sort()
      .at(-1)!,
  }));
  // The contact form's own page (where contact links lead without scripts): its copy is shared
  // with the dialog (content/snippets.ts), so it changes with the home page's release.
  const contact = {
    path: CONTACT_PATH,
    lastModified: pages.find((p) => p.path === '/')!.lastModified,
  };
  // The audit of this site: as fresh as its newest finding or measurement.
  const evidence = siteEvidence();
  const audit = {
    path: AUDIT_REPORT_PATH,
    lastModified: [
      ...AUDIT_FINDINGS.map((f) => f.date),
      evidence.accessibility.measured,
      evidence.tests.measured,
    ]
      .sort()
      .at(-1)!,
  };
  // Case studies and the filter pages of /work (each as fresh as its newest study).
  const work = getWork();
  const studies = work.map((s) => ({ path: s.href, lastModified: s.updated }));
  const filters = (['sector', 'platform'] as const).flatMap((kind) =>
    workFilterPages(kind).map((f) => ({
      path: f.href,
      lastModified: work
        .filter((s) => s[kind] === f.slug)
        .map((s) => s.updated)
        .sort()
        .at(-1)!,
    })),
  );
  return [
    ...pages,
    contact,
    audit,
    ...articles,
    ...indexPages,
    ...topics,
    ...studies,
    ...filters,
  ].sort((a, b) => a.path.localeCompare(b.path));
}
