import { getCollection, getEntry } from '@/content';
import { CardGrid } from '@/components/sections/card-grid';
import { ContentPage, toCard } from '@/components/sections/content-page';
import { pageEntryMetadata } from '@/lib/page-entry';

export const metadata = pageEntryMetadata('clients');

export default function ClientsPage() {
  return (
    <ContentPage entry={getEntry('pages', 'clients')}>
      <CardGrid
        id="client-types"
        heading="The teams we work with"
        items={getCollection('clients').map(toCard)}
      />
    </ContentPage>
  );
}
