import type { ReactNode } from 'react';
import Link from 'next/link';
import { getEntry } from '@/content';
import { snippets } from '@/content/snippets';
import type { Study } from '@/content/work';
import { Breadcrumbs } from '@/components/sections/breadcrumbs';
import { Container } from '@/components/sections/container';
import { Hero } from '@/components/sections/hero';
import { ProseSections } from '@/components/sections/prose-sections';
import { JsonLd } from '@/components/seo/json-ld';
import { StaticImage, screenClass } from '@/components/ui/static-image';
import { breadcrumbLd, caseStudyLd } from '@/components/seo/structured-data';
import { formatDate } from '@/lib/dates';
import { NextStudy } from './next-study';
import { OutcomeList } from './outcome-list';
import { FramedCover } from './study-list';
import { DeviceFrame } from './device-frame';
import { SampleLabel } from './sample-label';
import { BeforeAfter } from './before-after';
import { StudyPeople } from './study-people';
import { StudyTimeline } from './study-timeline';

const link = 'font-semibold text-accent underline underline-offset-4';

/**
 * The study's key screen: beside its headline from 1024 px, in a browser window; under the
 * intro on narrower screens, its phone crop in a phone that rises from the hero's lower edge
 * (its top half shows, down to the client's headline). Dimmed in the dark theme. Decorative
 * here (alt=""): the same screens, described, open the screens section below.
 */
function KeyScreen({ study }: { study: Study }) {
  return (
    // Below 1024 px the phone rises from the hero's foot, centred: its top half, the client's
    // header and headline, is the part that tells.
    <div className="max-lg:-mb-10 max-lg:flex max-lg:h-64 max-lg:justify-center max-lg:overflow-hidden sm:max-lg:-mb-16">
      <FramedCover
        study={study}
        phoneBelow="lg"
        phoneClass="max-lg:w-56 max-lg:self-start"
        phoneSizes="13.5rem"
        sizes="(min-width: 1280px) 576px, (min-width: 1024px) 45vw, 320px"
        eager
      />
    </div>
  );
}

/** One case study: facts, results, the story, the screens, the client's words, what was used. */
export function StudyPage({ study }: { study: Study }) {
  const work = getEntry('pages', 'work');
  const trail = [
    { label: 'Home', href: '/' },
    { label: work.title, href: work.href },
    { label: study.client, href: study.href },
  ];
  const facts: { term: string; detail: ReactNode; wide?: boolean; id?: string }[] = [
    { term: 'Client', detail: study.client },
    {
      term: 'Organization',
      detail: (
        <Link href={study.sectorEntry.href} className={link}>
          {study.sectorEntry.title}
        </Link>
      ),
    },
    {
      term: 'Platform',
      detail: (
        <Link href={study.platformEntry.href} className={link}>
          {study.platformEntry.title}
        </Link>
      ),
    },
    {
      term: 'Launched',
      detail: <time dateTime={study.launched}>{formatDate(study.launched)}</time>,
    },
    {
      term: 'Services',
      detail: (
        <ul className="flex flex-wrap gap-x-5 gap-y-1">
          {study.serviceEntries.map((e) => (
            <li key={e.href}>
              <Link href={e.href} className={link}>
                {e.label}
              </Link>
            </li>
          ))}
        </ul>
      ),
      wide: true,
    },
    {
      term: 'Who did the work',
      id: 'people-heading',
      detail: <StudyPeople people={study.team} labelledBy="people-heading" />,
      wide: true,
    },
  ];
  return (
    <>
      <JsonLd data={breadcrumbLd(trail)} />
      <JsonLd
        data={caseStudyLd({
          title: study.title,
          description: study.description,
          path: study.href,
          client: study.client,
          launched: study.launched,
          updated: study.updated,
          keywords: [study.sectorEntry.title, study.platformEntry.title],
        })}
      />
      <Hero
        eyebrow={snippets.work.studyEyebrow}
        badge={study.sample ? <SampleLabel /> : null}
        title={study.title}
        intro={study.summary}
        before={<Breadcrumbs trail={trail} />}
        art={<KeyScreen study={study} />}
        artKind="screen"
        artOnPhones
      />
      <section
        aria-labelledby="results-heading"
        className="border-b border-border bg-surface py-8 text-surface-foreground sm:py-12"
      >
        <Container>
          <dl className="grid grid-cols-2 gap-x-8 gap-y-4 text-sm lg:grid-cols-4">
            {facts.map((f) => (
              <div key={f.term} className={f.wide ? 'col-span-2 lg:col-span-4' : ''}>
                <dt id={f.id} className="font-bold tracking-wide text-muted-foreground uppercase">
                  {f.term}
                </dt>
                <dd className="mt-1 text-base">{f.detail}</dd>
              </div>
            ))}
          </dl>
          <h2
            id="results-heading"
            className="mt-8 font-display text-2xl font-semibold sm:mt-10 sm:text-3xl"
          >
            Results
          </h2>
          <div className="mt-6">
            <OutcomeList outcomes={study.outcomes} />
          </div>
        </Container>
      </section>
      <ProseSections sections={study.sections} paired />
      <section aria-labelledby="screens-heading" className="py-8 sm:py-12">
        <Container>
          <h2 id="screens-heading" className="font-display text-2xl font-semibold sm:text-3xl">
            Screens from the project
          </h2>
          <div className="mt-6 grid items-start gap-6 sm:mt-8 sm:gap-8 lg:grid-cols-[minmax(0,1fr)_15rem] lg:items-center">
            {/* The new page beside the old one, in the place its screen alone would take; from lg
                the pair stands level with the middle of the phone beside it, not above a hole. */}
            <div>
              <BeforeAfter pair={study.beforeAfter} />
            </div>
            {study.images
              .filter((image) => image !== study.beforeAfter.after)
              .map((image) => {
                const phone = image.height > image.width;
                return (
                  <figure
                    key={image.src}
                    // Below 1024 px the screens read in the story's order, before, after, then
                    // the new site on a phone, which stands beside its caption, as in a
                    // magazine, so the page stays short.
                    className={phone ? 'flex items-end gap-4 sm:gap-8 lg:block' : 'lg:col-start-1'}
                  >
                    <DeviceFrame
                      kind={phone ? 'phone' : 'browser'}
                      className={phone ? 'w-44 shrink-0 sm:w-[17rem] lg:w-full' : ''}
                    >
                      <StaticImage
                        src={image.src}
                        alt={image.alt}
                        width={image.width}
                        height={image.height}
                        sizes={
                          phone
                            ? '(max-width: 639px) 176px, 272px'
                            : '(min-width: 1280px) 930px, (min-width: 1024px) 75vw, 100vw'
                        }
                        className={`h-auto w-full ${screenClass}`}
                      />
                    </DeviceFrame>
                    {image.caption ? (
                      <figcaption className="max-w-xs text-sm text-muted-foreground lg:mt-3">
                        {image.caption}
                      </figcaption>
                    ) : null}
                  </figure>
                );
              })}
          </div>
        </Container>
      </section>
      <section
        aria-labelledby="timeline-heading"
        className="border-y border-border bg-surface py-8 text-surface-foreground sm:py-12"
      >
        <Container>
          <h2 id="timeline-heading" className="font-display text-2xl font-semibold sm:text-3xl">
            How the project ran
          </h2>
          <div className="mt-6">
            <StudyTimeline steps={study.timeline} />
          </div>
        </Container>
      </section>
      <section aria-labelledby="quote-heading" className="later-face py-8 sm:py-12">
        <Container>
          <h2 id="quote-heading" className="sr-only">
            {'In the client’s words'}
          </h2>
          <figure className="max-w-4xl border-l-4 border-accent pl-6">
            <blockquote className="font-display text-2xl leading-snug sm:text-3xl">
              <p>“{study.quote.text}”</p>
            </blockquote>
            <figcaption className="mt-4">
              <span className="block font-semibold">{study.quote.name}</span>
              <span className="block text-muted-foreground">{study.quote.role}</span>
              {/* A sample study's quote is a sample too: labelled as quotes are everywhere. */}
              {study.sample ? (
                <span className="mt-2 block">
                  <SampleLabel>Sample quote</SampleLabel>
                </span>
              ) : null}
            </figcaption>
          </figure>
        </Container>
      </section>
      <NextStudy study={study} />
    </>
  );
}
