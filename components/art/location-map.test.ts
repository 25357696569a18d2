/**
 * A state's map names its places where a reader can tell which name is which: no name sits on
 * another place's mark or across a leader line (Washington's "The Capitol" once sat on Dupont
 * Circle's dot and its leader).
 */
import { describe, expect, it } from 'vitest';
import { stateMaps } from '@/content/geo';
import { mapLayout } from './location-map';
import { hits, markBox, overlaps } from './map-labels';

describe("a state's map", () => {
  for (const abbreviation of Object.keys(stateMaps)) {
    it(`${abbreviation}: every name and leader clear of the other places' marks, names and leaders`, () => {
      const layout = mapLayout(abbreviation)!;
      const marks = layout.places.map((place) => markBox(layout.xy(place.at), !!place.office));
      const leaders = layout.spots.flatMap((spot) => (spot.leader ? [spot.leader] : []));
      layout.spots.forEach((spot, i) => {
        const name = layout.places[i]!.name;
        marks.forEach((mark, j) => {
          if (j === i) return;
          expect(
            overlaps(spot.box, mark),
            `"${name}" on the mark of "${layout.places[j]!.name}"`,
          ).toBe(false);
        });
        const others = leaders.filter((leader) => leader !== spot.leader);
        expect(hits(spot.box, others, 0), `"${name}" across a leader line`).toBe(false);
        if (!spot.leader) return;
        marks.forEach((mark, j) => {
          if (j === i) return;
          expect(
            hits(mark, [spot.leader!], 0),
            `the leader of "${name}" through the mark of "${layout.places[j]!.name}"`,
          ).toBe(false);
        });
      });
    });
  }
});
