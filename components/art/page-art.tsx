import { getCollection, type CollectionName, type Entry } from '@/content';
import { LocationMap } from './location-map';
import { NationalMap } from './national-map';
import { Ascent, Survey } from './scenes';

/**
 * The illustration beside an inner page's headline, chosen by what the page is: a location's
 * map, the places we work most on a map of the country for their overview, a services or
 * solutions page's survey sheet, an ascent for audiences and the site's own
 * pages. The page's slug seeds the drawing, so no two pages draw the same ridge.
 */
export function PageArt({ entry }: { entry: Entry<CollectionName> }) {
  if (entry.collection === 'locations') {
    const place = entry as Entry<'locations'>;
    return <LocationMap abbreviation={place.abbreviation} state={place.state} />;
  }
  if (entry.collection === 'pages' && entry.slug === 'locations') {
    return <NationalMap places={getCollection('locations')} />;
  }
  if (entry.collection === 'services' || entry.collection === 'solutions') {
    return <Survey seed={entry.slug} motif={entry.motif} />;
  }
  return <Ascent seed={entry.slug} motif={entry.motif} />;
}
