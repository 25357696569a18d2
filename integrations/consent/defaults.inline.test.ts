import { afterEach, describe, expect, it } from 'vitest';
import { createPage, FORMS, type Page } from '@/tests/inline-page';
import { consentDefaultsScript } from './defaults-script';
import { consentDefaults } from './defaults.inline';
import { CONSENT_STORAGE_KEY } from './storage-key';

describe.each(FORMS)('consent defaults script (%s)', (form) => {
  let page: Page;
  afterEach(() => page.close());

  /** The dataLayer after the script, each `gtag` call as an array. */
  function layerAfter(stored: string | null, globalPrivacyControl: boolean) {
    page = createPage({ storage: stored === null ? {} : { [CONSENT_STORAGE_KEY]: stored } });
    Object.defineProperty(page.window.navigator, 'globalPrivacyControl', {
      value: globalPrivacyControl,
    });
    page.run(form, consentDefaults, { storageKey: CONSENT_STORAGE_KEY }, consentDefaultsScript);
    const w = page.window as unknown as { dataLayer: ArrayLike<unknown>[]; gtag: unknown };
    expect(typeof w.gtag).toBe('function');
    return w.dataLayer.map((entry) => Array.from(entry));
  }

  it('grants everything without a stored choice or GPC', () => {
    expect(layerAfter(null, false)).toEqual([
      [
        'consent',
        'default',
        {
          ad_storage: 'granted',
          ad_user_data: 'granted',
          ad_personalization: 'granted',
          analytics_storage: 'granted',
        },
      ],
      ['set', 'ads_data_redaction', false],
    ]);
  });

  it('denies what the visitor turned off', () => {
    expect(layerAfter('{"analytics":false,"advertising":true}', false)[0]![2]).toMatchObject({
      ad_storage: 'granted',
      analytics_storage: 'denied',
    });
  });

  it('denies advertising under Global Privacy Control and redacts ad data', () => {
    const layer = layerAfter('{"analytics":true,"advertising":true}', true);
    expect(layer[0]![2]).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
    });
    expect(layer[1]).toEqual(['set', 'ads_data_redaction', true]);
  });

  it('an unreadable stored value leaves the defaults', () => {
    expect(layerAfter('{not json', false)[0]![2]).toMatchObject({ analytics_storage: 'granted' });
  });
});
