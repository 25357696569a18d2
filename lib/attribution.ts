/**
 * Attribution of a lead (brief §5): the page the form was sent from, and the referrer and UTM
 * parameters of the visit. The referrer and UTMs are those of the session's first page, kept in
 * sessionStorage so they survive client navigations and reloads. Every limit below matches
 * `attributionSchema` in lib/contact-schema.ts, so what this builds always validates.
 *
 * No imports: this may run on every page, so it stays tiny.
 */

export interface Attribution {
  pagePath?: string;
  referrer?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
}

/** What is captured once per session, on its first page. */
export type VisitAttribution = Omit<Attribution, 'pagePath'>;

export const ATTRIBUTION_STORAGE_KEY = 'cairn:attribution';

const MAX_PATH = 500;
const MAX_REFERRER = 1000;
const MAX_UTM = 200;

const utmParams = [
  ['utm_source', 'utmSource'],
  ['utm_medium', 'utmMedium'],
  ['utm_campaign', 'utmCampaign'],
  ['utm_term', 'utmTerm'],
  ['utm_content', 'utmContent'],
] as const satisfies readonly (readonly [string, keyof VisitAttribution])[];

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** Trimmed, cut to `max` characters, or undefined when empty. */
export function clip(value: string | null | undefined, max: number): string | undefined {
  const trimmed = (value ?? '').trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
}

/** UTM parameters of a query string (`?utm_source=…` or a URLSearchParams). */
export function utmFrom(search: string | URLSearchParams): VisitAttribution {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const out: VisitAttribution = {};
  for (const [param, key] of utmParams) {
    const value = clip(params.get(param), MAX_UTM);
    if (value) out[key] = value;
  }
  return out;
}

/** The visit's attribution from the landing URL and the referrer the browser reported. */
export function visitFrom(landingUrl: string, referrer: string): VisitAttribution {
  let search = '';
  try {
    search = new URL(landingUrl).search;
  } catch {
    // Not a URL: no UTMs.
  }
  const out: VisitAttribution = utmFrom(search);
  const ref = clip(referrer, MAX_REFERRER);
  if (ref) out.referrer = ref;
  return out;
}

/** Path and query of a location, cut to what the schema accepts. */
export function pagePathOf(location: Pick<Location, 'pathname' | 'search'>): string | undefined {
  return clip(`${location.pathname}${location.search}`, MAX_PATH);
}

const visitKeys = ['referrer', ...utmParams.map(([, key]) => key)] as const;

/** Parses a stored visit; anything malformed or foreign is dropped, field by field. */
export function parseStoredVisit(raw: string | null): VisitAttribution | null {
  if (raw === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const record = data as Record<string, unknown>;
  const out: VisitAttribution = {};
  for (const key of visitKeys) {
    const value = record[key];
    if (typeof value !== 'string') continue;
    const clipped = clip(value, key === 'referrer' ? MAX_REFERRER : MAX_UTM);
    if (clipped) out[key] = clipped;
  }
  return out;
}

/**
 * The session's visit: the stored one when there is one, otherwise `current` (which is then
 * stored). Storage that is missing, full or blocked (private modes, strict cookie settings)
 * never throws: the current page's values are used.
 */
export function rememberVisit(
  storage: StorageLike | null,
  current: VisitAttribution,
): VisitAttribution {
  if (!storage) return current;
  try {
    const stored = parseStoredVisit(storage.getItem(ATTRIBUTION_STORAGE_KEY));
    if (stored) return stored;
    storage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(current));
  } catch {
    // Blocked storage: nothing to remember with.
  }
  return current;
}

/** The attribution sent with a lead: this page, and the session's referrer and UTMs. */
export function leadAttribution(
  visit: VisitAttribution,
  pagePath: string | undefined,
): Attribution {
  const out: Attribution = { ...visit };
  if (pagePath) out.pagePath = pagePath;
  return out;
}

function sessionStore(): StorageLike | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // Reading the property itself throws when storage is blocked.
  }
}

/**
 * The URL this document was loaded with. Client navigations change `location` but not the
 * navigation entry, so this is the landing page of the current load even when called later.
 */
function landingUrl(): string {
  try {
    const [entry] = performance.getEntriesByType('navigation');
    if (entry?.name) return entry.name;
  } catch {
    // No Navigation Timing: fall back to the current location.
  }
  return location.href;
}

/**
 * Records the session's first-page attribution if none is stored yet. Safe to call on every
 * page and more than once; a no-op outside the browser.
 */
export function captureAttribution(): VisitAttribution | null {
  if (typeof window === 'undefined') return null;
  return rememberVisit(sessionStore(), visitFrom(landingUrl(), document.referrer));
}

/** The attribution for a lead sent from the current page (browser only). */
export function currentAttribution(): Attribution | undefined {
  if (typeof window === 'undefined') return undefined;
  return leadAttribution(captureAttribution() ?? {}, pagePathOf(location));
}
