import { getCollection, getEntry } from '@/content';
import { CardGrid } from '@/components/sections/card-grid';
import { ContentPage, toCard } from '@/components/sections/content-page';
import { pageEntryMetadata } from '@/lib/page-entry';

export const metadata = pageEntryMetadata('locations');

export default function LocationsPage() {
  return (
    <ContentPage entry={getEntry('pages', 'locations')}>
      <CardGrid
        id="states"
        heading="States we serve"
        items={getCollection('locations').map(toCard)}
      />
    </ContentPage>
  );
}
