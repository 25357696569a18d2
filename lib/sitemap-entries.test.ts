import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { navigationHrefs } from '@/config/navigation';
import { getWork } from '@/content/work';
import { sitemapEntries } from './sitemap-entries';
import { NEWS_PAGE_SIZE } from './news-pages';

/** The slugs of a content folder, read from the files themselves (not through the loader). */
function slugs(folder: string): string[] {
  return fs
    .readdirSync(path.join('content', folder))
    .filter((f) => f.endsWith('.md'))
    .map((f) => f.replace(/\.md$/, ''));
}

describe('sitemap', () => {
  const entries = sitemapEntries();
  const paths = entries.map((e) => e.path);

  it('equals the set of routes: every content file, article, news index page, /contact, study and /work filter, once', () => {
    const articles = slugs('news');
    const work = getWork();
    const expected = [
      ...slugs('pages').map((s) => (s === 'home' ? '/' : `/${s}`)),
      ...['clients', 'services', 'solutions', 'locations'].flatMap((c) =>
        slugs(c).map((s) => `/${c}/${s}`),
      ),
      ...articles.map((s) => `/news/${s}`),
      ...Array.from(
        { length: Math.ceil(articles.length / NEWS_PAGE_SIZE) - 1 },
        (_, i) => `/news/page/${i + 2}`,
      ),
      '/contact',
      ...slugs('work').map((s) => `/work/${s}`),
      ...[...new Set(work.map((s) => s.sector))].map((s) => `/work/sector/${s}`),
      ...[...new Set(work.map((s) => s.platform))].map((s) => `/work/platform/${s}`),
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
