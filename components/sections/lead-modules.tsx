import { getEntry, gridCopy, type Entry } from '@/content';
import { PageArt } from '@/components/art/page-art';
import type { PlansPage } from '@/content/page-kinds';
import { snippets } from '@/content/snippets';
import { Comparison } from './comparison';
import { ListSection } from './list-section';
import { SectorProof } from './evidence';

/**
 * The modules a kind of page leads with, before its prose: what the page is, shown first. Each
 * draws its entry's module fields (those marked `module` in content/schema/).
 */

const m = snippets.modules;
const toItem = (point: { title: string; text: string }) => point;
const toLine = (text: string) => ({ text });

/**
 * A client type's problems, then the rules its sites must meet, and under them this page in the
 * editor, those rules listed, beside this site's record: a buyer's "can we check you, can we run
 * it ourselves" answered by showing both where the rules are named.
 */
export function SectorModules({ entry }: { entry: Entry<'clients'> }) {
  return (
    <>
      <ListSection
        id="problems"
        heading={m.problems(entry.title.toLowerCase())}
        groups={[{ items: entry.problems.map(toItem) }]}
      />
      <ListSection
        id="rules"
        heading={m.rules}
        intro={m.rulesIntro}
        groups={[{ items: entry.rules }]}
        after={<SectorProof href={entry.href} />}
      />
    </>
  );
}

/** A platform's when to choose it and when not; a solution's steps and deliverables. */
export function OfferModules({ entry }: { entry: Entry<'services' | 'solutions'> }) {
  if (entry.collection === 'solutions') {
    return (
      <>
        <ListSection
          id="steps"
          heading={m.steps}
          groups={[{ items: entry.steps.map(toItem), ordered: true }]}
        />
        <ListSection
          id="deliverables"
          heading={m.deliverables}
          groups={[{ items: entry.deliverables.map(toLine), marker: 'yes' }]}
        />
      </>
    );
  }
  if (!entry.whenToChoose || !entry.whenNot) return null;
  return (
    <ListSection
      id="when-to-choose"
      heading={m.when(entry.label)}
      groups={[
        {
          heading: m.whenYes(entry.label),
          items: entry.whenToChoose.map(toLine),
          marker: 'yes',
        },
        { heading: m.whenNo, items: entry.whenNot.map(toLine), marker: 'no' },
      ]}
    />
  );
}

/**
 * The sectors a location serves, each with its local angle and a study from there, beside the
 * map of the state with the office (a map carries information, so it stays on phones too).
 */
export function LocationModules({ entry }: { entry: Entry<'locations'> }) {
  return (
    <ListSection
      id="sectors"
      heading={m.sectors(entry.state)}
      intro={m.office(entry.state)}
      aside={<PageArt entry={entry} />}
      groups={[
        {
          // The sectors' angles are of one length, so their cards are of one width.
          equal: true,
          items: entry.sectors.map(({ client, angle }) => {
            // The state's studies are in its ending, labelled there: a study named on one card
            // of five left the other four ending in blank space.
            const sector = getEntry('clients', client);
            return { title: sector.label, href: sector.href, text: angle };
          }),
        },
      ]}
    />
  );
}

/** The example support plans, compared as the ways to work are on /services. */
export function PlanModules({ entry }: { entry: PlansPage }) {
  const copy = gridCopy(entry, 'plans');
  const labels = m.plans;
  return (
    <Comparison
      id="plans"
      heading={copy.heading}
      intro={copy.intro}
      columns={entry.plans.map((plan) => ({
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
