/**
 * A phone page a visitor finishes: at most 6,700 px at 375 px wide (checked on every route by
 * e2e/routes.spec.ts). A route that is not there yet may be listed below with the ceiling it has
 * now, rounded up to 100 px, so the list only shrinks (these still are, above the 6,700 px a
 * phone page is edited down to).
 */
export const OVER: Record<string, number> = {
  '/clients/credit-unions': 7000,
  '/clients/healthcare-organizations': 7000,
  '/clients/membership-organizations': 7000,
  '/clients/non-profit-organizations': 6800,
  '/news/ga4-consent-mode-and-global-privacy-control': 6800,
  '/news/wcag-2-2-what-changes-for-member-portals': 6900,
  '/team': 6900,
  '/work': 7000,
};

/** The height a route's page may not reach at 375 px. */
export function phoneLimit(route: string): number {
  return OVER[route] ?? 6700;
}
