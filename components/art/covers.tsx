import type { ReactNode } from 'react';
import type { CoverScene } from '@/content/schema';
import { curve, seeded, type Pt } from './cairn';

/**
 * An article's cover, drawn in the illustration system's hand: the sky (the sun by day, the
 * moon and stars at night, from the --art-* tokens), two ridges, a dashed trail, and the scene
 * the article is about standing on the near ground, in ink line work. The slug seeds the ridges,
 * the sky and the scene's details, so no two covers are the same and a cover never changes.
 *
 * The ink's stroke, width, caps and joins come from the `.art-cover` class (app/globals.css), not
 * from attributes on each shape: a list of covers repeats them many times. The viewBox is fixed
 * and the drawing fills its box (`slice`): a card's cover keeps its aspect-ratio box before it
 * paints (no layout shift), and a phone's shorter strip crops the sky, never the ground.
 * Decorative (aria-hidden): the article's title is beside it.
 */
const W = 320;
const H = 128;
/** The tall shape (the article's own page) adds sky above the same scene. */
const TALL = 72;

type Ground = (x: number) => number;
type Draw = (at: { x: number; ground: Ground; random: () => number }) => ReactNode;

const n = (v: number) => Math.round(v * 10) / 10;
const ink = 'var(--art-line)';

/*
 * A list of covers repeats every path twice (the HTML and the payload React hydrates from), so
 * the covers draw with fewer, rounder points than the hero scenes: a ridge of eight points in
 * whole units, a stone of six in half units.
 */
const half = (v: number) => Math.round(v * 2) / 2;

/**
 * A ridge across the cover, a little wider than it (its outline's ends and foot are outside the
 * drawing, so the whole shape can carry the ink line): its shape, and its height at any x.
 */
function hill(
  random: () => number,
  { base, peakX, height, spread }: { base: number; peakX: number; height: number; spread: number },
) {
  const heightAt = (x: number) => base - height * Math.exp(-(((x - peakX) / spread) ** 2));
  const xs = [-8, 40, 88, 136, 184, 232, 280, 328].filter((x) => Math.abs(x - peakX) > 20);
  const points = [...xs, peakX]
    .sort((a, b) => a - b)
    .map((x): Pt => [x, heightAt(x) + (x === peakX ? 0 : (random() - 0.5) * 3)]);
  return {
    shape: `${curve(points, false, (v) => String(Math.round(v)))}L328 ${H + 4}H-8Z`,
    heightAt,
  };
}

/**
 * One field stone: six wobbling points round a centre, flatter underneath, joined by quadratic
 * curves through the midpoints of its sides (each point pulls the outline; half as many numbers).
 */
function fieldStone(cx: number, cy: number, rx: number, ry: number, random: () => number) {
  const points = Array.from({ length: 6 }, (_, k): Pt => {
    const angle = (k / 6) * Math.PI * 2 + 0.3;
    const w = 0.95 + random() * 0.2;
    const down = Math.sin(angle) > 0 ? 0.8 : 1.05;
    return [cx + Math.cos(angle) * rx * w * 1.1, cy + Math.sin(angle) * ry * w * down * 1.1];
  });
  const mid = (a: Pt, b: Pt) => `${half((a[0] + b[0]) / 2)} ${half((a[1] + b[1]) / 2)}`;
  return (
    `M${mid(points[5]!, points[0]!)}` +
    points.map((p, k) => `Q${half(p[0])} ${half(p[1])} ${mid(p, points[(k + 1) % 6]!)}`).join('') +
    'Z'
  );
}

/** Irregular field stones, stacked from a base on the ground: [cx, cy, rx, ry]. */
function Stones({
  stones,
  random,
}: {
  stones: [number, number, number, number][];
  random: () => number;
}) {
  const fills = ['var(--art-soft)', 'var(--art-ground)', 'var(--art-mid)'];
  return (
    <>
      {stones.map(([cx, cy, rx, ry], i) => (
        <path key={i} d={fieldStone(cx, cy, rx, ry, random)} fill={fills[i % 3]} />
      ))}
    </>
  );
}

/** A stack of stones from the ground at x: each smaller, a little off the axis. */
function stack(x: number, y: number, count: number, width: number, random: () => number) {
  const out: [number, number, number, number][] = [];
  let rx = width;
  let cy = y;
  for (let i = 0; i < count; i++) {
    const ry = rx * 0.42;
    cy -= ry * (i === 0 ? 0.8 : 1.7);
    out.push([n(x + (random() - 0.5) * 4), n(cy), rx, ry]);
    rx *= 0.74;
  }
  return { stones: out, top: cy - (rx / 0.74) * 0.42 };
}

const CLOUD = 'M-28 8C-37 8-36-5-26-4C-27-14-12-18-6-10C-2-20 15-20 16-8C27-10 30 8 20 8Z';

/** A lattice pylon standing at (x, y), 50 high, its arms at y-42 and y-32. */
const pylon = (x: number, y: number) =>
  `M${x - 8} ${y}L${x - 2} ${y - 50}H${x + 2}L${x + 8} ${y}M${x - 7} ${y - 3}L${x + 5.5} ${y - 15}L${x - 4.5} ${y - 27}L${x + 3.5} ${y - 38}M${x + 7} ${y - 3}L${x - 5.5} ${y - 15}L${x + 4.5} ${y - 27}L${x - 3.5} ${y - 38}M${x - 14} ${y - 42}H${x + 14}M${x - 11} ${y - 32}H${x + 11}`;

const SCENES: Record<CoverScene, Draw> = {
  storm: ({ x, ground, random }) => {
    const [a, b] = [x - 52, x + 48];
    const [ya, yb] = [n(ground(a)), n(ground(b))];
    const rain = Array.from({ length: 34 }, () => {
      const rx = Math.round(random() * W);
      const ry = Math.round(36 + random() * 60);
      return `M${rx} ${ry}l-4 9`;
    }).join('');
    const wires = [42, 32]
      .flatMap((h) => [14, -14].map((s) => [h, s] as const))
      .map(([h, s]) => {
        const [x1, y1, x2, y2] = [a + s, ya - h, b + s, yb - h];
        return `M${x1} ${y1}Q${(x1 + x2) / 2} ${(y1 + y2) / 2 + 9} ${x2} ${y2}`;
      })
      .join('');
    const off = [42, 32]
      .map(
        (h) =>
          `M${a - 14} ${ya - h}Q${a - 60} ${ya - h + 8} ${a - 110} ${ya - h - 4}M${b + 14} ${yb - h}Q${b + 60} ${yb - h + 8} ${b + 110} ${yb - h + 2}`,
      )
      .join('');
    const bolt = x + (random() < 0.5 ? -8 : 6);
    return (
      <>
        <path d={rain} stroke="var(--art-soft)" strokeWidth="1.2" />
        <path d={pylon(a, ya) + pylon(b, yb)} />
        <path d={wires + off} strokeWidth="1" />
        <path d={`M${bolt} 44l-6 13h5l-4 12 11-16h-5l4-9Z`} fill="var(--art-blaze)" />
        <path d={CLOUD} transform={`translate(${x - 40} 34)`} fill="var(--art-cloud)" />
        <path d={CLOUD} transform={`translate(${x + 30} 32) scale(1.2)`} fill="var(--art-cloud)" />
      </>
    );
  },
  rates: ({ x, ground, random }) => {
    const y = n(ground(x));
    const best = Math.floor(random() * 4);
    const rows = [0, 1, 2, 3].map((i) => y - 42 + i * 7.5);
    return (
      <>
        <path d={`M${x - 32} ${y}V${y - 20}M${x + 32} ${y}V${y - 20}`} strokeWidth="3" />
        <rect x={x - 46} y={y - 64} width="92" height="46" rx="3" fill="var(--art-wall)" />
        <path
          d={`M${x - 46} ${y - 54}V${y - 61}a3 3 0 0 1 3-3H${x + 43}a3 3 0 0 1 3 3V${y - 54}Z`}
          fill="var(--art-ground)"
        />
        <path d={`M${x + 28} ${y - 56}l6-6`} strokeWidth="1.2" stroke="var(--art-wall)" />
        <circle cx={x + 29} cy={y - 61} r="1.3" fill="var(--art-wall)" stroke="none" />
        <circle cx={x + 33} cy={y - 57} r="1.3" fill="var(--art-wall)" stroke="none" />
        {rows.map((ry, i) => (
          <g key={ry}>
            {i === best ? (
              <rect
                x={x - 43}
                y={ry - 3}
                width="86"
                height="6"
                rx="2"
                fill="var(--art-window)"
                stroke="none"
              />
            ) : null}
            <path
              d={`M${x - 38} ${ry}H${x - 6 - ((i * 7) % 12)}`}
              stroke="var(--art-soft)"
              strokeWidth="2.5"
            />
            <path
              d={`M${x + 18} ${ry}H${x + 38}`}
              strokeWidth="2.5"
              stroke={i === best ? 'var(--art-blaze)' : ink}
            />
          </g>
        ))}
      </>
    );
  },
  camp: ({ x, ground, random }) => {
    const [old, now] = [x - 62, x + 44];
    const [yo, yn] = [n(ground(old)), n(ground(now))];
    const embers = [-8, -3, 3, 8].map((d) => `M${old + 34 + d} ${n(ground(old + 34))}h2`).join('');
    const fire = now - 34;
    const yf = n(ground(fire));
    const trail = `M${old + 12} ${yo + 3}C${old + 40} ${yo + 14} ${now - 60} ${yn + 10} ${now - 22} ${yn + 2}`;
    return (
      <>
        <path
          d={`M${old - 20} ${yo}L${old} ${yo - 26}L${old + 20} ${yo}M${old} ${yo - 26}V${yo}`}
          strokeDasharray="3 4"
          stroke="var(--art-soft)"
        />
        <path d={embers} stroke="var(--art-soft)" />
        <path d={trail} stroke="var(--art-blaze)" strokeWidth="2" strokeDasharray="5 6" />
        <path
          d={`M${now - 24} ${yn}L${now} ${yn - 32}L${now + 24} ${yn}Z`}
          fill="var(--art-ground)"
        />
        <path d={`M${now} ${yn - 32}L${now - 6} ${yn}H${now + 7}Z`} fill="var(--art-window)" />
        <path d={`M${now} ${yn - 32}l-3-5M${now} ${yn - 32}l4-5`} />
        <path d={`M${fire - 6} ${yf}l12-5M${fire + 6} ${yf}l-12-5`} strokeWidth="1.4" />
        <path
          d={`M${fire} ${yf - 4}c-5-3-3-8 0-${n(9 + random() * 4)}c3 4 5 8 0 ${n(9 + random() * 4)}Z`}
          fill="var(--art-blaze)"
          strokeWidth="1"
        />
      </>
    );
  },
  stopwatch: ({ x, ground, random }) => {
    const y = n(ground(x));
    const { stones, top } = stack(x, y, 3, 20, random);
    const cy = n(top - 15);
    const angle = random() * Math.PI * 1.5 - Math.PI / 2;
    const ticks = Array.from({ length: 12 }, (_, i) => {
      const t = (i / 12) * Math.PI * 2;
      return `M${n(x + Math.cos(t) * 10)} ${n(cy + Math.sin(t) * 10)}L${n(x + Math.cos(t) * 12)} ${n(cy + Math.sin(t) * 12)}`;
    }).join('');
    return (
      <>
        <path
          d={`M${x - 44} ${cy - 4}h-18M${x - 40} ${cy + 4}h-26M${x - 44} ${cy + 12}h-14`}
          stroke="var(--art-soft)"
        />
        <Stones stones={stones} random={random} />
        <path
          d={`M${x - 3} ${cy - 19}h6M${x} ${cy - 19}v3M${x + 11} ${cy - 12}l3-3`}
          strokeWidth="2"
        />
        <circle cx={x} cy={cy} r="15" fill="var(--art-wall)" />
        <path d={ticks} strokeWidth="1" />
        <path
          d={`M${x} ${cy}L${n(x + Math.cos(angle) * 10)} ${n(cy + Math.sin(angle) * 10)}`}
          stroke="var(--art-blaze)"
          strokeWidth="2"
        />
        <circle cx={x} cy={cy} r="1.6" fill={ink} stroke="none" />
      </>
    );
  },
  gate: ({ x, ground, random }) => {
    const posts = [-150, -115, -80, -45, 45, 80, 115, 150].map(
      (d) => x + d + Math.round((random() - 0.5) * 6),
    );
    const rail = (h: number, from: number[]) =>
      from.map((px, i) => `${i ? 'L' : 'M'}${px} ${n(ground(px) - h)}`).join('');
    const left = posts.slice(0, 4);
    const right = posts.slice(4);
    const y = n(ground(x));
    const bars = [6, 12, 18, 24, 30].map((h) => `M${x - 22} ${y - h}H${x + 24}`).join('');
    return (
      <>
        <path
          d={`M${x + 2} 128C${x} ${y + 10} ${x + 2} ${y} ${x + 6} ${y - 8}`}
          stroke="var(--art-blaze)"
          strokeWidth="2"
          strokeDasharray="5 6"
        />
        <path
          d={[...left, ...right].map((px) => `M${px} ${n(ground(px))}v-24`).join('')}
          strokeWidth="2.4"
        />
        <path d={rail(20, left) + rail(10, left) + rail(20, right) + rail(10, right)} />
        <path d={`M${x - 27} ${y}v-38M${x + 29} ${y}v-38`} strokeWidth="4" />
        <path
          d={
            bars +
            `M${x - 22} ${y - 6}L${x + 24} ${y - 30}M${x - 22} ${y - 4}V${y - 32}M${x + 24} ${y - 4}V${y - 32}`
          }
          strokeWidth="1.8"
        />
        <rect x={x + 20} y={y - 21} width="7" height="5" rx="1" fill="var(--art-blaze)" />
      </>
    );
  },
  clinic: ({ x, ground, random }) => {
    const y = n(ground(x));
    const windows = [-31, -17, 9, 23].map((d) => (
      <rect key={d} x={x + d} y={y - 35} width="9" height="9" rx="1" fill="var(--art-window)" />
    ));
    const shutter = random() < 0.5 ? -31 : 23;
    const slats = [2, 4, 6, 8].map((d) => `M${x + shutter} ${y - 35 + d}h9`).join('');
    const tree = x + (random() < 0.5 ? -62 : 62);
    const yt = n(ground(tree));
    return (
      <>
        <path d={`M${tree} ${yt}v-14`} strokeWidth="2" />
        <circle cx={tree} cy={yt - 20} r="9" fill="var(--art-ground)" />
        <path d={`M${x - 42} ${y + 2}V${y - 44}H${x + 42}V${y + 2}Z`} fill="var(--art-wall)" />
        <path d={`M${x - 45} ${y - 44}H${x + 45}`} strokeWidth="2.4" />
        <path
          d={`M${x - 5} ${y - 50}V${y - 55}H${x + 5}V${y - 50}H${x + 10}V${y - 40}H${x + 5}V${y - 35}H${x - 5}V${y - 40}H${x - 10}V${y - 50}Z`}
          fill="var(--art-blaze)"
          transform={`translate(0 -12)`}
        />
        <path d={`M${x} ${y - 56}V${y - 44}`} strokeWidth="1.4" />
        {windows}
        <rect x={x + shutter} y={y - 35} width="9" height="9" rx="1" fill="var(--art-soft)" />
        <path d={slats} strokeWidth="0.8" />
        <rect x={x - 8} y={y - 20} width="16" height="22" fill="var(--art-soft)" />
        <path
          d={`M${x - 8} ${y - 15}h16M${x - 8} ${y - 10}h16M${x - 8} ${y - 5}h16`}
          strokeWidth="0.8"
        />
      </>
    );
  },
  book: ({ x, ground, random }) => {
    const y = n(ground(x)) - 1;
    const page = (s: number) =>
      `M${x} ${y - 2}C${x + s * 16} ${y - 8} ${x + s * 34} ${y - 8} ${x + s * 50} ${y - 3}V${y - 36}C${x + s * 34} ${y - 41} ${x + s * 16} ${y - 41} ${x} ${y - 32}Z`;
    const lines = [30, 24, 18, 12]
      .map(
        (h) =>
          `M${x - 44} ${y - h - 1}C${x - 32} ${y - h - 5} ${x - 18} ${y - h - 5} ${x - 7} ${y - h + 1}`,
      )
      .join('');
    const bars = [0, 1, 2].map((i) => {
      const h = n(8 + random() * 6 + i * 5);
      return (
        <rect
          key={i}
          x={x + 12 + i * 10}
          y={n(y - 9 - h)}
          width="6"
          height={h}
          fill={i === 2 ? 'var(--art-blaze)' : 'var(--art-ground)'}
          strokeWidth="1"
        />
      );
    });
    return (
      <>
        <path
          d={`M${x - 53} ${y}V${y - 34}L${x} ${y - 29}L${x + 53} ${y - 34}V${y}Z`}
          fill="var(--art-ground)"
        />
        <path d={page(-1)} fill="var(--art-wall)" />
        <path d={page(1)} fill="var(--art-wall)" />
        <path d={lines} stroke="var(--art-soft)" strokeWidth="1.2" />
        <path
          d={`M${x + 10} ${y - 30}C${x + 20} ${y - 33} ${x + 32} ${y - 33} ${x + 42} ${y - 30}`}
          stroke="var(--art-soft)"
          strokeWidth="1.2"
        />
        {bars}
        <path
          d={`M${x + 3} ${y - 30}V${y - 4}l3 5 3-5V${y - 30}`}
          fill="var(--art-blaze)"
          strokeWidth="1"
        />
      </>
    );
  },
  boardwalk: ({ x, ground, random }) => {
    const far = n(ground(x)) - 20;
    const [nl, nr, fl, fr] = [x - 74, x + 34, x + 4, x + 14];
    const edge = (t: number, a: number, b: number) => n(a + (b - a) * t);
    const planks = Array.from({ length: 9 }, (_, i) => {
      const t = 1 - (1 - i / 9) ** 2;
      const yy = edge(t, H, far);
      return `M${edge(t, nl, fl)} ${yy}H${edge(t, nr, fr)}`;
    }).join('');
    const rail = (a: number, b: number) => {
      const posts = [0.15, 0.4, 0.62, 0.8].map((t) => {
        const py = edge(t, H, far);
        return [edge(t, a, b), py, n(16 * (1 - t) + 3)] as const;
      });
      return (
        posts.map(([px, py, h]) => `M${px} ${py}v-${h}`).join('') +
        `M${posts.map(([px, py, h]) => `${px} ${n(py - h)}`).join('L')}`
      );
    };
    const reeds = [x - 110, x - 92, x + 70, x + 96, x + 118]
      .map((rx) => {
        const ry = n(ground(rx) + 4);
        const lean = Math.round((random() - 0.5) * 6);
        return `M${rx} ${ry}q${lean} -10 ${lean / 2} -20M${rx + 4} ${ry}q${lean} -8 ${lean + 2} -15`;
      })
      .join('');
    const water = [x - 130, x - 70, x + 60, x + 110]
      .map((wx, i) => `M${wx} ${n(ground(wx) + 8 + i * 3)}h${18 + i * 4}`)
      .join('');
    return (
      <>
        <path d={water} stroke="var(--art-soft)" />
        <path d={reeds} stroke="var(--art-ground)" strokeWidth="1.8" />
        <path d={`M${nl} ${H}L${fl} ${far}H${fr}L${nr} ${H}Z`} fill="var(--art-wall)" />
        <path d={planks} strokeWidth="1" />
        <path d={rail(nl, fl) + rail(nr, fr)} strokeWidth="1.6" />
        <path
          d={`M${x + 96} ${n(ground(x + 96) - 18)}v-6M${x - 92} ${n(ground(x - 92) - 18)}v-6`}
          stroke="var(--art-blaze)"
          strokeWidth="3"
        />
      </>
    );
  },
  signpost: ({ x, ground, random }) => {
    const y = n(ground(x));
    const [lx, rx] = [x - 130, x + 130];
    const trail = `M${x} ${H}C${x - 2} ${y + 10} ${x - 4} ${y + 4} ${x - 6} ${y - 2}C${x - 40} ${y - 6} ${lx + 40} ${n(ground(lx)) - 2} ${lx} ${n(ground(lx)) - 14}M${x - 6} ${y - 2}C${x + 30} ${y - 2} ${rx - 50} ${n(ground(rx)) + 2} ${rx} ${n(ground(rx)) - 16}`;
    const up = random() < 0.5;
    return (
      <>
        <path d={trail} stroke="var(--art-blaze)" strokeWidth="2" strokeDasharray="5 6" />
        <path d={`M${x + 6} ${y + 1}V${y - 48}`} strokeWidth="3.2" />
        <path
          d={`M${x + 8} ${y - 44}H${x - 24}l-7 6 7 6H${x + 8}Z`}
          fill={up ? 'var(--art-blaze)' : 'var(--art-wall)'}
        />
        <path
          d={`M${x + 4} ${y - 30}H${x + 36}l7 6-7 6H${x + 4}Z`}
          fill={up ? 'var(--art-wall)' : 'var(--art-blaze)'}
        />
        <path
          d={`M${x - 18} ${y - 38}h18M${x + 12} ${y - 24}h18`}
          strokeWidth="1.2"
          stroke="var(--art-soft)"
        />
      </>
    );
  },
  building: ({ x, ground, random }) => {
    const y = n(ground(x));
    const { stones, top } = stack(x, y, 3, 22, random);
    const pile = x + 56;
    const yp = n(ground(pile));
    const loose: [number, number, number, number][] = [
      [pile - 8, yp - 4, 9, 4.5],
      [pile + 8, yp - 3, 7, 3.5],
      [pile, yp - 10, 6, 3],
    ];
    const lift = n(top - 16);
    return (
      <>
        <Stones stones={stones} random={random} />
        <Stones stones={loose} random={random} />
        <path
          d={`M${pile} ${yp - 16}C${pile - 6} ${lift - 22} ${x + 20} ${lift - 22} ${x + 6} ${lift - 8}`}
          stroke="var(--art-blaze)"
          strokeWidth="1.6"
          strokeDasharray="3 4"
        />
        <path d={fieldStone(x + 1, lift, 10, 4.4, random)} fill="var(--art-blaze)" />
        <path
          d={`M${x - 16} ${lift - 4}q-4 4 0 8M${x + 16} ${lift - 4}q4 4 0 8`}
          stroke="var(--art-soft)"
          strokeWidth="1.2"
        />
      </>
    );
  },
};

export function Cover({
  scene,
  seed,
  tall = false,
  className,
}: {
  scene: CoverScene;
  /** The article's slug. */
  seed: string;
  /** With more sky above: the article's own page. */
  tall?: boolean;
  className?: string;
}) {
  const random = seeded(`cover:${seed}`);
  // The scene stands near the middle, so a phone's crop keeps it; the ridges' summits go aside.
  const x = Math.round(W / 2 + (random() - 0.5) * 40);
  const side = random() < 0.5 ? -1 : 1;
  const far = hill(random, {
    base: 88,
    peakX: Math.round(x + side * (70 + random() * 50)),
    height: 22 + random() * 14,
    spread: 60,
  });
  const near = hill(random, {
    base: 112,
    peakX: scene === 'book' ? x : Math.round(x - side * (90 + random() * 40)),
    height: scene === 'book' ? 14 : 10 + random() * 6,
    spread: scene === 'book' ? 70 : 40,
  });
  const moon = Math.round(x - side * (70 + random() * 50));
  const stars = Array.from(
    { length: 7 },
    () =>
      `M${Math.round(random() * W)} ${Math.round((tall ? -TALL : 0) + random() * (tall ? 150 : 44))}h.1`,
  ).join('');
  const top = tall ? -TALL : 0;
  return (
    <svg
      viewBox={`0 ${top} ${W} ${H - top}`}
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
      focusable="false"
      data-cover={scene}
      className={className ? `art-cover ${className}` : 'art-cover'}
    >
      <g stroke="none">
        <rect y={top || undefined} width={W} height={H - top} fill="var(--art-far)" />
        {scene === 'storm' ? null : (
          <>
            <circle cx={moon} cy={tall ? -40 : 30} r="12" fill="var(--art-sun)" />
            <circle cx={moon + 5} cy={tall ? -44 : 26} r="10" fill="var(--art-shade)" />
          </>
        )}
        <path d={far.shape} fill="var(--art-mid)" />
      </g>
      <path d={stars} stroke="var(--art-star)" strokeWidth="2" />
      <path d={near.shape} fill="var(--art-near)" strokeWidth="1.2" />
      {SCENES[scene]({ x, ground: (at: number) => Math.round(near.heightAt(at)), random })}
    </svg>
  );
}
