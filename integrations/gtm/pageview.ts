import { getDataLayer, type DataLayerHost } from './data-layer';

/** What every page view pushes, configured or not (brief §6). */
export interface PageviewEvent {
  event: 'pageview';
  /** Path and query, e.g. `/services?utm_source=news`; never the hash. */
  page: string;
}

/** `/path` plus `?query` when there is one. */
export function pageOf(pathname: string, query: string): string {
  const q = query.startsWith('?') ? query.slice(1) : query;
  return q ? `${pathname}?${q}` : pathname;
}

/**
 * Pushes one pageview per view. A repeat of the page just pushed is not a new view: that is what
 * React's double-run effects (strict mode, development) and re-renders look like, so the tracker
 * remembers the last page. Moving to another page and back (links, back/forward) pushes again.
 * `restore()` forgets the last page, for a page shown again from the back/forward cache.
 */
export function createPageviewTracker(host: () => DataLayerHost) {
  let last: string | undefined;
  return {
    track(page: string): boolean {
      if (page === last) return false;
      last = page;
      getDataLayer(host()).push({ event: 'pageview', page } satisfies PageviewEvent);
      return true;
    },
    restore(): void {
      last = undefined;
    },
  };
}

/** The page's tracker: one per page load (module state survives client navigations). */
export const pageviews = createPageviewTracker(() => window);
