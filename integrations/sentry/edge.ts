/**
 * Sentry in the edge runtime (middleware or edge routes, should the site add any): imported by
 * instrumentation.ts `register()` only when NEXT_PUBLIC_SENTRY_DSN was set at build.
 */
import * as Sentry from '@sentry/nextjs';
import { sentryEnvironment, sentryOptions } from './options';

Sentry.init(
  sentryOptions(
    process.env.NEXT_PUBLIC_SENTRY_DSN ?? '',
    sentryEnvironment(process.env.NEXT_PUBLIC_SENTRY_ENVIRONMENT, process.env.NODE_ENV),
  ),
);
