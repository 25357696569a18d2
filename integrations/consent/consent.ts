/**
 * Privacy and consent (brief §6), with Google Consent Mode v2.
 *
 * - The visitor's choice is two switches, analytics and advertising. It is stored in this
 *   browser's localStorage under `cairn:consent` as `{ analytics, advertising, updatedAt }` and
 *   applied on every page: the tag manager's head script reads it before the container loads.
 * - Without a stored choice both are granted (the site's audience is in the US: opt-out model)…
 * - …except that Global Privacy Control (`navigator.globalPrivacyControl === true`) denies
 *   advertising from the start, and keeps it denied whatever is stored.
 * - Consent commands go to the dataLayer only when the tag manager is on (`window.gtag` exists);
 *   with it off, the "Your privacy choices" control still records the choice.
 *
 * `defaults-script.ts` repeats `effectiveConsent` in plain ES5 for the inline head script;
 * consent.test.ts runs it against the functions here for every input.
 */
import type { Gtag } from '../gtm/data-layer';
import { CONSENT_STORAGE_KEY } from './storage-key';

export { CONSENT_STORAGE_KEY };

export interface ConsentChoice {
  analytics: boolean;
  advertising: boolean;
}

export interface StoredConsent extends ConsentChoice {
  updatedAt: string;
}

export type ConsentValue = 'granted' | 'denied';

/** The Consent Mode v2 signals this site sets. */
export interface ConsentModeState {
  ad_storage: ConsentValue;
  ad_user_data: ConsentValue;
  ad_personalization: ConsentValue;
  analytics_storage: ConsentValue;
}

/**
 * The stored choice, or null when there is none or it is unreadable. A field that is not
 * exactly `false` counts as granted, as in the head script.
 */
export function parseStoredConsent(raw: string | null): ConsentChoice | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  return { analytics: record.analytics !== false, advertising: record.advertising !== false };
}

/** What applies: the stored choice (granted without one), advertising denied under GPC. */
export function effectiveConsent(stored: ConsentChoice | null, gpc: boolean): ConsentChoice {
  return {
    analytics: stored?.analytics ?? true,
    advertising: !gpc && (stored?.advertising ?? true),
  };
}

export function toConsentMode(choice: ConsentChoice): ConsentModeState {
  const ads: ConsentValue = choice.advertising ? 'granted' : 'denied';
  return {
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
    analytics_storage: choice.analytics ? 'granted' : 'denied',
  };
}

/** True when the browser sends Global Privacy Control. */
export function hasGlobalPrivacyControl(nav: object | undefined = globalThis.navigator): boolean {
  return (nav as { globalPrivacyControl?: unknown } | undefined)?.globalPrivacyControl === true;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function localStorageOrNull(): StorageLike | null {
  try {
    return window.localStorage;
  } catch {
    return null; // Blocked by policy: the choice lasts for this page only.
  }
}

export function readStoredConsent(storage = localStorageOrNull()): ConsentChoice | null {
  try {
    return parseStoredConsent(storage?.getItem(CONSENT_STORAGE_KEY) ?? null);
  } catch {
    return null;
  }
}

/** The choice that applies on this page now. */
export function currentConsent(): ConsentChoice {
  return effectiveConsent(readStoredConsent(), hasGlobalPrivacyControl());
}

/** Sends the choice to the tag manager when it is on; a no-op otherwise. */
export function pushConsentUpdate(choice: ConsentChoice, gtag: Gtag | undefined = window.gtag) {
  if (!gtag) return;
  gtag('consent', 'update', toConsentMode(choice));
  gtag('set', 'ads_data_redaction', !choice.advertising);
}

/**
 * Stores the visitor's choice and applies it. Advertising stays denied under GPC. Returns what
 * applies now.
 */
export function saveConsent(
  choice: ConsentChoice,
  { storage = localStorageOrNull(), gpc = hasGlobalPrivacyControl(), now = new Date() } = {},
): ConsentChoice {
  const record: StoredConsent = { ...choice, updatedAt: now.toISOString() };
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Storage full or blocked: the choice still applies to this page.
  }
  const applied = effectiveConsent(choice, gpc);
  pushConsentUpdate(applied);
  return applied;
}
