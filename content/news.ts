import { countWords } from './markdown';
import type { CoverScene, NewsFrontmatter } from './schema';
import { definitions } from './definitions';
import { entriesOf, memo } from './store';
import { getPerson, type Person } from './team';

export interface Article extends NewsFrontmatter {
  slug: string;
  /** The scene its cover draws: the one the article names, or the one its tags suggest. */
  cover: CoverScene;
  href: string;
  file: string;
  /** Trusted HTML rendered from the repository's own Markdown at build time. */
  html: string;
  words: number;
  readingMinutes: number;
  authorPerson: Person;
  headings: { id: string; text: string }[];
}

const WORDS_PER_MINUTE = 225;

/** The scene a tag suggests, in this order: the first of an article's tags found here wins. */
const TAG_COVERS: [string, CoverScene][] = [
  ['utilities', 'storm'],
  ['hosting', 'storm'],
  ['credit-unions', 'rates'],
  ['healthcare', 'clinic'],
  ['drupal', 'camp'],
  ['wordpress', 'camp'],
  ['analytics', 'gate'],
  ['security', 'gate'],
  ['performance', 'stopwatch'],
  ['accessibility', 'boardwalk'],
  ['associations', 'boardwalk'],
  ['non-profits', 'book'],
  ['content-strategy', 'signpost'],
  ['nextjs', 'signpost'],
];

/** An article's cover scene: its own choice, else its tags', else a cairn being built. */
export function coverOf(data: Pick<NewsFrontmatter, 'cover' | 'tags'>): CoverScene {
  if (data.cover) return data.cover;
  return TAG_COVERS.find(([tag]) => data.tags.includes(tag))?.[1] ?? 'building';
}

/** Every article, newest first. Its author is a team member: content/cross-check.ts checks that. */
export function getNews(): Article[] {
  return memo('news', () =>
    entriesOf('news')
      .map(({ data, slug, file, article }) => {
        const { html, headings } = article!;
        const words = countWords(html);
        return {
          ...data,
          slug,
          cover: coverOf(data),
          href: definitions.news.href(slug),
          file,
          html,
          words,
          readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
          authorPerson: getPerson(data.author),
          headings,
        };
      })
      .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug)),
  );
}

export function getArticle(slug: string): Article | undefined {
  return getNews().find((a) => a.slug === slug);
}

/** Up to three other articles, those sharing the most tags first, then the newest. */
export function relatedArticles(article: Article, count = 3): Article[] {
  return getNews()
    .filter((a) => a.slug !== article.slug)
    .map((a) => ({ a, shared: a.tags.filter((t) => article.tags.includes(t)).length }))
    .sort((x, y) => y.shared - x.shared || y.a.date.localeCompare(x.a.date))
    .slice(0, count)
    .map(({ a }) => a);
}

/** Tags whose words are not the slug's words with spaces: product names and compounds. */
const TAG_NAMES: Record<string, string> = {
  nextjs: 'Next.js',
  wordpress: 'WordPress',
  drupal: 'Drupal',
  'non-profits': 'Non-profits',
  seo: 'SEO',
};

/** How a tag reads on a page: "Next.js", "Credit unions", never the slug "nextjs". */
export function tagName(tag: string): string {
  const known = TAG_NAMES[tag];
  if (known) return known;
  const words = tag.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
