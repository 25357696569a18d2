import { CONSENT_STORAGE_KEY } from './storage-key';

/**
 * The inline head script (with the tag manager on): defines `dataLayer` and `gtag`, then pushes
 * `gtag('consent', 'default', …)` from the stored choice and GPC, before anything else can reach
 * the dataLayer. Storage errors are caught: the defaults then apply. Plain ES5, the same rules as
 * `effectiveConsent` in consent.ts (consent.test.ts checks they agree for any input). Server-side
 * only: the layout inlines it, so it is never in a bundle.
 */
export const consentDefaultsScript = `(function(w){var l=w.dataLayer=w.dataLayer||[];function g(){l.push(arguments)}w.gtag=g;var c=null,p=false;try{c=JSON.parse(w.localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)}))}catch(e){}try{p=w.navigator.globalPrivacyControl===true}catch(e){}var a=!(c&&c.analytics===false),d=!p&&!(c&&c.advertising===false),s=d?'granted':'denied';g('consent','default',{ad_storage:s,ad_user_data:s,ad_personalization:s,analytics_storage:a?'granted':'denied'});g('set','ads_data_redaction',!d)})(window);`;
