/**
 * The framework floor's two modes (docs/performance.md). Its heading paints either before its
 * scripts arrive (Lighthouse's LCP estimate is then the document alone: LCP = FCP, about 700 ms
 * on this method) or after (the scripts join the estimate: LCP 100–1400 ms later). Which one a
 * run draws is a race on the machine, so the median of five lands in either mode, and "LCP ≤ 1.1
 * × the floor" passes or fails with it. The benchmark prints both readings.
 */
import { median } from './stats';

/** A run is in the fast mode when its LCP is within this much of its FCP. */
export const FAST_MODE_SLACK_MS = 50;

export interface FloorModes {
  fast: number[];
  fastMedian: number | null;
  ratios: [label: string, ratio: number][] | null;
}

/**
 * `floor`: the framework floor's LCP and FCP of each run; `pages`: [label, medianLcp] pairs.
 * Returns the fast runs, their median, and each page's LCP divided by it (null without a fast
 * run).
 */
export function floorModes(
  floor: { lcpRuns: readonly number[]; fcpRuns: readonly number[] },
  pages: readonly [label: string, lcp: number][],
): FloorModes {
  const fast = floor.lcpRuns.filter(
    (lcp, i) => lcp <= (floor.fcpRuns[i] ?? NaN) + FAST_MODE_SLACK_MS,
  );
  if (!fast.length) return { fast, fastMedian: null, ratios: null };
  const fastMedian = median(fast);
  return { fast, fastMedian, ratios: pages.map(([label, lcp]) => [label, lcp / fastMedian]) };
}
