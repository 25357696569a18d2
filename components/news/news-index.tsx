import { getEntry } from '@/content';
import { Breadcrumbs } from '@/components/sections/breadcrumbs';
import { Container } from '@/components/sections/container';
import { CtaBand } from '@/components/sections/cta-band';
import { Profile } from '@/components/art/scenes';
import { Hero } from '@/components/sections/hero';
import { ProseSections } from '@/components/sections/prose-sections';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbLd } from '@/lib/structured-data';
import { newsPage, newsPageCount, newsPageHref } from '@/lib/news-pages';
import { ArticleList } from './article-list';
import { Pagination } from './pagination';

/** /news and /news/page/N: the articles of one page, pagination, then the journal's own copy. */
export function NewsIndex({ page }: { page: number }) {
  const entry = getEntry('pages', 'news');
  const total = newsPageCount();
  const trail = [
    { label: 'Home', href: '/' },
    { label: entry.title, href: '/news' },
    ...(page > 1 ? [{ label: `Page ${page}`, href: newsPageHref(page) }] : []),
  ];
  return (
    <>
      <JsonLd data={breadcrumbLd(trail)} />
      <Hero
        eyebrow={entry.eyebrow}
        title={page > 1 ? `${entry.title}, page ${page}` : entry.title}
        intro={entry.intro}
        before={<Breadcrumbs trail={trail} />}
        art={<Profile seed={`news-${page}`} stops={newsPage(page).length} />}
      />
      <section aria-labelledby="articles-heading" className="py-12">
        <Container>
          <h2 id="articles-heading" className="font-display text-3xl font-semibold">
            {page > 1 ? `Articles, page ${page} of ${total}` : 'Latest articles'}
          </h2>
          <div className="mt-8">
            <ArticleList articles={newsPage(page)} headingLevel={3} />
          </div>
          <Pagination current={page} total={total} />
        </Container>
      </section>
      {page === 1 ? <ProseSections sections={entry.sections} /> : null}
      <CtaBand />
    </>
  );
}
