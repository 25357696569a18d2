import type { ReactNode } from 'react';
import type { Motif } from '@/content/schema';
import { Cairn, curve, ridge, seeded, tint, type Pt } from './cairn';

/**
 * An article's drawing: the trail's elevation profile, one cairn for each section of the
 * article, in a fixed 400 × 320 viewBox with width and height, so it never shifts the layout,
 * and decorative (aria-hidden): the headline beside it says what the page is about.
 */
function Frame({
  kind,
  seed,
  motif,
  className,
  vignette = false,
  children,
}: {
  kind: string;
  seed: string;
  motif?: Motif;
  className: string;
  /** Fade the drawing out at its sides, so an open landscape has no cut edge. */
  vignette?: boolean;
  children: ReactNode;
}) {
  const id = `art-${kind}-${seed}`;
  return (
    <svg
      viewBox="0 0 400 320"
      width="400"
      height="320"
      aria-hidden="true"
      focusable="false"
      data-art={motif ?? kind}
      data-scene={kind}
      className={className}
    >
      {vignette ? (
        <>
          <defs>
            <linearGradient id={`${id}-fade`}>
              <stop offset="0" stopColor="#fff" stopOpacity="0" />
              <stop offset="0.1" stopColor="#fff" />
              <stop offset="0.9" stopColor="#fff" />
              <stop offset="1" stopColor="#fff" stopOpacity="0" />
            </linearGradient>
            <mask id={`${id}-mask`}>
              <rect width="400" height="320" fill={`url(#${id}-fade)`} />
            </mask>
          </defs>
          <g mask={`url(#${id}-mask)`}>{children}</g>
        </>
      ) : (
        children
      )}
    </svg>
  );
}

interface SceneProps {
  seed: string;
  motif?: Motif;
  className?: string;
}

export function Profile({
  seed,
  stops = 3,
  className = 'h-auto w-full',
}: SceneProps & { stops?: number }) {
  const random = seeded(seed);
  const n = Math.max(2, Math.min(6, stops));
  const base = 276;
  const xs = Array.from({ length: 13 }, (_, i) => 24 + i * 29.3);
  // A climb with a few false summits, highest towards the end.
  const heights = xs.map((_, i) => {
    const t = i / (xs.length - 1);
    return 30 + 150 * Math.sin(t * Math.PI * 0.92) ** 1.4 + (random() - 0.5) * 46;
  });
  const points = xs.map((x, i): Pt => [x, base - heights[i]!]);
  const line = curve(points);
  const far = ridge(random, { base: 150, peakX: 120 + random() * 160, height: 50, spread: 110 });
  const stopsAt = Array.from({ length: n }, (_, k) => {
    const i = Math.round(1 + (k * (xs.length - 3)) / Math.max(1, n - 1));
    return points[i]!;
  });
  return (
    <Frame kind="profile" seed={seed} className={className} vignette>
      <circle cx={320 - random() * 60} cy={58} r={26} fill="var(--highlight)" />
      <path d={`${far.line} L400 ${base} L0 ${base} Z`} fill={tint(10)} />
      <g stroke="var(--border)" strokeWidth="1" strokeDasharray="2 6">
        {[116, 156, 196, 236].map((y) => (
          <path key={y} d={`M16 ${y} H384`} />
        ))}
      </g>
      <path d={`${line} L${xs.at(-1)} ${base} L${xs[0]} ${base} Z`} fill={tint(26)} />
      <path d={line} fill="none" stroke="var(--foreground)" strokeWidth="2" />
      <path d={`M16 ${base} H384`} stroke="var(--foreground)" strokeWidth="2" />
      <g stroke="var(--foreground)" strokeWidth="2">
        {xs.map((x) => (
          <path key={x} d={`M${x} ${base} V${base + 8}`} />
        ))}
      </g>
      {stopsAt.map(([x, y], k) => (
        <g key={x}>
          <path
            d={`M${x} ${y} V${base}`}
            stroke="var(--accent)"
            strokeWidth="1.5"
            strokeDasharray="3 4"
          />
          <Cairn x={x} y={y + 1} scale={0.42} seed={`${seed}-${k}`} stones={k === n - 1 ? 4 : 3} />
        </g>
      ))}
    </Frame>
  );
}
