import vm from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { consentDefaultsScript } from './defaults-script';
import {
  CONSENT_STORAGE_KEY,
  effectiveConsent,
  parseStoredConsent,
  pushConsentUpdate,
  saveConsent,
  toConsentMode,
} from './consent';

/** Runs the inline head script in a sandbox; returns the dataLayer it produced. */
function runDefaultsScript({
  stored,
  gpc,
  storageThrows = false,
}: {
  stored: string | null;
  gpc: unknown;
  storageThrows?: boolean;
}) {
  const window: Record<string, unknown> = {
    navigator: { globalPrivacyControl: gpc },
  };
  Object.defineProperty(window, 'localStorage', {
    get() {
      if (storageThrows) throw new Error('SecurityError');
      return { getItem: (key: string) => (key === CONSENT_STORAGE_KEY ? stored : null) };
    },
  });
  vm.runInNewContext(consentDefaultsScript, { window });
  // gtag pushes `arguments` objects, as Google's snippet does; compare them as arrays.
  return (window.dataLayer as ArrayLike<unknown>[]).map((entry) => Array.from(entry));
}

describe('stored consent', () => {
  it('is null when absent, unreadable or not an object', () => {
    for (const raw of [null, '', 'not json', '42', '"yes"', 'null', '[]', 'true']) {
      expect(parseStoredConsent(raw), String(raw)).toBeNull();
    }
  });

  it('reads both switches; anything but false counts as granted', () => {
    expect(parseStoredConsent('{"analytics":false,"advertising":true}')).toEqual({
      analytics: false,
      advertising: true,
    });
    expect(parseStoredConsent('{"analytics":"no","updatedAt":"2026-01-01T00:00:00.000Z"}')).toEqual(
      { analytics: true, advertising: true },
    );
  });
});

describe('effective consent', () => {
  it('grants both without a stored choice (opt-out model)', () => {
    expect(effectiveConsent(null, false)).toEqual({ analytics: true, advertising: true });
  });

  it('denies advertising under Global Privacy Control, whatever is stored', () => {
    expect(effectiveConsent(null, true)).toEqual({ analytics: true, advertising: false });
    expect(effectiveConsent({ analytics: false, advertising: true }, true)).toEqual({
      analytics: false,
      advertising: false,
    });
  });

  it('maps to the four Consent Mode v2 signals', () => {
    expect(toConsentMode({ analytics: false, advertising: true })).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'denied',
    });
  });
});

describe('the inline defaults script', () => {
  it('pushes consent default first, from GPC and the stored choice', () => {
    const layer = runDefaultsScript({
      stored: '{"analytics":false,"advertising":true}',
      gpc: true,
    });
    expect(layer).toEqual([
      [
        'consent',
        'default',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
        },
      ],
      ['set', 'ads_data_redaction', true],
    ]);
  });

  it('falls back to the defaults when storage is blocked', () => {
    const layer = runDefaultsScript({ stored: null, gpc: undefined, storageThrows: true });
    expect(layer[0]?.[2]).toEqual(toConsentMode({ analytics: true, advertising: true }));
  });

  it('agrees with effectiveConsent for any stored value and GPC signal', () => {
    const storedValue = fc.oneof(
      fc.constant(null),
      fc.string(),
      fc.json(),
      fc
        .record(
          {
            analytics: fc.oneof(fc.boolean(), fc.constant('false'), fc.constant(null)),
            advertising: fc.oneof(fc.boolean(), fc.constant(0), fc.constant(null)),
          },
          { requiredKeys: [] },
        )
        .map((o) => JSON.stringify(o)),
    );
    fc.assert(
      fc.property(
        storedValue,
        fc.oneof(fc.boolean(), fc.constant('true'), fc.constant(undefined)),
        (stored, gpc) => {
          const expected = toConsentMode(
            effectiveConsent(parseStoredConsent(stored), gpc === true),
          );
          const layer = runDefaultsScript({ stored, gpc });
          expect(layer[0]).toEqual(['consent', 'default', expected]);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('saving a choice', () => {
  function memoryStorage() {
    const items = new Map<string, string>();
    return {
      items,
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
  }

  it('stores it under cairn:consent and sends a consent update when the tag manager is on', () => {
    const storage = memoryStorage();
    const gtag = vi.fn();
    vi.stubGlobal('window', { gtag });
    try {
      const applied = saveConsent(
        { analytics: false, advertising: true },
        { storage, gpc: false, now: new Date('2026-11-01T12:00:00Z') },
      );
      expect(applied).toEqual({ analytics: false, advertising: true });
      expect(JSON.parse(storage.items.get(CONSENT_STORAGE_KEY)!)).toEqual({
        analytics: false,
        advertising: true,
        updatedAt: '2026-11-01T12:00:00.000Z',
      });
      expect(gtag.mock.calls).toEqual([
        [
          'consent',
          'update',
          {
            ad_storage: 'granted',
            ad_user_data: 'granted',
            ad_personalization: 'granted',
            analytics_storage: 'denied',
          },
        ],
        ['set', 'ads_data_redaction', false],
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('still records the choice with the tag manager off, and keeps advertising off under GPC', () => {
    const storage = memoryStorage();
    vi.stubGlobal('window', {});
    try {
      const applied = saveConsent({ analytics: true, advertising: true }, { storage, gpc: true });
      expect(applied).toEqual({ analytics: true, advertising: false });
      expect(JSON.parse(storage.items.get(CONSENT_STORAGE_KEY)!)).toMatchObject({
        analytics: true,
        advertising: true,
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('survives storage that throws', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const gtag = vi.fn();
    pushConsentUpdate({ analytics: true, advertising: false }, gtag);
    expect(gtag).toHaveBeenCalledWith(
      'consent',
      'update',
      expect.objectContaining({ ad_storage: 'denied' }),
    );
    vi.stubGlobal('window', {});
    try {
      expect(() =>
        saveConsent({ analytics: true, advertising: true }, { storage, gpc: false }),
      ).not.toThrow();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
