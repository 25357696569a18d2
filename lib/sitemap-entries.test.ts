import { describe, expect, it } from 'vitest';
import { allEntries } from '@/content';
import { getNews } from '@/content/news';
import { navigationHrefs } from '@/config/navigation';
import { sitemapEntries } from './sitemap-entries';
import { newsPageCount } from './news-pages';

describe('sitemap', () => {
  const entries = sitemapEntries();
  const paths = entries.map((e) => e.path);

  it('equals the set of routes: every content page, article and news index page, once', () => {
    const expected = [
      ...allEntries().map((e) => e.href),
      ...getNews().map((a) => a.href),
      ...Array.from({ length: newsPageCount() - 1 }, (_, i) => `/news/page/${i + 2}`),
    ].sort();
    expect(paths).toEqual(expected);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('includes every page the navigation links to', () => {
    expect(navigationHrefs().filter((href) => !paths.includes(href))).toEqual([]);
  });

  it('gives every page an ISO lastModified date', () => {
    for (const e of entries) expect(e.lastModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
