import { entryByHref, getEntry, gridCopy } from '@/content';
import { snippets } from '@/content/snippets';
import { ContentPage } from '@/components/sections/content-page';
import { Comparison } from '@/components/sections/comparison';
import { pageEntryMetadata } from '@/components/seo/page-entry';
import { requestContent } from '@/server/preview/render';

// Read on each request under `next dev`, so a saved title shows on reload.
export async function generateMetadata() {
  await requestContent();
  return pageEntryMetadata('services');
}

/**
 * The offer as a buyer meets it: three ways to work compared (length, price, first step, and the
 * services and solutions each draws on), then the platforms every way builds on.
 */
export default async function ServicesPage() {
  await requestContent();
  const page = getEntry('pages', 'services');
  const ways = gridCopy(page, 'ways');
  const labels = snippets.modules.ways;
  return (
    <ContentPage
      entry={page}
      lead={
        page.ways ? (
          <Comparison
            id="ways"
            heading={ways.heading}
            intro={ways.intro}
            columns={page.ways.map((way) => ({
              title: way.title,
              fit: way.fit,
              facts: [
                { term: labels.length, value: way.length, strong: true },
                { term: labels.price, value: way.price, strong: true },
                { term: labels.start, value: way.start },
              ],
              // The services and solutions each way draws on, named as the menu names them.
              links: {
                heading: labels.offers,
                items: way.offers.map((href) => ({
                  href,
                  label: entryByHref(href)?.label ?? href,
                })),
              },
            }))}
          />
        ) : null
      }
      // The services and solutions are linked from the way that draws on each (the content
      // check holds every one to a way); the platforms, which every way builds on, by name in
      // the section that says how we choose one and describes each. The top bar's Platforms and
      // the menu's "All platforms" land on it (#platforms, its heading's id).
    />
  );
}
