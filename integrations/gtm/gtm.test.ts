import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { gtmHeadScript, gtmScriptSrc } from './head-script';
import { createPageviewTracker, pageOf } from './pageview';

describe('pageviews', () => {
  it('page is the path plus the query, never a bare "?"', () => {
    expect(pageOf('/', '')).toBe('/');
    expect(pageOf('/services', 'utm_source=news&x=1')).toBe('/services?utm_source=news&x=1');
    expect(pageOf('/services', '?a=b')).toBe('/services?a=b');
  });

  it('pushes once per view: repeats (strict-mode double effects) are not views', () => {
    const host: { dataLayer?: unknown[] } = {};
    const tracker = createPageviewTracker(() => host);
    // First load, the effect run twice by strict mode, two navigations and a back.
    for (const page of ['/', '/', '/services', '/services', '/privacy-policy', '/services']) {
      tracker.track(page);
    }
    expect(host.dataLayer).toEqual([
      { event: 'pageview', page: '/' },
      { event: 'pageview', page: '/services' },
      { event: 'pageview', page: '/privacy-policy' },
      { event: 'pageview', page: '/services' },
    ]);
  });

  it('appends to an existing dataLayer and counts a page restored from the bfcache', () => {
    const host = { dataLayer: [{ event: 'gtm.js' }] as unknown[] };
    const tracker = createPageviewTracker(() => host);
    expect(tracker.track('/a?x=1')).toBe(true);
    expect(tracker.track('/a?x=1')).toBe(false);
    tracker.restore();
    expect(tracker.track('/a?x=1')).toBe(true);
    expect(host.dataLayer).toHaveLength(3);
  });
});

describe('tag manager', () => {
  it('loads gtm.js for the container from Google or the configured URL', () => {
    expect(gtmScriptSrc('GTM-ABC1234')).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234',
    );
    expect(gtmScriptSrc('GTM-ABC1234', 'http://127.0.0.1:4100/gtm.js?l=x')).toBe(
      'http://127.0.0.1:4100/gtm.js?l=x&id=GTM-ABC1234',
    );
  });

  it('head script: consent defaults, then the gtm.js start event', () => {
    const window: Record<string, unknown> = {
      navigator: {},
      localStorage: { getItem: () => null },
    };
    vm.runInNewContext(gtmHeadScript, { window });
    const layer = window.dataLayer as unknown[];
    expect(Array.from(layer[0] as ArrayLike<unknown>).slice(0, 2)).toEqual(['consent', 'default']);
    expect(layer[2]).toMatchObject({ event: 'gtm.js', 'gtm.start': expect.any(Number) });
    expect(typeof window.gtag).toBe('function');
  });
});
