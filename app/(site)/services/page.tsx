import { getCollection, getEntry, gridCopy } from '@/content';
import { CardGrid } from '@/components/sections/card-grid';
import { ContentPage, toCard } from '@/components/sections/content-page';
import { pageEntryMetadata } from '@/lib/page-entry';

export const metadata = pageEntryMetadata('services');

export default function ServicesPage() {
  const services = getCollection('services');
  const support = getEntry('pages', 'support');
  const analytics = getEntry('solutions', 'analytics');
  const page = getEntry('pages', 'services');
  return (
    <ContentPage entry={page}>
      <CardGrid
        id="what-we-do"
        heading={gridCopy(page, 'what-we-do').heading}
        items={[
          ...services.filter((s) => s.category === 'service').map(toCard),
          toCard(analytics),
          toCard(support),
        ]}
      />
      <CardGrid
        id="platforms"
        heading={gridCopy(page, 'platforms').heading}
        items={services.filter((s) => s.category === 'platform').map(toCard)}
      />
      <CardGrid
        id="how-we-deliver"
        heading={gridCopy(page, 'how-we-deliver').heading}
        items={getCollection('solutions')
          .filter((s) => s.slug !== 'analytics')
          .map(toCard)}
      />
    </ContentPage>
  );
}
