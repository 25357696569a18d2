import { office, stateMaps, type LonLat, type Place } from '@/content/geo';
import { ringsPath } from './map-path';
import { Cairn } from './cairn';
import { placeLabels, type Box, type Point, type Segment } from './map-labels';

const W = 400;
const H = 320;
const PAD = 36;

function bounds(points: readonly LonLat[]) {
  const lons = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  return {
    west: Math.min(...lons),
    east: Math.max(...lons),
    south: Math.min(...lats),
    north: Math.max(...lats),
  };
}

function boxOf(points: readonly Point[]): Box {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

const corners = (b: Box): Point[] => [
  [b.x, b.y],
  [b.x + b.width, b.y + b.height],
];

const pad = (b: Box, n: number): Box => {
  const r = (v: number) => Math.round(v);
  return { x: r(b.x - n), y: r(b.y - n), width: r(b.width + 2 * n), height: r(b.height + 2 * n) };
};

/** Is the office close enough to the state to share its map (within a quarter of its span)? */
function near(b: ReturnType<typeof bounds>, at: LonLat): boolean {
  const dx = (b.east - b.west) / 4;
  const dy = (b.north - b.south) / 4;
  return (
    at[0] >= b.west - dx && at[0] <= b.east + dx && at[1] >= b.south - dy && at[1] <= b.north + dy
  );
}

/**
 * Where a state's map draws what: its projection, its places with their labels' spots, and the
 * view cropped to the land and the labels. Null for a state without a map.
 */
export function mapLayout(abbreviation: string) {
  const map = stateMaps[abbreviation];
  if (!map) return null;
  const land = map.rings.flat();
  const outline = bounds(land);
  const showOffice = near(outline, office.at);
  const b = bounds(showOffice ? [...land, office.at] : land);
  const k = Math.cos((((b.north + b.south) / 2) * Math.PI) / 180);
  const scale = Math.min(
    (W - 2 * PAD) / ((b.east - b.west) * k),
    (H - 2 * PAD) / (b.north - b.south),
  );
  const ox = (W - (b.east - b.west) * k * scale) / 2;
  const oy = (H - (b.north - b.south) * scale) / 2;
  const xy = ([lon, lat]: LonLat): [number, number] => [
    ox + (lon - b.west) * k * scale,
    oy + (b.north - lat) * scale,
  ];
  const path = (rings: readonly (readonly LonLat[])[]) => ringsPath(rings, xy);
  const [cx, cy] = xy([(outline.west + outline.east) / 2, (outline.north + outline.south) / 2]);
  const places: (Place & { office?: boolean })[] = [
    ...map.places,
    ...(showOffice ? [{ ...office, office: true }] : []),
  ];
  const project = (rings: readonly (readonly LonLat[])[]) => rings.map((ring) => ring.map(xy));
  const outlineSegments: Segment[] = project(map.rings).flatMap((ring) =>
    ring.map((p, i) => [p, ring[(i + 1) % ring.length]!] as Segment),
  );
  const landPoints = project(map.rings).flat();
  const landBox = boxOf(landPoints);
  const spots = placeLabels(
    places.map((place) => ({ at: xy(place.at), name: place.name, bold: !!place.office })),
    outlineSegments,
    landBox,
    W,
  );
  // The drawing is cropped to the land and its labels: no empty band above or below it.
  const view = pad(boxOf([...landPoints, ...spots.flatMap(({ box }) => corners(box))]), 10);
  return { map, showOffice, xy, path, cx, cy, places, spots, view };
}

/**
 * A drawn map of a state: its simplified outline (content/geo.ts) with two inset contour lines,
 * the cities the page names, and our Baltimore office as a cairn when it is on the map. An image
 * with a text alternative that lists what it marks.
 */
export function LocationMap({
  abbreviation,
  state,
  className = '',
}: {
  abbreviation: string;
  state: string;
  className?: string;
}) {
  const layout = mapLayout(abbreviation);
  if (!layout) return null;
  const { map, showOffice, xy, path, cx, cy, places, spots, view } = layout;
  const label = `Map of ${state}${showOffice ? `, with our ${office.name}` : ''}, marking ${map.places.map((p) => p.name).join(', ')}`;
  return (
    <svg
      viewBox={`${view.x} ${view.y} ${view.width} ${view.height}`}
      width={view.width}
      height={view.height}
      role="img"
      aria-label={label}
      data-art="map"
      className={`h-auto w-full ${className}`}
    >
      {/* The outline is drawn once and used four times (the clip, the coast, two contours):
          its path is the heaviest part of the page's markup, twice over with React's payload. */}
      <defs>
        <path id={`shape-${abbreviation}`} d={path(map.rings)} />
        <clipPath id={`land-${abbreviation}`}>
          <use href={`#shape-${abbreviation}`} />
        </clipPath>
      </defs>
      <use
        href={`#shape-${abbreviation}`}
        fill="var(--surface)"
        stroke="var(--foreground)"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <g clipPath={`url(#land-${abbreviation})`}>
        {[0.82, 0.62].map((s) => (
          <use
            key={s}
            href={`#shape-${abbreviation}`}
            transform={`translate(${cx} ${cy}) scale(${s}) translate(${-cx} ${-cy})`}
            fill="none"
            stroke="var(--border)"
            strokeWidth={1.5 / s}
            strokeLinejoin="round"
          />
        ))}
      </g>
      {places.map((place, i) => {
        const [x, y] = xy(place.at);
        const spot = spots[i]!;
        return (
          <g key={place.name}>
            {spot.leader ? (
              <line
                x1={spot.leader[0][0]}
                y1={spot.leader[0][1]}
                x2={spot.leader[1][0]}
                y2={spot.leader[1][1]}
                stroke="var(--muted-foreground)"
                strokeWidth="1.25"
              />
            ) : null}
            {place.office ? (
              <Cairn x={x} y={y + 4} scale={0.42} />
            ) : (
              <circle
                cx={x}
                cy={y}
                r="5"
                fill="var(--accent)"
                stroke="var(--background)"
                strokeWidth="2"
              />
            )}
            <text
              x={spot.x}
              y={spot.y}
              textAnchor={spot.anchor}
              fontSize="15"
              fontWeight={place.office ? 700 : 500}
              fill="var(--foreground)"
              stroke="var(--background)"
              strokeWidth="4"
              paintOrder="stroke"
            >
              {place.name}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
