import { describe, expect, it } from 'vitest';
import { gridColumns, gridImageSizes, leavesOrphan } from './grid-columns';

/** The size of the last row of `count` items in the columns the classes give at each width. */
function lastRows(count: number): number[] {
  const classes = gridColumns(count);
  const sm = /sm:grid-cols-(\d)/.exec(classes)?.[1];
  const lg = /lg:grid-cols-(\d)/.exec(classes)?.[1];
  const columns = [1, Number(sm ?? 1), Number(lg ?? sm ?? 1)];
  return columns.filter((c) => c > 1).map((c) => count % c || c);
}

describe('gridColumns', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])('%i items never end with a lone card', (n) => {
    expect(lastRows(n).filter((size) => size === 1)).toEqual([]);
  });

  it('puts six items in two and three columns, four in two and four, three in three', () => {
    expect(gridColumns(6)).toBe('grid sm:grid-cols-2 lg:grid-cols-3');
    expect(gridColumns(4)).toBe('grid sm:grid-cols-2 lg:grid-cols-4');
    expect(gridColumns(3)).toBe('grid lg:grid-cols-3');
    expect(gridColumns(1)).toBe('grid');
  });

  it('knows what an orphan is', () => {
    expect(leavesOrphan(4, 3)).toBe(true);
    expect(leavesOrphan(5, 3)).toBe(false);
    expect(leavesOrphan(2, 3)).toBe(true);
  });
});

describe('gridImageSizes', () => {
  it('gives a card image the width its column has at each breakpoint', () => {
    expect(gridImageSizes(6)).toBe('(min-width: 1024px) 390px, (min-width: 640px) 50vw, 100vw');
    expect(gridImageSizes(2)).toBe('(min-width: 1024px) 596px, (min-width: 640px) 50vw, 100vw');
    expect(gridImageSizes(3)).toBe('(min-width: 1024px) 390px, 100vw');
  });
});
