'use client';

import { shellScript } from '@/lib/shell';
import { THEME_STORAGE_KEY, themeInitScript } from '@/lib/theme';

const shell = shellScript(THEME_STORAGE_KEY);

/**
 * The scripts <head> runs before the body is parsed: the theme before the first paint
 * (lib/theme.ts) and the shell that works the menu, the dialogs and the theme switch from the
 * first click (lib/shell.ts). A client component with no props, so their text comes from the
 * cached JavaScript when React hydrates: written by a server component, an inline script
 * travels in every document twice, as HTML and again in the payload (1.7 KB of each document,
 * gzipped). The HTML and the CSP's hashes (server/csp-config.ts) are as before.
 */
export function HeadScripts() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: themeInitScript }} />
      <script dangerouslySetInnerHTML={{ __html: shell }} />
    </>
  );
}
