import type { Entry } from '@/content';
import { exhibitOf } from '@/content/page-kinds';
import { RidgePanel } from '@/components/art/ridge-panel';
import { SceneBackdrop } from '@/components/art/hero-scene';
import { notesId, Paper } from './figure-section';

/**
 * A page's own example as its hero (the rate entry on credit unions, the content type on
 * Drupal): the thing the page is about, set in front of the page's own landscape (its phone
 * crop, the landmark clear of the paper), its fields numbered, beside the headline from 1024 px
 * and under it on phones. A link leads to the notes that explain the numbers (a browser opens
 * the phone's fold it lands in); their section leaves the paper to the hero, so the page shows
 * the example once
 * (components/sections/figure-section.tsx).
 */
export function Exhibit({ entry }: { entry: Entry }) {
  const section = exhibitOf(entry);
  if (!section?.figure) return null;
  return (
    <div>
      <RidgePanel
        art="exhibit"
        className="px-4 pt-4 pb-20 sm:px-6 sm:pt-6 sm:pb-24 lg:pb-28 xl:px-10"
        backdrop={<SceneBackdrop slug={entry.slug} motif={entry.motif} />}
      >
        <div className="-rotate-1">
          <Paper figure={section.figure} card />
        </div>
      </RidgePanel>
      <p className="mt-1 text-sm sm:mt-2">
        <a
          href={`#${notesId(section.id)}`}
          className="inline-flex min-h-8 items-center font-semibold text-accent underline underline-offset-4 hover:decoration-2 sm:min-h-11"
        >
          {section.figure.label}
        </a>
        <span aria-hidden="true"> ↓</span>
      </p>
    </div>
  );
}

/** The page's exhibit for its hero, or nothing where it has none (the landscape stays). */
export const exhibitFor = (entry: Entry) => (exhibitOf(entry) ? <Exhibit entry={entry} /> : null);
