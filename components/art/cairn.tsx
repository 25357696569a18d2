/**
 * The shared marks of the illustration system: cairns of stacked stones, ridges and smooth
 * curves (the landscapes' trails and contours are drawn with them). SVG fragments (no <svg> of their own), coloured only with the theme's role
 * tokens, so every drawing follows the light and the dark theme. Shapes vary by a seed (a
 * page's slug, a person's name), never at random: the same page always draws the same way.
 */
export type Pt = [number, number];

/** A small seeded number generator, so each page's drawing differs but never changes. */
export function seeded(text: string): () => number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return () => {
    h = (Math.imul(h, 1664525) + 1013904223) >>> 0;
    return h / 4294967296;
  };
}

/** A tint of the accent over the page's background: the hills' fills, light or dark. */
export function tint(percent: number): string {
  return `color-mix(in oklab, var(--accent) ${percent}%, var(--background))`;
}

const f = (n: number) => n.toFixed(1);

/** The cubic Béziers of a Catmull-Rom curve through the points: each one's start, controls and end. */
function segments(points: Pt[], closed: boolean): [Pt, Pt, Pt, Pt][] {
  const n = points.length;
  const at = (j: number): Pt =>
    closed ? points[((j % n) + n) % n]! : points[Math.max(0, Math.min(n - 1, j))]!;
  return Array.from({ length: closed ? n : n - 1 }, (_, j) => {
    const [p0, p1, p2, p3] = [at(j - 1), at(j), at(j + 1), at(j + 2)];
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    return [p1, c1, c2, p2];
  });
}

/**
 * A smooth curve through the points (Catmull-Rom as cubic Béziers), open or closed; numbers to
 * one decimal, or as `format` writes them (a drawing repeated on a page rounds coarser).
 */
export function curve(points: Pt[], closed = false, format: (n: number) => string = f): string {
  const xy = ([x, y]: Pt) => `${format(x)} ${format(y)}`;
  const d = segments(points, closed).map(([, c1, c2, p2]) => ` C${xy(c1)} ${xy(c2)} ${xy(p2)}`);
  return `M${xy(points[0]!)}${d.join('')}${closed ? ' Z' : ''}`;
}

/** Points along the open curve through `points`, `steps` to each of its pieces: to measure it. */
export function curvePoints(points: Pt[], steps = 12): Pt[] {
  const bezier = ([a, b, c, d]: [Pt, Pt, Pt, Pt], t: number, k: 0 | 1) =>
    (1 - t) ** 3 * a[k] + 3 * (1 - t) ** 2 * t * b[k] + 3 * (1 - t) * t ** 2 * c[k] + t ** 3 * d[k];
  return [
    points[0]!,
    ...segments(points, false).flatMap((piece) =>
      Array.from({ length: steps }, (_, i): Pt => {
        const t = (i + 1) / steps;
        return [bezier(piece, t, 0), bezier(piece, t, 1)];
      }),
    ),
  ];
}

/** One field stone: an ellipse with a seeded wobble and a flatter underside. */
function stone(cx: number, cy: number, rx: number, ry: number, random: () => number): string {
  const points = Array.from({ length: 8 }, (_, k): Pt => {
    const angle = (k / 8) * Math.PI * 2;
    const w = 0.9 + random() * 0.16;
    const down = Math.sin(angle) > 0 ? 0.82 : 1;
    return [cx + Math.cos(angle) * rx * w, cy + Math.sin(angle) * ry * w * down];
  });
  return curve(points, true);
}

/**
 * The stones' two greys in a landscape: the text's by day, a mid grey-green by night (the text's
 * own are cream at night, and a cairn in a night landscape would be its brightest thing).
 */
export const FIELD = ['var(--art-stone)', 'var(--art-stone-pale)'] as const;

/**
 * A cairn drawn in the line work's hand rather than in solid stone: paper and a light grey under
 * the ink's outline, for a cairn large enough that solid stones would read as one dark mass.
 */
export const DRAWN = ['var(--art-wall)', 'var(--art-mid)'] as const;

/**
 * A cairn: `stones` field stones stacked from (x, y), the base's centre, each smaller than the
 * one below and a little off its axis; the top stone in the accent, as in the logo. Its stones
 * alternate the two `tones`: the text's colours (a portrait's, a map's), or the landscape's FIELD.
 */
export function Cairn({
  x,
  y,
  scale = 1,
  seed = 'cairn',
  stones = 4,
  tones = ['var(--foreground)', 'var(--muted-foreground)'],
  outline = false,
}: {
  x: number;
  y: number;
  scale?: number;
  seed?: string;
  stones?: number;
  tones?: readonly [string, string];
  /** Each stone outlined in the ink, as wide at any scale as the landmarks' own line. */
  outline?: boolean;
}) {
  const random = seeded(seed);
  const shapes: { d: string; fill: string }[] = [];
  let rx = 26;
  let cy = 0;
  for (let i = 0; i < stones; i++) {
    const ry = rx * (0.42 + random() * 0.12);
    if (i > 0) cy -= ry * 0.9;
    const cx = (random() - 0.5) * 6;
    const top = i === stones - 1;
    const fill = top ? 'var(--accent)' : tones[i % 2]!;
    shapes.push({ d: stone(cx, cy, rx, ry, random), fill });
    cy -= ry * 0.9;
    rx *= 0.7 + random() * 0.08;
  }
  return (
    <g
      transform={`translate(${x} ${y}) scale(${scale})`}
      {...(outline
        ? {
            stroke: 'var(--art-line)',
            strokeWidth: Math.round((2.5 / scale) * 100) / 100,
            strokeLinejoin: 'round' as const,
          }
        : {})}
    >
      {shapes.map((s) => (
        <path key={s.d} d={s.d} fill={s.fill} />
      ))}
    </g>
  );
}

/**
 * A ridge's silhouette across the drawing: a baseline raised to one summit by a smooth bump,
 * with a seeded roughness. Returns its outline, its filled shape (closed down to `bottom`), the
 * summit, and the outline's height at any x (to put a trail or a cairn on it).
 */
export function ridge(
  random: () => number,
  {
    width = 400,
    base,
    peakX,
    height,
    spread,
    rough = 8,
    bottom = 320,
    shoulder,
  }: {
    width?: number;
    base: number;
    peakX: number;
    height: number;
    spread: number;
    rough?: number;
    bottom?: number;
    /** A lower second bump on the same ridge: a shoulder or a false summit. */
    shoulder?: { x: number; height: number; spread: number };
  },
) {
  const bump = (x: number, at: number, h: number, s: number) =>
    h * Math.exp(-(((x - at) / s) ** 2));
  const lift = (x: number) =>
    bump(x, peakX, height, spread) +
    (shoulder ? bump(x, shoulder.x, shoulder.height, shoulder.spread) : 0);
  const xs = Array.from({ length: 11 }, (_, i) => (i * width) / 10).filter(
    (x) => Math.abs(x - peakX) > 14,
  );
  xs.push(peakX);
  xs.sort((a, b) => a - b);
  const noise = new Map(xs.map((x) => [x, x === peakX ? 0 : (random() - 0.5) * rough]));
  const at = (x: number) => base - lift(x) + (noise.get(x) ?? 0);
  const points = xs.map((x): Pt => [x, at(x)]);
  const line = curve(points);
  return {
    line,
    shape: `${line} L${width} ${bottom} L0 ${bottom} Z`,
    summit: [peakX, base - lift(peakX)] as Pt,
    /** The smooth outline's height (without roughness): safe to stand on. */
    heightAt: (x: number) => base - lift(x),
  };
}
