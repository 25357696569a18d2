import type { CollectionName, Entry } from '@/content';
import { LocationMap } from './location-map';
import { Ascent, Survey } from './scenes';

/**
 * The illustration beside an inner page's headline, chosen by what the page is: a location's
 * map, a services or solutions page's survey sheet, an ascent for audiences and the site's own
 * pages. The page's slug seeds the drawing, so no two pages draw the same ridge.
 */
export function PageArt({ entry }: { entry: Entry<CollectionName> }) {
  if (entry.collection === 'locations') {
    const place = entry as Entry<'locations'>;
    return <LocationMap abbreviation={place.abbreviation} state={place.state} />;
  }
  if (entry.collection === 'services' || entry.collection === 'solutions') {
    return <Survey seed={entry.slug} motif={entry.motif} />;
  }
  return <Ascent seed={entry.slug} motif={entry.motif} />;
}
