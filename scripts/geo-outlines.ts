/**
 * Writes content/geo/outlines.json: the outlines of the states our location pages map and of the
 * lower 48, from the Census Bureau's public-domain cartographic boundaries (1:10,000,000, as
 * `us-atlas` 3.0.1 packages them), simplified to what a 400 px drawing shows and rounded to
 * 0.001° (about 100 m). The site draws them (components/art); nothing downloads anything.
 *
 * Usage: npx tsx scripts/geo-outlines.ts [--check]   (--check: exit 1 if the file would change)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { geoArea } from 'd3-geo';
import type { GeometryCollection, MultiPolygon, Polygon, Topology } from 'topojson-specification';
import { feature, merge } from 'topojson-client';
import { presimplify, simplify, sphericalTriangleArea } from 'topojson-simplify';
import states from 'us-atlas/states-10m.json' with { type: 'json' };

export const OUTLINES_FILE = 'content/geo/outlines.json';

/** The states the location pages map, by their postal abbreviation and their FIPS code. */
const FIPS: Record<string, string> = {
  CA: '06',
  DC: '11',
  FL: '12',
  MD: '24',
  OH: '39',
  PA: '42',
  TN: '47',
  VA: '51',
};
/** Not in the lower 48: Alaska, Hawaii and the territories. */
const NOT_LOWER_48 = new Set(['02', '15', '60', '66', '69', '72', '78']);

type Ring = [number, number][];
export interface Outlines {
  source: string;
  /** Each state on a map of its own. */
  states: Record<string, Ring[]>;
  /** The map of the lower 48: its outline, and each state at that scale. */
  national: { lower48: Ring[]; states: Record<string, Ring[]> };
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** Rings of a polygon or multipolygon, exterior rings only for islands smaller than `minArea`. */
function rings(geometry: GeoJSON.Geometry, minArea: number): Ring[] {
  const polygons =
    geometry.type === 'Polygon'
      ? [geometry.coordinates]
      : geometry.type === 'MultiPolygon'
        ? geometry.coordinates
        : [];
  return polygons
    .filter((polygon) => geoArea({ type: 'Polygon', coordinates: polygon }) >= minArea)
    .flatMap((polygon) =>
      polygon.map((ring) =>
        ring
          .slice(0, -1) // GeoJSON repeats the first point; the drawing closes each ring itself.
          .map(([lon, lat]) => [round(lon!), round(lat!)] as [number, number])
          .filter((p, i, all) => i === 0 || p[0] !== all[i - 1]![0] || p[1] !== all[i - 1]![1]),
      ),
    )
    .filter((ring) => ring.length >= 3);
}

export function makeOutlines(): Outlines {
  // The package's JSON is a topology of the states, each a polygon or a multipolygon.
  const topology = states as unknown as Topology<{ states: GeometryCollection<{ name: string }> }>;
  const shapes = (t: typeof topology) => t.objects.states.geometries as (Polygon | MultiPolygon)[];
  const shape = (t: typeof topology, fips: string): GeoJSON.Geometry =>
    (
      feature(
        t,
        shapes(t).find((g) => g.id === fips)!,
      ) as GeoJSON.Feature
    ).geometry;
  // Weights are spherical areas (steradians) of the triangle a point makes with its
  // neighbours: a point goes when its triangle is under a few square pixels of the drawing. A
  // state's map is about 330 × 250 px, whatever the state's size, so the threshold follows the
  // state's area; the national backdrop is one drawing of about 600 × 370 px.
  const simplified = presimplify(topology, sphericalTriangleArea);
  const PIXELS = 330 * 250;
  const underPixels = (area: number, px: number) => simplify(simplified, (area / PIXELS) * px);
  const outlines: Outlines = {
    source:
      'US Census Bureau cartographic boundaries 1:10,000,000, via us-atlas 3.0.1 (scripts/geo-outlines.ts)',
    states: {},
    national: { lower48: [], states: {} },
  };
  for (const [abbreviation, fips] of Object.entries(FIPS)) {
    const area = geoArea(shape(simplified, fips));
    const geometry = shape(underPixels(area, 3), fips);
    // Islands under 40 px² of the drawing are left out.
    outlines.states[abbreviation] = rings(geometry, (area / PIXELS) * 40);
  }
  const lower48Geometries = (t: typeof topology) =>
    shapes(t).filter((g) => !NOT_LOWER_48.has(String(g.id)));
  const nationArea = geoArea(merge(simplified, lower48Geometries(simplified)));
  const national = nationArea / (600 * 370);
  const coarse = underPixels(national * PIXELS, 6);
  outlines.national.lower48 = rings(merge(coarse, lower48Geometries(coarse)), national * 40);
  for (const [abbreviation, fips] of Object.entries(FIPS)) {
    outlines.national.states[abbreviation] = rings(shape(coarse, fips), national * 4);
  }
  return outlines;
}

export const outlinesJson = () => `${JSON.stringify(makeOutlines())}\n`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = path.join(process.cwd(), OUTLINES_FILE);
  const next = outlinesJson();
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (process.argv.includes('--check')) {
    if (current !== next) {
      console.error(`${OUTLINES_FILE} is out of date: run npx tsx scripts/geo-outlines.ts`);
      process.exit(1);
    }
  } else {
    fs.writeFileSync(file, next);
    const outlines = JSON.parse(next) as Outlines;
    const points = (r: Ring[]) => r.reduce((n, ring) => n + ring.length, 0);
    for (const [k, r] of Object.entries(outlines.states))
      console.log(`${k}: ${r.length} rings, ${points(r)} points`);
    const { lower48, states: small } = outlines.national;
    console.log(`lower 48: ${lower48.length} rings, ${points(lower48)} points`);
    for (const [k, r] of Object.entries(small)) console.log(`national ${k}: ${points(r)} points`);
    console.log(`${OUTLINES_FILE}: ${(next.length / 1024).toFixed(1)} KB`);
  }
}
