import { THEME_TOGGLE_ATTRIBUTE } from '@/lib/shell';

/**
 * The dark-theme switch. The inline shell script (lib/shell.ts) drives it from the first paint:
 * it flips `dark`/`light` on <html>, stores the choice under `theme` and keeps `aria-checked`
 * true. Without scripts it could not work, so it is not shown (`html.js`): the theme then
 * follows the system preference.
 */
export function ThemeSwitch({ className = '' }: { className?: string }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked="false"
      {...{ [THEME_TOGGLE_ATTRIBUTE]: '' }}
      // The shell script sets aria-checked before React hydrates.
      suppressHydrationWarning
      className={`hidden h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-surface js:inline-flex ${className}`}
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
