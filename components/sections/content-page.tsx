import type { ReactNode } from 'react';
import { entryByHref, getEntry, gridCopy, type CollectionName, type Entry } from '@/content';
import { snippets } from '@/content/snippets';
import type { NavLink } from '@/config/navigation';
import { Breadcrumbs } from './breadcrumbs';
import type { CardItem } from './card-grid';
import { Comparison } from './comparison';
import { Faq } from './faq';
import { Hero } from './hero';
import { PageArt } from '@/components/art/page-art';
import { ListSection } from './list-section';
import { ProseSections } from './prose-sections';
import { SectorLead } from './sector-lead';
import { WayEnding } from './way-ending';
import { LocationEnding } from './location-ending';
import {
  closingOf,
  ContactLine,
  FirstMeeting,
  GuideEnding,
  PlanAsk,
  StepsEnding,
} from './page-endings';
import { entryKind } from '@/content/page-kinds';
import { siteConfig } from '@/config/site';
import { WorkSection } from './work-section';
import { getWork, studiesFor } from '@/content/work';
import { JsonLd } from '@/components/seo/json-ld';
import {
  breadcrumbLd,
  faqLd,
  professionalServiceLd,
  serviceLd,
} from '@/components/seo/structured-data';

export function toCard(entry: Entry<CollectionName>): CardItem {
  return { href: entry.href, title: entry.label, summary: entry.summary };
}

/** Home → (overview page) → this page, with labels from the content itself. */
export function trailFor(entry: Entry<CollectionName>): NavLink[] {
  const trail: NavLink[] = [{ label: 'Home', href: '/' }];
  if (entry.collection !== 'pages') {
    const overview = getEntry('pages', entry.collection);
    trail.push({ label: overview.title, href: overview.href });
  }
  trail.push({ label: entry.label, href: entry.href });
  return trail;
}

interface ContentPageProps {
  entry: Entry<CollectionName>;
  /** Extra sections after the body (overview cards). */
  children?: ReactNode;
  /** A section of the page's own before its body (the ways to work on /services). */
  lead?: ReactNode;
}

/** Structured data that describes the entry itself (beyond breadcrumbs and FAQs). */
function entityLd(entry: Entry<CollectionName>): object | null {
  const base = { name: entry.title, description: entry.description, path: entry.href };
  switch (entry.collection) {
    case 'services':
    case 'solutions':
      return serviceLd({ ...base, serviceType: entry.label });
    case 'locations':
      return professionalServiceLd({ ...base, areaServed: (entry as Entry<'locations'>).state });
    default:
      return entry.slug === 'support'
        ? serviceLd({ ...base, serviceType: 'Website support and maintenance' })
        : null;
  }
}

/** The heading of the studies on a client type, service, solution or platform page. */
function workHeading(entry: Entry<CollectionName>): string {
  if (entry.collection === 'clients')
    return `${snippets.work.sectorHeading} ${entry.title.toLowerCase()}`;
  return `${snippets.work.offerHeading} ${entry.title}`;
}

const toItem = (point: { title: string; text: string }) => point;
const toLine = (text: string) => ({ text });

/** The modules a kind of page leads with, before its prose: what the page is, shown first. */
function LeadModules({ entry }: { entry: Entry<CollectionName> }) {
  const m = snippets.modules;
  switch (entry.collection) {
    case 'clients': {
      const client = entry as Entry<'clients'>;
      return (
        <>
          <ListSection
            id="problems"
            heading={m.problems(client.title.toLowerCase())}
            groups={[{ items: client.problems.map(toItem) }]}
          />
          <ListSection
            id="rules"
            heading={m.rules}
            intro={m.rulesIntro}
            groups={[{ items: client.rules, fold: m.rulesFold }]}
          />
        </>
      );
    }
    case 'services': {
      const service = entry as Entry<'services'>;
      if (!service.whenToChoose || !service.whenNot) return null;
      return (
        <ListSection
          id="when-to-choose"
          heading={m.when(service.label)}
          groups={[
            {
              heading: m.whenYes(service.label),
              items: service.whenToChoose.map(toLine),
              marker: 'yes',
            },
            { heading: m.whenNo, items: service.whenNot.map(toLine), marker: 'no' },
          ]}
        />
      );
    }
    case 'solutions': {
      const solution = entry as Entry<'solutions'>;
      return (
        <>
          <ListSection
            id="steps"
            heading={m.steps}
            groups={[{ items: solution.steps.map(toItem), ordered: true }]}
          />
          <ListSection
            id="deliverables"
            heading={m.deliverables}
            groups={[{ items: solution.deliverables.map(toLine), marker: 'yes' }]}
          />
        </>
      );
    }
    case 'locations': {
      const location = entry as Entry<'locations'>;
      const { street, locality, region, postalCode } = siteConfig.address;
      const studies = getWork().filter((s) => s.state === location.abbreviation);
      return (
        <ListSection
          id="sectors"
          heading={m.sectors(location.state)}
          intro={m.office(location.state, `${street}, ${locality}, ${region} ${postalCode}`)}
          groups={[
            {
              items: location.sectors.map(({ client, angle }) => {
                const sector = getEntry('clients', client);
                const study = studies.find((s) => s.sector === client);
                return {
                  title: sector.label,
                  href: sector.href,
                  text: angle,
                  link: study
                    ? { href: study.href, label: `${m.study} ${study.client}` }
                    : undefined,
                };
              }),
            },
          ]}
        />
      );
    }
    case 'pages': {
      // The example support plans, compared as the ways to work are on /services.
      const page = entry as Entry<'pages'>;
      if (!page.plans) return null;
      const copy = gridCopy(page, 'plans');
      const labels = m.plans;
      return (
        <Comparison
          id="plans"
          heading={copy.heading}
          intro={copy.intro}
          columns={page.plans.map((plan) => ({
            title: plan.title,
            fit: plan.fit,
            facts: [
              { term: labels.care, value: plan.care },
              { term: labels.hours, value: plan.hours },
              { term: labels.response, value: plan.response, strong: true },
              { term: labels.coverage, value: plan.coverage, strong: true },
            ],
          }))}
        />
      );
    }
    default:
      return null;
  }
}

/**
 * How a page ends, by its kind (content/page-kinds.ts): each kind in blocks of its own, shaped by
 * what its reader came for, rather than one grid of related cards and one band on every page.
 */
function PageEnding({ entry, related }: { entry: Entry<CollectionName>; related: CardItem[] }) {
  const kind = entryKind(entry);
  const page = entry as Entry<'pages'>;
  switch (kind) {
    case 'sector':
      return <SectorLead client={entry as Entry<'clients'>} related={related} />;
    case 'offer':
      return <WayEnding entry={entry} related={related} />;
    case 'location':
      return <LocationEnding location={entry as Entry<'locations'>} related={related} />;
    case 'overview':
      return <GuideEnding closing={closingOf(page)} />;
    case 'team':
      return <FirstMeeting closing={closingOf(page)} related={related} />;
    case 'support':
      return <PlanAsk closing={closingOf(page)} plans={page.plans ?? []} related={related} />;
    case 'why':
      return <StepsEnding related={related} />;
    case 'statement':
      return <ContactLine closing={closingOf(page)} />;
    default:
      throw new Error(`${entry.file}: a page of the kind "${kind}" has no ending here`);
  }
}

/** The standard page: hero, lead modules, body sections, studies, FAQs and the kind's ending. */
export function ContentPage({ entry, children, lead }: ContentPageProps) {
  const trail = trailFor(entry);
  const entity = entityLd(entry);
  const related = entry.related
    .map((href) => entryByHref(href))
    .filter((e): e is Entry<CollectionName> => e !== undefined)
    .map(toCard);
  // Locations link their studies from the sectors they serve; the rest list them as cards.
  const work =
    entry.collection === 'locations' ? null : (
      <WorkSection
        heading={workHeading(entry)}
        studies={studiesFor(entry)}
        more={{ href: '/work', label: snippets.work.more }}
      />
    );
  // A client type's and a platform's studies are what a buyer came for: high on the page.
  const workFirst =
    entry.collection === 'clients' ||
    (entry.collection === 'services' && (entry as Entry<'services'>).category === 'platform');
  const mapped =
    entry.collection === 'locations' ||
    (entry.collection === 'pages' && entry.slug === 'locations');
  return (
    <>
      <Hero
        eyebrow={entry.eyebrow}
        title={entry.title}
        intro={entry.intro}
        before={<Breadcrumbs trail={trail} />}
        // A location's map carries information, so it keeps its column on every screen.
        {...(mapped
          ? {
              art: <PageArt entry={entry as Entry<'locations'> | Entry<'pages'>} />,
              artOnPhones: true,
            }
          : { scene: { slug: entry.slug, motif: entry.motif } })}
      />
      <JsonLd data={breadcrumbLd(trail)} />
      {entity ? <JsonLd data={entity} /> : null}
      {entry.faqs.length > 0 ? <JsonLd data={faqLd(entry.faqs)} /> : null}
      <LeadModules entry={entry} />
      {lead}
      {workFirst ? work : null}
      <ProseSections sections={entry.sections} />
      {children}
      {workFirst ? null : work}
      <Faq faqs={entry.faqs} />
      <PageEnding entry={entry} related={related} />
    </>
  );
}
