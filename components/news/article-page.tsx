import Link from 'next/link';
import { getEntry } from '@/content';
import { relatedArticles, tagName, type Article } from '@/content/news';
import { Cover } from '@/components/art/covers';
import { Breadcrumbs } from '@/components/sections/breadcrumbs';
import { Container } from '@/components/sections/container';
import { Ending } from '@/components/sections/ending';
import { ContactTrigger } from '@/components/contact/contact-trigger';
import { PersonLine } from '@/components/team/person-line';
import { snippets } from '@/content/snippets';
import type { Person } from '@/content/team';
import { heroWithArt } from '@/components/sections/hero';
import { JsonLd } from '@/components/seo/json-ld';
import { Avatar } from '@/components/team/avatar';
import { TitledFold } from '@/components/ui/titled-fold';
import { formatDate } from '@/lib/dates';
import { articleLd, breadcrumbLd } from '@/components/seo/structured-data';
import { ArticleList } from './article-list';
import { OutlineMarker } from './outline-marker';
import { eyebrowClass } from '@/components/ui/eyebrow';
import { RECORD_PATH, RecordPaper } from '@/components/sections/evidence';

/**
 * An article's body split after the paragraph that first links this site's record, which the
 * page shows there: an article that cites the figures shows them, dated, where it cites them.
 */
export function splitAtRecord(html: string): { lead: string; rest?: string } {
  const link = html.indexOf(`href="${RECORD_PATH}"`);
  const end = link < 0 ? -1 : html.indexOf('</p>', link);
  if (end < 0) return { lead: html };
  const cut = end + '</p>'.length;
  return { lead: html.slice(0, cut), rest: html.slice(cut) };
}

/**
 * An article (app/news/[slug]): its header with author, dates and cover, the body with an
 * "In this article" outline and the author beside it, then up to three related articles. On
 * phones the furniture around the text is tighter (smaller headline and summary, less padding),
 * so the article, not its frame, fills the screens.
 */
export function ArticlePage({ article }: { article: Article }) {
  const news = getEntry('pages', 'news');
  const trail = [
    { label: 'Home', href: '/' },
    { label: news.title, href: '/news' },
    { label: article.title, href: article.href },
  ];
  const related = relatedArticles(article);
  const author = article.authorPerson;
  const outline = article.headings.length > 1;
  const body = splitAtRecord(article.html);
  return (
    <>
      <JsonLd data={breadcrumbLd(trail)} />
      <JsonLd
        data={articleLd({
          title: article.title,
          description: article.description,
          path: article.href,
          datePublished: article.date,
          dateModified: article.updated,
          author: author.name,
          authorRole: author.role,
          tags: article.tags,
          words: article.words,
        })}
      />
      <article>
        <header className="border-b border-border">
          <Container className="flex flex-col pt-8 pb-8 sm:pt-16 sm:pb-16 lg:block">
            <Breadcrumbs trail={trail} />
            <div className={`max-lg:contents ${heroWithArt}`}>
              <div>
                <p className={`mt-6 sm:mt-8 ${eyebrowClass}`}>{news.eyebrow}</p>
                <h1 className="mt-3 max-w-4xl font-display text-[2rem] font-semibold sm:text-5xl">
                  {article.title}
                </h1>
                <p className="mt-4 max-w-3xl text-base text-muted-foreground sm:mt-6 sm:text-xl">
                  {article.summary}
                </p>
                <div className="mt-6 flex flex-wrap items-center gap-4 sm:mt-8">
                  <Avatar person={author} size={48} />
                  <div>
                    <p className="font-semibold">{author.name}</p>
                    <p className="text-sm text-muted-foreground">
                      <time dateTime={article.date}>{formatDate(article.date)}</time>
                      {article.updated ? (
                        <>
                          {' '}
                          · Updated{' '}
                          <time dateTime={article.updated}>{formatDate(article.updated)}</time>
                        </>
                      ) : null}{' '}
                      · {article.readingMinutes} min read
                    </p>
                  </div>
                </div>
              </div>
              {/* The article's cover: beside the headline from lg; below it the whole drawing
                  after the title and byline, its scene in frame. The drawing the cards use (the
                  same cached file), whose scene fills the frame where added sky left it a strip
                  at the foot. The box keeps its ratio before it paints. */}
              <div className="relative mt-4 aspect-[5/2] overflow-hidden rounded-2xl border border-border lg:mt-0">
                <Cover
                  scene={article.cover}
                  seed={article.slug}
                  className="absolute inset-x-0 top-0 h-auto w-full"
                />
              </div>
            </div>
          </Container>
        </header>
        {/* The outline comes before the body in reading order, so phones see it before the
            article rather than after its end; from lg it keeps the right column to itself and
            stays in sight while the body scrolls (a reader jumps from any point), and the tags
            and the author follow the body, where a reader who finished it meets them. Without
            an outline they keep the right column, in sight. */}
        <Container className="grid grid-cols-[minmax(0,1fr)] gap-x-12 gap-y-6 py-8 sm:gap-y-8 sm:py-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,1fr)] lg:grid-rows-[auto_1fr]">
          {outline ? (
            <nav
              aria-label="In this article"
              className="rounded-2xl border border-border px-5 py-2 sm:py-5 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start lg:border-0 lg:p-0"
            >
              <TitledFold
                title="In this article"
                titleClass="font-sans text-sm font-bold tracking-wide uppercase"
              >
                <ul className="mt-3 space-y-2">
                  {article.headings.map((h) => (
                    <li key={h.id}>
                      <a
                        href={`#${h.id}`}
                        className="-ms-3 block border-s-2 border-transparent ps-3 text-muted-foreground underline-offset-4 hover:text-foreground hover:underline aria-[current=location]:border-accent aria-[current=location]:font-semibold aria-[current=location]:text-foreground"
                      >
                        {h.text}
                      </a>
                    </li>
                  ))}
                </ul>
              </TitledFold>
              <OutlineMarker label="In this article" />
            </nav>
          ) : null}
          <div
            className={`article-body lg:col-start-1 lg:row-start-1 ${outline ? '' : 'lg:row-span-2'}`}
          >
            <div className="prose-copy" dangerouslySetInnerHTML={{ __html: body.lead }} />
            {body.rest === undefined ? null : (
              <>
                <div className="my-8 max-w-[68ch]">
                  <RecordPaper />
                </div>
                <div className="prose-copy" dangerouslySetInnerHTML={{ __html: body.rest }} />
              </>
            )}
          </div>
          <aside
            aria-label="About this article"
            className={
              // After the body, as wide as its text (68ch at the body's size), not the column.
              outline
                ? 'space-y-6 sm:space-y-8 lg:col-start-1 lg:row-start-2 lg:max-w-[68ch] lg:border-t lg:border-border lg:pt-8 lg:text-[1.0625rem]'
                : 'space-y-6 sm:space-y-8 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start'
            }
          >
            <div>
              <h2 className="font-sans text-sm font-bold tracking-wide uppercase">Tags</h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {article.tags.map((tag) => (
                  <li key={tag} className="rounded-full bg-surface px-3 py-1 text-sm font-semibold">
                    {tagName(tag)}
                  </li>
                ))}
              </ul>
            </div>
            {/* Phones meet the author in the byline and the ending: no third time here. */}
            <div
              className={
                outline
                  ? 'max-lg:hidden'
                  : 'rounded-2xl border border-border px-5 py-2 max-lg:hidden sm:py-5'
              }
            >
              <TitledFold
                title="About the author"
                titleClass="font-sans text-sm font-bold tracking-wide uppercase"
              >
                {/* Under the body there is room for the face beside the words and a bio in the
                    text's own size; the narrow column beside a short article keeps them small. */}
                <div className={outline ? 'mt-4 flex items-start gap-5' : ''}>
                  {outline ? <Avatar person={author} size={72} /> : null}
                  <div>
                    <p className={`${outline ? '' : 'mt-3'} font-semibold`}>{author.name}</p>
                    <p className="text-sm text-muted-foreground">{author.role}</p>
                    <p className={outline ? 'mt-3 text-base' : 'mt-3 text-sm'}>{author.bio}</p>
                    <Link
                      href="/team"
                      className="mt-3 inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-4"
                    >
                      Meet the team
                    </Link>
                  </div>
                </div>
              </TitledFold>
            </div>
          </aside>
        </Container>
      </article>
      {related.length > 0 ? (
        <section
          data-ending="keep-reading"
          aria-labelledby="more-heading"
          className="py-8 sm:py-12"
        >
          <Container>
            <h2 id="more-heading" className="font-display text-2xl font-semibold sm:text-3xl">
              Keep reading
            </h2>
            <div className="mt-6 sm:mt-8">
              <ArticleList articles={related} headingLevel={3} swipe brief />
            </div>
          </Container>
        </section>
      ) : null}
      <AuthorNext author={author} />
    </>
  );
}

/**
 * How an article ends: its author's next step. The person who wrote it, and a conversation for
 * the reader whose own site raised a question while reading; from 1024 px what to ask them about
 * (their focus on /team) beside it, so the panel is not one column with the right half empty.
 */
function AuthorNext({ author }: { author: Person }) {
  const first = author.name.split(' ')[0];
  return (
    <Ending block="author-next" id="author-next-heading" label="Your next step">
      <div className="lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start lg:gap-16">
        <div>
          <PersonLine person={author} size={48} className="mt-3" />
          <p className="mt-3 max-w-2xl text-lg">
            A question about your own site? Start a conversation and ask for {first}.
          </p>
          <p className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
            <ContactTrigger>{snippets.contactAction}</ContactTrigger>
            {/* Phones have "Keep reading" just above: the one action is enough there. */}
            <Link href="/news" className="font-semibold underline underline-offset-4 max-sm:hidden">
              More from the journal
            </Link>
          </p>
        </div>
        <div className="mt-3 max-lg:hidden">
          <h3 className={eyebrowClass}>Ask {first} about</h3>
          {/* Plain lines, not pills: on /news and /work a rounded chip is a filter to click. */}
          <ul className="mt-3 space-y-2">
            {author.focus.map((area) => (
              <li key={area} className="flex items-baseline gap-3 font-semibold">
                <span aria-hidden="true" className="h-0.5 w-4 shrink-0 self-center bg-accent" />
                {area}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Ending>
  );
}
