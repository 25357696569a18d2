import type { CoverScene } from '@/content/schema';
import { CLOUD, Draw, Stones, W, ink, n, pylon, stack } from './cover-kit';

/** Covers for storms, rates, moving camp, speed and consent (components/art/covers.tsx). */
export const scenesA = {
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
} satisfies Partial<Record<CoverScene, Draw>>;
