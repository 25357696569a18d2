import localFont from 'next/font/local';

/**
 * Self-hosted variable fonts from npm (@fontsource-variable): no request to a font CDN at build
 * or run time. Latin subsets only; next/font adds size-adjusted fallbacks so swapping in the web
 * font does not shift layout.
 */
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
  preload: true,
});

export const fraunces = localFont({
  src: '../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  variable: '--font-fraunces',
  weight: '100 900',
  display: 'swap',
  preload: true,
  adjustFontFallback: 'Times New Roman',
});
