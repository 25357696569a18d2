import type { CoverScene } from '@/content/schema';
import { curve } from './cairn';
import { Draw, H, Stones, fieldStone, n, stack } from './cover-kit';

/**
 * Covers of the work itself: a trail moving camp, a signpost at a fork, an open book on a ridge, a
 * trail past its checkpoints' cairns to a cairn being built (components/art/covers.tsx draws the sky and ridges around them).
 */
export const workCovers = {
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
  building: ({ x, ground, random }) => {
    // The work as a trail up the near hill (components/art/covers.tsx raises it for this scene,
    // on either side): in from the frame's foot, past a cairn at each checkpoint, each larger
    // than the last, to the top, where the last cairn stands with its top stone just set.
    const dir = ground(x + 64) < ground(x - 64) ? 1 : -1;
    const top = x + dir * 64;
    const at = (dx: number, below: number): [number, number] => [
      x + dir * dx,
      n(ground(x + dir * dx) + below),
    ];
    const stops = [at(-100, 8), at(-42, 9), at(12, 7)];
    const points = [[x - dir * 168, H + 4] as [number, number], ...stops, at(56, 3)];
    const trail = curve(points, false, (v) => String(Math.round(v)));
    const y = n(ground(top));
    const { stones, top: peak } = stack(top, y, 3, 17, random);
    // The top stone, in the blaze's colour, seated on the cairn: the last one set.
    const seat = n(peak - 2);
    // Each checkpoint's cairn, beside the trail, in one path: its stones share one grey.
    const cairns = stops.map(([cx, cy], i) =>
      stack(cx + dir * 7, cy - 3, i < 2 ? 2 : 3, 7 + i, random)
        .stones.map(([sx, sy, rx, ry]) => fieldStone(sx, sy, rx, ry, random))
        .join(''),
    );
    return (
      <>
        <path d={trail} stroke="var(--art-blaze)" strokeWidth="2" strokeDasharray="5 6" />
        {cairns.map((d, i) => (
          <path key={d} d={d} fill={i % 2 ? 'var(--art-mid)' : 'var(--art-wall)'} />
        ))}
        <Stones stones={stones} random={random} />
        <path d={fieldStone(top + 1, seat, 9, 4, random)} fill="var(--art-blaze)" />
      </>
    );
  },
} satisfies Partial<Record<CoverScene, Draw>>;
