import type { ReactNode } from 'react';
import type { Pt } from './cairn';
import { layout, type Ground, type Peak } from './landscape';
import { Clinic, FoodBank, ink, MeetingHall, Pylon, RateBoard } from './landmarks-places';
import { Trailhead } from './landmarks-trail';
import { TrailLine } from './trail';

/**
 * Home's scene, the one drawn at the scale of the whole range: from the trailhead's signpost the
 * blazed trail climbs the mountain past the five kinds of client we work for, each drawn small on
 * a terrace cut into the slope (the food bank, the credit union's hall, the clinic, the
 * association's hall, the utility's lines), to the summit's cairn.
 */
export const HOME_PEAKS: readonly Peak[] = [[1230, 118, 230]];
export const HOME_AT = 900;

/** How small the places stand on the range: readable on a phone, where 860 units fill 375 px. */
const SCALE = 0.44;

/** The utility's lines: two pylons, the wires slung between them and on over the slope. */
function Lines({ ground }: { ground: Ground }) {
  const pylons = [
    { x: -50, h: 150 },
    { x: 52, h: 118 },
  ] as const;
  const [a, b] = pylons;
  // Each wire hangs from the arms' ends, one on either side, at the arms' two heights.
  const wire = (t: number, side: -1 | 1) => {
    const reach = (p: { h: number }) => p.h * 0.2 * (t < 0.2 ? 1.6 : 1.2) * side;
    const ay = -a.h + a.h * t;
    const by = -b.h + b.h * t;
    return `M${a.x + reach(a)} ${ay} Q${(a.x + b.x) / 2} ${(ay + by) / 2 + 16} ${b.x + reach(b)} ${by}`;
  };
  return (
    <g transform={`translate(${ground.x} ${ground.y})`}>
      {pylons.map((p) => (
        <Pylon key={p.x} {...p} />
      ))}
      <path
        d={[wire(0.12, -1), wire(0.12, 1), wire(0.3, -1), wire(0.3, 1)].join(' ')}
        fill="none"
        stroke="var(--art-line)"
        strokeWidth="1.5"
      />
    </g>
  );
}

type Place = (props: { ground: Ground }) => ReactNode;
interface Stop {
  /** Which kind of client, for the markup and its tests. */
  name: string;
  place: Place;
  /** Where its foot's centre stands across the range. */
  x: number;
  /** The ground it covers either side of its foot, in its own drawing's units. */
  foot: readonly [left: number, right: number];
  /** The terrace it stands on (TERRACES). */
  terrace: 0 | 1;
}
/**
 * The terraces cut across the mountain's face, low and high: the low one above the pines at the
 * mountain's foot, the high one under the sun's rays, each a row of places clear of the other.
 */
const TERRACES = [348, 270] as const;
/** In the order the trail passes them: along the low terrace, then back along the high one. */
const STOPS: readonly Stop[] = [
  { name: 'storm-lines', place: Lines, x: 1055, foot: [-100, 92], terrace: 0 },
  { name: 'food-bank', place: FoodBank, x: 1170, foot: [-140, 200], terrace: 0 },
  { name: 'rate-board', place: RateBoard, x: 1322, foot: [-126, 210], terrace: 0 },
  {
    name: 'meeting-hall',
    place: (p) => <MeetingHall {...p} bare />,
    x: 1302,
    foot: [-114, 134],
    terrace: 1,
  },
  { name: 'clinic', place: (p) => <Clinic {...p} bare />, x: 1166, foot: [-160, 160], terrace: 1 },
];

/** The trail turns up to the high terrace this far in from the frame's right edge. */
const EDGE = 1424;

/** Where each place stands: its foot's ends across the range, and its terrace's level. */
function homeStops() {
  return STOPS.map((stop) => {
    const [left, right] = stop.foot.map((u) => stop.x + u * SCALE) as [number, number];
    return { ...stop, left, right, y: TERRACES[stop.terrace] };
  });
}

export function HomeRange({ ground }: { ground: Ground }) {
  const { summit, mainHeight } = layout({ peaks: HOME_PEAKS, at: HOME_AT, sky: true });
  const stops = homeStops();
  // One trail from the signpost's foot along the low terrace under its places, up at its end to
  // the high one and back along it, then up the summit's shoulder on the sun's side, just under
  // its crest (the hatching shades the other flank), to the summit.
  const trail: Pt[] = [[ground.x + 20, ground.y - 2]];
  for (const [i, { left, right, y, terrace }] of stops.entries()) {
    // Rightward along the low terrace, leftward along the high one.
    const back = terrace === 1;
    const ends: Pt[] = [
      [Math.round(left - 6), y + 5],
      [Math.round(Math.min(right + 6, EDGE)), y + 5],
    ];
    if (back) ends.reverse();
    // Where it comes up onto a terrace, it turns on the terrace's level before it runs along, so
    // its curve does not swing up over the terrace's edge.
    if (i > 0 && stops[i - 1]!.terrace !== terrace) {
      trail.push([ends[0]![0] + (back ? 14 : -14), y + 5]);
    }
    trail.push(...ends);
  }
  const crest = (x: number): Pt => [x, Math.round(mainHeight(x) + 8)];
  trail.push(crest(summit.x - 120), crest(summit.x - 70), [
    summit.x - 12,
    Math.round(summit.y + 4),
  ]);
  return (
    <g>
      {/* The terraces: level shelves cut into the slope, their edges drawn; the trail on them. */}
      {stops.map(({ name, left, right, y }) => (
        <g key={name}>
          <path
            d={`M${Math.round(left - 10)} ${y} H${Math.round(right + 10)} l-6 7 H${Math.round(left - 4)} Z`}
            fill="var(--art-near)"
          />
          <path
            d={`M${Math.round(left - 10)} ${y} H${Math.round(right + 10)}`}
            {...ink}
            strokeWidth="2"
          />
        </g>
      ))}
      <TrailLine points={trail} />
      {stops.map(({ name, x, y, place: Place }) => (
        <g key={name} data-stop={name} transform={`translate(${x} ${y}) scale(${SCALE})`}>
          <Place ground={{ x: 0, y: 0, random: ground.random }} />
        </g>
      ))}
      <g data-part="signpost">
        <Trailhead ground={ground} />
      </g>
    </g>
  );
}
