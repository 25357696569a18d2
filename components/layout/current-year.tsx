'use client';

import { useSyncExternalStore } from 'react';
import { copyrightYear, type YearBounds } from '@/lib/year';

const noop = () => () => {};

/**
 * The visitor's current year. Static pages are built once, so the server's year may be stale:
 * after hydration the browser's clock wins, and the fallback year stands in when it cannot be read.
 */
export function CurrentYear({ buildYear, bounds }: { buildYear: number; bounds: YearBounds }) {
  const year = useSyncExternalStore(
    noop,
    () => copyrightYear(bounds),
    () => buildYear,
  );
  return <>{year}</>;
}
