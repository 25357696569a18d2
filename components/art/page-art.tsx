import { getCollection, type Entry } from '@/content';
import { LocationMap } from './location-map';
import { NationalMap } from './national-map';

/**
 * The map beside a location page's headline, or the map of every place we work beside /locations':
 * a map carries information, so it keeps a column of its own where other pages have a landscape
 * (components/art/hero-scene.tsx).
 */
export function PageArt({ entry }: { entry: Entry<'locations' | 'pages'> }) {
  if (entry.collection === 'locations') {
    return <LocationMap abbreviation={entry.abbreviation} state={entry.state} />;
  }
  return <NationalMap places={getCollection('locations')} />;
}
