/**
 * Grid layouts chosen by count, so no grid ends with a short row: each breakpoint gets 2, 3 or 4
 * columns that the items fill exactly, or that they fill when the first item is featured (it
 * spans two columns); two items sit side by side, one alone spans the row. Every list of cards
 * takes its columns here and its first item's span from `featuredFirst`. Tailwind sees every
 * class literally here.
 */
const SM: Record<number, string> = { 1: '', 2: 'sm:grid-cols-2' };
const LG: Record<number, string> = {
  1: '',
  2: 'lg:grid-cols-2',
  3: 'lg:grid-cols-3',
  4: 'lg:grid-cols-4',
};

interface Columns {
  columns: number;
  /** The first item spans two columns, so the rest fill their rows. */
  featured: boolean;
}

/** The layout of `count` items at a breakpoint that allows `choices` columns, best first. */
function fit(count: number, choices: number[]): Columns {
  if (count <= 2)
    return { columns: Math.max(1, Math.min(count, Math.max(...choices))), featured: false };
  const exact = choices.find((c) => count % c === 0);
  if (exact) return { columns: exact, featured: false };
  const featured = choices.find((c) => (count + 1) % c === 0);
  if (featured) return { columns: featured, featured: true };
  return { columns: 1, featured: false };
}

/** The columns `count` items get from 640 px (sm) and from 1024 px (lg). */
export function layout(count: number): { sm: Columns; lg: Columns } {
  // Wide screens prefer three across, then four (exactly, then with a featured first item),
  // then two.
  const wide = fit(count, [3, 4]);
  return { sm: fit(count, [2]), lg: wide.columns > 1 ? wide : fit(count, [2]) };
}

/** Whether `count` items in the layout's columns end with a short row (counting the span). */
export function shortLastRow(count: number, at: Columns): boolean {
  const cells = count + (at.featured ? 1 : 0);
  return at.columns > 1 && cells % at.columns !== 0;
}

/**
 * On phones, a row of cards the visitor swipes through (each 85 % wide, so the next one peeks
 * in) instead of a tall column: every card is there, in a screen's height. CSS only.
 */
export const swipeRow = {
  list: 'max-sm:-mx-4 max-sm:flex max-sm:snap-x max-sm:snap-mandatory max-sm:overflow-x-auto max-sm:scroll-px-4 max-sm:px-4 max-sm:pb-2',
  item: 'max-sm:w-[85%] max-sm:shrink-0 max-sm:snap-start',
};

export function gridColumns(count: number): string {
  const { sm, lg } = layout(count);
  return ['grid', SM[sm.columns], LG[lg.columns]].filter(Boolean).join(' ');
}

/** The classes of item `index` of `count`: the first spans two columns where it is featured. */
export function featuredFirst(index: number, count: number): string {
  if (index !== 0) return '';
  const { sm, lg } = layout(count);
  return [
    sm.featured ? 'sm:col-span-2' : '',
    lg.featured ? 'lg:col-span-2' : sm.featured ? 'lg:col-span-1' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The `sizes` of an image that fills a card of `gridColumns(count)`: the width each breakpoint
 * gives a card in the 1280 px container (32 px padding each side, 24 px gaps), so a card that
 * spans the container never gets the file of a third of it.
 */
export function gridImageSizes(count: number): string {
  const { sm, lg } = layout(count);
  const card = Math.ceil((1216 - 24 * (lg.columns - 1)) / lg.columns) * (lg.featured ? 2 : 1);
  return [
    `(min-width: 1024px) ${card}px`,
    sm.columns === 2 && !sm.featured ? '(min-width: 640px) 50vw' : '',
    '100vw',
  ]
    .filter(Boolean)
    .join(', ');
}
