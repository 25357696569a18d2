/**
 * The `gtm.js` start event of Google's snippet, after the consent defaults
 * (integrations/consent/defaults.inline.ts, which defines `dataLayer`). Compiled on its own by
 * scripts/inline-scripts.ts: nothing outside the function's body is reachable.
 */
export function gtmStart(): void {
  (window as Window & { dataLayer: unknown[] }).dataLayer.push({
    'gtm.start': new Date().getTime(),
    event: 'gtm.js',
  });
}
