import localFont from 'next/font/local';

/**
 * The brand's faces on the first view: self-hosted variable fonts from npm
 * (@fontsource-variable, Latin subset), preloaded, `font-display: swap`. Until they arrive the
 * text is set in metric-matched fallbacks (app/globals.css: `Inter Fallback`, `Fraunces Fallback`,
 * built on Arial or its metric twins Liberation Sans and Arimo, and Times New Roman or Liberation
 * Serif and Tinos, which Linux and Android have), so the swap moves nothing a reader would
 * notice. No request to a font CDN at build or run time.
 */
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
  preload: true,
  adjustFontFallback: false,
});

export const fraunces = localFont({
  src: '../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  variable: '--font-fraunces',
  weight: '100 900',
  display: 'swap',
  preload: true,
  adjustFontFallback: false,
});
