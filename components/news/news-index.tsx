import { getEntry } from '@/content';
import { Breadcrumbs } from '@/components/sections/breadcrumbs';
import { Container } from '@/components/sections/container';
import { CtaBand } from '@/components/sections/cta-band';
import { Hero } from '@/components/sections/hero';
import { ProseSections } from '@/components/sections/prose-sections';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbLd } from '@/components/seo/structured-data';
import { newsPage, newsPageCount, newsPageHref } from '@/content/news-pages';
import { newsTopicHref, topicArticles, type NewsTopic } from '@/content/news-topics';
import Link from 'next/link';
import { getWork } from '@/content/work';
import { buttonClass } from '@/components/ui/button';
import { StudyList } from '@/components/work/study-list';
import { ArticleList } from './article-list';
import { Pagination } from './pagination';
import { TopicChips } from './topic-chips';

/**
 * /news and /news/page/N: the topics, the articles of one page, pagination, then the journal's
 * own copy. With a topic (/news/topic/<slug>): every article on it, on one page.
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
  const count = `${articles.length} ${articles.length === 1 ? 'article' : 'articles'}`;
  return (
    <>
      <JsonLd data={breadcrumbLd(trail)} />
      <Hero
        eyebrow={entry.eyebrow}
        title={topic?.title ?? (page > 1 ? `${entry.title}, page ${page}` : entry.title)}
        intro={topic?.intro ?? entry.intro}
        before={<Breadcrumbs trail={trail} />}
        scene={{ slug: 'news' }}
      />
      <section aria-labelledby="articles-heading" className="py-12">
        <Container>
          <TopicChips active={topic} />
          <h2 id="articles-heading" className="mt-8 font-display text-3xl font-semibold">
            {topic
              ? `${count} on ${topic.label.toLowerCase()}`
              : page > 1
                ? `Articles, page ${page} of ${total}`
                : 'Latest articles'}
          </h2>
          <div className="mt-8">
            <ArticleList articles={articles} headingLevel={3} />
          </div>
          {topic ? null : <Pagination current={page} total={total} />}
        </Container>
      </section>
      {page === 1 && !topic ? <ProseSections sections={entry.sections} /> : null}
      <Subscribe />
      <CtaBand />
    </>
  );
}

/**
 * How the journal ends: its feed, linked (no account, nothing to unsubscribe from), beside the
 * latest case study, the work the articles come out of.
 */
function Subscribe() {
  const latest = getWork()[0];
  return (
    <section
      data-ending="subscribe"
      aria-labelledby="subscribe-heading"
      className="border-t border-border py-12"
    >
      <Container className="grid gap-10 lg:grid-cols-2 lg:gap-12">
        <div>
          <h2 id="subscribe-heading" className="font-display text-3xl font-semibold">
            Follow the journal
          </h2>
          <p className="mt-4 max-w-prose text-lg text-muted-foreground">
            Add the feed to any feed reader and new articles arrive as we publish them. There is no
            account to create and we never see who is reading.
          </p>
          <p className="mt-6">
            <Link href="/news/feed.xml" className={buttonClass('secondary')}>
              Subscribe to the feed
            </Link>
          </p>
        </div>
        {latest ? (
          <div>
            <h2 className="font-display text-3xl font-semibold">Our latest case study</h2>
            <div className="mt-6">
              <StudyList studies={[latest]} />
            </div>
          </div>
        ) : null}
      </Container>
    </section>
  );
}
