/**
 * Which third parties are on, from the validated environment (lib/env.ts), and what each needs
 * from the page: the layout mounts from this, and the Content-Security-Policy is built from
 * `cspSources`. Server-side only (it reads the environment module); the browser gets the values
 * as props or inlined NEXT_PUBLIC_ constants.
 *
 * Always on: the pageview tracker (dataLayer) and the privacy choices control. Off until their
 * variable is set: the tag manager, reCAPTCHA, the accessibility widget and Sentry.
 */
import { env } from '@/lib/env';
import { recaptchaEnabled } from './recaptcha';
import { DEFAULT_WIDGET_INIT, widgetLoaderScript } from './accessibility-widget/loader-script';
import { CONSENT_STORAGE_KEY } from './consent/consent';
import { DEFAULT_GTM_SCRIPT_URL, gtmHeadScript, gtmScriptSrc } from './gtm/head-script';
import { sentryEnvironment } from './sentry/options';

export type IntegrationName =
  'pageviews' | 'consent' | 'gtm' | 'recaptcha' | 'accessibilityWidget' | 'sentry';

/** Origins an integration loads from or talks to, by CSP directive. */
export interface CspSources {
  'script-src'?: string[];
  'connect-src'?: string[];
  'img-src'?: string[];
  'frame-src'?: string[];
  'worker-src'?: string[];
}

type Off = { enabled: false };
type On<T> = { enabled: true; csp: CspSources } & T;

export interface IntegrationRegistry {
  pageviews: On<Record<never, never>>;
  consent: On<{ storageKey: string }>;
  gtm:
    | On<{
        id: string;
        /** gtm.js with `?id=`, loaded after hydration. */
        src: string;
        /** The inline <head> script (consent defaults + gtm.js start): hash it for CSP. */
        headScript: string;
      }>
    | Off;
  recaptcha: On<Record<never, never>> | Off;
  accessibilityWidget:
    | On<{
        src: string;
        init: string;
        options: Record<string, unknown>;
        /** The inline loader script: hash it for CSP. */
        loaderScript: string;
      }>
    | Off;
  sentry: On<{ dsn: string; environment: string }> | Off;
}

type PublicEnv = typeof env;

const origin = (url: string) => new URL(url).origin;

function widget(src: string, init: string, options: Record<string, unknown>) {
  return { src, init, options, loaderScript: widgetLoaderScript({ src, init, options }) };
}

/** The registry for an environment; `integrations` below is the one for this build. */
export function buildRegistry(
  e: PublicEnv,
  { recaptcha = recaptchaEnabled, nodeEnv = process.env.NODE_ENV } = {},
): IntegrationRegistry {
  const gtmScriptUrl = e.NEXT_PUBLIC_GTM_SCRIPT_URL ?? DEFAULT_GTM_SCRIPT_URL;
  return {
    pageviews: { enabled: true, csp: {} },
    consent: { enabled: true, csp: {}, storageKey: CONSENT_STORAGE_KEY },
    gtm: e.NEXT_PUBLIC_GTM_ID
      ? {
          enabled: true,
          id: e.NEXT_PUBLIC_GTM_ID,
          src: gtmScriptSrc(e.NEXT_PUBLIC_GTM_ID, gtmScriptUrl),
          headScript: gtmHeadScript,
          // Google's CSP guidance for the tag manager with Google Analytics 4; tags added to the
          // container later may need more.
          csp: {
            'script-src': [origin(gtmScriptUrl)],
            'img-src': [
              'https://*.googletagmanager.com',
              'https://*.google-analytics.com',
              'https://*.analytics.google.com',
            ],
            'connect-src': [
              'https://*.googletagmanager.com',
              'https://*.google-analytics.com',
              'https://*.analytics.google.com',
            ],
          },
        }
      : { enabled: false },
    recaptcha: recaptcha
      ? {
          enabled: true,
          csp: {
            'script-src': [
              'https://www.google.com/recaptcha/',
              'https://www.gstatic.com/recaptcha/',
            ],
            'frame-src': [
              'https://www.google.com/recaptcha/',
              'https://recaptcha.google.com/recaptcha/',
            ],
          },
        }
      : { enabled: false },
    accessibilityWidget: e.NEXT_PUBLIC_ACCESSIBILITY_WIDGET_SRC
      ? {
          enabled: true,
          ...widget(
            e.NEXT_PUBLIC_ACCESSIBILITY_WIDGET_SRC,
            e.NEXT_PUBLIC_ACCESSIBILITY_WIDGET_INIT ?? DEFAULT_WIDGET_INIT,
            e.NEXT_PUBLIC_ACCESSIBILITY_WIDGET_OPTIONS ?? {},
          ),
          csp: {
            'script-src': [origin(e.NEXT_PUBLIC_ACCESSIBILITY_WIDGET_SRC)],
            'connect-src': [origin(e.NEXT_PUBLIC_ACCESSIBILITY_WIDGET_SRC)],
            'img-src': [origin(e.NEXT_PUBLIC_ACCESSIBILITY_WIDGET_SRC)],
          },
        }
      : { enabled: false },
    sentry: e.NEXT_PUBLIC_SENTRY_DSN
      ? {
          enabled: true,
          dsn: e.NEXT_PUBLIC_SENTRY_DSN,
          environment: sentryEnvironment(e.NEXT_PUBLIC_SENTRY_ENVIRONMENT, nodeEnv),
          // The SDK is served from this site; events go to the DSN's host; session replay
          // compresses in a worker started from a blob: URL.
          csp: { 'connect-src': [origin(e.NEXT_PUBLIC_SENTRY_DSN)], 'worker-src': ['blob:'] },
        }
      : { enabled: false },
  };
}

export const integrations: IntegrationRegistry = buildRegistry(env);

/** The origins every enabled integration needs, merged per directive (for the CSP). */
export function cspSources(registry: IntegrationRegistry = integrations): Required<CspSources> {
  const merged: Required<CspSources> = {
    'script-src': [],
    'connect-src': [],
    'img-src': [],
    'frame-src': [],
    'worker-src': [],
  };
  for (const integration of Object.values(registry) as IntegrationRegistry[IntegrationName][]) {
    if (!integration.enabled) continue;
    for (const [directive, sources] of Object.entries(integration.csp) as [
      keyof CspSources,
      string[],
    ][]) {
      for (const source of sources) {
        if (!merged[directive].includes(source)) merged[directive].push(source);
      }
    }
  }
  return merged;
}
