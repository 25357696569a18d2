import { getCollection, getEntry } from '@/content';
import { CardGrid } from '@/components/sections/card-grid';
import { ContentPage, toCard } from '@/components/sections/content-page';
import { pageEntryMetadata } from '@/lib/page-entry';

export const metadata = pageEntryMetadata('solutions');

export default function SolutionsPage() {
  return (
    <ContentPage entry={getEntry('pages', 'solutions')}>
      <CardGrid
        id="all-solutions"
        heading="Solutions"
        items={getCollection('solutions').map(toCard)}
      />
    </ContentPage>
  );
}
