/** The theme contract (brief §4): `localStorage.theme` is `light` or `dark`; `.dark` on <html>. */
export const THEME_STORAGE_KEY = 'theme';
export type Theme = 'light' | 'dark';

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

/**
 * Runs in <head> before the body is parsed, so the first paint already has the right theme: the
 * class `dark` or `light` on <html>. Without scripts neither is set and app/globals.css follows
 * `prefers-color-scheme`. Storage access is guarded: with storage blocked, the system preference
 * applies.
 */
export const themeInitScript = `(function(){var d=document.documentElement,t=null;try{t=localStorage.getItem('${THEME_STORAGE_KEY}')}catch(e){}var k=t==='dark'||(t!=='light'&&window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches);d.classList.add(k?'dark':'light');d.style.colorScheme=k?'dark':'light'})()`;
