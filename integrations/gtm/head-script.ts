import { inlineScript } from '@/lib/inline-script';
import { gtmStart } from '@/lib/inline-scripts.generated';
import { consentDefaultsScript } from '../consent/defaults-script';

export const DEFAULT_GTM_SCRIPT_URL = 'https://www.googletagmanager.com/gtm.js';

/** The container's URL: `gtm.js?id=GTM-…` on Google's host or the configured override. */
export function gtmScriptSrc(id: string, scriptUrl: string = DEFAULT_GTM_SCRIPT_URL): string {
  const url = new URL(scriptUrl);
  url.searchParams.set('id', id);
  return url.href;
}

/**
 * The inline <head> script when the tag manager is on: Consent Mode defaults first, then the
 * `gtm.js` start event of Google's snippet (head.inline.ts). The container itself loads after hydration
 * (`GoogleTagManager`), so by then the dataLayer already holds the consent state.
 */
export const gtmHeadScript = consentDefaultsScript + inlineScript(gtmStart, undefined);
