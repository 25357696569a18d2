import { curve, type Pt } from './cairn';
import {
  ripple,
  StateForeground,
  stateTerrains,
  water,
  type ForegroundProps,
  type StateTerrain,
} from './terrain-states';

/**
 * What a landscape's near ground holds beside its landmark (components/art/landscape.tsx): open
 * meadow, a bay behind a headland, a wide bay and its shore, a river out of the valley, a main
 * street, a marsh, or high ground; or a state's own (terrain-states.tsx). Drawn in the scene's
 * box, in the --art-* tokens.
 */
export const SCENE = { width: 1440, height: 440 } as const;
export type Terrain =
  'meadow' | 'bay' | 'shore' | 'river' | 'street' | 'marsh' | 'high' | StateTerrain;
/** The states' own ground (components/art/terrain-states.tsx). */
export const isStateTerrain = (terrain: Terrain): terrain is StateTerrain =>
  (stateTerrains as readonly string[]).includes(terrain);

const f = (n: number) => Math.round(n * 10) / 10;
/**
 * The bay's horizon (/support's): a little above the plain's line at the frame's right, so the
 * sea covers the mountains' outline there instead of running a second line just under its own.
 */
const HORIZON = 368;

/** Short wave strokes across still water, between x0 and x1 around depth y. */
function waves(x0: number, x1: number, y: number, random: () => number) {
  const d: string[] = [];
  for (let x = x0 + 20; x < x1 - 40; x += 46 + random() * 30) {
    const yy = y + (random() - 0.5) * 16;
    d.push(`M${f(x)} ${f(yy)} q9 -5 18 0 t18 0`);
  }
  return d.join(' ');
}

/** A house on the main street: walls, a gable and a lit window, foot at (x, y). */
export function House({ x, y, w, h }: { x: number; y: number; w: number; h: number }) {
  return (
    <g stroke="var(--art-line)" strokeWidth="2" strokeLinejoin="round">
      <path
        d={`M${f(x)} ${f(y)} V${f(y - h)} L${f(x + w / 2)} ${f(y - h - w * 0.42)} L${f(x + w)} ${f(y - h)} V${f(y)} Z`}
        fill="var(--art-wall)"
      />
      <rect
        x={f(x + w * 0.3)}
        y={f(y - h * 0.72)}
        width={f(w * 0.4)}
        height={f(h * 0.34)}
        rx="1.5"
        fill="var(--art-window)"
      />
    </g>
  );
}

/**
 * The main street's houses left of the branch at `at`: each one's left x, width and height. The
 * trail (components/art/landscape.tsx) runs under their footings.
 */
export const streetHouses = (at: number) =>
  [
    [at - 400, 46, 40],
    [at - 344, 38, 54],
    [at - 296, 52, 36],
    [at - 236, 40, 48],
  ] as const;

/** Where a street house of width `w` at `x` stands: its foot on the near ground. */
export const houseFoot = (x: number, w: number, nearHeight: (x: number) => number) =>
  nearHeight(x + w / 2) + 6;

/** What the near ground holds beside the landmark, drawn over the near ground. */
export function Foreground(props: ForegroundProps<Terrain>) {
  const {
    terrain,
    at,
    nearHeight,
    fold: [fx, fy],
    random,
    layer,
  } = props;
  if (isStateTerrain(terrain)) return <StateForeground {...props} terrain={terrain} />;
  if (terrain === 'bay') {
    // Behind the landmark's headland the sea lies flat to the right edge under a ruled horizon,
    // the far shore's hills rising out of it. It begins behind the lighthouse's tower, so neither
    // its horizon nor its edge starts in the open; the near ground is its shore, drawn over it.
    const a = at + 20;
    const sea = `M${a} ${HORIZON} H${SCENE.width + 40} V${SCENE.height} H${a} Z`;
    return layer === 'behind' ? (
      <g>
        <path d={sea} fill={water.fill} />
        <path
          d={`M${a} ${HORIZON} H${SCENE.width + 40}`}
          fill="none"
          stroke={water.stroke}
          strokeWidth={water.strokeWidth}
        />
        <path d={waves(a + 140, SCENE.width, HORIZON + 22, random)} {...ripple} />
        <path d={waves(a + 100, SCENE.width, HORIZON + 48, random)} {...ripple} />
        <path
          d={`M${a + 260} ${HORIZON + 8} h70 M${a + 350} ${HORIZON + 12} h40`}
          {...ripple}
          strokeWidth="1.5"
        />
      </g>
    ) : null;
  }
  if (terrain === 'shore') {
    // A wide bay to the horizon behind the near shore, under the hills of the far side; the near
    // ground goes down into it at the landmark. Reeds and a far sail drawn over the shore.
    const a = at - 200;
    // Its far edge is a drawn shoreline: out of the near shore, along the foot of the far hills
    // (under them, so no edge crosses their flanks), up the last hill's flank to the horizon, which
    // is ruled only where it is open water.
    const shoreline: Pt[] = [
      [a, f(nearHeight(a) + 4)],
      [a + 60, f(nearHeight(a + 60))],
      [a + 110, 394],
      [a + 170, 388],
      [a + 230, 391],
      [a + 280, 384],
      [a + 310, 377],
      [a + 345, 372],
      [a + 375, 368],
      [a + 398, 361],
      [a + 420, 356],
      [a + 450, 355],
    ];
    const edge = curve(shoreline);
    const bay = `${edge} L${SCENE.width + 40} 354 V440 H${a} Z`;
    if (layer === 'behind') {
      return (
        <g>
          <path d={bay} fill={water.fill} />
          <path d={`${edge} L${SCENE.width + 40} 354`} {...water} fill="none" />
          <path d={waves(a + 100, at + 160, 404, random)} {...ripple} strokeWidth="1.5" />
          <path d={waves(at + 180, SCENE.width, 372, random)} {...ripple} strokeWidth="1.5" />
          <path d={waves(at + 90, SCENE.width, 402, random)} {...ripple} />
          <path d={waves(at + 60, SCENE.width, 426, random)} {...ripple} />
          <path
            d={`M${SCENE.width - 52} 370 l10 -26 l6 26 Z M${SCENE.width - 58} 370 h30`}
            fill="var(--art-wall)"
            stroke="var(--art-line)"
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
        </g>
      );
    }
    const reeds = [at - 150, at - 128, at - 70].map(
      (rx) =>
        `M${f(rx)} ${f(nearHeight(rx) + 4)} q-3 -18 -8 -28 M${f(rx + 5)} ${f(nearHeight(rx) + 4)} q2 -22 6 -32`,
    );
    return <path d={reeds.join(' ')} {...ripple} />;
  }
  if (terrain === 'river') {
    // Out of the fold where the two mountains meet, a thread at first, widening as it winds down
    // into the gorge under the landmark's bridge. The near ground, cut away over the gorge, is
    // painted over it, so its banks there are the ground's own line and the bridge stands over
    // it.
    if (layer === 'front') return null;
    const top = fy + 2;
    const course = Array.from({ length: 7 }, (_, i) => {
      const t = i / 6;
      const x = fx + (at - fx) * t - 34 * Math.sin(Math.PI * t);
      const y = top + (SCENE.height + 4 - top) * t ** 0.8;
      return { x, y, w: 1 + 150 * t ** 2 };
    });
    const banks: Pt[] = [
      ...course.map(({ x, y, w }): Pt => [f(x - w), f(y)]),
      ...course.reverse().map(({ x, y, w }): Pt => [f(x + w), f(y)]),
    ];
    const mid = course.at(-3)!;
    return (
      <g>
        <path d={`${curve(banks.slice(1, -1))} L${f(fx)} ${f(top)} Z`} {...water} />
        <path
          d={`M${f(mid.x - 6)} ${f(mid.y)} q6 -3 12 0 M${at - 50} 414 q10 -5 20 0 M${at + 20} 420 q10 -5 20 0`}
          {...ripple}
          strokeWidth="1.5"
        />
      </g>
    );
  }
  if (layer === 'behind') return null;
  if (terrain === 'marsh') {
    // Open water among reeds under the landmark, between its banks: the boardwalk's ramps come
    // down on the banks either side. Its edge is not outlined: a drawn rim round it read as a
    // slab lying on the marsh, not water in it; the reeds and ripples say where it is.
    const a = at - 168;
    const b = at + 168;
    const y = nearHeight(at) + 4;
    const pool = `M${a} ${f(y + 6)} C${a + 40} ${f(y - 8)} ${a + 100} ${f(y + 2)} ${a + 150} ${f(y - 4)} S${b - 100} ${f(y - 10)} ${b - 40} ${f(y - 2)} S${b + 8} ${f(y + 10)} ${b} ${f(y + 16)} C${b - 60} ${f(y + 36)} ${a + 70} ${f(y + 38)} ${a} ${f(y + 6)} Z`;
    const reeds = [a - 30, a - 6, a + 150, b - 120, b + 10, b + 34].map(
      (rx) =>
        `M${f(rx)} ${f(nearHeight(rx) + 6)} q-4 -24 -10 -36 M${f(rx + 6)} ${f(nearHeight(rx) + 6)} q2 -28 8 -40`,
    );
    return (
      <g>
        <path d={pool} fill="var(--art-far)" />
        <path d={waves(a + 40, b - 40, y + 16, random)} {...ripple} />
        <path d={reeds.join(' ')} {...ripple} />
      </g>
    );
  }
  if (terrain === 'street') {
    // The main street the branch stands on: a row of houses and shops left of it, its kerb
    // running on to the frame's edge.
    const houses = streetHouses(at);
    return (
      <g>
        <path
          d={`M${at - 430} ${f(nearHeight(at - 430) + 10)} H${SCENE.width}`}
          stroke="var(--art-line)"
          strokeWidth="1.5"
        />
        {houses.map(([x, w, h]) => (
          <House key={x} x={x} y={houseFoot(x, w, nearHeight)} w={w} h={h} />
        ))}
      </g>
    );
  }
  if (terrain === 'high') {
    // The outcrop the lookout stands on: strata in the rock under it.
    const y = nearHeight(at);
    return (
      <path
        d={`M${at - 120} ${f(y + 30)} l40 -6 M${at + 60} ${f(y + 26)} l50 -8 M${at - 60} ${f(y + 60)} l70 -4 M${at + 120} ${f(y + 58)} l40 6`}
        fill="none"
        stroke="var(--art-soft)"
        strokeWidth="2"
        strokeLinecap="round"
      />
    );
  }
  return null;
}
