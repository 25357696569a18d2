import { describe, expect, it } from 'vitest';
import { floorModes } from './floor-modes';

describe('scripts/bench/floor-modes.ts', () => {
  it('separates the runs whose heading painted before the scripts, and rates pages against them', () => {
    // LCPs of the fourth session's second run (FCPs about 686 ms): two fast, three slow, median slow.
    const modes = floorModes(
      { lcpRuns: [688, 1141, 966, 657, 960], fcpRuns: [688, 690, 686, 657, 684] },
      [
        ['/', 867],
        ['/services', 876],
      ],
    );
    expect(modes.fast).toEqual([688, 657]);
    expect(modes.fastMedian).toBe(672.5);
    expect(modes.ratios?.map(([label, r]) => [label, Number(r.toFixed(2))])).toEqual([
      ['/', 1.29],
      ['/services', 1.3],
    ]);
  });

  it('says so when no run drew the fast mode', () => {
    const modes = floorModes({ lcpRuns: [931, 1007], fcpRuns: [690, 700] }, [['/', 860]]);
    expect(modes).toEqual({ fast: [], fastMedian: null, ratios: null });
  });
});
