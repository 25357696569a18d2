'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { pageOf, pageviews } from './pageview';

/**
 * Pushes `{ event: 'pageview', page }` for the first load and every client-side navigation,
 * back/forward included. Render it inside <Suspense>: `useSearchParams` would otherwise make
 * every page dynamic; in a boundary the static HTML keeps the fallback and this runs after
 * hydration.
 */
export function PageviewTracker() {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  const page = pageOf(pathname, query);

  useEffect(() => {
    pageviews.track(page);
  }, [page]);

  useEffect(() => {
    // A page restored from the back/forward cache runs no effect but is a new view.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      pageviews.restore();
      const { pathname: path, search } = window.location;
      pageviews.track(pageOf(path, new URLSearchParams(search).toString()));
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  return null;
}
