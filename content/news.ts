import { marked } from 'marked';
import { countWords, parseFrontmatter, readFolder, slugify, ContentError } from './index';
import { newsSchema, type NewsFrontmatter } from './schema';
import { getPerson, type Person } from './team';

export interface Article extends NewsFrontmatter {
  slug: string;
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
let cache: Article[] | null = null;

function render(body: string, file: string): { html: string; headings: Article['headings'] } {
  const headings: Article['headings'] = [];
  const tokens = marked.lexer(body);
  for (const token of tokens) {
    if (token.type === 'heading' && token.depth === 1) {
      throw new ContentError(`${file}: the body must not contain an h1 (the title is the h1)`);
    }
    if (token.type === 'heading' && token.depth === 2)
      headings.push({ id: slugify(token.text), text: token.text });
  }
  const renderer = new marked.Renderer();
  renderer.heading = ({ text, depth }) => `<h${depth} id="${slugify(text)}">${text}</h${depth}>`;
  return { html: marked.parser(tokens, { renderer }), headings };
}

/** Every article, newest first. */
export function getNews(): Article[] {
  if (cache) return cache;
  const articles = readFolder('news').map(({ file, slug, source }) => {
    const { data, body } = parseFrontmatter(newsSchema, file, source);
    const { html, headings } = render(body, file);
    const words = countWords(html);
    let authorPerson: Person;
    try {
      authorPerson = getPerson(data.author);
    } catch {
      throw new ContentError(
        `${file}: field "author": no team member "${data.author}" in content/team`,
      );
    }
    return {
      ...data,
      slug,
      href: `/news/${slug}`,
      file,
      html,
      words,
      readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
      authorPerson,
      headings,
    };
  });
  cache = articles.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  return cache;
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
