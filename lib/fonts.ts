import localFont from 'next/font/local';

/**
 * Self-hosted variable fonts from npm (@fontsource-variable): no request to a font CDN at build
 * or run time. Latin subsets only; next/font adds size-adjusted fallbacks so swapping in the web
 * font does not shift layout.
 *
 * Not preloaded, `display: 'optional'`: a first view is set in those fallbacks and the fonts are
 * downloaded after its first paint, for the next view (lib/web-fonts.ts, app/globals.css
 * `html:not(.wf)`), so they never compete with the document and never shift text. The fallback
 * faces' names (`inter Fallback`, `fraunces Fallback`) come from the constant names below;
 * e2e/performance.spec.ts fails if they change.
 */
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'optional',
  preload: false,
});

export const fraunces = localFont({
  src: '../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  variable: '--font-fraunces',
  weight: '100 900',
  display: 'optional',
  preload: false,
  adjustFontFallback: 'Times New Roman',
});
