'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { createKonamiDetector, EASTER_EGG_MS, isTypingTarget } from '@/lib/konami';

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

  useEffect(() => {
    if (shownAt === null) return;
    const timer = window.setTimeout(() => setShownAt(null), EASTER_EGG_MS);
    return () => window.clearTimeout(timer);
  }, [shownAt]);

  if (shownAt === null) return null;
  return (
    <Suspense fallback={null}>
      <EasterEgg key={shownAt} onDismiss={() => setShownAt(null)} />
    </Suspense>
  );
}
