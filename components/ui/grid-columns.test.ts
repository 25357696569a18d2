import { describe, expect, it } from 'vitest';
import {
  cellSpan,
  centredRows,
  equalRow,
  gridColumns,
  gridImageSizes,
  layout,
  shortLastRow,
} from './grid-columns';

describe('grid layouts by count', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 21])('%i items fill every row', (n) => {
    const { sm, lg } = layout(n);
    expect(shortLastRow(n, sm)).toBe(false);
    expect(shortLastRow(n, lg)).toBe(false);
  });

  it('puts five in a row of three and a row of two half again as wide; in two columns the first takes a row', () => {
    expect(gridColumns(5)).toBe('grid sm:grid-cols-2 lg:grid-cols-6');
    expect([0, 1, 2, 3, 4].map((i) => cellSpan(i, 5))).toEqual([
      'sm:col-span-2 lg:col-span-2',
      'lg:col-span-2',
      'lg:col-span-2',
      'lg:col-span-3',
      'lg:col-span-3',
    ]);
  });

  it('at 1024 px makes no item wider than its neighbours but in a shared last row', () => {
    for (const n of [3, 5, 6, 7, 8, 9, 10, 11, 12])
      expect(layout(n).lg.wideFirst, `${n}`).toBe(false);
  });

  it('never leaves one item alone on the last row', () => {
    for (let n = 3; n <= 21; n++) {
      for (const at of Object.values(layout(n))) expect(at.lastRow, `${n} items`).not.toBe(1);
    }
  });

  it('puts six in two and three columns, four in two and four, two side by side, one alone', () => {
    expect(gridColumns(6)).toBe('grid sm:grid-cols-2 lg:grid-cols-3');
    expect(gridColumns(4)).toBe('grid sm:grid-cols-2 lg:grid-cols-4');
    expect(gridColumns(2)).toBe('grid sm:grid-cols-2 lg:grid-cols-2');
    expect(gridColumns(1)).toBe('grid');
    expect(cellSpan(0, 6)).toBe('');
  });

  it('puts seven in a row of four and a row of three, and the first of three on its own row in two columns', () => {
    expect(gridColumns(7)).toBe('grid sm:grid-cols-2 lg:grid-cols-12');
    expect(cellSpan(0, 7)).toBe('sm:col-span-2 lg:col-span-3');
    expect(cellSpan(6, 7)).toBe('lg:col-span-4');
    expect(cellSpan(0, 3)).toBe('sm:col-span-2 lg:col-span-1');
    expect(cellSpan(2, 3)).toBe('');
  });
});

describe('gridImageSizes', () => {
  it('gives a card image the width its column has at each breakpoint', () => {
    expect(gridImageSizes(6)).toBe('(min-width: 1024px) 390px, (min-width: 640px) 50vw, 100vw');
    expect(gridImageSizes(2)).toBe('(min-width: 1024px) 596px, (min-width: 640px) 50vw, 100vw');
    expect(gridImageSizes(3)).toBe('(min-width: 1024px) 390px, 100vw');
    // Five: the last row's two cards are the widest.
    expect(gridImageSizes(5)).toBe('(min-width: 1024px) 596px, 100vw');
  });
});

describe('a row of equal cards (a state’s sectors)', () => {
  it('puts up to five in one row of one width from 1280 px, the usual rows below', () => {
    const five = equalRow(5);
    expect(five.list).toBe('grid sm:grid-cols-2 lg:grid-cols-6 xl:grid-cols-5');
    // Every card spans one track from 1280 px, whatever it spans below.
    expect([0, 1, 2, 3, 4].map(five.item)).toEqual([
      'sm:col-span-2 lg:col-span-2 xl:col-span-1',
      'lg:col-span-2 xl:col-span-1',
      'lg:col-span-2 xl:col-span-1',
      'lg:col-span-3 xl:col-span-1',
      'lg:col-span-3 xl:col-span-1',
    ]);
    expect(equalRow(4).list).toBe('grid sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-4');
  });

  it('keeps the usual layout for more than five', () => {
    expect(equalRow(6).list).toBe(gridColumns(6));
    expect(equalRow(6).item(0)).toBe(cellSpan(0, 6));
  });
});

describe('cards of one shape, a short last row centred (the client types)', () => {
  it('sets five as three, then two of the same width half a column in', () => {
    const five = centredRows(5);
    expect(five.list).toBe('grid sm:grid-cols-2 lg:grid-cols-6');
    expect([0, 1, 2, 3, 4].map(five.item)).toEqual([
      'sm:col-span-2 lg:col-span-2',
      'lg:col-span-2',
      'lg:col-span-2',
      'lg:col-span-2 lg:col-start-2',
      'lg:col-span-2',
    ]);
  });

  it('centres a lone last card, and keeps the usual layout where every row is full', () => {
    expect(centredRows(7).list).toBe('grid sm:grid-cols-2 lg:grid-cols-8');
    expect(centredRows(7).item(4)).toBe('lg:col-span-2 lg:col-start-2');
    expect(centredRows(6).list).toBe(gridColumns(6));
    expect(centredRows(6).item(0)).toBe(cellSpan(0, 6));
  });
});
