import { getCollection, type Entry } from '@/content';
import { LocationMap } from './location-map';
import { NationalMap } from './national-map';

/**
 * The map beside a location page's headline, or the map of every place we work beside /locations':
 * a map carries information, so it keeps a column of its own where other pages have a landscape
 * (components/art/hero-scene.tsx).
 */
export function PageArt({ entry }: { entry: Entry<'locations'> | Entry<'pages'> }) {
  if (entry.collection === 'locations') {
    const place = entry as Entry<'locations'>;
    return <LocationMap abbreviation={place.abbreviation} state={place.state} />;
  }
  return <NationalMap places={getCollection('locations')} />;
}
