'use client';

import { useSyncExternalStore } from 'react';
import { applyTheme, readStoredTheme, storeTheme } from '@/lib/theme';

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  // Until the visitor chooses, follow the system preference live.
  const media = window.matchMedia('(prefers-color-scheme: dark)');
  const onSystem = () => {
    if (readStoredTheme() === null) applyTheme(media.matches ? 'dark' : 'light');
  };
  media.addEventListener('change', onSystem);
  return () => {
    observer.disconnect();
    media.removeEventListener('change', onSystem);
  };
}

const isDark = () => document.documentElement.classList.contains('dark');

/**
 * A switch for the dark theme. The server cannot know the theme, so the server snapshot is
 * `null` and the first client render after hydration shows the real state (no mismatch).
 */
export function ThemeSwitch() {
  const dark = useSyncExternalStore<boolean | null>(subscribe, isDark, () => null);
  const toggle = () => {
    const next = isDark() ? 'light' : 'dark';
    applyTheme(next);
    storeTheme(next);
  };
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark ?? false}
      onClick={toggle}
      className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-surface"
    >
      <span className="sr-only">Dark theme</span>
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        {/* A sun in light mode, a moon in dark mode; CSS picks, so there is no flash. */}
        <g className="dark:hidden">
          <circle cx="12" cy="12" r="4.5" />
          <path
            d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8"
            strokeLinecap="round"
          />
        </g>
        <path
          className="hidden dark:block"
          d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5Z"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
