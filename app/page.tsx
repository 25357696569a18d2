import Link from 'next/link';
import { getCollection, getEntry } from '@/content';
import { buttonClass } from '@/components/ui/button';
import { CardGrid } from '@/components/sections/card-grid';
import { toCard } from '@/components/sections/content-page';
import { CtaBand } from '@/components/sections/cta-band';
import { Faq } from '@/components/sections/faq';
import { Hero } from '@/components/sections/hero';
import { ProseSections } from '@/components/sections/prose-sections';
import { pageMetadata } from '@/lib/metadata';
import { siteConfig } from '@/config/site';

const home = getEntry('pages', 'home');

export const metadata = pageMetadata({
  title: `${siteConfig.name}: ${home.title}`,
  description: home.description,
  path: '/',
  absoluteTitle: true,
});

export default function HomePage() {
  const services = getCollection('services');
  return (
    <>
      <Hero
        variant="home"
        eyebrow={home.eyebrow}
        title={home.title}
        intro={home.intro}
        actions={
          <Link href="/services" className={buttonClass('secondary')}>
            See what we do
          </Link>
        }
      />
      <CardGrid
        id="who-we-help"
        heading="Built for the teams who keep communities running"
        items={getCollection('clients').map(toCard)}
      />
      <CardGrid
        id="services"
        heading="What we do"
        items={services.filter((s) => s.category === 'service').map(toCard)}
      />
      <CardGrid
        id="platforms"
        heading="Platforms we build on"
        items={services.filter((s) => s.category === 'platform').map(toCard)}
      />
      <ProseSections sections={home.sections} />
      <Faq faqs={home.faqs} />
      <CtaBand />
    </>
  );
}
