/**
 * `window.dataLayer`, the queue Google Tag Manager reads. It exists on every page, configured or
 * not, because the pageview tracker always writes to it (brief §6); nothing else reads it when the
 * tag manager is off.
 *
 * `window.gtag` is the `gtag()` shim of the tag manager's head script (integrations/gtm/head-script.ts).
 * It is defined only when the tag manager is on, so consent commands are sent only then.
 */
export type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export interface DataLayerHost {
  dataLayer?: unknown[];
}

/** The page's dataLayer, created when missing. */
export function getDataLayer(host: DataLayerHost = window): unknown[] {
  host.dataLayer ??= [];
  return host.dataLayer;
}
