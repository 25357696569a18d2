/**
 * The most a page of this site may load, gzipped: the build's budget test holds every page to it
 * (scripts/bundle-budget.build.test.ts), and /why-cairn states it as a fact a buyer can check.
 */
export const PAGE_BUDGET_KB = { js: 160, css: 25 } as const;

/**
 * The most a page's document may weigh, gzipped (its HTML with the inline payload React hydrates
 * from), and the most of it the drawings may take: a drawing is a file the page names
 * (components/art/drawing-file.tsx), so a document carries a line per drawing, never the drawing.
 * The heaviest today are the client type pages, which open on their example (41.0–41.6 KB, some
 * 2 KB more with every integration on), and home (its sector leads close the page, 40.8). Below 30 KB
 * needs React on fewer parts of the page than the App Router hydrates (docs/performance.md).
 */
export const DOCUMENT_BUDGET_KB = { document: 44, drawings: 1 } as const;
