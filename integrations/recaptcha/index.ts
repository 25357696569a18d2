/**
 * reCAPTCHA v3 in the browser (brief §6): off unless NEXT_PUBLIC_RECAPTCHA_SITE_KEY is set at
 * build time. When on, the script loads when the contact form is about to be used (`loadRecaptcha`,
 * ./client.ts, which travels with the form's on-demand code, not with every page), and a token
 * with action `contact` is taken at submit time (`recaptchaToken`). When off, nothing loads and
 * no token is sent. The server verifies the token (RECAPTCHA_SECRET_KEY).
 */

/**
 * Written out in full so Next.js inlines it into the client bundle. Validated at build time
 * (lib/env.ts): a malformed key stops the build instead of switching the widget off here.
 */
export const recaptchaSiteKey: string | undefined =
  process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY?.trim() || undefined;

export const recaptchaEnabled = recaptchaSiteKey !== undefined;
