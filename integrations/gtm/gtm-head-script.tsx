import { gtmHeadScript } from './head-script';

/**
 * In <head>, after the theme script, only when the tag manager is on: the dataLayer, `gtag` and
 * the Consent Mode defaults, then the `gtm.js` start event. A server component: no client JS.
 */
export function GtmHeadScript({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: gtmHeadScript }} />;
}
