import type { CoverScene } from '@/content/schema';
import { Draw, H, Stones, ink, n, stack } from './cover-kit';

/**
 * Covers of what a site is held to: speed (a stopwatch on a cairn), consent (a field gate) and
 * access (a boardwalk) (components/art/covers.tsx draws the sky and ridges around them).
 */
export const standardsCovers = {
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
} satisfies Partial<Record<CoverScene, Draw>>;
