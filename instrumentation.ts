import type { Instrumentation } from 'next';

export async function register() {
  // Error reporting first, so it sees everything after it. NEXT_PUBLIC_SENTRY_DSN is
  // inlined at build (blank when unset), so without it this is removed from the server bundle.
  if (process.env.NEXT_PUBLIC_SENTRY_DSN) {
    if (process.env.NEXT_RUNTIME === 'nodejs') await import('./integrations/sentry/server');
    if (process.env.NEXT_RUNTIME === 'edge') await import('./integrations/sentry/edge');
  }
  // Server start-up hooks (database, integrations) are added by their own modules.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // Leads: validate the server environment, open and migrate the database, start the outbox.
    const { startServer } = await import('./server/boot');
    await startServer();
  }
}

/** Every server-side request error is logged once, as one JSON line, with the digest shown to the visitor. */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  const { log, loggablePath } = await import('./server/log');
  // The error is described, not stringified: no query parameters or bodies in the log,
  // and no draft id in the path.
  log('error', 'request failed', {
    path: loggablePath(request.path),
    method: request.method,
    routePath: context.routePath,
    routeType: context.routeType,
    digest: (error as { digest?: string }).digest,
    error,
  });
  // …and reported to Sentry when it is on.
  if (process.env.NEXT_PUBLIC_SENTRY_DSN) {
    const { captureRequestError } = await import('@sentry/nextjs');
    captureRequestError(error, { ...request, path: loggablePath(request.path) }, context);
  }
};
