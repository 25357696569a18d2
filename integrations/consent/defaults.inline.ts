/**
 * The first inline head script when the tag manager is on: defines `dataLayer` and `gtag`, then
 * pushes `gtag('consent', 'default', …)` from the stored choice and Global Privacy Control,
 * before anything else can reach the dataLayer. The same rules as `effectiveConsent` in
 * consent.ts (consent.test.ts checks they agree for any input). Compiled on its own by
 * scripts/inline-scripts.ts: nothing outside the function's body is reachable, and it reaches
 * the page only through `window`.
 */
export interface ConsentDefaultsParams {
  /** localStorage key of the visitor's stored choice (JSON). */
  storageKey: string;
}

interface StoredChoice {
  analytics?: unknown;
  advertising?: unknown;
}

export function consentDefaults({ storageKey }: ConsentDefaultsParams): void {
  const w = window as Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };
  const layer = (w.dataLayer = w.dataLayer || []);
  // Google's tag reads `arguments` objects from the dataLayer, not arrays, as its snippet pushes.
  function gtag(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params -- the tag expects the `arguments` object
    layer.push(arguments);
  }
  w.gtag = gtag;

  let stored: StoredChoice | null = null;
  let privacyControl = false;
  try {
    stored = JSON.parse(w.localStorage.getItem(storageKey) as string) as StoredChoice | null;
  } catch {
    // Unreadable or blocked: the defaults apply.
  }
  try {
    privacyControl =
      (w.navigator as Navigator & { globalPrivacyControl?: unknown }).globalPrivacyControl === true;
  } catch {
    // A navigator that throws: no signal.
  }
  // Opt-out: granted unless the visitor said no; GPC always denies advertising.
  const analytics = !(stored && stored.analytics === false);
  const advertising = !privacyControl && !(stored && stored.advertising === false);
  const ads = advertising ? 'granted' : 'denied';
  gtag('consent', 'default', {
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
    analytics_storage: analytics ? 'granted' : 'denied',
  });
  gtag('set', 'ads_data_redaction', !advertising);
}
