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
 * Phones show the first `limit` cards of a list whose section links to the rest (the home page's
 * studies and articles): the class hides the others below 640 px, where the grid is one column.
 */
export function phoneLimitClass(index: number, limit?: number): string {
  return limit !== undefined && index >= limit ? 'max-sm:hidden' : '';
}

export function gridColumns(count: number): string {
  const sm = leavesOrphan(count, 2) ? 1 : 2;
  // Prefer three across on wide screens, then four, then the small-screen choice.
  const lg = [3, 4, 2].find((c) => !leavesOrphan(count, c)) ?? 1;
  return ['grid', SM[sm], LG[lg]].filter(Boolean).join(' ');
}
