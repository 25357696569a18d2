import { nationalMap, office, type LonLat } from '@/content/geo';
import { ringsPath } from './map-path';
import { Cairn, tint } from './cairn';

const W = 640;
const PAD = 12;
/** The meridian the drawing is centred on: the lower 48's middle. */
const LON0 = -96;
/** The office's label, in drawing units: about 14 px where the map is 400 px wide. */
const LABEL = 22;

/**
 * A sinusoidal projection centred on the lower 48: the northern border curves as on the maps a
 * reader knows, without a projection library for one drawing.
 */
const project = ([lon, lat]: LonLat): [number, number] => [
  (lon - LON0) * Math.cos((lat * Math.PI) / 180),
  -lat,
];

const all = nationalMap.lower48.flat().map(project);
const minX = Math.min(...all.map((p) => p[0]));
const maxX = Math.max(...all.map((p) => p[0]));
const minY = Math.min(...all.map((p) => p[1]));
const maxY = Math.max(...all.map((p) => p[1]));
const scale = (W - 2 * PAD) / (maxX - minX);
const H = Math.round((maxY - minY) * scale + 2 * PAD);

const xy = (at: LonLat): [number, number] => {
  const [x, y] = project(at);
  return [PAD + (x - minX) * scale, PAD + (y - minY) * scale];
};

const path = (rings: readonly (readonly LonLat[])[]) => ringsPath(rings, xy);

/**
 * The places we work most on a map of the lower 48: each one's outline (content/geo.ts) filled in
 * the accent, the rest of the country as a quiet backdrop, and our Baltimore office as a cairn.
 * Washington, D.C. is too small to see at this scale and is drawn as a dot. An image whose text
 * alternative names every place it marks; the page lists them as links.
 */
export function NationalMap({ places }: { places: { abbreviation: string; state: string }[] }) {
  const drawn = places.filter((p) => nationalMap.states[p.abbreviation]);
  const [bx, by] = xy(office.at);
  const dc =
    nationalMap.states.DC && drawn.some((p) => p.abbreviation === 'DC') ? xy([-77.03, 38.9]) : null;
  // The office's name sits in the Atlantic, right of the coast; the drawing widens to hold it
  // (about 0.6 em a letter in the site's sans).
  const city = office.name.replace(/ office$/, '');
  const right = Math.max(W, Math.ceil(bx + 18 + city.length * 0.6 * LABEL) + PAD);
  const label = `Map of the United States marking ${drawn.map((p) => p.state).join(', ')}, with our ${office.name}`;
  return (
    <svg
      viewBox={`0 0 ${right} ${H}`}
      width={right}
      height={H}
      role="img"
      aria-label={label}
      data-art="map"
      className="h-auto w-full"
    >
      <path
        d={path(nationalMap.lower48)}
        fill="var(--surface)"
        stroke="var(--muted-foreground)"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      {drawn
        .filter((p) => nationalMap.states[p.abbreviation]!.length > 0)
        .map((p) => (
          <path
            key={p.abbreviation}
            d={path(nationalMap.states[p.abbreviation]!)}
            fill={tint(70)}
            stroke="var(--foreground)"
            strokeWidth="1.25"
            strokeLinejoin="round"
          />
        ))}
      {dc ? (
        <circle
          cx={dc[0]}
          cy={dc[1]}
          r="3.5"
          fill="var(--foreground)"
          stroke="var(--background)"
          strokeWidth="1.5"
        />
      ) : null}
      <Cairn x={bx} y={by - 2} scale={0.75} />
      <text
        x={bx + 18}
        y={by - 10}
        fontSize={LABEL}
        fontWeight={700}
        fill="var(--foreground)"
        stroke="var(--background)"
        strokeWidth="4"
        paintOrder="stroke"
      >
        {city}
      </text>
    </svg>
  );
}
