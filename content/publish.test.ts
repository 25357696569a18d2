/**
 * Drafts and schedules: what the public site leaves out, and when a plain rebuild publishes it.
 * The expectations come from the rule as the marketing team reads it (docs/editing.md): a ticked
 * Draft is never published; an article or study dated after today (New York time) is published
 * by the first build on or after its date.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicationDay, publishedOnly, unpublishedReason } from './publication';
import { loadContent, readContentFiles } from './store';

const real = readContentFiles();
const ARTICLE = 'content/news/interaction-to-next-paint-and-your-donation-form.md';
const STUDY = 'content/work/cedar-hollow-water-notices.md';

/** A copy of a real file under another name, with frontmatter lines replaced or added. */
function variant(file: string, lines: Record<string, string>): string {
  let source = real[file]!;
  for (const [key, value] of Object.entries(lines)) {
    const line = new RegExp(`^${key}:.*$`, 'm');
    source = line.test(source)
      ? source.replace(line, `${key}: ${value}`)
      : source.replace(/\n---\n/, `\n${key}: ${value}\n---\n`);
  }
  return source;
}

const slugs = (list: { slug: string }[]) => list.map((e) => e.slug);

describe('publication day', () => {
  it('is today in New York, where the agency publishes', () => {
    expect(publicationDay({}, new Date('2026-11-28T03:30:00Z'))).toBe('2026-11-27');
    expect(publicationDay({}, new Date('2026-11-28T05:30:00Z'))).toBe('2026-11-28');
  });

  it('is CONTENT_TODAY when set, and refuses a value that is not a date', () => {
    expect(publicationDay({ CONTENT_TODAY: '2027-01-05' })).toBe('2027-01-05');
    expect(publicationDay({ CONTENT_TODAY: '  ' }, new Date('2026-06-01T12:00:00Z'))).toBe(
      '2026-06-01',
    );
    expect(() => publicationDay({ CONTENT_TODAY: '5 Jan' })).toThrow(
      /CONTENT_TODAY must be a date such as 2026-11-27, not "5 Jan"/,
    );
  });
});

describe('drafts and scheduled entries', () => {
  const files = {
    ...real,
    'content/news/scheduled-article.md': variant(ARTICLE, {
      date: '2027-03-01',
      title: 'A scheduled article',
    }),
    'content/news/draft-article.md': variant(ARTICLE, {
      date: '2026-01-01',
      draft: 'true',
      title: 'A draft article',
    }),
    // Its screens live in its own folder (the reader below answers for any file).
    'content/work/scheduled-study.md': variant(STUDY, {
      launched: '2027-03-01',
      title: 'A scheduled study of a new kind',
    }).replaceAll('/work/cedar-hollow-water-notices/', '/work/scheduled-study/'),
    'content/services/drupal-websites.md': real['content/services/drupal-websites.md']!.replace(
      'related:\n',
      'related:\n  - /news/draft-article\n  - /work/scheduled-study\n',
    ),
  };
  const all = loadContent(files, () => ({ width: 1600, height: 1000 }));

  it('checks drafts and scheduled entries like every other', () => {
    expect(slugs(all.entries.news)).toEqual(
      expect.arrayContaining(['scheduled-article', 'draft-article']),
    );
    const broken = {
      ...files,
      'content/news/draft-article.md': variant(ARTICLE, { draft: 'true', author: 'nobody-here' }),
    };
    expect(() => loadContent(broken, () => ({ width: 1600, height: 1000 }))).toThrow(
      /content\/news\/draft-article\.md: correct in the editor \(News and insights\):\n {2}- Author: "nobody-here" is not in Team \(deleted or renamed\?\)/,
    );
  });

  it('leaves out drafts and what is dated after the day, and links to them', () => {
    const site = publishedOnly(all, '2027-02-28');
    expect(slugs(site.entries.news)).not.toContain('draft-article');
    expect(slugs(site.entries.news)).not.toContain('scheduled-article');
    expect(slugs(site.entries.work)).not.toContain('scheduled-study');
    expect(slugs(site.entries.news)).toContain('interaction-to-next-paint-and-your-donation-form');
    const drupal = site.entries.services.find((e) => e.slug === 'drupal-websites')!;
    const original = /^related:\n((?: {2}- .*\n)+)/m
      .exec(real['content/services/drupal-websites.md']!)![1]!
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(4));
    expect(original.length).toBeGreaterThan(0);
    expect(drupal.data.related).toEqual(original);
    const draft = all.entries.news.find((e) => e.slug === 'draft-article')!;
    expect(unpublishedReason(draft, '2027-02-28')).toBe('a draft');
    const scheduled = all.entries.work.find((e) => e.slug === 'scheduled-study')!;
    expect(unpublishedReason(scheduled, '2027-02-28')).toBe('scheduled for 2027-03-01');
  });

  it('publishes a scheduled entry on its day, and never a draft', () => {
    const site = publishedOnly(all, '2027-03-01');
    expect(slugs(site.entries.news)).toContain('scheduled-article');
    expect(slugs(site.entries.work)).toContain('scheduled-study');
    expect(slugs(site.entries.news)).not.toContain('draft-article');
    const drupal = site.entries.services.find((e) => e.slug === 'drupal-websites')!;
    expect(drupal.data.related).toContain('/work/scheduled-study');
    expect(drupal.data.related).not.toContain('/news/draft-article');
  });

  it('refuses a related page that does not exist, or is the page itself', () => {
    const bad = {
      ...real,
      'content/services/drupal-websites.md': real['content/services/drupal-websites.md']!.replace(
        'related:\n',
        'related:\n  - /services/no-such-service\n  - /services/drupal-websites\n',
      ),
    };
    let message = '';
    try {
      loadContent(bad);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(
      'content/services/drupal-websites.md: correct in the editor (Services and platforms):\n  - Related pages, Page 1: "/services/no-such-service" is not a page of this site; choose one that is, or remove it',
    );
    expect(message).toContain('- Related pages, Page 2: is this page itself; link to another page');
  });
});

describe('the site a build makes, and under next dev', () => {
  const cwd = process.cwd();
  let project: string | undefined;
  afterEach(() => {
    process.chdir(cwd);
    vi.unstubAllEnvs();
    vi.resetModules();
    if (project) fs.rmSync(project, { recursive: true, force: true });
    project = undefined;
  });

  /** A project folder with a copy of the content and the real public files. */
  function copyProject(): string {
    project = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-publish-'));
    fs.cpSync(path.join(cwd, 'content'), path.join(project, 'content'), { recursive: true });
    fs.symlinkSync(path.join(cwd, 'public'), path.join(project, 'public'));
    return project;
  }

  async function newsOnDay(day: string): Promise<string[]> {
    vi.stubEnv('CONTENT_TODAY', day);
    vi.resetModules();
    const store = await import('./store');
    return slugs(store.entriesOf('news'));
  }

  it('a rebuild on the due day publishes a scheduled article: the day before, it is not there', async () => {
    const dir = copyProject();
    fs.writeFileSync(
      path.join(dir, 'content/news/scheduled-article.md'),
      variant(ARTICLE, {
        date: '2027-03-01',
        title: 'A scheduled article',
      }),
    );
    process.chdir(dir);
    expect(await newsOnDay('2027-02-28')).not.toContain('scheduled-article');
    expect(await newsOnDay('2027-03-01')).toContain('scheduled-article');
  });

  it('two builds of one commit on two days differ in exactly the entries whose day has come', async () => {
    const dir = copyProject();
    const article = (slug: string, date: string, more: Record<string, string> = {}) =>
      fs.writeFileSync(
        path.join(dir, `content/news/${slug}.md`),
        variant(ARTICLE, { date, title: `Dated ${slug}`, ...more }),
      );
    article('due-the-next-day', '2030-06-01');
    article('due-on-the-second-day', '2030-06-02');
    article('due-the-day-after', '2030-06-03');
    article('a-draft-dated-before', '2030-06-01', { draft: 'true' });
    process.chdir(dir);
    /** The pages the build makes on `day` (the sitemap's list) and the feed's articles. */
    async function site(day: string) {
      vi.stubEnv('CONTENT_TODAY', day);
      vi.resetModules();
      const { allRoutes } = await import('./routes');
      const { getNews } = await import('./news');
      return { pages: new Set(allRoutes()), feed: getNews().map((a) => a.href) };
    }
    const first = await site('2030-05-31');
    const second = await site('2030-06-02');
    const added = [...second.pages].filter((p) => !first.pages.has(p));
    const removed = [...first.pages].filter((p) => !second.pages.has(p));
    // News index pages beyond the first are numbered by count; none here crosses a page.
    expect(added.sort()).toEqual(['/news/due-on-the-second-day', '/news/due-the-next-day']);
    expect(removed).toEqual([]);
    expect(second.feed.slice(0, 2)).toEqual([
      '/news/due-on-the-second-day',
      '/news/due-the-next-day',
    ]);
    expect(second.feed.slice(2)).toEqual(first.feed);
  });

  it('under next dev, a saved file shows on the next request without a restart', async () => {
    const dir = copyProject();
    process.chdir(dir);
    vi.stubEnv('NODE_ENV', 'development');
    vi.resetModules();
    const store = await import('./store');
    expect(slugs(store.entriesOf('news'))).not.toContain('just-saved');
    fs.writeFileSync(
      path.join(dir, 'content/news/just-saved.md'),
      variant(ARTICLE, { title: 'Just saved' }),
    );
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(slugs(store.entriesOf('news'))).toContain('just-saved');
    const team = path.join(dir, 'content/team', fs.readdirSync(path.join(dir, 'content/team'))[0]!);
    fs.writeFileSync(
      team,
      fs.readFileSync(team, 'utf8').replace(/^role: .*$/m, 'role: Editor in chief'),
    );
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(store.entriesOf('team').map((e) => e.data.role)).toContain('Editor in chief');
  });
});
