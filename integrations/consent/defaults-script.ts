import { inlineScript } from '@/lib/inline-script';
import { consentDefaults } from '@/lib/inline-scripts.generated';
import { CONSENT_STORAGE_KEY } from './storage-key';

/**
 * The inline head script (with the tag manager on): `dataLayer`, `gtag` and the Consent Mode
 * defaults from the stored choice and GPC (defaults.inline.ts). Server-side only: the layout
 * inlines it, so it is never in a bundle.
 */
export const consentDefaultsScript = inlineScript(consentDefaults, {
  storageKey: CONSENT_STORAGE_KEY,
});
