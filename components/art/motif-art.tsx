import type { Motif } from '@/content/schema';
import { Cairn, ContourRings } from './cairn';
import { Emblem } from './emblems';

/**
 * A hero illustration for an audience or a service family: the contour map of a hill with a
 * cairn on its summit, and the motif's emblem on a medallion beside it. Decorative: the page's
 * headline says what it is about. Fixed viewBox and width/height, so it never shifts layout.
 */
export function MotifArt({
  motif,
  seed,
  className = '',
}: {
  motif: Motif;
  seed: string;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 400 320"
      width="400"
      height="320"
      aria-hidden="true"
      focusable="false"
      data-art={motif}
      className={`h-auto w-full ${className}`}
    >
      <ContourRings cx={150} cy={190} r={20} rings={5} step={18} seed={seed} />
      <ContourRings
        cx={150}
        cy={190}
        r={8}
        rings={1}
        step={0}
        seed={`${seed}-top`}
        stroke="var(--muted-foreground)"
      />
      <path
        d="M40 300 C90 290 120 250 150 200 C170 230 200 250 230 262 C270 276 330 288 380 300"
        fill="none"
        stroke="var(--accent)"
        strokeWidth="2.5"
        strokeDasharray="6 7"
        strokeLinecap="round"
      />
      <Cairn x={150} y={196} scale={0.9} />
      <circle
        cx="300"
        cy="100"
        r="70"
        fill="var(--surface)"
        stroke="var(--border)"
        strokeWidth="2"
      />
      <circle
        cx="300"
        cy="100"
        r="58"
        fill="none"
        stroke="var(--border)"
        strokeWidth="1.5"
        strokeDasharray="2 6"
      />
      <Emblem motif={motif} x={300} y={100} size={0.95} />
    </svg>
  );
}
