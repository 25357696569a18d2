'use client';

import { useSyncExternalStore } from 'react';
import { copyrightYear } from '@/lib/year';

const noop = () => () => {};

/**
 * The visitor's current year. Static pages are built once, so the server's year may be stale:
 * after hydration the browser's clock wins, and 2024 stands in when it cannot be read.
 */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useSyncExternalStore(
    noop,
    () => copyrightYear(),
    () => buildYear,
  );
  return <>{year}</>;
}
