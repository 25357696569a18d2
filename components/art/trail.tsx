import { Cairn, curve, curvePoints, FIELD, type Pt } from './cairn';
import { SCENE } from './terrain';

/**
 * The blazed trail through a hero's landscape and the way-marks beside it, part of each scene's
 * composition (components/art/scenes.ts) so that heroes differ in how their trail comes to the
 * landmark, not only in the landmark: from the page's left edge along the low ground, up from the
 * frame's foot in front of the landmark, down the summit's flank from its cairn, or no trail at
 * all where the landmark brings its own path (home's switchbacks, the terraces' steps, the pier).
 * Beside it a blazed post, a way cairn, both or neither, each standing so far before the
 * trail's end. Only the low ground under the headline (the left of the frame) ever carries it.
 */
export type Course = 'left' | 'foot' | 'summit' | 'none';
/** A way-mark: a blazed post or a small cairn, standing `before` units along the trail from its end. */
export type WayMark = readonly [kind: 'post' | 'cairn', before: number];

export interface TrailComposition {
  /**
   * Where the trail comes from: the page's left edge (unset), the frame's foot in front of the
   * landmark, the summit's cairn, or nowhere (`none`: the landmark brings its own path).
   */
  trail?: Course;
  /** The way-marks beside it (unset, none). */
  marks?: readonly WayMark[];
}

/**
 * A post with a blaze on it: the painted mark that tells a walker the trail goes on. The site's
 * sign that a step follows.
 */
export function Blaze({ x, y, h = 34 }: { x: number; y: number; h?: number }) {
  return (
    <g>
      <path d={`M${x} ${y} V${y - h}`} stroke="var(--art-line)" strokeWidth="3" />
      <rect x={x - 4} y={y - h + 4} width="8" height="13" rx="1.5" fill="var(--art-blaze)" />
    </g>
  );
}

/** What a course needs of the scene: where the trail ends, the ground's lines and the summit. */
export interface TrailGround {
  /** The landmark's x, and where the trail ends before it (a bridge's near end, steps). */
  at: number;
  end: number;
  /** The landmark's foot. */
  groundY: number;
  nearHeight: (x: number) => number;
  mainHeight: (x: number) => number;
  summit: { x: number; y: number };
  /** Points it must pass through on its way from the left (under a main street's houses). */
  via?: Pt[];
}

/** The trail's points, from where its course begins to the landmark's foot. */
export function trailCourse(course: Course, g: TrailGround): Pt[] {
  const { at, end, groundY, nearHeight } = g;
  // The last steps to the landmark's foot, or to the bank or the steps where it ends before it.
  const last = (side: number): Pt[] => [
    [end + side * 70, (end === at ? groundY : nearHeight(end + side * 70) + 2) + 8],
    [end + side * 14, end === at ? groundY : nearHeight(end + side * 14) + 2],
  ];
  if (course === 'none') return [];
  if (course === 'left') {
    return [
      [60, 444],
      [260, nearHeight(260) + 16],
      [520, nearHeight(520) + 10],
      [760, nearHeight(760) + 12],
      ...(g.via ?? []),
      ...last(-1),
    ];
  }
  if (course === 'foot') {
    // Up out of the frame's foot, left of the landmark, across the near ground to it: a path
    // coming from where the viewer stands.
    const [a, b] = [end - 300, end - 170];
    return [[a, SCENE.height + 8], [b, (nearHeight(b) + 2 * SCENE.height) / 3], ...last(-1)];
  }
  // Down from the summit's cairn across its flank to the landmark, on the summit's side of it:
  // two long traverses with a bend between, each on the mountain's face, under its outline.
  const { summit, mainHeight } = g;
  const side = Math.sign(summit.x - at) || 1;
  const top: Pt = [summit.x - side * 14, summit.y + 10];
  const [fx, fy] = [at + side * 80, groundY + 6];
  const bends = [0.3, 0.62].map((t, j): Pt => {
    const x = top[0] + (fx - top[0]) * t + (j ? -1 : 1) * side * 30;
    return [x, Math.max(top[1] + (fy - top[1]) * t, mainHeight(x) + 12)];
  });
  return [top, ...bends, [fx, fy], [at + side * 14, groundY]];
}

/** Where each way-mark stands: `before` units back along the drawn trail from its end. */
export function wayMarks(points: Pt[], marks: readonly WayMark[] = []) {
  if (points.length < 2) return [];
  const path = curvePoints(points).reverse();
  return marks.map(([kind, before]) => {
    let left = before;
    for (let i = 1; i < path.length; i++) {
      const [[x0, y0], [x1, y1]] = [path[i - 1]!, path[i]!];
      const step = Math.hypot(x1 - x0, y1 - y0);
      if (step >= left || i === path.length - 1) {
        const t = Math.min(1, left / step);
        return { kind, x: Math.round(x0 + (x1 - x0) * t), y: Math.round(y0 + (y1 - y0) * t) };
      }
      left -= step;
    }
    return { kind, x: Math.round(path[0]![0]), y: Math.round(path[0]![1]) };
  });
}

/** A trail dashed through the points in the blaze's orange: a landscape's, or a finer one far off. */
export function TrailLine({ points, fine = false }: { points: Pt[]; fine?: boolean }) {
  return (
    <path
      d={curve(points, false, (n) => String(Math.round(n)))}
      fill="none"
      stroke="var(--art-blaze)"
      strokeWidth={fine ? '2.5' : '3.5'}
      strokeDasharray={fine ? '8 7' : '12 10'}
      strokeLinecap="round"
    />
  );
}

/** The trail, dashed in the blaze's orange, and its way-marks standing just behind it. */
export function Trail({
  points,
  marks,
  seed,
}: {
  points: Pt[];
  marks: ReturnType<typeof wayMarks>;
  seed: string;
}) {
  if (points.length < 2) return null;
  return (
    <g>
      <TrailLine points={points} />
      {marks.map(({ kind, x, y }) =>
        kind === 'post' ? (
          <Blaze key={`${kind}${x}`} x={x} y={y - 4} />
        ) : (
          <Cairn
            key={`${kind}${x}`}
            x={x}
            y={y - 3}
            scale={0.36}
            seed={`${seed}-way`}
            tones={FIELD}
          />
        ),
      )}
    </g>
  );
}
