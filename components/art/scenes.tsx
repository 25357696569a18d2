import type { ReactNode } from 'react';
import type { Motif } from '@/content/schema';
import { Cairn, ContourRings, curve, ridge, seeded, tint, Trail, type Pt } from './cairn';
import { Emblem } from './emblems';

/**
 * The hero illustrations, one composition per kind of page, all in one hand: ridges in tints
 * of the accent, a dashed trail, cairns of field stones, the sun in the highlight colour.
 *
 * - Ascent (audiences, the site's own pages, the home page): a trail climbing a ridge to a
 *   cairn on its summit, with the page's emblem on a waymarker at the foot.
 * - Survey (services and solutions): the same ground from above, a map sheet with contour
 *   rings, the trail between waypoints and the emblem in the map's legend.
 * - Profile (the journal): the trail's elevation profile, one cairn for each section of the
 *   article.
 *
 * Each is a fixed 400 × 320 viewBox with width and height, so it never shifts the layout, and
 * decorative (aria-hidden): the headline beside it says what the page is about.
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

/** A waymarker: a post with a sign board that carries the page's emblem. */
function Waymarker({ x, y, motif }: { x: number; y: number; motif: Motif }) {
  return (
    <g>
      <path
        d={`M${x} ${y} V${y - 62}`}
        stroke="var(--foreground)"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <rect
        x={x - 30}
        y={y - 118}
        width="60"
        height="60"
        rx="12"
        fill="var(--background)"
        stroke="var(--foreground)"
        strokeWidth="2.5"
      />
      <Emblem motif={motif} x={x} y={y - 88} size={0.52} />
    </g>
  );
}

export function Ascent({ seed, motif, className = 'h-auto w-full' }: SceneProps) {
  const random = seeded(seed);
  const peakX = 190 + random() * 70;
  const sunX = peakX < 220 ? 300 + random() * 40 : 80 + random() * 40;
  const far = ridge(random, {
    base: 190,
    peakX: peakX < 220 ? 330 : 90,
    height: 50 + random() * 30,
    spread: 90,
    rough: 10,
  });
  const side = peakX < 220 ? 1 : -1;
  const main = ridge(random, {
    base: 262,
    peakX,
    height: 130 + random() * 40,
    spread: 55 + random() * 40,
    rough: 6,
    // Half the ridges have a shoulder on the far side of the sun: no two hero skylines alike.
    shoulder:
      random() < 0.5
        ? { x: peakX - side * (70 + random() * 30), height: 60 + random() * 40, spread: 40 }
        : undefined,
  });
  const near = ridge(random, {
    base: 300,
    peakX: peakX < 220 ? 340 : 60,
    height: 22,
    spread: 120,
    rough: 4,
  });
  // Contour lines on the main ridge: its outline again, lower down, near the summit.
  const contours = [16, 34, 54].map((drop) => {
    const points = Array.from({ length: 9 }, (_, i): Pt => {
      const x = peakX - 90 + i * 22.5;
      return [x, main.heightAt(x) + drop + Math.abs(x - peakX) * 0.05];
    });
    return curve(points);
  });
  // Switchbacks from the foot of the ridge up to the summit, inside its outline.
  const turns = 4;
  const [sx, sy] = main.summit;
  const route = Array.from({ length: turns + 1 }, (_, i): Pt => {
    const t = i / turns;
    const side = i % 2 === 0 ? -1 : 1;
    const x = i === turns ? sx : sx + side * (70 - 55 * t) * (0.8 + random() * 0.3);
    const y = i === turns ? sy + 4 : Math.max(main.heightAt(x) + 14, 310 - (310 - sy) * t);
    return [x, y];
  });
  const signX = route[0]![0] < 120 ? route[0]![0] + 190 : route[0]![0] - 70;
  return (
    <Frame kind="ascent" seed={seed} motif={motif} className={className} vignette>
      <circle cx={sunX} cy={72} r={30} fill="var(--highlight)" />
      <path d={far.shape} fill={tint(12)} />
      <path d={main.shape} fill={tint(24)} />
      <path d={main.line} fill="none" stroke="var(--foreground)" strokeWidth="2" />
      <g fill="none" stroke={tint(45)} strokeWidth="1.5">
        {contours.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
      <Trail d={curve(route)} />
      <path d={near.shape} fill={tint(40)} />
      <Cairn x={sx} y={sy + 2} scale={0.8} seed={seed} stones={3 + Math.floor(random() * 3)} />
      {motif ? <Waymarker x={Math.max(44, Math.min(360, signX))} y={300} motif={motif} /> : null}
    </Frame>
  );
}

export function Survey({ seed, motif, className = 'h-auto w-full' }: SceneProps) {
  const random = seeded(seed);
  const hill: Pt = [150 + random() * 70, 120 + random() * 40];
  const knoll: Pt = [290 + random() * 40, 220 + random() * 30];
  // Waypoints from the sheet's lower left corner to the summit.
  const start: Pt = [50, 280];
  const waypoints: Pt[] = [
    start,
    [90 + random() * 40, 220 + random() * 20],
    [hill[0] - 40 + random() * 20, hill[1] + 70 + random() * 20],
    [hill[0], hill[1]],
  ];
  return (
    <Frame kind="survey" seed={seed} motif={motif} className={className}>
      <rect
        x="8"
        y="8"
        width="384"
        height="304"
        rx="18"
        fill="var(--surface)"
        stroke="var(--border)"
        strokeWidth="2"
      />
      <g stroke="var(--border)" strokeWidth="1" strokeDasharray="2 6">
        {[88, 168, 248].map((x) => (
          <path key={x} d={`M${x} 16 V304`} />
        ))}
        {[88, 168, 248].map((y) => (
          <path key={y} d={`M16 ${y} H384`} />
        ))}
      </g>
      <ContourRings
        cx={hill[0]}
        cy={hill[1]}
        r={12}
        rings={6}
        step={15}
        seed={seed}
        stroke={tint(45)}
      />
      <ContourRings
        cx={knoll[0]}
        cy={knoll[1]}
        r={8}
        rings={3}
        step={13}
        seed={`${seed}-knoll`}
        stroke={tint(35)}
      />
      <Trail d={curve(waypoints)} />
      {waypoints.slice(0, -1).map(([x, y]) => (
        <circle
          key={`${x} ${y}`}
          cx={x}
          cy={y}
          r="6"
          fill="var(--background)"
          stroke="var(--accent)"
          strokeWidth="2.5"
        />
      ))}
      <Cairn x={hill[0]} y={hill[1] + 6} scale={0.62} seed={seed} stones={4} />
      {motif ? (
        <g>
          <rect
            x="296"
            y="24"
            width="80"
            height="80"
            rx="14"
            fill="var(--background)"
            stroke="var(--border)"
            strokeWidth="2"
          />
          <Emblem motif={motif} x={336} y={64} size={0.62} />
        </g>
      ) : null}
      <g transform="translate(356 268)" stroke="var(--foreground)" strokeWidth="2" fill="none">
        <circle r="16" />
        <path d="M0 -11 L5 6 L0 2 L-5 6 Z" fill="var(--foreground)" strokeLinejoin="round" />
      </g>
    </Frame>
  );
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
