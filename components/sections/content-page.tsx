import type { ReactNode } from 'react';
import Link from 'next/link';
import { entryByHref, getEntry, type Entry } from '@/content';
import { ExhibitNotes } from './exhibit';
import { exhibitOf, kindOf, type KindedEntry, type StandardKind } from '@/content/page-kinds';
import { snippets } from '@/content/snippets';
import { navigation, type NavLink } from '@/config/navigation';
import { Breadcrumbs } from './breadcrumbs';
import type { CardItem } from './card-grid';
import { Faq } from './faq';
import { Hero } from './hero';
import { ProseSections } from './prose-sections';
import { kindViews } from './page-kinds';
import { WorkSection } from './work-section';
import { AuditProof, linksAudit } from './audit-proof';
import { studiesFor } from '@/content/work';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbLd, faqLd } from '@/components/seo/structured-data';

export function toCard(entry: Entry): CardItem {
  return { href: entry.href, title: entry.label, summary: entry.summary };
}

/**
 * Home → (overview page) → this page, with labels from the content itself. A platform's parent
 * is the Platforms the top bar and the menu name (where their link lands), not the services
 * overview a platform only shares a folder with.
 */
export function trailFor(entry: Entry): NavLink[] {
  const trail: NavLink[] = [{ label: 'Home', href: '/' }];
  const platforms = navigation().menuGroups.find((group) => group.id === 'platforms');
  if (entry.collection === 'services' && entry.category === 'platform' && platforms) {
    trail.push({ label: platforms.title, href: platforms.overview.href });
  } else if (entry.collection !== 'pages') {
    const overview = getEntry('pages', entry.collection);
    trail.push({ label: overview.title, href: overview.href });
  }
  trail.push({ label: entry.label, href: entry.href });
  return trail;
}

interface ContentPageProps {
  entry: Entry;
  /** Extra sections after the body (overview cards). */
  children?: ReactNode;
  /** A section of the page's own before its body (the ways to work on /services). */
  lead?: ReactNode;
}

/** The heading of the studies on a client type, service, solution or platform page. */
function workHeading(entry: Entry): string {
  if (entry.collection === 'clients')
    return `${snippets.work.sectorHeading} ${entry.title.toLowerCase()}`;
  if (entry.collection === 'services' || entry.collection === 'solutions') {
    return entry.workHeading ?? `${snippets.work.offerHeading} ${entry.title}`;
  }
  return `${snippets.work.offerHeading} ${entry.title}`;
}

/**
 * The standard page: hero, lead modules, body sections, studies, FAQs and the ending, what its
 * kind draws taken from the kind's view (components/sections/page-kinds.tsx).
 */
export function ContentPage({ entry, children, lead }: ContentPageProps) {
  const kinded = kindOf(entry);
  if (kinded.kind === 'home' || kinded.kind === 'news-index' || kinded.kind === 'work-index') {
    throw new Error(`${entry.file}: a page of the kind "${kinded.kind}" has a route of its own`);
  }
  return (
    <KindPage kinded={kinded} lead={lead}>
      {children}
    </KindPage>
  );
}

function KindPage<K extends StandardKind>({
  kinded,
  children,
  lead,
}: {
  kinded: KindedEntry<K>;
  children?: ReactNode;
  lead?: ReactNode;
}) {
  const view = kindViews[kinded.kind];
  const entry = kinded.entry;
  const trail = trailFor(entry);
  const entity = view.entity?.(entry, {
    name: entry.title,
    description: entry.description,
    path: entry.href,
  });
  const related = entry.related
    .map((href) => entryByHref(href))
    .filter((e) => e !== undefined)
    .map(toCard);
  const placed = view.work?.(entry) ?? 'after';
  const studies = placed === 'none' ? [] : studiesFor(entry);
  const work =
    placed === 'none' ? null : (
      <WorkSection
        heading={workHeading(entry)}
        studies={studies}
        // The one audit that is not a sample leads the studies of a page whose copy links it
        // (a page without studies, /why-cairn, shows its record whole elsewhere).
        lead={entry.sections.some((section) => linksAudit(section.html)) ? <AuditProof /> : null}
        topic={entry.collection === 'solutions' ? entry.slug : undefined}
        more={{ href: '/work', label: snippets.work.more }}
      />
    );
  const art = view.art?.(entry);
  const beside = view.beside?.(entry);
  const { Lead, Ending } = view;
  const questions = view.questions ?? 'before-ending';
  const faq = (at: typeof questions) =>
    questions === at ? <Faq faqs={entry.faqs} ending={at === 'before-ending'} /> : null;
  return (
    <>
      <Hero
        eyebrow={entry.eyebrow}
        title={entry.title}
        headline={entry.headline}
        intro={entry.intro}
        before={<Breadcrumbs trail={trail} />}
        // A buyer on their sector's page is one click from the work done for their kind; a link
        // beside the button, both on one line on a phone.
        actions={
          entry.collection === 'clients' && studies.length > 0 ? (
            <Link
              href="#work"
              className="inline-flex min-h-11 items-center self-center px-2 font-semibold text-accent underline underline-offset-4 hover:text-accent-hover"
            >
              {snippets.work.sectorLink}
            </Link>
          ) : null
        }
        // A map, an example or the team is what the page is about, so it stands under the text on
        // phones too; a page with none has its landscape.
        {...(art
          ? { art, artOnPhones: true }
          : {
              art: beside,
              artOnPhones: !!beside,
              notes: exhibitOf(entry)?.figure ? <ExhibitNotes entry={entry} /> : undefined,
              scene: { slug: entry.slug, motif: entry.motif },
            })}
      />
      <JsonLd data={breadcrumbLd(trail)} />
      {entity ? <JsonLd data={entity} /> : null}
      {entry.faqs.length > 0 ? <JsonLd data={faqLd(entry.faqs)} /> : null}
      {Lead ? <Lead entry={entry} /> : null}
      {lead}
      <ProseSections sections={entry.sections} exhibit={exhibitOf(entry)?.id} />
      {children}
      {faq('after-body')}
      {work}
      {faq('before-ending')}
      <Ending entry={entry} related={related} />
    </>
  );
}
