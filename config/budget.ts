/**
 * The most a page of this site may load, gzipped: the build's budget test holds every page to it
 * (scripts/bundle-budget.build.test.ts), and /why-cairn states it as a fact a buyer can check.
 */
export const PAGE_BUDGET_KB = { js: 160, css: 25 } as const;
