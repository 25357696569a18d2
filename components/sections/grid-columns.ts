/**
 * Grid column classes for `count` items that never leave one card alone on the last row: a
 * breakpoint gets 2, 3 or 4 columns only when the items fill its rows or leave at least two on
 * the last one. Tailwind sees every class literally here.
 */
const SM: Record<number, string> = { 1: '', 2: 'sm:grid-cols-2' };
const LG: Record<number, string> = {
  1: '',
  2: 'lg:grid-cols-2',
  3: 'lg:grid-cols-3',
  4: 'lg:grid-cols-4',
};

/** Whether `count` items in `columns` columns end with a lone card (or fill less than a row). */
export function leavesOrphan(count: number, columns: number): boolean {
  if (columns === 1) return false;
  return count < columns || count % columns === 1;
}

/**
 * On phones, a row of cards the visitor swipes through (each 85 % wide, so the next one peeks
 * in) instead of a tall column: every card is there, in a screen's height. CSS only.
 */
export const swipeRow = {
  list: 'max-sm:-mx-4 max-sm:flex max-sm:snap-x max-sm:snap-mandatory max-sm:overflow-x-auto max-sm:scroll-px-4 max-sm:px-4 max-sm:pb-2',
  item: 'max-sm:w-[85%] max-sm:shrink-0 max-sm:snap-start',
};

/** The columns `count` items get from 640 px (sm) and from 1024 px (lg). */
function columns(count: number): { sm: number; lg: number } {
  const sm = leavesOrphan(count, 2) ? 1 : 2;
  // Prefer three across on wide screens, then four, then the small-screen choice.
  const lg = [3, 4, 2].find((c) => !leavesOrphan(count, c)) ?? 1;
  return { sm, lg };
}

export function gridColumns(count: number): string {
  const { sm, lg } = columns(count);
  return ['grid', SM[sm], LG[lg]].filter(Boolean).join(' ');
}

/**
 * The `sizes` of an image that fills a card of `gridColumns(count)`: the width each breakpoint
 * gives a card in the 1280 px container (32 px padding each side, 24 px gaps), so a card that
 * spans the container never gets the file of a third of it.
 */
export function gridImageSizes(count: number): string {
  const { sm, lg } = columns(count);
  const card = Math.ceil((1216 - 24 * (lg - 1)) / lg);
  return [`(min-width: 1024px) ${card}px`, sm === 2 ? '(min-width: 640px) 50vw' : '', '100vw']
    .filter(Boolean)
    .join(', ');
}
