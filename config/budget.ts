/**
 * The most a page of this site may load, gzipped: the build's budget test holds every page to it
 * (scripts/bundle-budget.build.test.ts), and /why-cairn states it as a fact a buyer can check.
 */
export const PAGE_BUDGET_KB = { js: 160, css: 25 } as const;

/**
 * The most a page's document may weigh, gzipped (its HTML with the inline payload React hydrates
 * from), and the most of it the drawings may take: a drawing is a file the page names
 * (components/art/drawing-file.tsx), so a document carries a line per drawing, never the drawing.
 */
export const DOCUMENT_BUDGET_KB = { document: 40, drawings: 1 } as const;
