import fs from 'node:fs';
import { geoContains } from 'd3-geo';
import { describe, expect, it } from 'vitest';
import { OUTLINES_FILE, outlinesJson } from '@/scripts/geo-outlines';
import { nationalMap, office, stateMaps, type LonLat } from './geo';

const inside = (rings: readonly (readonly LonLat[])[], at: LonLat) =>
  rings.some((ring) =>
    geoContains({ type: 'Polygon', coordinates: [[...ring.map((p) => [...p]), [...ring[0]!]]] }, [
      ...at,
    ]),
  );

describe('the maps of the states we serve', () => {
  it('are the Census outlines the script writes, unchanged by hand', () => {
    expect(fs.readFileSync(OUTLINES_FILE, 'utf8')).toBe(outlinesJson());
  });

  it('put every place a page marks inside its own state, and Baltimore in Maryland', () => {
    // Real coordinates of real cities: an outline drawn from memory, or the wrong state's, fails.
    const outside = Object.entries(stateMaps).flatMap(([state, map]) =>
      map.places.filter((place) => !inside(map.rings, place.at)).map((p) => `${state}: ${p.name}`),
    );
    expect(outside).toEqual([]);
    expect(inside(stateMaps.MD!.rings, office.at)).toBe(true);
    expect(inside(stateMaps.VA!.rings, office.at)).toBe(false);
  });

  it('keep the drawings light: a few hundred points a state, fewer on the national map', () => {
    const points = (rings: readonly (readonly LonLat[])[]) =>
      rings.reduce((n, ring) => n + ring.length, 0);
    for (const [state, map] of Object.entries(stateMaps)) {
      expect(points(map.rings), state).toBeLessThan(400);
      expect(points(nationalMap.states[state] ?? []), state).toBeLessThan(60);
    }
    expect(points(nationalMap.lower48)).toBeLessThan(600);
  });
});
