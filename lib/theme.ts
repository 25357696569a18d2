import { inlineScript } from './inline-script';
import { themeInit } from './inline-scripts.generated';

/** The theme contract (brief §4): `localStorage.theme` is `light` or `dark`; `.dark` on <html>. */
export const THEME_STORAGE_KEY = 'theme';
export type Theme = 'light' | 'dark';

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

/**
 * Runs in <head> before the body is parsed, so the first paint already has the right theme: the
 * class `dark` or `light` on <html> (lib/theme.inline.ts). Without scripts neither is set and
 * app/globals.css follows `prefers-color-scheme`. Storage access is guarded: with storage
 * blocked, the system preference applies.
 */
export const themeInitScript = inlineScript(themeInit, { storageKey: THEME_STORAGE_KEY });
