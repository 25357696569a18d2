import Link from 'next/link';
import { getEntry, gridCopy } from '@/content';
import { buttonClass } from '@/components/ui/button';
import { SectorLeads } from '@/components/sections/sector-leads';
import { closingOf } from '@/components/sections/page-endings';
import { Hero } from '@/components/sections/hero';
import { ProseSections } from '@/components/sections/prose-sections';
import { pageMetadata } from '@/components/seo/metadata';
import { siteConfig } from '@/config/site';
import { JsonLd } from '@/components/seo/json-ld';
import { snippets } from '@/content/snippets';
import { featuredWork, getProof } from '@/content/work';
import { ClientMarks } from '@/components/sections/client-marks';
import { WorkSection } from '@/components/sections/work-section';
import { SiteProof } from '@/components/sections/evidence';
import { SectorSelector } from '@/components/sections/sector-selector';
import { organizationLd } from '@/components/seo/structured-data';
import { requestContent } from '@/server/preview/render';

/** Read where it is used: under `next dev` a saved edit shows on the next reload. */
const homePage = () => getEntry('pages', 'home');

export async function generateMetadata() {
  await requestContent();
  const home = homePage();
  return pageMetadata({
    title: `${siteConfig.name}: ${home.title}`,
    description: home.description,
    path: '/',
    absoluteTitle: true,
  });
}

export default async function HomePage() {
  await requestContent();
  const home = homePage();
  const featured = featuredWork(3);
  return (
    <>
      <JsonLd data={organizationLd()} />
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
      {/* Proof first that a buyer can check for real: this site, measured; the studies after it
          are samples, labelled. */}
      <SiteProof page={home} id="site-record" editor="site-editor" />
      <WorkSection
        heading={snippets.work.homeHeading}
        intro={snippets.work.homeIntro}
        studies={featured}
        more={{ href: '/work', label: snippets.work.more }}
      />
      <SectorSelector
        id="who-we-help"
        heading={gridCopy(home, 'who-we-help').heading}
        more={gridCopy(home, 'who-we-help').more ?? ''}
        cards={featured}
      />
      {/* How we work: the route a first visit should see, its steps whole on a phone too. */}
      <ProseSections sections={home.sections} />
      {/* No questions and answers: home ends with who each kind of client talks to (the build
          refuses questions on home, content/definitions.ts); a buying question is on its page. */}
      <SectorLeads closing={closingOf(home)} />
    </>
  );
}
