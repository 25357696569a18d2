import { eventFiltersIntegration, type ErrorEvent } from '@sentry/nextjs';
import { describe, expect, it } from 'vitest';
import {
  beforeSendTransaction,
  createTracesSampler,
  IGNORE_ERRORS,
  sentryEnvironment,
  sentryOptions,
  type SamplingContext,
  type TransactionEvent,
} from './options';

/** Sampling contexts as the SDK builds them (browser pageload/navigation, Node.js request). */
function browserSpan(name: string, op = 'pageload'): SamplingContext {
  return {
    name,
    attributes: {
      'sentry.op': op,
      'sentry.origin': `auto.${op}.nextjs.app_router_instrumentation`,
      'sentry.source': 'route',
    },
    location: { href: `https://cairndigital.example${name}`, pathname: name } as never,
    inheritOrSampleWith: (fallback: number) => fallback,
  };
}

function serverRequest(method: string, path: string, parentSampled?: boolean): SamplingContext {
  return {
    name: `${method} ${path}`,
    parentSampled,
    attributes: {
      'sentry.op': 'http.server',
      'http.method': method,
      'url.path': path,
      'http.target': path,
    },
    normalizedRequest: { url: `https://cairndigital.example${path}`, method },
    inheritOrSampleWith: (fallback: number) => fallback,
  };
}

describe('tracesSampler', () => {
  const production = createTracesSampler('production');

  it('samples 2 % of page loads, navigations and requests in production', () => {
    expect(production(browserSpan('/services/[slug]'))).toBe(0.02);
    expect(production(browserSpan('/news', 'navigation'))).toBe(0.02);
    expect(production(serverRequest('GET', '/services/drupal-websites'))).toBe(0.02);
  });

  it('samples nothing in any other environment', () => {
    for (const environment of ['development', 'staging', 'preview', 'e2e']) {
      expect(createTracesSampler(environment)(browserSpan('/')), environment).toBe(0);
    }
  });

  it('never samples API paths, by name, URL attribute or request URL', () => {
    expect(production(serverRequest('POST', '/api/contact'))).toBe(0);
    expect(production({ ...browserSpan('/api/contact', 'http.client') })).toBe(0);
    expect(
      production({
        name: 'POST',
        attributes: { 'http.route': '/api/contact' },
        inheritOrSampleWith: (f: number) => f,
      }),
    ).toBe(0);
    expect(
      production({
        name: 'route handler',
        attributes: {},
        normalizedRequest: { url: 'https://cairndigital.example/api/leads/export?x=1' },
        inheritOrSampleWith: (f: number) => f,
      }),
    ).toBe(0);
    // Not an API path: a page whose slug merely contains "api".
    expect(production(browserSpan('/solutions/api-integrations'))).toBe(0.02);
  });

  it('never samples static-props, sitemap or accessibility-widget (acsb) names, any case', () => {
    for (const name of [
      'GET /_next/data/build-id/static-props.json',
      'GET /sitemap.xml',
      '/Sitemap',
      'resource.script https://acsbapp.com/apps/app/dist/js/app.js',
      'ACSB widget',
    ]) {
      expect(production({ ...browserSpan('/'), name }), name).toBe(0);
    }
  });

  it('follows a sampled or unsampled parent in production, so traces stay whole', () => {
    expect(production(serverRequest('GET', '/news', true))).toBe(1);
    expect(production(serverRequest('GET', '/news', false))).toBe(0);
    // …but never for the excluded paths.
    expect(production(serverRequest('GET', '/api/contact', true))).toBe(0);
  });
});

describe('environment', () => {
  // Replay rates and console capture are checked on the running SDK, through the ingest they
  // send to (e2e/integrations.spec.ts), not against the constants here.
  it('names the environment from NEXT_PUBLIC_SENTRY_ENVIRONMENT, else the build', () => {
    expect(sentryEnvironment('staging', 'production')).toBe('staging');
    expect(sentryEnvironment(undefined, 'production')).toBe('production');
    expect(sentryEnvironment('', 'development')).toBe('development');
    expect(sentryEnvironment(undefined, 'test')).toBe('development');
  });

  it('builds the shared options without personal data', () => {
    const options = sentryOptions('https://key@o1.ingest.sentry.io/2', 'production');
    expect(options).toMatchObject({
      dsn: 'https://key@o1.ingest.sentry.io/2',
      environment: 'production',
      ignoreErrors: IGNORE_ERRORS,
      beforeSendTransaction,
      // Without it SDK 11 streams spans and never calls beforeSendTransaction.
      traceLifecycle: 'static',
      sendDefaultPii: false,
    });
  });
});

describe('ignoreErrors, through the SDK’s own event filter', () => {
  // The real integration, with a client whose options are ours.
  const filter = eventFiltersIntegration();
  type Client = Parameters<NonNullable<typeof filter.processEvent>>[2];
  const client = { getOptions: () => ({ ignoreErrors: IGNORE_ERRORS }) } as unknown as Client;
  const kept = (event: ErrorEvent) => filter.processEvent?.(event, {}, client) !== null;

  /** An uncaught browser error, as the global handlers report it. */
  function uncaught(type: string, value: string): ErrorEvent {
    return {
      type: undefined,
      event_id: 'c0ffee00c0ffee00c0ffee00c0ffee00',
      level: 'error',
      platform: 'javascript',
      exception: {
        values: [
          {
            type,
            value,
            mechanism: { type: 'auto.browser.global_handlers.onerror', handled: false },
            stacktrace: {
              frames: [
                {
                  filename: 'https://cairndigital.example/_next/static/chunks/0a1b2c.js',
                  function: 'onClick',
                  lineno: 1,
                  colno: 4242,
                  in_app: true,
                },
              ],
            },
          },
        ],
      },
      request: { url: 'https://cairndigital.example/services' },
    } as ErrorEvent;
  }

  /** `console.error('…')`, as the console capture integration reports it. */
  function consoleMessage(message: string): ErrorEvent {
    return {
      type: undefined,
      event_id: 'feedbeeffeedbeeffeedbeeffeedbeef',
      level: 'error',
      logger: 'console',
      message,
      extra: { arguments: [message] },
    } as ErrorEvent;
  }

  const ignored = [
    ['Error', 'Request has been terminated Possible causes: the network is offline'],
    ['Error', 'upstream image response failed for https://cdn.example/x.png 502'],
    ['ReferenceError', "Can't find variable: acsbJS"],
    ['TypeError', 'Cannot read properties of undefined (reading ACSB)'],
    ['TypeError', "undefined is not an object (evaluating 'this.Eg.close')"],
  ] as const;

  it.each(ignored)('drops %s: %s', (type, value) => {
    expect(kept(uncaught(type, value))).toBe(false);
    expect(kept(uncaught(type, value.toUpperCase()))).toBe(false);
    expect(kept(consoleMessage(value))).toBe(false);
  });

  it('has exactly the five messages of spec §8, case-insensitive', () => {
    expect(IGNORE_ERRORS).toHaveLength(5);
    expect(IGNORE_ERRORS.every((pattern) => pattern.flags.includes('i'))).toBe(true);
  });

  it('keeps everything else', () => {
    expect(kept(uncaught('TypeError', "Cannot read properties of null (reading 'focus')"))).toBe(
      true,
    );
    expect(kept(uncaught('Error', 'Request was terminated by the user'))).toBe(true);
    expect(kept(uncaught('Error', 'this.Eg.open is not a function'))).toBe(true);
    expect(kept(consoleMessage('Contact form: submit failed (503)'))).toBe(true);
  });
});

describe('beforeSendTransaction', () => {
  function transaction(name: string, op = 'pageload', status?: number): TransactionEvent {
    return {
      type: 'transaction',
      event_id: '0123456789abcdef0123456789abcdef',
      transaction: name,
      transaction_info: { source: 'route' },
      start_timestamp: 1_767_225_600,
      timestamp: 1_767_225_601.25,
      contexts: {
        trace: {
          trace_id: '0123456789abcdef0123456789abcdef',
          span_id: '0123456789abcdef',
          op,
          data: {
            'sentry.op': op,
            ...(status === undefined ? {} : { 'http.response.status_code': status }),
          },
        },
      },
      spans: [],
    } as TransactionEvent;
  }

  it('drops performance events for the 404 page', () => {
    expect(beforeSendTransaction(transaction('/404'))).toBeNull();
    expect(beforeSendTransaction(transaction('/_not-found'))).toBeNull();
    expect(beforeSendTransaction(transaction('GET /404', 'http.server'))).toBeNull();
    expect(beforeSendTransaction(transaction('GET /_not-found', 'http.server'))).toBeNull();
    expect(beforeSendTransaction(transaction('GET /no-such-page', 'http.server', 404))).toBeNull();
  });

  it('keeps every other transaction unchanged', () => {
    for (const event of [
      transaction('/'),
      transaction('/services/[slug]', 'navigation'),
      transaction('/404-guide'),
      transaction('GET /news', 'http.server', 200),
      transaction('GET /diagnostics/data-failure', 'http.server', 500),
    ]) {
      expect(beforeSendTransaction(event)).toBe(event);
    }
  });
});
