import { office, stateMaps, type LonLat, type Place } from '@/content/geo';
import { Cairn } from './cairn';

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

/** Is the office close enough to the state to share its map (within a quarter of its span)? */
function near(b: ReturnType<typeof bounds>, at: LonLat): boolean {
  const dx = (b.east - b.west) / 4;
  const dy = (b.north - b.south) / 4;
  return (
    at[0] >= b.west - dx && at[0] <= b.east + dx && at[1] >= b.south - dy && at[1] <= b.north + dy
  );
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
  const path = (rings: readonly (readonly LonLat[])[]) =>
    rings
      .map(
        (ring) =>
          `M${ring
            .map((p) =>
              xy(p)
                .map((n) => n.toFixed(1))
                .join(' '),
            )
            .join(' L')} Z`,
      )
      .join(' ');
  const [cx, cy] = xy([(outline.west + outline.east) / 2, (outline.north + outline.south) / 2]);
  const places: (Place & { office?: boolean })[] = [
    ...map.places,
    ...(showOffice ? [{ ...office, office: true }] : []),
  ];
  const label = `Map of ${state}${showOffice ? `, with our ${office.name}` : ''}, marking ${map.places.map((p) => p.name).join(', ')}`;
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      width={W}
      height={H}
      role="img"
      aria-label={label}
      data-art="map"
      className={`h-auto w-full ${className}`}
    >
      <defs>
        <clipPath id={`land-${abbreviation}`}>
          <path d={path(map.rings)} />
        </clipPath>
      </defs>
      <path
        d={path(map.rings)}
        fill="var(--surface)"
        stroke="var(--foreground)"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <g clipPath={`url(#land-${abbreviation})`}>
        {[0.82, 0.62].map((s) => (
          <path
            key={s}
            d={path(map.rings)}
            transform={`translate(${cx} ${cy}) scale(${s}) translate(${-cx} ${-cy})`}
            fill="none"
            stroke="var(--border)"
            strokeWidth={1.5 / s}
            strokeLinejoin="round"
          />
        ))}
        {map.water ? (
          <path
            d={path(map.water)}
            fill="var(--background)"
            stroke="var(--border)"
            strokeWidth="1.5"
          />
        ) : null}
      </g>
      {places.map((place) => {
        const [x, y] = xy(place.at);
        // Labels sit right of their mark unless they would run off the map (about 8 units a letter).
        const left = x + 14 + place.name.length * 8.5 > W;
        return (
          <g key={place.name}>
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
              x={left ? x - 12 : x + 12}
              y={y + 5}
              textAnchor={left ? 'end' : 'start'}
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
