import { getCollection, getEntry } from '@/content';
import { CardGrid } from '@/components/sections/card-grid';
import { ContentPage, toCard } from '@/components/sections/content-page';
import { pageEntryMetadata } from '@/lib/page-entry';

export const metadata = pageEntryMetadata('services');

export default function ServicesPage() {
  const services = getCollection('services');
  const support = getEntry('pages', 'support');
  const analytics = getEntry('solutions', 'analytics');
  return (
    <ContentPage entry={getEntry('pages', 'services')}>
      <CardGrid
        id="what-we-do"
        heading="What we do"
        items={[
          ...services.filter((s) => s.category === 'service').map(toCard),
          toCard(analytics),
          toCard(support),
        ]}
      />
      <CardGrid
        id="platforms"
        heading="Platforms"
        items={services.filter((s) => s.category === 'platform').map(toCard)}
      />
      <CardGrid
        id="how-we-deliver"
        heading="How we deliver"
        items={getCollection('solutions')
          .filter((s) => s.slug !== 'analytics')
          .map(toCard)}
      />
    </ContentPage>
  );
}
