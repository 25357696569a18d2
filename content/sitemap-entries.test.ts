import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { navigationHrefs } from '@/config/navigation';
import { sitemapEntries } from './sitemap-entries';
import { NEWS_PAGE_SIZE } from './news-pages';

/**
 * The expectation is built from the Markdown files themselves (names and frontmatter, read here
 * with a YAML parser), never through the content loaders the sitemap uses: a loader that drops,
 * renames or misdates a page makes this fail.
 */
interface Frontmatter {
  updated?: string | Date;
  date?: string | Date;
  launched?: string | Date;
  sector?: string;
  platform?: string;
  draft?: boolean;
}

/**
 * The site publishes neither drafts nor articles and studies dated after today, New York time
 * (docs/editing.md).
 */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());

const day = (value: string | Date | undefined) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : value;

function files(folder: string): { slug: string; data: Frontmatter }[] {
  const dir = path.join('content', folder);
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => {
      const source = fs.readFileSync(path.join(dir, f), 'utf8');
      const yaml = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';
      return { slug: f.replace(/\.md$/, ''), data: parseYaml(yaml) as Frontmatter };
    })
    .filter(({ data }) => {
      const dated = day(
        folder === 'work' ? data.launched : folder === 'news' ? data.date : undefined,
      );
      return data.draft !== true && !(dated && dated > today);
    });
}

describe('sitemap', () => {
  const entries = sitemapEntries();
  const paths = entries.map((e) => e.path);
  const lastModified = new Map(entries.map((e) => [e.path, e.lastModified]));

  const pages = files('pages').map((f) => ({ ...f, path: f.slug === 'home' ? '/' : `/${f.slug}` }));
  const offer = ['clients', 'services', 'solutions', 'locations'].flatMap((c) =>
    files(c).map((f) => ({ ...f, path: `/${c}/${f.slug}` })),
  );
  const articles = files('news').map((f) => ({ ...f, path: `/news/${f.slug}` }));
  const studies = files('work').map((f) => ({ ...f, path: `/work/${f.slug}` }));

  it('equals the set of routes: every content file, article, news index and topic page, /contact, the audit of this site, study and /work filter, once', () => {
    const newsPages = Math.ceil(articles.length / NEWS_PAGE_SIZE);
    const expected = [
      ...pages.map((p) => p.path),
      ...offer.map((p) => p.path),
      ...articles.map((a) => a.path),
      ...Array.from({ length: newsPages - 1 }, (_, i) => `/news/page/${i + 2}`),
      // The journal's four topics, each with published articles today.
      ...['accessibility', 'measurement', 'performance', 'platforms'].map(
        (t) => `/news/topic/${t}`,
      ),
      '/contact',
      '/why-cairn/accessibility-audit',
      ...studies.map((s) => s.path),
      ...new Set(studies.map((s) => `/work/sector/${s.data.sector}`)),
      ...new Set(studies.map((s) => `/work/platform/${s.data.platform}`)),
    ].sort();
    expect(paths).toEqual(expected);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('dates each page, article and study by the `updated` (or `date`) its file gives', () => {
    const dated = [...pages, ...offer, ...articles, ...studies].filter((f) => f.path !== '/news');
    const wrong = dated
      .map((f) => [f.path, lastModified.get(f.path), day(f.data.updated ?? f.data.date)])
      .filter(([, actual, expected]) => actual !== expected);
    expect(wrong).toEqual([]);
    // The news index is as fresh as its newest article.
    const newest = articles
      .map((a) => day(a.data.updated ?? a.data.date)!)
      .sort()
      .at(-1);
    const index = day(pages.find((p) => p.path === '/news')?.data.updated);
    expect(lastModified.get('/news')).toBe([index!, newest!].sort().at(-1));
  });

  it('includes every page the navigation links to', () => {
    expect(navigationHrefs().filter((href) => !paths.includes(href))).toEqual([]);
  });

  it('gives every page an ISO lastModified date', () => {
    for (const e of entries) expect(e.lastModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
