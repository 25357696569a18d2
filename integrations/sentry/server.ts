/**
 * Sentry on the Node.js server: imported by instrumentation.ts `register()` only when
 * NEXT_PUBLIC_SENTRY_DSN was set at build. Server request errors reach it through
 * `onRequestError` (Sentry's `captureRequestError`). No console capture here: the server's
 * JSON error lines describe the same errors `onRequestError` already reports.
 */
import * as Sentry from '@sentry/nextjs';
import { sentryEnvironment, sentryOptions } from './options';

Sentry.init(
  sentryOptions(
    process.env.NEXT_PUBLIC_SENTRY_DSN ?? '',
    sentryEnvironment(process.env.NEXT_PUBLIC_SENTRY_ENVIRONMENT, process.env.NODE_ENV),
  ),
);
