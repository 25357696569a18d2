/**
 * Error reporting constants (brief §6, spec §8–9), one exported function or object each, shared
 * by the browser, Node.js and edge set-ups. Type imports only: this module adds no SDK code.
 */
import type { BrowserOptions } from '@sentry/nextjs';

/** The SDK's own types, as its options declare them. */
export type TransactionEvent = Parameters<NonNullable<BrowserOptions['beforeSendTransaction']>>[0];
export type SamplingContext = Parameters<NonNullable<BrowserOptions['tracesSampler']>>[0];

/** Trace sampling in production; every other environment samples nothing. */
export const PRODUCTION_TRACES_SAMPLE_RATE = 0.02;

/** Transactions never sampled: API routes, and names with these words (widget: accessiBe). */
const UNSAMPLED_NAME = /static-props|sitemap|acsb/i;
const API_PATH = /(?:^|\s|\/\/[^/]+)\/api(?:\/|$|\?)/;

function isApiPath(value: unknown): boolean {
  return typeof value === 'string' && API_PATH.test(value);
}

/**
 * The `tracesSampler` for an environment: 2 % in production, 0 elsewhere; 0 for `/api/` paths
 * (by name, URL attribute or request URL) and for names containing `static-props`, `sitemap` or
 * `acsb`. In production a sampled parent decides for its children, so a trace is kept whole.
 */
export function createTracesSampler(environment: string) {
  return (context: Pick<SamplingContext, 'name'> & Partial<SamplingContext>): number => {
    const { name, attributes = {}, normalizedRequest } = context;
    if (UNSAMPLED_NAME.test(name)) return 0;
    if (
      [name, attributes['url.path'], attributes['http.target'], attributes['http.route']].some(
        isApiPath,
      ) ||
      isApiPath(normalizedRequest?.url)
    ) {
      return 0;
    }
    if (environment !== 'production') return 0;
    if (typeof context.parentSampled === 'boolean') return context.parentSampled ? 1 : 0;
    return PRODUCTION_TRACES_SAMPLE_RATE;
  };
}

/** Session replay: never for ordinary sessions, 10 % of sessions with an error. */
export const REPLAY_SAMPLE_RATES = {
  replaysSessionSampleRate: 0,
  replaysOnErrorSampleRate: 0.1,
} as const;

/** Console capture (browser): `console.error` only. */
export const CONSOLE_CAPTURE_LEVELS: ['error'] = ['error'];

/** Spec §8: errors whose message contains these are not reported (case-insensitive). */
export const IGNORE_ERRORS: RegExp[] = [
  /request has been terminated/i,
  /upstream image response failed/i,
  /find variable/i,
  /acsb/i,
  /this\.Eg\.close/i,
];

const NOT_FOUND_TRANSACTION = /^(?:[A-Z]+ )?\/(?:404|_not-found)\/?$/;

/**
 * Drops performance events for the 404 page: `/404`, App Router's `/_not-found`, with or without
 * an HTTP method, or any transaction answered with status 404. Everything else passes unchanged.
 */
export function beforeSendTransaction(event: TransactionEvent): TransactionEvent | null {
  if (event.transaction && NOT_FOUND_TRANSACTION.test(event.transaction)) return null;
  const status = event.contexts?.trace?.data?.['http.response.status_code'];
  if (status === 404 || status === '404') return null;
  return event;
}

// Interaction tracking keeps at most 10 entries (spec §9): that is the SDK's own INP logic
// (`@sentry/browser-utils` remembers the last 10 interactions to attribute INP to an element, as
// web-vitals considers at most 10 candidates), so there is no option to set and no code here.

/** The options every runtime shares (browser, Node.js, edge). */
export function sentryOptions(dsn: string, environment: string) {
  return {
    dsn,
    environment,
    tracesSampler: createTracesSampler(environment),
    ignoreErrors: IGNORE_ERRORS,
    beforeSendTransaction,
    // SDK 11 streams spans by default and then ignores `beforeSendTransaction` (deprecated, gone
    // in 12). Transactions are sent whole here so the spec's /404 rule runs; moving to streaming
    // means expressing it as `ignoreSpans` instead (ADR 0003).
    traceLifecycle: 'static' as const,
    sendDefaultPii: false,
  };
}

/** The environment name: NEXT_PUBLIC_SENTRY_ENVIRONMENT, else the build's NODE_ENV. */
export function sentryEnvironment(
  configured: string | undefined,
  nodeEnv: string | undefined,
): string {
  return configured || (nodeEnv === 'production' ? 'production' : 'development');
}
