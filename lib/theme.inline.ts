/**
 * Runs in <head> before the body is parsed, so the first paint already has the right theme: the
 * class `dark` or `light` on <html> and the matching `color-scheme`. Compiled on its own by
 * scripts/inline-scripts.ts: nothing outside the function's body is reachable.
 */
export interface ThemeInitParams {
  /** localStorage key of the visitor's choice, `light` or `dark`. */
  storageKey: string;
}

export function themeInit({ storageKey }: ThemeInitParams): void {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(storageKey);
  } catch {
    // Storage blocked: the system preference applies.
  }
  const dark =
    stored === 'dark' ||
    (stored !== 'light' &&
      !!window.matchMedia &&
      matchMedia('(prefers-color-scheme: dark)').matches);
  const theme = dark ? 'dark' : 'light';
  const root = document.documentElement;
  root.classList.add(theme);
  root.style.colorScheme = theme;
}
