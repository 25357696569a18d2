import type { CoverScene } from '@/content/schema';
import { CLOUD, Draw, W, ink, n, pylon } from './cover-kit';

/**
 * Covers of the places our clients run: power lines in a storm, a rate board, a clinic with a
 * closed shutter (components/art/covers.tsx draws the sky and ridges around them).
 */
export const placesCovers = {
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
} satisfies Partial<Record<CoverScene, Draw>>;
