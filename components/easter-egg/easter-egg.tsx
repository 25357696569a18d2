'use client';

import { useEffect } from 'react';
import { EASTER_EGG_MS } from '@/lib/konami';
import styles from './easter-egg.module.css';

/**
 * The embedded animation: a cairn builds itself stone by stone and a flag goes up on the summit.
 * With reduced motion the finished cairn is shown still. It hides itself EASTER_EGG_MS after it
 * shows; Escape or a click dismisses it early.
 */
export function EasterEgg({ onDismiss }: { onDismiss: () => void }) {
  useEffect(() => {
    const timer = window.setTimeout(onDismiss, EASTER_EGG_MS);
    return () => window.clearTimeout(timer);
  }, [onDismiss]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onDismiss]);

  return (
    <div className={styles.overlay} data-testid="easter-egg" onClick={onDismiss}>
      <figure className={styles.card} role="status">
        <svg viewBox="0 0 240 220" role="img" aria-labelledby="egg-caption" className={styles.art}>
          <rect x="0" y="190" width="240" height="30" rx="6" className={styles.ground} />
          <ellipse cx="120" cy="180" rx="78" ry="18" className={styles.stone} />
          <ellipse cx="116" cy="150" rx="60" ry="15" className={`${styles.stone} ${styles.s2}`} />
          <ellipse cx="123" cy="124" rx="44" ry="12" className={`${styles.stone} ${styles.s3}`} />
          <ellipse cx="118" cy="102" rx="30" ry="10" className={`${styles.stone} ${styles.s4}`} />
          <g className={styles.flag}>
            <line x1="120" y1="92" x2="120" y2="30" strokeWidth="4" strokeLinecap="round" />
            <path d="M122 32 L168 44 L122 58 Z" />
          </g>
        </svg>
        <figcaption id="egg-caption" className={styles.caption}>
          Summit reached! You found the secret cairn.
          <span className={styles.hint}>Press Escape to close</span>
        </figcaption>
      </figure>
    </div>
  );
}
