import type { ReactNode } from 'react';
import type { Entry } from '@/content';
import type { StandardKinds } from '@/content/page-kinds';
import { PageArt } from '@/components/art/page-art';
import type { EndingMark } from '@/components/art/ending-marks';
import { Crew } from '@/components/team/crew';
import { SceneBackdrop } from '@/components/art/hero-scene';
import { getTeam } from '@/content/team';
import { professionalServiceLd, serviceLd } from '@/components/seo/structured-data';
import type { CardItem } from './card-grid';
import { LocationModules, OfferModules, PlanModules, SectorModules } from './lead-modules';
import { LocationEnding } from './location-ending';
import {
  closingOf,
  ContactLine,
  FirstMeeting,
  GuideEnding,
  PlanAsk,
  StepsEnding,
} from './page-endings';
import { exhibitFor } from './exhibit';
import { SectorLead } from './sector-lead';
import { WayEnding } from './way-ending';

/**
 * The drawing an overview closes on, by the collection it introduces, where the guide's fork does
 * not say it best: the five kinds of client for /clients, the crew's tools for /solutions (each
 * mends one stretch of the way). /services and /locations stay at the fork, a choice of ways.
 */
const OVERVIEW_MARKS: Partial<Record<string, EndingMark>> = {
  clients: 'hamlet',
  solutions: 'tools',
};

/** What structured data about a page starts from. */
interface LdBase {
  name: string;
  description: string;
  path: string;
}

/** What a kind of page shows beyond what every standard page has, typed by its entries. */
export interface KindView<E extends Entry> {
  /** The modules the page leads with, before its prose (components/sections/lead-modules.tsx). */
  Lead?: (props: { entry: E }) => ReactNode;
  /** How the page ends: blocks of its own, shaped by what its reader came for. */
  Ending: (props: { entry: E; related: CardItem[] }) => ReactNode;
  /** Structured data that describes the entry itself (beyond breadcrumbs and FAQs). */
  entity?: (entry: E, base: LdBase) => object;
  /** Where the page's case studies go: after the body (and its questions), or `none` where the page links them otherwise. */
  work?: (entry: E) => 'after' | 'none';
  /**
   * Where the page's questions go: `after-body`, after what the page explains and before its
   * studies, so a buyer reads the case, then the answers, then the proof, and the page does not
   * go from questions straight to its ending; `before-ending` (the default), after all the page
   * explains, for a page whose proof is in its ending or elsewhere.
   */
  questions?: 'after-body' | 'before-ending';
  /** Art that carries information (a map), kept beside the headline on phones too. */
  art?: (entry: E) => ReactNode;
  /**
   * Art in place of the landscape, beside the headline from 1024 px and under it on phones (the
   * team, shown as people; a page's own example, components/sections/exhibit.tsx). Nothing keeps
   * the landscape.
   */
  beside?: (entry: E) => ReactNode;
}

/**
 * Each kind of page (content/page-kinds.ts) and what it draws: the one place a kind's look is
 * chosen, so a kind no longer ends as another does (scripts/endings.build.test.ts).
 */
export const kindViews: { [K in keyof StandardKinds]: KindView<StandardKinds[K]> } = {
  sector: {
    beside: exhibitFor,
    Lead: SectorModules,
    Ending: ({ entry, related }) => <SectorLead client={entry} related={related} />,
    questions: 'after-body',
  },
  offer: {
    beside: exhibitFor,
    Lead: OfferModules,
    Ending: WayEnding,
    entity: (entry, base) => serviceLd({ ...base, serviceType: entry.label }),
    questions: 'after-body',
  },
  location: {
    Lead: LocationModules,
    Ending: ({ entry, related }) => <LocationEnding location={entry} related={related} />,
    entity: (entry, base) => professionalServiceLd({ ...base, areaServed: entry.state }),
    // A location links its studies from the sectors it serves; its map is in its modules, its
    // hero the landscape of its Illustration (a shore). Its questions come after all it explains
    // (they ask about meetings, the region and languages, which its sections introduce), just
    // before the work nearby and the people there that it ends with.
    work: () => 'none',
  },
  overview: {
    Ending: ({ entry }) => (
      <GuideEnding closing={closingOf(entry)} mark={OVERVIEW_MARKS[entry.slug]} />
    ),
    art: (entry) => (entry.slug === 'locations' ? <PageArt entry={entry} /> : null),
    beside: exhibitFor,
  },
  support: {
    beside: exhibitFor,
    Lead: PlanModules,
    Ending: ({ entry, related }) => (
      <PlanAsk closing={closingOf(entry)} plans={entry.plans} related={related} />
    ),
    entity: (_, base) => serviceLd({ ...base, serviceType: 'Website support and maintenance' }),
  },
  team: {
    // The people gathered in front of the page's own place (its footbridge over the river).
    beside: (entry) => (
      <Crew people={getTeam()} backdrop={<SceneBackdrop slug={entry.slug} motif={entry.motif} />} />
    ),
    Ending: ({ entry, related }) => <FirstMeeting closing={closingOf(entry)} related={related} />,
  },
  why: {
    beside: exhibitFor,
    Ending: ({ related }) => <StepsEnding related={related} />,
  },
  statement: {
    Ending: ({ entry }) => <ContactLine closing={closingOf(entry)} />,
  },
};
