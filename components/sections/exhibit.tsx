import type { Entry } from '@/content';
import { exhibitOf } from '@/content/page-kinds';
import { RidgePanel } from '@/components/art/ridge-panel';
import { SceneBackdrop } from '@/components/art/hero-scene';
import { ExampleNotes, Paper } from './figure-section';
import { PhoneFold } from '@/components/ui/titled-fold';

/**
 * A page's own example as its hero (the rate entry on credit unions, the content type on
 * Drupal): the thing the page is about, set in front of the page's own landscape (its phone
 * crop, the landmark clear of the paper), its fields numbered, beside the headline from 1024 px
 * and under it on phones. Its notes stand in the hero too (`ExhibitNotes`), and its section
 * keeps only its words, so the page shows the example once and each number's note within a
 * glance of it.
 */
export function Exhibit({ entry }: { entry: Entry }) {
  const section = exhibitOf(entry);
  if (!section?.figure) return null;
  return (
    <RidgePanel
      art="exhibit"
      className="px-4 pt-4 pb-20 sm:px-6 sm:pt-6 sm:pb-24 lg:flex lg:h-full lg:flex-col lg:justify-center lg:pb-28 xl:px-10"
      backdrop={<SceneBackdrop slug={entry.slug} motif={entry.motif} />}
    >
      <div className="-rotate-1">
        <Paper figure={section.figure} card />
      </div>
    </RidgePanel>
  );
}

/**
 * The notes of the hero's example: from 1024 px under the headline, beside the paper whose
 * numbers they explain (in two columns, so the hero ends near where the paper does); on a phone
 * right under the paper, folded behind its label, one tap from the numbers.
 */
export function ExhibitNotes({ entry }: { entry: Entry }) {
  const figure = exhibitOf(entry)?.figure;
  if (!figure) return null;
  return (
    <PhoneFold label={figure.label}>
      <p className="text-sm font-semibold max-sm:hidden">{figure.label}</p>
      <ExampleNotes figure={figure} columns />
    </PhoneFold>
  );
}

/** The page's exhibit for its hero, or nothing where it has none (the landscape stays). */
export const exhibitFor = (entry: Entry) => (exhibitOf(entry) ? <Exhibit entry={entry} /> : null);
