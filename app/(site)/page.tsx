import Link from 'next/link';
import { getCollection, getEntry, gridCopy } from '@/content';
import { buttonClass } from '@/components/ui/button';
import { CardGrid } from '@/components/sections/card-grid';
import { toCard } from '@/components/sections/content-page';
import { CtaBand } from '@/components/sections/cta-band';
import { Faq } from '@/components/sections/faq';
import { Hero } from '@/components/sections/hero';
import { ProseSections } from '@/components/sections/prose-sections';
import { pageMetadata } from '@/components/seo/metadata';
import { siteConfig } from '@/config/site';
import { JsonLd } from '@/components/seo/json-ld';
import { Container } from '@/components/sections/container';
import { ArticleList } from '@/components/news/article-list';
import { getNews } from '@/content/news';
import { snippets } from '@/content/snippets';
import { featuredWork, getProof } from '@/content/work';
import { ClientMarks } from '@/components/sections/client-marks';
import { WorkSection } from '@/components/sections/work-section';
import { PlatformStrip, SectorSelector } from '@/components/sections/sector-selector';
import { faqLd, organizationLd } from '@/components/seo/structured-data';

const home = getEntry('pages', 'home');

export const metadata = pageMetadata({
  title: `${siteConfig.name}: ${home.title}`,
  description: home.description,
  path: '/',
  absoluteTitle: true,
});

export default function HomePage() {
  const services = getCollection('services');
  const latest = getNews().slice(0, 3);
  const news = gridCopy(home, 'latest-news');
  return (
    <>
      <JsonLd data={organizationLd()} />
      {home.faqs.length > 0 ? <JsonLd data={faqLd(home.faqs)} /> : null}
      <Hero
        variant="home"
        scene={{ slug: 'home' }}
        eyebrow={home.eyebrow}
        title={home.title}
        intro={home.intro}
        actions={
          home.action ? (
            <Link href={home.action.href} className={buttonClass('secondary')}>
              {home.action.label}
            </Link>
          ) : null
        }
      />
      <ClientMarks marks={getProof().marks} heading={snippets.work.marksHeading} />
      <WorkSection
        heading={snippets.work.homeHeading}
        intro={snippets.work.homeIntro}
        studies={featuredWork(3)}
        more={{ href: '/work', label: snippets.work.more }}
      />
      <SectorSelector
        id="who-we-help"
        heading={gridCopy(home, 'who-we-help').heading}
        more={gridCopy(home, 'who-we-help').more ?? ''}
      />
      <CardGrid
        id="services"
        heading={gridCopy(home, 'services').heading}
        items={services.filter((s) => s.category === 'service').map(toCard)}
        compact
      />
      <PlatformStrip
        id="platforms"
        heading={gridCopy(home, 'platforms').heading}
        platforms={services
          .filter((s) => s.category === 'platform')
          .map((s) => ({ href: s.href, label: s.label }))}
      />
      <ProseSections sections={home.sections} />
      {latest.length > 0 ? (
        <section aria-labelledby="latest-news-heading" className="py-8 sm:py-12">
          <Container>
            <div className="flex flex-wrap items-end justify-between gap-4">
              <h2 id="latest-news-heading" className="font-display text-3xl font-semibold">
                {news.heading}
              </h2>
              {news.more ? (
                <Link
                  href="/news"
                  className="inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-4"
                >
                  {news.more}
                </Link>
              ) : null}
            </div>
            <div className="mt-8">
              <ArticleList articles={latest} headingLevel={3} swipe />
            </div>
          </Container>
        </section>
      ) : null}
      <Faq faqs={home.faqs} />
      <CtaBand />
    </>
  );
}
