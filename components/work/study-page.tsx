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
import { FramedCover, studyScreens } from './study-list';
import { RidgePanel } from '@/components/art/ridge-panel';
import { DeviceFrame } from './device-frame';
import { SampleLabel } from './sample-label';
import { BeforeAfter } from './before-after';
import { StudyPeople } from './study-people';
import { StudyTimeline } from './study-timeline';

const link = 'font-semibold text-accent underline underline-offset-4';

const portrait = (image: { width: number; height: number }) => image.height > image.width;

/**
 * The study's phone screen, whole, in a phone: beside its headline from 1024 px, standing on the
 * ridge of a panel as the other pages' subjects do; under the intro on narrower screens, its
 * caption beside it. The section below shows the old and new pages side by side, so no screen is
 * shown twice. A study without a phone screen shows its first screen here, decorative, as its
 * section shows it described.
 */
function KeyScreen({ study }: { study: Study }) {
  const { phone } = studyScreens(study);
  if (!phone) {
    return (
      <FramedCover
        study={study}
        phoneBelow="lg"
        phoneClass=""
        phoneSizes="13.5rem"
        sizes="(min-width: 1280px) 576px, (min-width: 1024px) 45vw, 100vw"
        eager
      />
    );
  }
  const screen = (
    <DeviceFrame kind="phone" className="w-40 shrink-0 sm:w-52 lg:w-60 lg:-rotate-1">
      <StaticImage
        src={phone.src}
        alt={phone.alt}
        width={phone.width}
        height={phone.height}
        sizes="(min-width: 1024px) 240px, (min-width: 640px) 208px, 160px"
        eager
        className={`h-auto w-full ${screenClass}`}
      />
    </DeviceFrame>
  );
  return (
    <figure className="m-0 flex items-end gap-5 sm:gap-8 lg:block">
      {/* Below 1024 px the panel is only the phone's box: no ground under a phone in a column. */}
      <RidgePanel
        art="study-phone"
        className="shrink-0 max-lg:overflow-visible max-lg:rounded-none max-lg:border-0 max-lg:bg-transparent max-lg:[&>svg]:hidden lg:flex lg:justify-center lg:px-10 lg:pt-10 lg:pb-16"
      >
        {screen}
      </RidgePanel>
      {phone.caption ? (
        <figcaption className="max-w-xs pb-2 text-sm text-muted-foreground lg:mt-3 lg:max-w-none lg:pb-0">
          {phone.caption}
        </figcaption>
      ) : null}
    </figure>
  );
}

/** One case study: facts, results, the story, the screens, the client's words, what was used. */
export function StudyPage({ study }: { study: Study }) {
  const work = getEntry('pages', 'work');
  // The phone screen stands in the hero and the new page in the pair: the section's other
  // screens are the rest.
  const heroPhone = studyScreens(study).phone;
  const others = study.images.filter(
    (image) => image !== study.beforeAfter.after && image !== heroPhone,
  );
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
        artKind={heroPhone ? 'drawing' : 'screen'}
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
          <div
            className={`mt-6 grid items-start gap-6 sm:mt-8 sm:gap-8 ${others.some(portrait) ? 'lg:grid-cols-[minmax(0,1fr)_15rem] lg:items-center' : ''}`}
          >
            {/* The new page beside the old one, in the place its screen alone would take; from lg
                the pair stands level with the middle of a phone beside it, not above a hole. */}
            <div>
              <BeforeAfter pair={study.beforeAfter} />
            </div>
            {others.map((image) => {
              const phone = portrait(image);
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
