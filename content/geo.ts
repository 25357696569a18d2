/**
 * The states our location pages map: their outlines from the Census Bureau's public-domain
 * cartographic boundaries (content/geo/outlines.json, written by scripts/geo-outlines.ts from
 * us-atlas; a unit test holds the file to the script), and the places each page marks.
 * components/art/location-map.tsx projects and draws them.
 */
import outlines from './geo/outlines.json';

export type LonLat = readonly [number, number];

export interface Place {
  name: string;
  at: LonLat;
}

export interface StateMap {
  /** One or more closed rings (Maryland's shores on both sides of the Chesapeake Bay). */
  rings: readonly (readonly LonLat[])[];
  /** Cities the page names, where we hold workshops. */
  places: readonly Place[];
}

/** Our only office. Drawn as a cairn wherever it falls inside a map. */
export const office: Place = { name: 'Baltimore office', at: [-76.61, 39.29] };

/** The places each state's page marks, by the state's postal abbreviation. */
const places: Record<string, readonly Place[]> = {
  MD: [
    { name: 'Salisbury', at: [-75.6, 38.36] },
    { name: 'Cumberland', at: [-78.76, 39.65] },
  ],
  TN: [
    { name: 'Memphis', at: [-90.05, 35.15] },
    { name: 'Nashville', at: [-86.78, 36.16] },
    { name: 'Knoxville', at: [-83.92, 35.96] },
    { name: 'Chattanooga', at: [-85.31, 35.05] },
  ],
  FL: [
    { name: 'Tallahassee', at: [-84.28, 30.44] },
    { name: 'Jacksonville', at: [-81.66, 30.33] },
    { name: 'Tampa', at: [-82.46, 27.95] },
    { name: 'Miami', at: [-80.19, 25.77] },
  ],
  PA: [
    { name: 'Pittsburgh', at: [-79.99, 40.44] },
    { name: 'Harrisburg', at: [-76.88, 40.27] },
    { name: 'Philadelphia', at: [-75.17, 39.95] },
  ],
  OH: [
    { name: 'Cleveland', at: [-81.69, 41.5] },
    { name: 'Columbus', at: [-83.0, 39.96] },
    { name: 'Cincinnati', at: [-84.51, 39.1] },
  ],
  VA: [
    { name: 'Arlington', at: [-77.1, 38.88] },
    { name: 'Richmond', at: [-77.44, 37.54] },
    { name: 'Norfolk', at: [-76.29, 36.85] },
    { name: 'Roanoke', at: [-79.94, 37.27] },
  ],
  DC: [
    { name: 'The Capitol', at: [-77.01, 38.89] },
    { name: 'Dupont Circle', at: [-77.04, 38.91] },
  ],
  CA: [
    { name: 'Sacramento', at: [-121.49, 38.58] },
    { name: 'San Francisco', at: [-122.42, 37.77] },
    { name: 'Los Angeles', at: [-118.24, 34.05] },
    { name: 'San Diego', at: [-117.16, 32.72] },
  ],
};

// The file is written by scripts/geo-outlines.ts and held to it by a test: pairs of numbers.
const rings = outlines.states as unknown as Record<string, readonly (readonly LonLat[])[]>;

export const stateMaps: Record<string, StateMap> = Object.fromEntries(
  Object.entries(places).map(([abbreviation, marked]) => {
    const outline = rings[abbreviation];
    if (!outline) throw new Error(`content/geo/outlines.json has no outline of ${abbreviation}`);
    return [abbreviation, { rings: outline, places: marked }];
  }),
);

type Rings = readonly (readonly LonLat[])[];

/** The map on /locations, drawn far smaller: the lower 48 and each state, with fewer points. */
export const nationalMap = outlines.national as unknown as {
  lower48: Rings;
  states: Record<string, Rings>;
};
