import localFont from 'next/font/local';

/**
 * The brand's faces on the first view, cut at build time to the characters the site
 * draws and the weights the design sets (scripts/font-subset.ts writes `.fonts/` before Next.js
 * compiles this file; docs/performance.md has the figures), `font-display: swap`. Until they
 * arrive the text is set in metric-matched fallbacks (app/globals.css: `Inter Fallback`,
 * `Fraunces Fallback`, built on Arial or its metric twins Liberation Sans and Arimo, and Times New
 * Roman or Liberation Serif and Tinos, which Linux and Android have), so the swap moves nothing a
 * reader would notice. No request to a font CDN at build or run time.
 */
export const inter = localFont({
  src: '../.fonts/inter.woff2',
  variable: '--font-inter',
  weight: '400 700',
  display: 'swap',
  preload: true,
  adjustFontFallback: false,
});

/**
 * One family, two files (the same `font-family`): the headings' 600 is preloaded, the quotes' 400
 * is fetched when a page draws one.
 */
export const fraunces = localFont({
  src: '../.fonts/fraunces-600.woff2',
  variable: '--font-fraunces',
  weight: '600',
  display: 'swap',
  preload: true,
  adjustFontFallback: false,
  declarations: [{ prop: 'font-family', value: 'fraunces' }],
});

export const frauncesRegular = localFont({
  src: '../.fonts/fraunces-400.woff2',
  variable: '--font-fraunces-regular',
  weight: '400',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'font-family', value: 'fraunces' }],
});
