import type { Entry } from '@/content';
import { exhibitOf } from '@/content/page-kinds';
import { RidgePanel } from '@/components/art/ridge-panel';
import { SceneBackdrop } from '@/components/art/hero-scene';
import { Paper } from './figure-section';

/**
 * A page's own example as its hero from 1024 px (the rate entry on credit unions, the content
 * type on Drupal): the thing the page is about, set in front of the page's own landscape (the
 * phone's crop of it, its landmark clear of the paper), its fields numbered, and a link leads to
 * the section whose notes explain the numbers. The section leaves the paper to the hero from
 * 1024 px, and shows it itself below, where the hero keeps the landscape's crop: the page shows
 * the example once at every width (components/sections/figure-section.tsx).
 */
export function Exhibit({ entry }: { entry: Entry }) {
  const section = exhibitOf(entry);
  if (!section?.figure) return null;
  return (
    <div>
      <RidgePanel
        art="exhibit"
        className="px-6 pt-6 pb-32 xl:px-10"
        backdrop={<SceneBackdrop slug={entry.slug} motif={entry.motif} />}
      >
        <div className="-rotate-1">
          <Paper figure={section.figure} />
        </div>
      </RidgePanel>
      <p className="mt-2 text-sm">
        <a
          href={`#${section.id}`}
          className="inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-4 hover:decoration-2"
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
