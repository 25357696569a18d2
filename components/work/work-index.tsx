import { getEntry } from '@/content';
import { snippets } from '@/content/snippets';
import { getProof, getWork, type Study, type WorkFilterPage } from '@/content/work';
import { Breadcrumbs } from '@/components/sections/breadcrumbs';
import { ClientMarks } from '@/components/sections/client-marks';
import { SiteProof } from '@/components/sections/evidence';
import { Container } from '@/components/sections/container';
import { closingOf, ReferenceCall } from '@/components/sections/page-endings';
import { Hero } from '@/components/sections/hero';
import { ProseSections } from '@/components/sections/prose-sections';
import { Testimonials } from '@/components/sections/testimonials';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbLd } from '@/components/seo/structured-data';
import type { NavLink } from '@/config/navigation';
import { StudyList, studyScreens } from './study-list';
import { DeviceFrame } from './device-frame';
import { RidgePanel } from '@/components/art/ridge-panel';
import { StaticImage, screenClass } from '@/components/ui/static-image';
import { WorkFilters } from './work-filters';

/**
 * The hero from 1024 px: three studies' phone screens, whole, standing on a panel's ridge, the
 * middle one in front. The cards below show each study's desktop screen from 640 px, so the hero
 * adds to them rather than repeats three of them.
 */
function PhoneTrio({ studies }: { studies: Study[] }) {
  const tilt = ['rotate-[-4deg] translate-y-6', 'z-10', 'rotate-[4deg] translate-y-6'];
  return (
    <RidgePanel art="work-phones" className="flex justify-center px-4 pt-10 pb-14">
      {studies.map((study, index) => {
        const { phone } = studyScreens(study);
        if (!phone) return null;
        return (
          <DeviceFrame
            key={study.slug}
            kind="phone"
            className={`w-[6.5rem] shrink-0 xl:w-36 ${index > 0 ? '-ml-4 xl:-ml-6' : ''} ${tilt[index] ?? ''}`}
          >
            <StaticImage
              src={phone.src}
              alt=""
              width={phone.width}
              height={phone.height}
              sizes="9rem"
              className={`h-auto w-full ${screenClass}`}
            />
          </DeviceFrame>
        );
      })}
    </RidgePanel>
  );
}

/**
 * The studies the hero shows: not the first row of cards directly under it (three across from
 * 1024 px) first, so the hero leads with work the row it sits on does not.
 */
export function heroStudies(studies: Study[]): Study[] {
  return [...studies.slice(3), ...studies.slice(0, 3)].slice(0, 3);
}

/** /work and its filters by sector and platform: the same page, its list narrowed. */
export function WorkIndex({ filter }: { filter?: WorkFilterPage }) {
  const page = getEntry('pages', 'work');
  const studies = getWork().filter((s) => !filter || s[filter.kind] === filter.slug);
  const trail: NavLink[] = [
    { label: 'Home', href: '/' },
    { label: page.title, href: page.href },
    ...(filter ? [{ label: filter.entry.label, href: filter.href }] : []),
  ];
  const proof = getProof();
  const shown = heroStudies(studies);
  const count = `${studies.length} ${studies.length === 1 ? 'case study' : 'case studies'}`;
  return (
    <>
      <JsonLd data={breadcrumbLd(trail)} />
      <Hero
        eyebrow={page.eyebrow}
        title={filter?.title ?? page.title}
        headline={filter ? undefined : page.headline}
        intro={page.intro}
        before={<Breadcrumbs trail={trail} />}
        // From 1024 px three studies on phones, whole, on the ridge; on a phone the page's own
        // landscape, as every page has: one phone there was the screen a card shows further
        // down, and every card on a phone shows its phone screen.
        art={<PhoneTrio studies={shown} />}
        scene={{ slug: 'work' }}
      />
      {/* The one project a buyer can check for real comes before the samples: this site. */}
      {filter ? null : <SiteProof page={page} id="own-site" editor="own-editor" foldEditor />}
      {/* What the samples are is what a buyer must read before trusting any of them: before them. */}
      {filter ? null : <ProseSections sections={page.sections} />}
      <section aria-labelledby="studies-heading" className="py-8 sm:py-12">
        <Container>
          <WorkFilters active={filter} />
          <h2
            id="studies-heading"
            className="mt-8 font-display text-2xl font-semibold sm:mt-10 sm:text-3xl"
          >
            {filter
              ? `${count} ${filter.kind === 'sector' ? 'for' : 'on'} ${filter.entry.title}`
              : `All ${count}`}
          </h2>
          <div className="mt-8">
            <StudyList studies={studies} />
          </div>
        </Container>
      </section>
      {filter ? null : (
        <>
          <ClientMarks marks={proof.marks} heading={snippets.work.marksHeading} />
          <Testimonials
            items={proof.testimonials}
            heading={snippets.work.testimonialsHeading}
            swipe
          />
        </>
      )}
      <ReferenceCall closing={closingOf(page)} />
    </>
  );
}
