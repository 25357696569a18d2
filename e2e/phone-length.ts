/**
 * A phone page a visitor finishes: under 7,000 px at 375 px wide (checked on every route by
 * e2e/routes.spec.ts). The routes below are not there
 * yet: the longest articles, where what remains is the article's own text (its contents, its
 * author and the next reads already fold or shorten on phones); each may not grow past the
 * ceiling it has now, rounded up to 100 px, so the list only shrinks.
 */
export const OVER: Record<string, number> = {
  '/news/drupal-7-end-of-life-migration-lessons-for-associations': 7200,
  '/news/ga4-consent-mode-and-global-privacy-control': 7600,
  '/news/headless-or-traditional-cms-questions-to-answer-first': 7300,
  '/news/rate-tables-and-disclosures-compliance-can-approve': 7200,
  '/news/tracking-pixels-on-hospital-websites-and-hipaa': 7200,
  '/news/wcag-2-2-what-changes-for-member-portals': 7700,
};

/** The height a route's page may not reach at 375 px. */
export function phoneLimit(route: string): number {
  return OVER[route] ?? 7000;
}
