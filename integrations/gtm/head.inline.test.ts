import { afterEach, describe, expect, it } from 'vitest';
import { createPage, FORMS, type Page } from '@/tests/inline-page';
import { consentDefaults } from '../consent/defaults.inline';
import { CONSENT_STORAGE_KEY } from '../consent/storage-key';
import { gtmHeadScript } from './head-script';
import { gtmStart } from './head.inline';

describe.each(FORMS)('tag manager head script (%s)', (form) => {
  let page: Page;
  afterEach(() => page.close());

  it('queues the consent defaults, then the gtm.js start event (the pageview)', () => {
    page = createPage();
    const before = Date.now();
    if (form === 'source') {
      page.run(form, consentDefaults, { storageKey: CONSENT_STORAGE_KEY }, '');
      page.run(form, gtmStart, undefined, '');
    } else {
      page.run(form, consentDefaults, { storageKey: CONSENT_STORAGE_KEY }, gtmHeadScript);
    }
    const layer = (page.window as unknown as { dataLayer: unknown[] }).dataLayer;
    expect(layer).toHaveLength(3);
    expect(Array.from(layer[0] as ArrayLike<unknown>).slice(0, 2)).toEqual(['consent', 'default']);
    expect(layer[2]).toEqual({ 'gtm.start': expect.any(Number), event: 'gtm.js' });
    const start = (layer[2] as Record<string, number>)['gtm.start']!;
    expect(start).toBeGreaterThanOrEqual(before);
    expect(start).toBeLessThanOrEqual(Date.now());
  });
});
