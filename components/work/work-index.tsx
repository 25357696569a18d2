import { getEntry } from '@/content';
import { snippets } from '@/content/snippets';
import { getProof, getWork, type Study, type WorkFilterPage } from '@/content/work';
import { Breadcrumbs } from '@/components/sections/breadcrumbs';
import { ClientMarks } from '@/components/sections/client-marks';
import { SiteRecord } from '@/components/sections/evidence';
import { Container } from '@/components/sections/container';
import { closingOf, ReferenceCall } from '@/components/sections/page-endings';
import { Hero } from '@/components/sections/hero';
import { ProseSections } from '@/components/sections/prose-sections';
import { Testimonials } from '@/components/sections/testimonials';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbLd } from '@/components/seo/structured-data';
import type { NavLink } from '@/config/navigation';
import { gridImageSizes } from '@/components/ui/grid-columns';
import { FramedCover, StudyList } from './study-list';
import { WorkFilters } from './work-filters';

/**
 * The hero's mosaic from 1024 px: three studies' screens, one wide and two below it. The
 * images take the list's `sizes`, so the browser fetches the same files the cards below use.
 */
function ScreenMosaic({ studies, sizes }: { studies: Study[]; sizes: string }) {
  return (
    <div className="grid grid-cols-2 gap-4">
      {studies.map((study, index) => (
        <div
          key={study.slug}
          // The screen cut to the tile, the window closed under it: a rim round the whole tile,
          // so no frame ends in a hard cut in open space.
          className={`aspect-[16/10] overflow-hidden rounded-xl border border-border shadow-lg [&>*]:rounded-none! [&>*]:border-0! [&>*]:shadow-none! ${index === 0 ? 'col-span-2' : ''}`}
        >
          <FramedCover
            study={study}
            phoneBelow="sm"
            phoneClass=""
            phoneSizes="10rem"
            sizes={sizes}
          />
        </div>
      ))}
    </div>
  );
}

/**
 * The studies the mosaic shows: not the first row of cards directly under it (three across from
 * 1024 px) first, so the hero shows more of the work than the row it sits on repeats.
 */
export function mosaicStudies(studies: Study[]): Study[] {
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
  const mosaic = mosaicStudies(studies);
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
        art={
          <>
            <div className="max-lg:hidden">
              <ScreenMosaic studies={mosaic} sizes={gridImageSizes(studies.length)} />
            </div>
            {/* A phone has no room for the mosaic: the work on the device it is read on, one
                study's phone rising from the hero's foot (its top half, the client's header
                and headline), as a study's own hero has it. Lazy, as the mosaic is: an image
                under `display: none` is never fetched, so each width loads only its own. */}
            <div className="-mb-8 flex h-56 justify-center overflow-hidden sm:-mb-16 sm:h-64 lg:hidden">
              <FramedCover
                study={mosaic[0]!}
                phoneBelow="lg"
                phoneClass="w-48 self-start sm:w-56"
                phoneSizes="13.5rem"
                sizes="13.5rem"
              />
            </div>
          </>
        }
        artOnPhones
        scene={{ slug: 'work' }}
      />
      {/* The one project a buyer can check for real comes before the samples: this site. */}
      {filter ? null : (
        <SiteRecord
          page={page}
          id="own-site"
          facts={['sweep', 'headers', 'performance', 'tests']}
        />
      )}
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
          {/* What the samples are is what a buyer must read before trusting any of them. */}
          <ProseSections sections={page.sections} />
        </>
      )}
      <ReferenceCall closing={closingOf(page)} />
    </>
  );
}
