import type { ReactNode } from 'react';
import { Cairn, curve, FIELD, seeded, type Pt } from './cairn';
import {
  Foreground,
  houseFoot,
  isStateTerrain,
  SCENE,
  streetHouses,
  type Terrain,
} from './terrain';
import { stateKnoll, statePines, stateShore, stateTrailEnd } from './terrain-states';
import { Trail, trailCourse, wayMarks, type TrailComposition } from './trail';

/**
 * The hero's landscape, in one hand for every page: far and near ridges, the main summit with
 * its cairn, contour lines and hatching on its flank, pines, the sun (the moon at night), and a
 * trail blazed in the brand's orange to the page's landmark (a rate board, a clinic, a lookout
 * tower: components/art/landmarks-*.tsx), by the course and past the way-marks its scene chooses
 * (components/art/trail.tsx).
 *
 * Drawn in a 1440 × 440 box whose right part holds everything tall: the headline sits over the
 * left part, where only the low ground runs, so the drawing is the hero's own ground rather than
 * a picture beside it. The ground goes on past the box's left edge (to x = LEFT), so a screen
 * wider than the box's proportions still has ground to its edge. Colours are the --art-* tokens
 * only, so the dark theme draws the same place at night.
 */
export { SCENE };
const LEFT = -900;
/**
 * The headline's part of the frame ends here: left of it only the low ground and the trail, so no
 * cloud or bird stands behind the text.
 */
const OPEN_LEFT = 0.55 * SCENE.width;

/** Where the landmark stands: its foot's centre on the near ground, and the scene's generator. */
export interface Ground {
  x: number;
  y: number;
  random: () => number;
  /**
   * How far below the foot the near ground lies `dx` from it (0 at the foot): a landmark that
   * runs along the ground (a fence, a wall) follows it. Absent where there is no landscape (home's
   * row of places, where the strip is level).
   */
  floor?: (dx: number) => number;
}

const smooth = (t: number) => (t <= 0 ? 0 : t >= 1 ? 1 : 0.5 - 0.5 * Math.cos(Math.PI * t));
const bump = (x: number, at: number, h: number, s: number) => h * Math.exp(-(((x - at) / s) ** 2));
const f = (n: number) => Math.round(n * 10) / 10;
/** Whole units: a 1440-wide landscape needs no finer step, and the page carries it twice. */
const whole = (n: number) => String(Math.round(n));
const line = (points: Pt[]) => curve(points, false, whole);

/** Points along a skyline from LEFT to the right edge, `step` apart, plus any fixed xs. */
function skyline(height: (x: number) => number, step: number, random: () => number, rough: number) {
  const xs: number[] = [];
  for (let x = LEFT; x <= SCENE.width; x += step) xs.push(x);
  if (xs.at(-1)! < SCENE.width) xs.push(SCENE.width);
  return xs.map((x): Pt => [x, f(height(x) + (random() - 0.5) * rough)]);
}

const closed = (points: Pt[]) =>
  `${line(points)} L${SCENE.width} ${SCENE.height} L${LEFT} ${SCENE.height} Z`;

/** A pine: three stacked triangles on a short trunk, foot at (x, y). */
export function Pine({ x, y, h }: { x: number; y: number; h: number }) {
  const w = h * 0.36;
  const tiers = [0, 0.3, 0.56].map((t, i) => {
    const top = y - h + t * h * 0.9;
    const half = w * (0.55 + i * 0.22);
    return `M${f(x)} ${f(top)} L${f(x + half)} ${f(top + h * 0.42)} L${f(x - half)} ${f(top + h * 0.42)} Z`;
  });
  return (
    <g>
      <path d={`M${f(x)} ${f(y)} V${f(y - h * 0.2)}`} stroke="var(--art-line)" strokeWidth="2" />
      <path d={tiers.join(' ')} fill="var(--art-ground)" />
    </g>
  );
}

/**
 * The sky: the sun by day (by night the same disc with the shade over it is a crescent moon, and
 * stars), the sun half behind a passing cloud, a sky of clouds with no sun, or a flight of birds
 * (by night, the stars alone). `x`, `y` is the sun's place, or where the clouds and birds gather.
 */
function Sky({
  x,
  y,
  random,
  weather,
}: {
  x: number;
  y: number;
  random: () => number;
  weather: Weather;
}) {
  const sun = weather === 'sun' || weather === 'veiled';
  // Clouds drift left of the place, the farther one inside the frame at 1440, the nearer one clear
  // of the headline's part of the frame; birds too.
  const cx = Math.min(Math.max(x, OPEN_LEFT + 180), SCENE.width - 110);
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2;
    return `M${f(x + Math.cos(a) * 50)} ${f(y + Math.sin(a) * 50)} L${f(x + Math.cos(a) * 62)} ${f(y + Math.sin(a) * 62)}`;
  });
  const stars = Array.from({ length: 12 }, (): Pt => [
    f(920 + random() * 520),
    f(18 + random() * 190),
  ]).filter(([sx, sy]) => !sun || Math.hypot(sx - x, sy - y) > 70);
  return (
    <g>
      <g fill="var(--art-star)">
        {stars.map(([sx, sy], i) => (
          <circle key={`${sx} ${sy}`} cx={sx} cy={sy} r={i % 3 === 0 ? 2.6 : 1.6} />
        ))}
      </g>
      {sun ? (
        <>
          <path d={rays.join(' ')} stroke="var(--art-ray)" strokeWidth="3" strokeLinecap="round" />
          <circle cx={x} cy={y} r={SUN_DISC} fill="var(--art-sun)" />
          <circle cx={x + 17} cy={y - 11} r="33" fill="var(--art-shade)" />
        </>
      ) : null}
      {weather === 'veiled' ? (
        <Cloud x={Math.max(x - 96, OPEN_LEFT + 10)} y={y + 54} w={132} />
      ) : null}
      {weather === 'clouds' ? (
        <>
          <Cloud x={cx - 170} y={y + 12} w={150} />
          <Cloud x={cx - 10} y={y - 20} w={110} />
        </>
      ) : null}
      {weather === 'birds' ? <Birds x={Math.max(x, OPEN_LEFT + 110)} y={y} /> : null}
    </g>
  );
}

/** A flight of five birds, each two short wing strokes, around (x, y); unseen at night. */
function Birds({ x, y }: { x: number; y: number }) {
  const flight: [number, number, number][] = [
    [-84, 14, 1],
    [-42, -16, 0.8],
    [0, 6, 1.1],
    [36, -34, 0.7],
    [70, -6, 0.9],
  ];
  const d = flight
    .map(([dx, dy, s]) => {
      const w = 15 * s;
      return `M${f(x + dx - w)} ${f(y + dy)} q${f(w / 2)} ${f(-w * 0.6)} ${f(w)} 0 q${f(w / 2)} ${f(-w * 0.6)} ${f(w)} 0`;
    })
    .join(' ');
  return (
    <path
      d={d}
      fill="none"
      stroke="var(--art-bird)"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  );
}

/** A small cloud: three lobes on a flat base at (x, y), `w` wide. */
export function Cloud({ x, y, w = 120 }: { x: number; y: number; w?: number }) {
  const r = w / 4;
  return (
    <g fill="var(--art-cloud)" stroke="var(--art-line)" strokeWidth="2">
      <path
        d={`M${f(x)} ${f(y)} a${f(r)} ${f(r)} 0 0 1 ${f(r * 0.9)} ${f(-r * 1.2)} a${f(r * 1.2)} ${f(r * 1.2)} 0 0 1 ${f(r * 2.1)} ${f(-r * 0.3)} a${f(r)} ${f(r)} 0 0 1 ${f(r)} ${f(r * 1.5)} Z`}
      />
    </g>
  );
}

/**
 * A scene's mountains: each peak as [x, top y, spread] (the main skyline is their upper envelope,
 * so two scenes with different peaks have different silhouettes), and what the near ground holds
 * beside the landmark: open meadow, a bay with its shore, a river out of the valley, a main street,
 * a marsh, or high ground the landmark stands on.
 */
export type Peak = readonly [x: number, top: number, spread: number];
export type { Terrain };

/** Rays end 62 from the sun's centre; the frame keeps them inside with this much to spare. */
const RAYS = 62;
/** The summit cairn's height at the scale drawn on the peak (four stones, scale 0.72). */
const SUMMIT_CAIRN = 44;
/** How rough the far ridge's line is, top to bottom. */
export const FAR_ROUGH = 14;
/** The sun's disc (the moon's at night). */
export const SUN_DISC = 38;
/** How far the sun's centre stands above the mountains: its rays mostly clear of them. */
const CLEAR = 52;
/** A river's footbridge (/team's) reaches this far either side of its middle, to the banks. */
const SPAN = 200;

/**
 * How a scene is composed beyond its peaks and landmark (components/art/scenes.ts chooses):
 * which side of the summit the sun keeps to, whether the horizon is low under a big sky, and the
 * trail's course and way-marks (components/art/trail.tsx).
 */
export interface Composition extends TrailComposition {
  /**
   * The side of the summit the sun stands on where it has open sky there (else the other): the
   * morning's left or the evening's right. Unset, the nearer open place, the left on a tie.
   */
  sun?: 'left' | 'right';
  /**
   * A low horizon: the far ridge only a far shore's line, the mountains low hills under a big
   * sky, and the sun low over the open horizon, as far from the summit as the frame allows.
   */
  horizon?: 'low';
  /**
   * What the sky holds where the scene has one (`sky`): the sun (unset), the sun half behind a
   * passing cloud, clouds with no sun, or a flight of birds. Not every hero under the same sun.
   */
  weather?: Weather;
  /**
   * A cairn on the summit. It marks the top a trail climbs to (a `summit` trail always has one);
   * elsewhere a summit stands bare, so the landmark is the scene's one subject.
   */
  crown?: boolean;
}

export type Weather = 'sun' | 'veiled' | 'clouds' | 'birds';

/** Whether a scene's summit wears a cairn: where its trail climbs to it, or where it asks. */
export const crowned = (composition: Composition) =>
  composition.crown === true || composition.trail === 'summit';

/**
 * How a scene reads at a glance, from where its things stand (`layout`): the sun upper left of a
 * summit at the right (the site's first template), the sun right of the summit, the summit toward
 * the middle with the landmark right of it, long even ridges with no peak over them, a low
 * horizon under a big sky, or no sun (a storm). The heroes keep a range of these
 * (hero-scene.test.ts).
 */
export type Arrangement =
  'sun-left' | 'sun-right' | 'central' | 'ridges' | 'low-horizon' | 'no-sun';
/** A summit this low (its top this far down the box) is a hill under a big sky. */
const LOW_SUMMIT = 280;
/**
 * Ridges have no dominant peak: the summit rises less than this share of its height above the
 * skyline's mean over the drawing's tall part.
 */
const RIDGES = 0.3;

/**
 * Where a scene's tall things stand, with no drawing: the summit (the highest peak, with its
 * cairn), the sun and the landmark's ground, and the arrangement they make. The phone's crop is
 * framed from it (components/art/hero-scene.tsx) and the tests compare scenes' silhouettes and
 * arrangements with it.
 */
export function layout({
  peaks,
  at,
  sky,
  sun: side,
  horizon,
  weather = 'sun',
  ...composition
}: { peaks: readonly Peak[]; at: number; sky: boolean } & Composition) {
  const sunny = sky && (weather === 'sun' || weather === 'veiled');
  // The plain the mountains rise out of, rising gently to the right.
  const plain = (x: number) => 414 - 40 * smooth((x - 620) / 700);
  const mainHeight = (x: number) =>
    Math.min(plain(x), ...peaks.map(([px, top, spread]) => 414 - bump(x, px, 414 - top, spread)));
  const summit = peaks.reduce((high, p) => (p[1] < high[1] ? p : high));
  const summitX = summit[0];
  const summitY = mainHeight(summitX);
  const low = horizon === 'low';
  // The far ridge behind the mountains, before its roughness (up to half of FAR_ROUGH either way):
  // a range rising to the right, or under a low horizon a far shore's low line.
  const farHeight = low
    ? (x: number) => 404 - 50 * smooth((x - 700) / 700) - bump(x, 1900 - summitX * 0.7, 16, 120)
    : (x: number) => 406 - 170 * smooth((x - 700) / 700) - bump(x, 1900 - summitX * 0.7, 50, 110);
  // The sun stands beside the summit at about its height, in open sky: clear of every ridge
  // (never behind one) and of the landmark (about 200 either side of its foot), inside the phone's
  // crop and the frame at 1440, its rays too. The nearest such place to the summit on the side the
  // scene asks for (under a low horizon the farthest, over the open horizon); where there is none,
  // the clearest, raised until it is clear.
  const clearance = (x: number, y: number) =>
    Math.min(...[-45, -30, -15, 0, 15, 30, 45].map((d) => mainHeight(x + d))) - y;
  const lowY = Math.max(RAYS + 20, summitY + 10);
  const wrongSide = (x: number) =>
    (side === 'left' && x > summitX) || (side === 'right' && x < summitX) ? 10_000 : 0;
  const rank = (x: number) => wrongSide(x) + (low ? -1 : 1) * Math.abs(x - summitX);
  // Up to 420 from the summit either side; under a low horizon, across the whole sky.
  const n = low ? 40 : 15;
  const places = Array.from(
    { length: 2 * n - 1 },
    (_, i) => summitX + (i < n ? -140 - i * 20 : 140 + (i - n) * 20),
  )
    .filter((x) => x >= Math.max(880, at - 360) && x <= SCENE.width - RAYS - 24)
    .filter((x) => Math.abs(x - at) >= 180)
    .sort((a, b) => rank(a) - rank(b));
  const open = places.find((x) => clearance(x, lowY) >= CLEAR);
  const sunX =
    open ??
    places.reduce(
      (best, x) => (clearance(x, lowY) > clearance(best, lowY) ? x : best),
      places[0] ?? SCENE.width - RAYS - 24,
    );
  // Then raised, where it must be, until the far ridge (painted over the sky, at its roughest)
  // stays under the whole disc: a sun low in a gap of the mountains can still set behind it.
  const underFar = Math.min(
    ...Array.from({ length: 39 }, (_, i) => {
      const d = -SUN_DISC + i * 2;
      return farHeight(sunX + d) - FAR_ROUGH / 2 - Math.sqrt(SUN_DISC ** 2 - d ** 2);
    }),
  );
  const sunY = Math.max(
    RAYS + 20,
    Math.min(lowY, lowY + clearance(sunX, lowY) - CLEAR, Math.floor(underFar)),
  );
  // How far the summit stands over the rest of the range: a peak, or one swell of long ridges.
  const rise = (x: number) => 414 - mainHeight(x);
  const across = Array.from({ length: 35 }, (_, i) => rise(760 + i * 20));
  const dominance = 1 - across.reduce((sum, h) => sum + h, 0) / across.length / rise(summitX);
  const arrangement: Arrangement = !sunny
    ? 'no-sun'
    : summitY >= LOW_SUMMIT
      ? 'low-horizon'
      : dominance < RIDGES
        ? 'ridges'
        : summitX <= 1100 && at > summitX + 80
          ? 'central'
          : sunX > summitX
            ? 'sun-right'
            : 'sun-left';
  // A bare summit's top is its outline's stroke.
  const summitTop = summitY - (crowned(composition) ? SUMMIT_CAIRN : 4);
  return {
    plain,
    mainHeight,
    farHeight,
    summit: { x: summitX, y: summitY, top: summitTop },
    sun: sunny ? { x: sunX, y: sunY, top: sunY - RAYS } : null,
    /** Where the sky's sun, clouds or birds are: the sun's place, whether or not it shows. */
    sky: sky ? { x: sunX, y: sunY } : null,
    /** Where the drawing's highest thing stands: the phone's crop keeps sky above it. */
    top: Math.min(summitTop, sky ? sunY - RAYS : Infinity),
    arrangement,
  };
}

/** The gorge under /team's footbridge reaches this far below its banks, closing inside the frame. */
const GORGE = 70;
/** A marsh's boardwalk (the audits') reaches this far left of its middle, to its ramp's foot. */
export const BOARDWALK = 236;

/**
 * The near ground in front of the mountains: its line (`nearHeight`), the landmark's foot
 * (`groundY`) and where the trail ends (`end`: the landmark's foot, or a bridge's near end on the
 * bank, or a boardwalk's ramp).
 */
function nearGround(terrain: Terrain, at: number) {
  // High ground lifts the landmark's knoll, and a river's banks either side of its gorge; a bay or
  // a marsh keeps the ground low and even.
  const state = isStateTerrain(terrain) ? terrain : null;
  const knoll = state
    ? stateKnoll[state]
    : terrain === 'high'
      ? 96
      : terrain === 'shore'
        ? 14
        : terrain === 'bay' || terrain === 'marsh'
          ? 22
          : terrain === 'river'
            ? 70
            : 34;
  // The near ground goes down into the water: past a headland (a bay), or at the landmark's foot
  // (a shore, the landmark reaching out over the water, or a state's beach); a state's river or
  // creek cuts it to the frame's foot under the landmark's bridge, no lower (the ground's line runs
  // just under the frame there); the footbridge's gorge is a trough whose banks meet in the frame.
  const shore = state
    ? stateShore(state, at)
    : terrain === 'bay'
      ? (x: number) => 22 * smooth((x - at - 80) / 160)
      : terrain === 'shore'
        ? (x: number) => 60 * smooth((x - at + 30) / 140)
        : terrain === 'river'
          ? (x: number) => GORGE * (1 - smooth((Math.abs(x - at) - 40) / 150))
          : () => 0;
  // A river's banks rise over a wider knoll, so the footbridge's ends stand high over its gorge.
  const spread = terrain === 'river' ? 250 : 170;
  const bank = (x: number) => 420 - bump(x, at, knoll, spread) - 6 * Math.sin(x / 90);
  const nearHeight = state
    ? (x: number) => Math.min(SCENE.height + 1, bank(x) + shore(x))
    : (x: number) => bank(x) + shore(x);
  // A bridge stands on the banks, level with them, over the water cut between them; the
  // footbridge's ends stand on the ground either side of its gorge, SPAN from its middle.
  const groundY =
    (terrain === 'riverfront' || terrain === 'creek'
      ? bank(at)
      : terrain === 'river'
        ? (nearHeight(at - SPAN) + nearHeight(at + SPAN)) / 2
        : nearHeight(at)) + 2;
  // The trail ends at the landmark's foot, or at a bridge where it starts on the bank (not through
  // its arches, nor under its deck), or at the foot of a boardwalk's ramp.
  const end = state
    ? stateTrailEnd(state, at)
    : terrain === 'river'
      ? at - SPAN
      : terrain === 'marsh'
        ? at - BOARDWALK + 14
        : at;
  return { state, nearHeight, groundY, end };
}

type SceneShape = {
  peaks: readonly Peak[];
  terrain?: Terrain;
  at?: number;
  sky?: boolean;
} & Composition;

/**
 * The trail a scene draws, with no drawing: its points from where its course begins to the
 * landmark, and where its way-marks stand. The tests read the heroes' trails from it.
 */
export function trailOf({
  peaks,
  terrain = 'meadow',
  at = 1120,
  sky = true,
  ...composition
}: SceneShape) {
  const { mainHeight, summit } = layout({ peaks, at, sky, ...composition });
  const { nearHeight, groundY, end } = nearGround(terrain, at);
  // On a main street it passes in front of the houses, under their footings, not across their
  // fronts: past the last two, where the ground rises to the branch, it is held under their
  // corners.
  const via =
    terrain === 'street'
      ? streetHouses(at)
          .slice(2)
          .map(([x, w]): Pt => [x + w, houseFoot(x, w, nearHeight) + 6])
      : [];
  const points = trailCourse(composition.trail ?? 'left', {
    at,
    end,
    groundY,
    nearHeight,
    mainHeight,
    summit,
    via,
  });
  return { points, marks: wayMarks(points, composition.marks) };
}

export function Landscape({
  seed,
  peaks,
  terrain = 'meadow',
  at = 1120,
  sky = true,
  children,
  ...composition
}: {
  seed: string;
  /** The scene's mountains (components/art/hero-scene.tsx gives each scene its own). */
  peaks: readonly Peak[];
  terrain?: Terrain;
  /** The landmark's x: where the near ground rises to a knoll and the trail ends. */
  at?: number;
  /** The sun or moon and stars; a landmark that brings its own weather leaves them out. */
  sky?: boolean;
  children: (ground: Ground) => ReactNode;
} & Composition) {
  const random = seeded(seed);
  const {
    plain,
    mainHeight,
    farHeight,
    summit,
    sun,
    sky: heaven,
    arrangement,
  } = layout({
    peaks,
    at,
    sky,
    ...composition,
  });
  const peak = summit.x;
  const far = skyline(farHeight, 60, random, FAR_ROUGH);
  const main = skyline(mainHeight, 36, random, 7);
  // The skyline's lowest point by the landmark, as drawn: a river comes out of it.
  const fold = main
    .filter(([x]) => x >= at - 80 && x <= at + 160)
    .reduce((low, p) => (p[1] > low[1] ? p : low));
  const { state, nearHeight, groundY } = nearGround(terrain, at);
  const near = skyline(nearHeight, 48, random, 3);
  // The mountains' outline from where they rise out of the plain, begun under the near ground's
  // line (which is painted over it), so it never starts in mid-air, in the wide view or a crop;
  // by 720 at the latest, or where a long ridge's foot begins further left, so its outline
  // climbs from the plain rather than standing up as a cliff.
  const foot = main.find(([x]) => x > -200 && plain(x) - mainHeight(x) > 6)?.[0] ?? 720;
  const rising = main.filter(([x]) => x > Math.min(720, foot - 36));
  const ridge: Pt[] = [[rising[0]![0] - 36, f(nearHeight(rising[0]![0] - 36) + 8)], ...rising];
  // Contours round the summit, spreading down its flanks; on long ridges, along the whole range
  // from where it rises, as even as the ridges are.
  const contours = (
    arrangement === 'ridges'
      ? [18, 40].map((drop) => ({ drop, from: 780, step: 40, n: 17, spread: 0 }))
      : [22, 46, 74].map((drop) => ({ drop, from: peak - 170, step: 34, n: 11, spread: 0.08 }))
  ).map(({ drop, from, step, n, spread }) =>
    line(
      Array.from({ length: n }, (_, i): Pt => {
        const x = from + i * step;
        return [x, f(mainHeight(x) + drop + Math.abs(x - peak) * spread)];
      }),
    ),
  );
  // Hatching shades a peak's flank away from the sun (the moon's at night); long ridges, low hills
  // and a sunless sky have no one flank in shade.
  const away = sun && sun.x > peak ? -1 : 1;
  const shaded = sun !== null && arrangement !== 'ridges' && arrangement !== 'low-horizon';
  const hatch = Array.from({ length: 9 }, (_, i) => {
    const x = peak + away * (26 + i * 15);
    const y = mainHeight(x) + 14;
    return `M${f(x)} ${f(y)} l${-18 * away} ${26 + (i % 3) * 8}`;
  });
  const trail = trailOf({ peaks, terrain, at, sky, ...composition });
  const pines = (
    state
      ? statePines(state, at, peak)
      : terrain === 'shore'
        ? [at - 250, at - 218]
        : terrain === 'river'
          ? [at - 262, at - 234, peak + 150]
          : terrain === 'marsh'
            ? [at - 300, at - 272]
            : terrain === 'street' || terrain === 'bay'
              ? terrain === 'bay'
                ? [at - 190, at - 150]
                : [at + 175, at + 215, peak + 150]
              : [at - 190, at - 150, at + 175, at + 215, peak + 150]
  )
    // No pine stands behind the landmark (the summit's, where the landmark stands under it).
    .filter((x) => Math.abs(x - at) >= 120)
    .map((x, i) => ({ x, h: 38 + ((i * 17) % 26) + random() * 10 }));
  // What the ground behind and in front of the near hills is drawn from, the same for both.
  const ground = { terrain, at, nearHeight, fold, random };
  return (
    <g>
      {heaven ? (
        <Sky x={heaven.x} y={heaven.y} random={random} weather={composition.weather ?? 'sun'} />
      ) : null}
      <path d={closed(far)} fill="var(--art-far)" />
      <path d={closed(main)} fill="var(--art-mid)" />
      <path
        d={line(ridge)}
        fill="none"
        stroke="var(--art-line)"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <g fill="none" stroke="var(--art-soft)" strokeWidth="1.5" strokeLinecap="round">
        {contours.map((d) => (
          <path key={d} d={d} />
        ))}
        {shaded ? <path d={hatch.join(' ')} /> : null}
      </g>
      {crowned(composition) ? (
        <Cairn x={peak} y={summit.y + 3} scale={0.72} seed={seed} stones={4} tones={FIELD} />
      ) : null}
      {pines.map(({ x, h }) => (
        <Pine key={x} x={x} y={nearHeight(x) + 6} h={h} />
      ))}
      <Foreground layer="behind" {...ground} />
      <path d={closed(near)} fill="var(--art-near)" />
      <path
        d={line(near.filter(([x]) => x > -200))}
        fill="none"
        stroke="var(--art-line)"
        strokeWidth="1.5"
      />
      <Foreground layer="front" {...ground} />
      <Trail points={trail.points} marks={trail.marks} seed={seed} />
      {children({
        x: at,
        y: groundY,
        random,
        floor: (dx) => nearHeight(at + dx) - (groundY - 2),
      })}
    </g>
  );
}
