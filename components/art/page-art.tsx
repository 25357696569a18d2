import type { CollectionName, Entry } from '@/content';
import { HeroArt } from '@/components/sections/hero-art';
import { LocationMap } from './location-map';
import { MotifArt } from './motif-art';

/** The illustration beside an inner page's headline, chosen by what the page is. */
export function PageArt({ entry }: { entry: Entry<CollectionName> }) {
  if (entry.collection === 'locations') {
    const place = entry as Entry<'locations'>;
    return <LocationMap abbreviation={place.abbreviation} state={place.state} />;
  }
  if (entry.motif) return <MotifArt motif={entry.motif} seed={entry.slug} />;
  return <HeroArt className="h-auto w-full" />;
}
