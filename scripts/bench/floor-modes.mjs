/**
 * The framework floor's two modes (docs/performance.md). Its heading paints either before its
 * scripts arrive (Lighthouse's LCP estimate is then the document alone: LCP = FCP, about 700 ms
 * on this method) or after (the scripts join the estimate: LCP 100–1400 ms later). Which one a
 * run draws is a race on the machine, so the median of five lands in either mode, and "LCP ≤ 1.1
 * × the floor" passes or fails with it. The benchmark prints both readings.
 */

/** A run is in the fast mode when its LCP is within this much of its FCP. */
export const FAST_MODE_SLACK_MS = 50;

const median = (values) => {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * `floor`: { lcpRuns, fcpRuns } of the framework floor; `pages`: [label, medianLcp] pairs.
 * Returns the fast runs, their median, and each page's LCP divided by it (null without a fast
 * run).
 */
export function floorModes(floor, pages) {
  const fast = floor.lcpRuns.filter((lcp, i) => lcp <= floor.fcpRuns[i] + FAST_MODE_SLACK_MS);
  if (!fast.length) return { fast, runs: floor.lcpRuns.length, fastMedian: null, ratios: null };
  const fastMedian = median(fast);
  return {
    fast,
    runs: floor.lcpRuns.length,
    fastMedian,
    ratios: pages.map(([label, lcp]) => [label, lcp / fastMedian]),
  };
}
