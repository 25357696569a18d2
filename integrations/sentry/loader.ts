/**
 * Sentry in the browser, loaded lazily. This module is in the first-load JS, so it
 * stays tiny; the SDK is `client.ts`, imported:
 * - once the page has loaded and the browser is idle, or
 * - at the first error, whichever comes first.
 * Errors thrown before the SDK is there are caught here and handed to it once it is; from then
 * on the SDK's own handlers take over.
 *
 * NEXT_PUBLIC_SENTRY_DSN is inlined at build (blank when unset, see lib/env.ts); with it blank
 * every function here returns at once and the minifier drops the rest.
 */
import { takeEarlyErrors } from './early-errors';

type SentryClient = typeof import('./client');
type NavigationType = 'push' | 'replace' | 'traverse';

let loading: Promise<SentryClient> | undefined;
let sdk: SentryClient | undefined;
let detachEarlyHandlers: (() => void) | undefined;

function loadSentry(): Promise<SentryClient> | undefined {
  if (!process.env.NEXT_PUBLIC_SENTRY_DSN) return undefined;
  loading ??= import('./client').then((client) => {
    client.startSentry();
    detachEarlyHandlers?.();
    sdk = client;
    return client;
  });
  return loading;
}

/** Reports an error (error pages, early handlers); loads the SDK first when needed. */
export function captureError(error: unknown, handled = true): void {
  if (!process.env.NEXT_PUBLIC_SENTRY_DSN) return;
  loadSentry()
    ?.then((client) => client.captureException(error, { mechanism: { handled } }))
    .catch(() => {
      // The SDK chunk did not load (offline, blocked): nothing to report to.
    });
}

/** Next.js calls this on every client navigation (instrumentation-client.ts). */
export function onRouterTransitionStart(href: string, navigationType: NavigationType): void {
  sdk?.captureRouterTransitionStart(href, navigationType);
}

/** Called once, before hydration, from instrumentation-client.ts. */
export function installSentry(): void {
  if (!process.env.NEXT_PUBLIC_SENTRY_DSN || typeof window === 'undefined') return;
  const onError = (event: ErrorEvent) => captureError(event.error ?? event.message, false);
  const onRejection = (event: PromiseRejectionEvent) => captureError(event.reason, false);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  // What the inline queue (early-errors.ts) caught before this module ran.
  for (const error of takeEarlyErrors()) captureError(error, false);
  detachEarlyHandlers = () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) {
      window.requestIdleCallback(() => void loadSentry(), { timeout: 5000 });
    } else {
      setTimeout(() => void loadSentry(), 1);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
