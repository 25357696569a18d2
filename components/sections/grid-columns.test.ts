import { describe, expect, it } from 'vitest';
import { featuredFirst, gridColumns, gridImageSizes, layout, shortLastRow } from './grid-columns';

describe('grid layouts by count', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 21])('%i items fill every row', (n) => {
    const { sm, lg } = layout(n);
    expect(shortLastRow(n, sm)).toBe(false);
    expect(shortLastRow(n, lg)).toBe(false);
  });

  it('puts five in three columns with the first spanning two, and in two with the first alone', () => {
    expect(gridColumns(5)).toBe('grid sm:grid-cols-2 lg:grid-cols-3');
    expect(featuredFirst(0, 5)).toBe('sm:col-span-2 lg:col-span-2');
    expect(featuredFirst(1, 5)).toBe('');
  });

  it('puts six in two and three columns, four in two and four, two side by side, one alone', () => {
    expect(gridColumns(6)).toBe('grid sm:grid-cols-2 lg:grid-cols-3');
    expect(gridColumns(4)).toBe('grid sm:grid-cols-2 lg:grid-cols-4');
    expect(gridColumns(2)).toBe('grid sm:grid-cols-2 lg:grid-cols-2');
    expect(gridColumns(1)).toBe('grid');
    expect(featuredFirst(0, 6)).toBe('');
  });

  it('features the first of seven in four columns, and of three in two', () => {
    expect(gridColumns(7)).toBe('grid sm:grid-cols-2 lg:grid-cols-4');
    expect(featuredFirst(0, 7)).toBe('sm:col-span-2 lg:col-span-2');
    expect(featuredFirst(0, 3)).toBe('sm:col-span-2 lg:col-span-1');
  });
});

describe('gridImageSizes', () => {
  it('gives a card image the width its column has at each breakpoint', () => {
    expect(gridImageSizes(6)).toBe('(min-width: 1024px) 390px, (min-width: 640px) 50vw, 100vw');
    expect(gridImageSizes(2)).toBe('(min-width: 1024px) 596px, (min-width: 640px) 50vw, 100vw');
    expect(gridImageSizes(3)).toBe('(min-width: 1024px) 390px, 100vw');
  });
});
