import { getCollection, getEntry, gridCopy, type CollectionName, type Entry } from '@/content';
import { snippets } from '@/content/snippets';
import { ContentPage } from '@/components/sections/content-page';
import { LinkIndex } from '@/components/sections/link-index';
import { WaysToWork } from '@/components/sections/ways-to-work';
import { pageEntryMetadata } from '@/lib/page-entry';

export const metadata = pageEntryMetadata('services');

const toLink = (entry: Entry<CollectionName>) => ({ href: entry.href, label: entry.label });

/**
 * The offer as a buyer meets it: three ways to work compared (length, price, first step, and the
 * services each draws on), then every service, platform and solution as one index of links.
 */
export default function ServicesPage() {
  const services = getCollection('services');
  const page = getEntry('pages', 'services');
  const ways = gridCopy(page, 'ways');
  return (
    <ContentPage
      entry={page}
      lead={
        page.ways ? (
          <WaysToWork
            heading={ways.heading}
            intro={ways.intro}
            ways={page.ways}
            labels={snippets.modules.ways}
          />
        ) : null
      }
    >
      <LinkIndex
        id="index"
        heading={gridCopy(page, 'index').heading}
        groups={[
          {
            id: 'what-we-do',
            heading: gridCopy(page, 'what-we-do').heading,
            links: [
              ...services.filter((s) => s.category === 'service').map(toLink),
              toLink(getEntry('solutions', 'analytics')),
              toLink(getEntry('pages', 'support')),
            ],
          },
          {
            id: 'platforms',
            heading: gridCopy(page, 'platforms').heading,
            links: services.filter((s) => s.category === 'platform').map(toLink),
          },
          {
            id: 'how-we-deliver',
            heading: gridCopy(page, 'how-we-deliver').heading,
            links: getCollection('solutions')
              .filter((s) => s.slug !== 'analytics')
              .map(toLink),
          },
        ]}
      />
    </ContentPage>
  );
}
