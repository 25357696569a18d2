import type { Metadata } from 'next';
import { getCollection, getEntry, gridCopy } from '@/content';
import { pageEntryMetadata } from '@/lib/page-entry';
import { CardGrid } from './card-grid';
import { ContentPage, toCard } from './content-page';

/** The id of each overview's card section: its anchor, and its copy's id in `grids`. */
const LIST_ID = {
  clients: 'client-types',
  locations: 'states',
  solutions: 'all-solutions',
} as const;

type Overviewed = keyof typeof LIST_ID;

/**
 * The overview of a collection (/clients, /locations, /solutions): its page in content/pages
 * (hero, body, FAQs) with a card for every entry. The cards' heading and intro come from that
 * page's `grids` entry with the list's id; one implementation, three thin route files.
 */
export function overviewRoute(collection: Overviewed): {
  metadata: Metadata;
  Page: () => React.JSX.Element;
} {
  return {
    metadata: pageEntryMetadata(collection),
    Page: function OverviewPage() {
      const entry = getEntry('pages', collection);
      const { heading, intro } = gridCopy(entry, LIST_ID[collection]);
      return (
        <ContentPage entry={entry}>
          <CardGrid
            id={LIST_ID[collection]}
            heading={heading}
            intro={intro}
            items={getCollection(collection).map(toCard)}
          />
        </ContentPage>
      );
    },
  };
}
