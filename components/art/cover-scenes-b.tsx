import type { CoverScene } from '@/content/schema';
import { Draw, H, Stones, fieldStone, n, stack } from './cover-kit';

/** Covers for health privacy, reports, access, choices and building (components/art/covers.tsx). */
export const scenesB = {
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
} satisfies Partial<Record<CoverScene, Draw>>;
