import type { ReactNode } from 'react';
import { curve, type Pt } from './cairn';

/** The shared measures and marks of the article covers (components/art/covers.tsx). */
export const W = 320;
export const H = 128;

export type Ground = (x: number) => number;
export type Draw = (at: { x: number; ground: Ground; random: () => number }) => ReactNode;

export const n = (v: number) => Math.round(v * 10) / 10;
export const ink = 'var(--art-line)';

/*
 * A list of covers repeats every path twice (the HTML and the payload React hydrates from), so
 * the covers draw with fewer, rounder points than the hero scenes: a ridge of eight points in
 * whole units, a stone of six in half units.
 */
export const half = (v: number) => Math.round(v * 2) / 2;

/**
 * A ridge across the cover, a little wider than it (its outline's ends and foot are outside the
 * drawing, so the whole shape can carry the ink line): its shape, and its height at any x.
 */
export function hill(
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
export function fieldStone(cx: number, cy: number, rx: number, ry: number, random: () => number) {
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
export function Stones({
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
export function stack(x: number, y: number, count: number, width: number, random: () => number) {
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

export const CLOUD = 'M-28 8C-37 8-36-5-26-4C-27-14-12-18-6-10C-2-20 15-20 16-8C27-10 30 8 20 8Z';

/** A lattice pylon standing at (x, y), 50 high, its arms at y-42 and y-32. */
export const pylon = (x: number, y: number) =>
  `M${x - 8} ${y}L${x - 2} ${y - 50}H${x + 2}L${x + 8} ${y}M${x - 7} ${y - 3}L${x + 5.5} ${y - 15}L${x - 4.5} ${y - 27}L${x + 3.5} ${y - 38}M${x + 7} ${y - 3}L${x - 5.5} ${y - 15}L${x + 4.5} ${y - 27}L${x - 3.5} ${y - 38}M${x - 14} ${y - 42}H${x + 14}M${x - 11} ${y - 32}H${x + 11}`;
