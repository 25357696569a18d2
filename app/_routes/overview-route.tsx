import type { Metadata } from 'next';
import { getCollection, getEntry, gridCopy, type Entry } from '@/content';
import { studiesFor } from '@/content/work';
import { outcomeChange } from '@/components/work/figures';
import { pageEntryMetadata } from '@/components/seo/page-entry';
import { CardGrid, type CardItem } from '@/components/sections/card-grid';
import { ContentPage, toCard } from '@/components/sections/content-page';
import { requestContent } from '@/server/preview/render';
import { clientPlaces } from '@/components/art/sector-places';
import { ReferenceOffer } from '@/components/sections/reference-offer';

/**
 * The id of each overview's card section: its anchor, and its copy's id in `grids`. /solutions
 * has none: its body names every solution by the phase it serves, each name the link to its page,
 * and a card for each repeated them a third time (with the ending's guide).
 */
const LIST_ID = {
  clients: 'client-types',
  locations: 'states',
} as const;

type Overviewed = keyof typeof LIST_ID | 'solutions';

/**
 * A client type's card with the first result of its first study under it: the proof a buyer
 * looks for beside the promise, flagged as a sample when the study is one.
 */
function withProof(entry: Entry<'clients'>, art: React.ReactNode): CardItem {
  const study = studiesFor(entry)[0];
  const outcome = study?.outcomes[0];
  if (!study || !outcome) return { ...toCard(entry), art };
  return {
    ...toCard(entry),
    art,
    footnote: {
      label: `${study.sample ? 'Sample study' : 'Case study'}: ${study.client}`,
      text: `${outcome.label}, ${outcomeChange(outcome)}`,
    },
  };
}

/** The kinds of client, each at its place: its hero's landmark, as home's ending draws them. */
function ClientCards({ heading, intro }: { heading: string; intro?: string }) {
  const clients = getCollection('clients');
  const places = clientPlaces();
  const items = clients.map((client, i) => withProof(client, places.view(i, 'w-full')));
  return (
    <CardGrid
      id={LIST_ID.clients}
      heading={heading}
      intro={intro}
      defs={places.defs}
      items={items}
      // Cards that cite a study offer a client to hear it from.
      after={items.some((item) => item.footnote) ? <ReferenceOffer /> : null}
    />
  );
}

/**
 * The overview of a collection (/clients, /locations, /solutions): its page in content/pages
 * (hero, body, FAQs) with a card for every entry where its body does not link each. The cards'
 * heading and intro come from that page's `grids` entry with the list's id; one implementation,
 * three thin route files.
 */
export function overviewRoute(collection: Overviewed): {
  metadata: Metadata;
  Page: () => Promise<React.JSX.Element>;
} {
  return {
    metadata: pageEntryMetadata(collection),
    Page: async function OverviewPage() {
      await requestContent();
      const entry = getEntry('pages', collection);
      if (collection === 'solutions') return <ContentPage entry={entry} />;
      const { heading, intro } = gridCopy(entry, LIST_ID[collection]);
      const cards =
        collection === 'clients' ? (
          <ClientCards heading={heading} intro={intro} />
        ) : (
          <CardGrid
            id={LIST_ID[collection]}
            heading={heading}
            intro={intro}
            items={getCollection(collection).map(toCard)}
          />
        );
      // A marketing team looks for its own sector first: on /clients the cards lead the page.
      return collection === 'clients' ? (
        <ContentPage entry={entry} lead={cards} />
      ) : (
        <ContentPage entry={entry}>{cards}</ContentPage>
      );
    },
  };
}
