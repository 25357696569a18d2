/** reCAPTCHA's loader and token (./index.ts says when it is on), loaded with the form's code. */
import { recaptchaSiteKey } from '.';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/** How long a submit waits for the script and the token before sending without one. */
const TOKEN_TIMEOUT_MS = 8000;

let loading: Promise<Grecaptcha> | null = null;

/** Adds the script once; resolves when `grecaptcha` is ready. Never called when off. */
export function loadRecaptcha(): Promise<Grecaptcha> | null {
  const siteKey = recaptchaSiteKey;
  if (!siteKey || typeof document === 'undefined') return null;
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const whenReady = () => {
      const api = window.grecaptcha;
      if (api) api.ready(() => resolve(api));
      else reject(new Error('reCAPTCHA did not initialise'));
    };
    if (window.grecaptcha) return whenReady();
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = whenReady;
    script.onerror = () => {
      script.remove();
      loading = null; // Let a later submit try again (e.g. after a network blip).
      reject(new Error('reCAPTCHA script failed to load'));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * A fresh token for `action` (tokens are single-use and expire after two minutes, so one per
 * attempt). Undefined when reCAPTCHA is off, blocked or too slow: the server then decides.
 */
export async function recaptchaToken(action = 'contact'): Promise<string | undefined> {
  const pending = loadRecaptcha();
  if (!pending || !recaptchaSiteKey) return undefined;
  const siteKey = recaptchaSiteKey;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), TOKEN_TIMEOUT_MS);
  });
  try {
    return await Promise.race([pending.then((api) => api.execute(siteKey, { action })), timeout]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}
