/**
 * How far a visitor scrolls: the site's length budgets, and the report of each page's length
 * against its budget. Copy decides a page's length, so a page over budget is reported, not failed:
 * in `npm test`'s output and the pull request's summary (a table, and a warning on the run for
 * each page over), where whoever changed the page sees it (docs/content-rules.md, "Lengths").
 *
 * The route sweep (e2e/routes.spec.ts) measures every page at 375 px and home's shape
 * (e2e/home-shape.spec.ts) home at 1440 px, each as a test annotation; the e2e's length reporter
 * (tests/e2e/length-report.ts) prints the table when the run ends.
 */

/** A page's height at a width, against its budget. */
export interface Length {
  route: string;
  width: number;
  height: number;
  budget: number;
}

/** Every page on a phone: a page a visitor finishes. */
export const PHONE_BUDGET = 6700;
/** Home on a phone: eight screens of an 812 px phone. */
export const HOME_PHONE_BUDGET = 8 * 812;
/** Home at 1440 px: a length a buyer reads to the end. */
export const HOME_WIDE_BUDGET = 5000;

/** The budget of a route at a width: the widths the e2e measures. */
export function budgetOf(route: string, width: number): number {
  if (width >= 1024) {
    if (route !== '/') throw new Error(`no budget for ${route} at ${width} px`);
    return HOME_WIDE_BUDGET;
  }
  return route === '/' ? HOME_PHONE_BUDGET : PHONE_BUDGET;
}

/** The annotation a test records a measured length with. */
export const LENGTH_ANNOTATION = 'page-length';

export function lengthAnnotation(route: string, width: number, height: number) {
  const length: Length = { route, width, height, budget: budgetOf(route, width) };
  return { type: LENGTH_ANNOTATION, description: JSON.stringify(length) };
}

/** The lengths among a test's annotations. */
export function lengthsOf(annotations: { type: string; description?: string }[]): Length[] {
  return annotations
    .filter((a) => a.type === LENGTH_ANNOTATION && a.description)
    .map((a) => JSON.parse(a.description!) as Length);
}

const px = (n: number) => `${n.toLocaleString('en-US')} px`;
const over = (l: Length) => l.height > l.budget;

/** Longest first against the budget: the pages over it, then those nearest to it. */
const byRoom = (a: Length, b: Length) => a.budget - a.height - (b.budget - b.height);

/** One line of what the report found, for a log or a heading. */
export function lengthVerdict(lengths: Length[]): string {
  const n = lengths.filter(over).length;
  const pages = `${lengths.length} page${lengths.length === 1 ? '' : 's'} measured`;
  return n === 0
    ? `Page lengths: every page within its budget (${pages})`
    : `Page lengths: ${n} over budget (${pages})`;
}

/** A Markdown table of `lengths`, over budget first. */
export function lengthTable(lengths: Length[]): string {
  const rows = [...lengths]
    .sort(byRoom)
    .map(
      (l) =>
        `| ${l.route} | ${l.width} px | ${px(l.height)} | ${px(l.budget)} | ${over(l) ? `**${px(l.height - l.budget)} over**` : `${px(l.budget - l.height)} to spare`} |`,
    );
  return [
    '| page | width | height | budget | |',
    '| ---- | ----: | -----: | -----: | - |',
    ...rows,
  ].join('\n');
}

/**
 * The pull request summary's section: the verdict, what to do about a page over budget, the pages
 * over or within 100 px of their budget, and every page folded under it.
 */
export function lengthSummary(lengths: Length[]): string {
  const close = [...lengths].sort(byRoom).filter((l) => l.budget - l.height < 100);
  return [
    `## ${lengthVerdict(lengths)}`,
    '',
    lengths.some(over)
      ? 'A page over its budget is longer than a visitor finishes on a phone. It does not stop the merge: shorten its copy (a clause, a paragraph that repeats another), or move a part of it to a page of its own.'
      : 'Each page is within its budget: 6,700 px at 375 px wide, a page a visitor finishes on a phone (home: eight screens there, and 5,000 px at 1440).',
    '',
    ...(close.length ? [lengthTable(close), ''] : []),
    `<details><summary>Every page measured</summary>\n\n${lengthTable(lengths)}\n\n</details>`,
    '',
  ].join('\n');
}

/** The lines `npm test` prints: the verdict, then the pages over or within 100 px of budget. */
export function lengthLog(lengths: Length[]): string {
  const close = [...lengths].sort(byRoom).filter((l) => l.budget - l.height < 100);
  return [
    lengthVerdict(lengths),
    ...close.map(
      (l) =>
        `  ${over(l) ? 'OVER ' : 'close'} ${l.route} at ${l.width} px: ${px(l.height)} of ${px(l.budget)}`,
    ),
  ].join('\n');
}
