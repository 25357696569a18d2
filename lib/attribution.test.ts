import { describe, expect, it } from 'vitest';
import { attributionSchema } from './contact-schema';
import {
  ATTRIBUTION_STORAGE_KEY,
  clip,
  leadAttribution,
  pagePathOf,
  parseStoredVisit,
  rememberVisit,
  utmFrom,
  visitFrom,
} from './attribution';

/** An in-memory sessionStorage. */
function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

const blocked = {
  getItem: (): string | null => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
};

const full = {
  getItem: () => null,
  setItem: () => {
    throw new DOMException('Quota exceeded', 'QuotaExceededError');
  },
};

describe('clip', () => {
  it('trims, cuts and drops empty values', () => {
    expect(clip('  spring  ', 200)).toBe('spring');
    expect(clip('abcdef', 3)).toBe('abc');
    expect(clip('   ', 10)).toBeUndefined();
    expect(clip(null, 10)).toBeUndefined();
    expect(clip(undefined, 10)).toBeUndefined();
  });
});

describe('utmFrom', () => {
  it('reads the five UTM parameters', () => {
    expect(
      utmFrom(
        '?utm_source=newsletter&utm_medium=email&utm_campaign=spring%20launch&utm_term=drupal+agency&utm_content=hero',
      ),
    ).toEqual({
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring launch',
      utmTerm: 'drupal agency',
      utmContent: 'hero',
    });
  });

  it('ignores other parameters, empty values and case variants', () => {
    expect(utmFrom('?q=1&utm_source=&UTM_MEDIUM=cpc&utm_id=7')).toEqual({});
    expect(utmFrom('')).toEqual({});
  });

  it('accepts URLSearchParams and keeps the first of repeated parameters', () => {
    expect(utmFrom(new URLSearchParams('utm_source=a&utm_source=b'))).toEqual({ utmSource: 'a' });
  });

  it('cuts long values to the schema limit', () => {
    const { utmCampaign } = utmFrom(`?utm_campaign=${'x'.repeat(500)}`);
    expect(utmCampaign).toHaveLength(200);
  });
});

describe('visitFrom', () => {
  it('combines landing-page UTMs and the referrer', () => {
    expect(
      visitFrom(
        'https://cairn.example/services?utm_source=linkedin&utm_medium=social',
        'https://www.linkedin.com/',
      ),
    ).toEqual({
      referrer: 'https://www.linkedin.com/',
      utmSource: 'linkedin',
      utmMedium: 'social',
    });
  });

  it('omits an empty referrer and survives a non-URL', () => {
    expect(visitFrom('https://cairn.example/', '')).toEqual({});
    expect(visitFrom('not a url', 'https://example.org/')).toEqual({
      referrer: 'https://example.org/',
    });
  });

  it('cuts a long referrer to 1000 characters', () => {
    const visit = visitFrom('https://cairn.example/', `https://example.org/${'a'.repeat(2000)}`);
    expect(visit.referrer).toHaveLength(1000);
  });
});

describe('pagePathOf', () => {
  it('joins path and query', () => {
    expect(pagePathOf({ pathname: '/services/analytics', search: '?utm_source=x' })).toBe(
      '/services/analytics?utm_source=x',
    );
    expect(pagePathOf({ pathname: '/', search: '' })).toBe('/');
  });

  it('cuts to 500 characters', () => {
    expect(pagePathOf({ pathname: `/${'p'.repeat(600)}`, search: '' })).toHaveLength(500);
  });
});

describe('parseStoredVisit', () => {
  it('reads what rememberVisit wrote', () => {
    const visit = { referrer: 'https://example.org/', utmSource: 'news' };
    expect(parseStoredVisit(JSON.stringify(visit))).toEqual(visit);
  });

  it('treats nothing stored as null, and an empty visit as a visit', () => {
    expect(parseStoredVisit(null)).toBeNull();
    expect(parseStoredVisit('{}')).toEqual({});
  });

  it('rejects malformed JSON and non-objects', () => {
    expect(parseStoredVisit('{')).toBeNull();
    expect(parseStoredVisit('"text"')).toBeNull();
    expect(parseStoredVisit('null')).toBeNull();
    expect(parseStoredVisit('[1,2]')).toBeNull();
  });

  it('drops unknown keys and wrong types, and cuts over-long values', () => {
    expect(
      parseStoredVisit(
        JSON.stringify({
          utmSource: 7,
          utmMedium: 'cpc',
          pagePath: '/x',
          evil: 'y',
          utmTerm: 'z'.repeat(300),
        }),
      ),
    ).toEqual({ utmMedium: 'cpc', utmTerm: 'z'.repeat(200) });
  });
});

describe('rememberVisit', () => {
  it('stores the first page of the session and keeps it afterwards', () => {
    const storage = memoryStorage();
    const first = { referrer: 'https://search.example/', utmSource: 'google' };
    expect(rememberVisit(storage, first)).toEqual(first);
    expect(storage.data.get(ATTRIBUTION_STORAGE_KEY)).toBe(JSON.stringify(first));

    // A later page (a reload, an internal link) does not overwrite the first one.
    expect(rememberVisit(storage, { referrer: 'https://cairn.example/services' })).toEqual(first);
  });

  it('keeps a direct first visit (no referrer, no UTMs) as the session visit', () => {
    const storage = memoryStorage();
    expect(rememberVisit(storage, {})).toEqual({});
    expect(rememberVisit(storage, { referrer: 'https://cairn.example/' })).toEqual({});
  });

  it('replaces a corrupt stored value', () => {
    const storage = memoryStorage({ [ATTRIBUTION_STORAGE_KEY]: 'not json' });
    expect(rememberVisit(storage, { utmSource: 'a' })).toEqual({ utmSource: 'a' });
    expect(storage.data.get(ATTRIBUTION_STORAGE_KEY)).toBe('{"utmSource":"a"}');
  });

  it('falls back to the current values when storage is missing, blocked or full', () => {
    const current = { utmCampaign: 'spring' };
    expect(rememberVisit(null, current)).toEqual(current);
    expect(rememberVisit(blocked, current)).toEqual(current);
    expect(rememberVisit(full, current)).toEqual(current);
  });
});

describe('leadAttribution', () => {
  it('adds the page path to the session visit', () => {
    expect(leadAttribution({ utmSource: 'x' }, '/why-cairn')).toEqual({
      utmSource: 'x',
      pagePath: '/why-cairn',
    });
    expect(leadAttribution({}, undefined)).toEqual({});
  });

  it('always satisfies the shared attribution schema', () => {
    const huge = 'x'.repeat(5000);
    const visit = visitFrom(
      `https://cairn.example/?utm_source=${huge}&utm_medium=${huge}&utm_campaign=${huge}&utm_term=${huge}&utm_content=${huge}`,
      `https://example.org/${huge}`,
    );
    const attribution = leadAttribution(visit, pagePathOf({ pathname: `/${huge}`, search: '' }));
    expect(attributionSchema.safeParse(attribution).success).toBe(true);
  });
});
