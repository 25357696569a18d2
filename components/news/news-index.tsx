import { getEntry } from '@/content';
import { Breadcrumbs } from '@/components/sections/breadcrumbs';
import { Container } from '@/components/sections/container';
import { EndingPanel, endingClass } from '@/components/sections/ending';
import { eyebrowClass } from '@/components/ui/eyebrow';
import { Hero } from '@/components/sections/hero';
import { ProseSections } from '@/components/sections/prose-sections';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbLd } from '@/components/seo/structured-data';
import { newsPage, newsPageCount, newsPageHref } from '@/content/news-pages';
import { newsTopicHref, newsTopics, topicArticles, type NewsTopic } from '@/content/news-topics';
import Link from 'next/link';
import { getWork } from '@/content/work';
import { buttonClass } from '@/components/ui/button';
import { StudyList } from '@/components/work/study-list';
import { ReferenceOffer } from '@/components/sections/reference-offer';
import { ArticleList } from './article-list';
import { Pagination } from './pagination';
import { TopicChips } from './topic-chips';

/**
 * /news and /news/page/N: on the first page the journal's own copy (what it writes about, whose
 * topics follow as chips), then the topics, the articles of one page and pagination. With a topic (/news/topic/<slug>): every article on it, on one page.
 */
export function NewsIndex({ page, topic }: { page: number; topic?: NewsTopic }) {
  const entry = getEntry('pages', 'news');
  const total = newsPageCount();
  const trail = [
    { label: 'Home', href: '/' },
    { label: entry.title, href: '/news' },
    ...(page > 1 ? [{ label: `Page ${page}`, href: newsPageHref(page) }] : []),
    ...(topic ? [{ label: topic.label, href: newsTopicHref(topic.slug) }] : []),
  ];
  const articles = topic ? topicArticles(topic) : newsPage(page);
  const first = page === 1 && !topic;
  const count = `${articles.length} ${articles.length === 1 ? 'article' : 'articles'}`;
  return (
    <>
      <JsonLd data={breadcrumbLd(trail)} />
      <Hero
        eyebrow={entry.eyebrow}
        title={topic?.title ?? (page > 1 ? `${entry.title}, page ${page}` : entry.title)}
        headline={first ? entry.headline : undefined}
        intro={topic?.intro ?? entry.intro}
        before={<Breadcrumbs trail={trail} />}
        scene={{ slug: 'news' }}
      />
      {first ? <ProseSections sections={entry.sections} /> : null}
      {/* Under the journal's copy the topics it names follow on, as its list. */}
      <section aria-labelledby="articles-heading" className={first ? 'pb-12' : 'py-12'}>
        <Container>
          <TopicChips active={topic} />
          <h2
            id="articles-heading"
            className="mt-8 font-display text-2xl font-semibold sm:text-3xl"
          >
            {topic
              ? `${count} on ${topic.label.toLowerCase()}`
              : page > 1
                ? `Articles, page ${page} of ${total}`
                : 'Latest articles'}
          </h2>
          <div className="mt-8">
            <ArticleList articles={articles} headingLevel={3} leadTags={topic?.tags} />
          </div>
          {topic ? null : <Pagination current={page} total={total} />}
        </Container>
      </section>
      <LatestStudy />
      <Subscribe />
    </>
  );
}

/** The work the articles come out of: the latest study, full width as on a client page. */
function LatestStudy() {
  const latest = getWork()[0];
  if (!latest) return null;
  return (
    <section aria-labelledby="latest-study-heading" className="py-8 sm:py-12">
      <Container>
        <h2 id="latest-study-heading" className="font-display text-2xl font-semibold sm:text-3xl">
          {latest.sample ? 'Our latest sample case study' : 'Our latest case study'}
        </h2>
        <div className="mt-6">
          <StudyList studies={[latest]} />
        </div>
        <ReferenceOffer />
      </Container>
    </section>
  );
}

/**
 * How the journal ends: its feed, linked (no account, nothing to unsubscribe from), beside a
 * topic to start from, each with how many articles it holds.
 */
function Subscribe() {
  return (
    <section data-ending="subscribe" aria-labelledby="subscribe-heading" className={endingClass}>
      <EndingPanel mark="notice-board">
        <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
          <div>
            <h2 id="subscribe-heading" className={eyebrowClass}>
              Follow the journal
            </h2>
            <p className="mt-3 max-w-prose text-lg">
              Add the feed to any feed reader and new articles arrive as we publish them. There is
              no account to create and we never see who is reading.
            </p>
            <p className="mt-6">
              <Link href="/news/feed.xml" className={buttonClass('secondary')}>
                Subscribe to the feed
              </Link>
            </p>
          </div>
          <nav aria-labelledby="start-topic-heading">
            <h2 id="start-topic-heading" className={eyebrowClass}>
              Or start with a topic
            </h2>
            <ul className="mt-3 border-t border-ending-line">
              {newsTopics().map((topic) => (
                <li key={topic.slug} className="border-b border-ending-line">
                  <Link
                    href={newsTopicHref(topic.slug)}
                    className="flex min-h-11 items-center justify-between gap-4 py-2 font-semibold text-accent underline-offset-4 hover:underline"
                  >
                    {topic.label}
                    <span className="text-sm font-normal text-muted-foreground">
                      {topicArticles(topic).length} articles
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </EndingPanel>
    </section>
  );
}
