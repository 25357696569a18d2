'use client';

import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { createKonamiDetector, isTypingTarget } from '@/lib/konami';

const EasterEgg = lazy(() => import('./easter-egg').then((m) => ({ default: m.EasterEgg })));

/** Watches for ↑↑↓↓←→←→BA outside form fields; the animation's code loads only when triggered. */
export function KonamiListener() {
  const [shownAt, setShownAt] = useState<number | null>(null);

  useEffect(() => {
    const detect = createKonamiDetector();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTypingTarget(event.target)) return;
      if (detect(event.key)) setShownAt(Date.now());
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const dismiss = useCallback(() => setShownAt(null), []);

  if (shownAt === null) return null;
  // The overlay times itself from when it shows: its code may take seconds to arrive on a slow
  // connection, and the visitor is owed the whole five.
  return (
    <Suspense fallback={null}>
      <EasterEgg key={shownAt} onDismiss={dismiss} />
    </Suspense>
  );
}
