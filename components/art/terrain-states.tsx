import { curve, type Pt } from './cairn';

/**
 * The near ground of the states' landscapes (components/art/terrain.tsx draws the others): the
 * Blue Ridge's layered ridges, a broad river under a town's bridge, a creek, farmland, ridges in
 * mist, a beach on the open sea, and golden hills. Drawn in the scene's box, 1440 × 440, in the
 * --art-* tokens only, so the night is the same place.
 */
export type StateTerrain =
  'ridges' | 'riverfront' | 'creek' | 'farmland' | 'mist' | 'beach' | 'hills';
export const stateTerrains: readonly StateTerrain[] = [
  'ridges',
  'riverfront',
  'creek',
  'farmland',
  'mist',
  'beach',
  'hills',
];

const WIDTH = 1440;
const f = (n: number) => Math.round(n * 10) / 10;
const whole = (n: number) => String(Math.round(n));
const line = (points: Pt[]) => curve(points, false, whole);

const smooth = (t: number) => (t <= 0 ? 0 : t >= 1 ? 1 : 0.5 - 0.5 * Math.cos(Math.PI * t));

/**
 * How far the near ground falls beside the landmark: into a river or a creek under its bridge (to
 * the frame's foot, so the water runs out of the picture), or down a beach to the sea.
 */
export function stateShore(terrain: StateTerrain, at: number): (x: number) => number {
  if (terrain === 'riverfront') return (x) => 48 * (1 - smooth((Math.abs(x - at) - 150) / 50));
  if (terrain === 'creek') return (x) => 36 * (1 - smooth((Math.abs(x - at) - 80) / 50));
  if (terrain === 'beach') return (x) => 44 * smooth((x - at - 130) / 170);
  return () => 0;
}

/** How high the landmark's knoll rises on each state's ground. */
export const stateKnoll: Record<StateTerrain, number> = {
  ridges: 60,
  riverfront: 18,
  creek: 26,
  farmland: 14,
  mist: 40,
  beach: 10,
  hills: 58,
};

/** Where the trail ends: at a bridge, on the bank where it starts. */
export function stateTrailEnd(terrain: StateTerrain, at: number): number {
  if (terrain === 'riverfront') return at - 200;
  if (terrain === 'creek') return at - 150;
  return at;
}

/** Where the pines stand, beside the landmark and under the summit. */
export function statePines(terrain: StateTerrain, at: number, peak: number): number[] {
  if (terrain === 'ridges') return [at - 210, at - 176, peak + 150];
  if (terrain === 'creek') return [at - 200, at - 168, at + 190, at + 222];
  if (terrain === 'mist') return [at - 190, at - 150, at + 175, at + 215, peak + 150];
  return [];
}

/** A ridge's line from x0 to the frame's right edge: long, even swells about depth y. */
function ridgeLine(x0: number, y: number, swell: number, phase: number): Pt[] {
  return Array.from({ length: Math.ceil((WIDTH + 40 - x0) / 40) + 1 }, (_, i): Pt => {
    const x = x0 + i * 40;
    // Out of the near ground at the left, rising to the ridge's height over 300 units.
    const rise = smooth((x - x0) / 300);
    return [x, f(y + (1 - rise) * (430 - y) - rise * swell * Math.sin((x + phase) / 150))];
  });
}
const band = (points: Pt[]) => `${line(points)} L${WIDTH + 40} 440 L${points[0]![0]} 440 Z`;

/** Short wave strokes across water, between x0 and x1 around depth y. */
function waves(x0: number, x1: number, y: number, random: () => number) {
  const d: string[] = [];
  for (let x = x0 + 20; x < x1 - 40; x += 46 + random() * 30) {
    const yy = y + (random() - 0.5) * 12;
    d.push(`M${f(x)} ${f(yy)} q9 -5 18 0 t18 0`);
  }
  return d.join(' ');
}

/** Still water's surface and its ripples, in every terrain with water. */
export const ripple = {
  fill: 'none',
  stroke: 'var(--art-soft)',
  strokeWidth: 2,
  strokeLinecap: 'round',
} as const;
export const water = { fill: 'var(--art-far)', stroke: 'var(--art-line)', strokeWidth: 1.5 };

/** What a terrain draws beside the landmark, behind the near ground or over it. */
export interface ForegroundProps<T> {
  layer: 'behind' | 'front';
  terrain: T;
  at: number;
  nearHeight: (x: number) => number;
  /** Where the mountains' skyline dips lowest by the landmark: a river comes out of this fold. */
  fold: readonly [x: number, y: number];
  random: () => number;
}

/** What a state's near ground holds beside its landmark: behind the near ground, or over it. */
export function StateForeground({
  terrain,
  at,
  nearHeight,
  random,
  layer,
}: ForegroundProps<StateTerrain>) {
  const behind = layer === 'behind';
  if (terrain === 'ridges') {
    // The Blue Ridge from its overlook: long ridges one behind the other, each nearer one darker,
    // their crests drawn, the valleys between them lost in the distance.
    if (!behind) return null;
    const layers = [
      {
        y: 312,
        swell: 14,
        phase: 0,
        fill: 'color-mix(in oklab, var(--art-mid) 80%, var(--art-near))',
      },
      {
        y: 336,
        swell: 12,
        phase: 160,
        fill: 'color-mix(in oklab, var(--art-mid) 50%, var(--art-near))',
      },
      {
        y: 360,
        swell: 10,
        phase: 320,
        fill: 'color-mix(in oklab, var(--art-mid) 20%, var(--art-near))',
      },
    ];
    return (
      <g>
        {layers.map(({ y, swell, phase, fill }) => {
          const points = ridgeLine(at - 420, y, swell, phase);
          return (
            <g key={y}>
              <path d={band(points)} fill={fill} />
              <path d={line(points)} fill="none" stroke="var(--art-soft)" strokeWidth="1.5" />
            </g>
          );
        })}
      </g>
    );
  }
  if (terrain === 'mist') {
    // Ridges fading into haze, one behind the other, and mist lying in the hollows between them
    // and along the range's foot: the light colour of the far ridge by day, a dim veil at night.
    if (!behind) {
      const low = `M${at - 520} ${f(nearHeight(at - 520) - 4)} q60 -14 150 -8 q70 4 130 -6 q40 -6 70 4 q-90 10 -190 10 q-100 2 -160 0 Z`;
      return <path d={low} fill="var(--art-cloud)" />;
    }
    const hazes = [
      {
        y: 358,
        swell: 8,
        phase: 60,
        fill: 'color-mix(in oklab, var(--art-far) 55%, var(--art-mid))',
      },
      {
        y: 384,
        swell: 8,
        phase: 230,
        fill: 'color-mix(in oklab, var(--art-far) 30%, var(--art-mid))',
      },
    ];
    const wisp = (x: number, y: number, w: number) =>
      `M${f(x)} ${f(y)} q${f(w * 0.2)} -12 ${f(w * 0.45)} -8 q${f(w * 0.25)} -10 ${f(w * 0.4)} -2 q${f(w * 0.15)} 4 ${f(w * 0.15)} 10 Z`;
    const wisps = [
      [at - 330, 350, 260],
      [at - 40, 344, 300],
      [at + 230, 352, 220],
      [at - 200, 378, 240],
      [at + 120, 376, 260],
    ] as const;
    return (
      <g>
        {hazes.map(({ y, swell, phase, fill }, i) => (
          <g key={y}>
            <path d={band(ridgeLine(at - 460, y, swell, phase))} fill={fill} />
            {wisps
              .filter((_, k) => (i === 0 ? k < 3 : k >= 3))
              .map(([x, wy, w]) => (
                <path key={x} d={wisp(x, wy + 8, w)} fill="var(--art-cloud)" />
              ))}
          </g>
        ))}
      </g>
    );
  }
  if (terrain === 'hills') {
    // Golden hills in front of the range: the dry grass of summer by day (the sun's ray colour
    // over the near ground's green), their shade at night when the ray colour is gone.
    const golden = 'color-mix(in oklab, var(--art-ray) 70%, var(--art-near))';
    if (behind) {
      const hills = [
        [at - 300, 352, 180],
        [at + 290, 344, 200],
        [at + 20, 366, 230],
      ] as const;
      return (
        <g>
          {hills.map(([x, top, w]) => (
            <g key={x}>
              <path
                d={`M${x - w} 440 C${x - w * 0.6} ${top + 10} ${x - w * 0.3} ${top} ${x} ${top} C${x + w * 0.3} ${top} ${x + w * 0.6} ${top + 10} ${x + w} 440 Z`}
                fill={golden}
                stroke="var(--art-line)"
                strokeWidth="1.5"
              />
              <path
                d={`M${x - w * 0.5} ${top + 30} q${f(w * 0.3)} -12 ${f(w * 0.6)} -4 M${x - w * 0.2} ${top + 52} q${f(w * 0.3)} -8 ${f(w * 0.55)} 0`}
                {...ripple}
                strokeWidth="1.5"
              />
            </g>
          ))}
        </g>
      );
    }
    // Dry grass on the near ground: tufts along its crest.
    const tufts = Array.from({ length: 14 }, (_, i) => at - 470 + i * 62 + random() * 20)
      .filter((x) => Math.abs(x - at) > 150)
      .map((x) => {
        const y = nearHeight(x) + 6;
        return `M${f(x)} ${f(y)} l-4 -12 M${f(x + 4)} ${f(y)} l1 -15 M${f(x + 8)} ${f(y)} l5 -11`;
      });
    return (
      <path
        d={tufts.join(' ')}
        fill="none"
        stroke="var(--art-ground)"
        strokeWidth="2"
        strokeLinecap="round"
      />
    );
  }
  if (terrain === 'farmland') {
    // Fields to the range's foot: strips of crops in rows, the near ones ploughed, hay on the
    // stubble, a post fence along the lane.
    if (behind) {
      // Seen across the plain, each field a strip whose ends slope down into the near ground.
      const ripe = 'color-mix(in oklab, var(--art-ray) 45%, var(--art-near))';
      const fields = [
        [at - 330, at - 110, ripe, 388],
        [at - 130, at + 90, 'var(--art-near)', 382],
        [at + 70, at + 300, ripe, 386],
        [at + 280, WIDTH + 60, 'var(--art-near)', 380],
      ] as const;
      return (
        <g>
          {fields.map(([x0, x1, fill, top]) => {
            const rows = Array.from(
              { length: 3 },
              (_, k) => `M${x0 + 30 + k * 6} ${top + 8 + k * 8} H${x1 - 30 - k * 6}`,
            );
            return (
              <g key={x0}>
                <path
                  d={`M${x0} 440 L${x0 + 24} ${top} Q${(x0 + x1) / 2} ${top - 5} ${x1 - 24} ${top} L${x1} 440 Z`}
                  fill={fill}
                  stroke="var(--art-line)"
                  strokeWidth="1.5"
                  strokeLinejoin="round"
                />
                <path d={rows.join(' ')} {...ripple} strokeWidth="1.5" />
              </g>
            );
          })}
        </g>
      );
    }
    const rows = (x0: number, x1: number, drop: number) => {
      const points: Pt[] = [];
      for (let x = x0; x <= x1; x += 40) points.push([x, f(nearHeight(x) + drop)]);
      return line(points);
    };
    const bales = [at + 200, at + 246].map((x) => ({ x, y: nearHeight(x) + 2 }));
    const posts = Array.from({ length: 7 }, (_, i) => at - 460 + i * 44);
    return (
      <g>
        <g fill="none" stroke="var(--art-ground)" strokeWidth="3" strokeLinecap="round">
          {[8, 16, 24, 32].map((drop) => (
            <path key={drop} d={rows(at - 470, at - 170, drop)} />
          ))}
        </g>
        <g fill="none" stroke="var(--art-soft)" strokeWidth="2" strokeLinecap="round">
          {[12, 22, 32].map((drop) => (
            <path key={drop} d={rows(at + 160, at + 440, drop)} />
          ))}
        </g>
        {bales.map(({ x, y }) => (
          <g key={x}>
            <circle
              cx={x}
              cy={f(y - 14)}
              r="15"
              fill="var(--art-wall)"
              stroke="var(--art-line)"
              strokeWidth="2"
            />
            <circle
              cx={x}
              cy={f(y - 14)}
              r="6"
              fill="none"
              stroke="var(--art-soft)"
              strokeWidth="1.5"
            />
          </g>
        ))}
        <g stroke="var(--art-line)" strokeWidth="2" strokeLinecap="round">
          {posts.map((x) => (
            <path key={x} d={`M${x} ${f(nearHeight(x) + 2)} v-30`} />
          ))}
          <path
            d={`${rows(at - 460, at - 196, -22)} ${rows(at - 460, at - 196, -10)}`}
            fill="none"
            strokeWidth="1.5"
          />
        </g>
      </g>
    );
  }
  if (terrain === 'beach') {
    // The open sea to the horizon, the near ground running down to it as a beach, dunes with
    // sea oats behind the sand and surf at the water's edge.
    const a = at - 260;
    if (behind) {
      const sea = `M${a} ${f(nearHeight(a) + 4)} C${a + 60} ${f(nearHeight(a + 60))} ${a + 140} 356 ${a + 240} 353 L${WIDTH + 40} 350 V440 H${a} Z`;
      return (
        <g>
          <path d={sea} fill={water.fill} />
          <path d={`M${a + 240} 353 L${WIDTH + 40} 350`} {...water} fill="none" />
          <path d={waves(a + 80, WIDTH, 368, random)} {...ripple} strokeWidth="1.5" />
          <path d={waves(at + 140, WIDTH, 392, random)} {...ripple} />
          <path d={waves(at + 200, WIDTH, 416, random)} {...ripple} />
        </g>
      );
    }
    // The sand: from the dunes behind the landmark down to the surf.
    const sand: Pt[] = [];
    for (let x = at - 250; x <= at + 330; x += 30) sand.push([x, f(nearHeight(x) - 1)]);
    const foot: Pt[] = sand.map(([x, y]): Pt => [
      x,
      f(Math.min(440, y + 10 + (x - at + 250) * 0.05)),
    ]);
    const beach = `${line(sand)} L${foot.at(-1)![0]} ${foot.at(-1)![1]} ${foot
      .slice()
      .reverse()
      .map(([x, y]) => `L${x} ${y}`)
      .join(' ')} Z`;
    const surf = Array.from({ length: 3 }, (_, i) => {
      const x = at + 250 + i * 50;
      const y = nearHeight(x) + 4;
      return `M${f(x - 20)} ${f(y)} q10 -6 20 0 t20 0`;
    });
    const dunes = [at - 250, at - 150].map((x, i) => ({ x, y: nearHeight(x) + 4, w: 70 - i * 12 }));
    const oats = dunes.flatMap(({ x, y, w }) =>
      [-0.4, -0.1, 0.25].map((t) => {
        const ox = x + t * w;
        const oy = y - 22 + Math.abs(t) * 24;
        return `M${f(ox)} ${f(oy)} q-2 -16 -8 -26 M${f(ox + 4)} ${f(oy)} q2 -20 8 -30`;
      }),
    );
    return (
      <g>
        <path d={beach} fill="var(--art-wall)" stroke="var(--art-line)" strokeWidth="1.5" />
        {dunes.map(({ x, y, w }) => (
          <path
            key={x}
            d={`M${f(x - w)} ${f(y)} Q${f(x)} ${f(y - 52)} ${f(x + w)} ${f(y)} Z`}
            fill="var(--art-wall)"
            stroke="var(--art-line)"
            strokeWidth="1.5"
          />
        ))}
        <path
          d={oats.join(' ')}
          fill="none"
          stroke="var(--art-ground)"
          strokeWidth="2"
          strokeLinecap="round"
        />
        <path d={surf.join(' ')} {...ripple} />
      </g>
    );
  }
  // A river or a creek: out of the valley, widening as it comes down under the landmark's bridge
  // and out of the picture; the near ground is cut away over it (stateShore).
  if (!behind) {
    if (terrain === 'creek') {
      return (
        <g>
          <path d={`M${at - 40} 430 q10 -5 20 0 M${at + 16} 418 q8 -4 16 0`} {...ripple} />
          <path
            d={`M${at - 70} 436 q8 -10 18 -2 q6 -8 14 0 Z M${at + 48} 440 q10 -12 22 -2 Z`}
            fill="var(--art-wall)"
            stroke="var(--art-line)"
            strokeWidth="1.5"
          />
        </g>
      );
    }
    return <path d={waves(at - 170, at + 200, 432, random)} {...ripple} />;
  }
  // The water fills the cut between the banks up to just under the lower bank, and runs back up
  // the valley, narrowing, to the range's foot.
  const [near, far, mouth] = terrain === 'creek' ? [132, 16, at + 150] : [205, 40, at + 60];
  const top = f(Math.max(nearHeight(at - near), nearHeight(at + near)) + 2);
  const river = `M${at - near} 440 V${top} H${f(at - near * 0.7)} C${f(at - near * 0.5)} ${f(top - 12)} ${mouth - far * 1.5} 378 ${mouth - far / 2} 362 L${mouth + far / 2} 362 C${mouth + far * 1.5} 378 ${f(at + near * 0.5)} ${f(top - 12)} ${f(at + near * 0.7)} ${top} H${at + near} V440 Z`;
  return (
    <g>
      <path d={river} fill={water.fill} />
      <path d={waves(at - near * 0.6, at + near * 0.7, top + 16, random)} {...ripple} />
      <path d={`M${mouth - 10} 374 q8 -4 16 0`} {...ripple} strokeWidth="1.5" />
    </g>
  );
}
