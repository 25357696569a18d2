import Link from 'next/link';
import { Cover } from '@/components/art/covers';
import { cardLinkClass } from '@/components/sections/card-grid';
import { tagName, type Article } from '@/content/news';
import { formatDate } from '@/lib/dates';
import { cellSpan, gridColumns, swipeRow } from '@/components/ui/grid-columns';

/** The tags a card names; the article's page lists them all. */
const SHOWN_TAGS = 2;

/** The article's tags, those in `first` (a topic page's) ahead of the rest, each in its order. */
function tagsFirst(tags: readonly string[], first: readonly string[]): string[] {
  return [
    ...tags.filter((tag) => first.includes(tag)),
    ...tags.filter((tag) => !first.includes(tag)),
  ];
}
const tagClass = 'rounded-full bg-surface px-3 py-1 text-xs font-semibold whitespace-nowrap';

/**
 * Article cards: the article's cover (a short strip on phones), title link, date, reading time,
 * author, summary, tags.
 */
export function ArticleList({
  articles,
  headingLevel = 2,
  swipe = false,
  brief = false,
  leadTags = [],
}: {
  articles: Article[];
  /** Tags a card names first (a topic page's), so each card shows why it is listed there. */
  leadTags?: readonly string[];
  headingLevel?: 2 | 3;
  /** On phones, a row to swipe through rather than a column (the home page's latest). */
  swipe?: boolean;
  /** On phones, each card without its summary: titles to pick the next read from. */
  brief?: boolean;
}) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={`${gridColumns(articles.length)} gap-6 ${swipe ? swipeRow.list : ''}`}>
      {articles.map((article, index) => (
        <li
          key={article.slug}
          className={`group relative flex flex-col rounded-2xl border border-border p-5 sm:p-6 hover:border-accent focus-within:border-accent ${swipe ? swipeRow.item : ''} ${cellSpan(index, articles.length)}`}
        >
          {/* Its box is the cover's aspect ratio before the drawing paints: no layout shift. A
              phone shows the whole drawing too: a scene stands most of the cover's height, so a
              shorter strip would cut it through; the card's padding is a little tighter there. */}
          <div className="relative -mx-5 -mt-5 mb-3 aspect-[5/2] sm:-mx-6 sm:-mt-6 sm:mb-4 overflow-hidden rounded-t-[calc(1rem-1px)] border-b border-border">
            <Cover
              scene={article.cover}
              seed={article.slug}
              className="absolute inset-x-0 top-0 h-auto w-full"
            />
          </div>
          <p className="text-sm text-muted-foreground">
            <time dateTime={article.date}>{formatDate(article.date)}</time> ·{' '}
            {article.readingMinutes} min read
          </p>
          <H className="mt-2 font-display text-xl font-semibold">
            <Link href={article.href} className={cardLinkClass}>
              {article.title}
            </Link>
          </H>
          <p className={`mt-2 text-muted-foreground ${brief ? 'max-sm:hidden' : ''}`}>
            {article.summary}
          </p>
          {/* Tags, then the byline, at the card's foot: across a row of cards the bylines line up. */}
          <div className="mt-auto flex flex-col gap-3 pt-3 sm:pt-4">
            <ul
              aria-label="Tags"
              className={`flex flex-wrap gap-2 ${swipe ? 'max-sm:hidden' : ''}`}
            >
              {/* Two tags and a count of the rest: a card's tags stay on one line. */}
              {tagsFirst(article.tags, leadTags)
                .slice(0, SHOWN_TAGS)
                .map((tag) => (
                  <li key={tag} className={tagClass}>
                    {tagName(tag)}
                  </li>
                ))}
              {article.tags.length > SHOWN_TAGS ? (
                <li className={tagClass}>
                  +{article.tags.length - SHOWN_TAGS}
                  <span className="sr-only"> more</span>
                </li>
              ) : null}
            </ul>
            <p className="text-sm">By {article.authorPerson.name}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
