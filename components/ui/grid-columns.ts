/**
 * Grid layouts chosen by count, so no grid ends with a short row: each breakpoint gets 2, 3 or 4
 * columns that the items fill exactly, or, where they cannot, a last row whose items share the
 * row between them (five in three columns: three, then two half again as wide), so the short
 * text of a first item is not set in the widest box. Only where one item would be left alone on
 * the last row does the first take the whole first row instead (an odd count in two columns), so
 * no grid ends with a lone card. Two items sit side by side, one alone spans the row. Every list
 * of cards takes its columns here and each item's span from `cellSpan`. Tailwind sees every
 * class literally here.
 */

interface Columns {
  /** The columns of a full row. */
  columns: number;
  /** How many items the last row holds when it is not full (0 when every row is full). */
  lastRow: number;
  /** The first item takes the first row (where the last would otherwise stand alone). */
  wideFirst: boolean;
}

/** The layout of `count` items at a breakpoint that allows `choices` columns, best first. */
function fit(count: number, choices: number[]): Columns {
  const full = (columns: number): Columns => ({ columns, lastRow: 0, wideFirst: false });
  if (count <= 2) return full(Math.max(1, Math.min(count, Math.max(...choices))));
  const exact = choices.find((c) => count % c === 0);
  if (exact) return full(exact);
  // A last row one short of full, then any of two or more, then one left over.
  const rest = (c: number) => count % c;
  const columns =
    choices.find((c) => rest(c) === c - 1) ?? choices.find((c) => rest(c) >= 2) ?? choices[0]!;
  // With one left over, the first item takes the first row and the rest fill theirs exactly.
  return rest(columns) === 1
    ? { columns, lastRow: 0, wideFirst: true }
    : { columns, lastRow: rest(columns), wideFirst: false };
}

/** The columns `count` items get from 640 px (sm) and from 1024 px (lg). */
export function layout(count: number): { sm: Columns; lg: Columns } {
  // Wide screens prefer three across, then four.
  return { sm: fit(count, [2]), lg: fit(count, [3, 4]) };
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The grid's tracks: enough that a full row's items and the last row's each span whole tracks. */
function tracks(at: Columns): number {
  return at.lastRow ? (at.columns * at.lastRow) / gcd(at.columns, at.lastRow) : at.columns;
}

/** How many tracks item `index` of `count` spans. */
function span(index: number, count: number, at: Columns): number {
  if (at.wideFirst && index === 0) return tracks(at);
  const inLastRow = at.lastRow > 0 && index >= count - at.lastRow;
  return tracks(at) / (inLastRow ? at.lastRow : at.columns);
}

/** Whether the rows end short of the grid's width (every row, the last one included, is full). */
export function shortLastRow(count: number, at: Columns): boolean {
  let used = 0;
  for (let i = 0; i < count; i++) used += span(i, count, at);
  return tracks(at) > 1 && used % tracks(at) !== 0;
}

const SM_COLS: Record<number, string> = { 1: '', 2: 'sm:grid-cols-2' };
const LG_COLS: Record<number, string> = {
  1: '',
  2: 'lg:grid-cols-2',
  3: 'lg:grid-cols-3',
  4: 'lg:grid-cols-4',
  6: 'lg:grid-cols-6',
  8: 'lg:grid-cols-8',
  12: 'lg:grid-cols-12',
};
const SM_SPAN: Record<number, string> = { 1: 'sm:col-span-1', 2: 'sm:col-span-2' };
const LG_SPAN: Record<number, string> = {
  1: 'lg:col-span-1',
  2: 'lg:col-span-2',
  3: 'lg:col-span-3',
  4: 'lg:col-span-4',
  6: 'lg:col-span-6',
  12: 'lg:col-span-12',
};

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
  return ['grid', SM_COLS[tracks(sm)], LG_COLS[tracks(lg)]].filter(Boolean).join(' ');
}

/** The classes of item `index` of `count`: its span where the grid has more tracks than columns. */
export function cellSpan(index: number, count: number): string {
  const { sm, lg } = layout(count);
  const smSpan = span(index, count, sm);
  const lgSpan = span(index, count, lg);
  return [
    smSpan > 1 ? SM_SPAN[smSpan] : '',
    // From 1024 px a span of its own, or one track again where the 640 px span would carry over.
    lgSpan > 1 || smSpan > 1 ? LG_SPAN[lgSpan] : '',
  ]
    .filter(Boolean)
    .join(' ');
}

const LG_START: Record<number, string> = {
  2: 'lg:col-start-2',
  3: 'lg:col-start-3',
  4: 'lg:col-start-4',
};

/**
 * Cards of one shape (a drawing over its words), as many to a row from 1024 px as `gridColumns`
 * gives them, a short last row centred under the full ones: widened to share its row, those
 * cards took another shape (the drawing beside the words) and the set no longer read as one.
 * On two tracks a column, so half a column's offset centres the row. Below 1024 px the layout of
 * `gridColumns`.
 */
export function centredRows(count: number): { list: string; item: (index: number) => string } {
  const { sm, lg } = layout(count);
  const short = count % lg.columns;
  if (!short) return { list: gridColumns(count), item: (index) => cellSpan(index, count) };
  return {
    list: ['grid', SM_COLS[tracks(sm)], LG_COLS[lg.columns * 2]].filter(Boolean).join(' '),
    item: (index) => {
      const smSpan = span(index, count, sm);
      return [
        smSpan > 1 ? SM_SPAN[smSpan] : '',
        'lg:col-span-2',
        index === count - short ? LG_START[lg.columns - short + 1] : '',
      ]
        .filter(Boolean)
        .join(' ');
    },
  };
}

/**
 * The `sizes` of an image that fills a card of `gridColumns(count)`: the width each breakpoint
 * gives the widest card in the 1280 px container (32 px padding each side, 24 px gaps), so a card
 * that spans the container never gets the file of a third of it.
 */
export function gridImageSizes(count: number): string {
  const { sm, lg } = layout(count);
  const widest = lg.wideFirst ? 1 : lg.lastRow ? lg.lastRow : lg.columns;
  const card = Math.ceil((1216 - 24 * (widest - 1)) / widest);
  return [
    `(min-width: 1024px) ${card}px`,
    sm.columns === 2 && !sm.lastRow && !sm.wideFirst ? '(min-width: 640px) 50vw' : '',
    '100vw',
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * The columns that put `count` items in one row from 1024 px (a trail of steps across the page),
 * or undefined where there are too many for one row to keep their words readable.
 */
export function oneRow(count: number): string | undefined {
  return (
    { 2: 'lg:grid-cols-2', 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4', 5: 'lg:grid-cols-5' } as const
  )[count as 2 | 3 | 4 | 5];
}

const XL_ROW: Record<number, string> = {
  2: 'xl:grid-cols-2',
  3: 'xl:grid-cols-3',
  4: 'xl:grid-cols-4',
  5: 'xl:grid-cols-5',
};

/**
 * A list of up to five cards that carry text of about one length (a state's sectors): from
 * 1280 px one row of cards of one width, where the rows of `gridColumns` would widen the last row's
 * cards by half and leave their short text in half-empty boxes; below that the layout of
 * `gridColumns`, as every list of cards has. More than five keep that layout at every width.
 */
export function equalRow(count: number): { list: string; item: (index: number) => string } {
  const row = XL_ROW[count];
  return {
    list: [gridColumns(count), row].filter(Boolean).join(' '),
    item: (index) =>
      [cellSpan(index, count), row && cellSpan(index, count) ? 'xl:col-span-1' : '']
        .filter(Boolean)
        .join(' '),
  };
}
