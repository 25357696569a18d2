import type { Instrumentation } from 'next';

export async function register() {
  // Server start-up hooks (database, integrations) are added by their own modules.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // Leads (issue 3): validate the server environment, open and migrate the database, start the outbox.
    const { startServer } = await import('./server/boot');
    await startServer();
  }
}

/** Every server-side request error is logged once, as one JSON line, with the digest shown to the visitor. */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  const err = error as Error & { digest?: string };
  console.error(
    JSON.stringify({
      level: 'error',
      msg: 'request failed',
      path: request.path,
      method: request.method,
      routePath: context.routePath,
      routeType: context.routeType,
      digest: err.digest,
      error: err.message,
    }),
  );
};
