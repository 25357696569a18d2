import { inlineScript } from '@/lib/inline-script';
import { earlyErrors } from '@/lib/inline-scripts.generated';

/**
 * Errors thrown before the Sentry loader runs. The framework's scripts load after the
 * first contentful paint (scripts/post-build.ts), so `installSentry` (instrumentation-client)
 * may run after the `load` event: this inline script, in <head> only when Sentry is on, queues
 * every uncaught error and unhandled rejection from the start of the page, and the loader hands
 * the queue to the SDK (loader.ts). A few hundred bytes (early-errors.inline.ts), hashed by the
 * CSP step.
 */
export const EARLY_ERRORS_GLOBAL = '__cairnEarlyErrors';

export interface EarlyErrorQueue extends Array<unknown> {
  /** Removes the queue's listeners (the loader's own take over). */
  stop(): void;
}

export const earlyErrorsScript = inlineScript(earlyErrors, { globalName: EARLY_ERRORS_GLOBAL });

/** The queued errors, emptied; the queue stops listening. Empty when there is no queue. */
export function takeEarlyErrors(target: Window = window): unknown[] {
  const queue = (target as unknown as Record<string, EarlyErrorQueue | undefined>)[
    EARLY_ERRORS_GLOBAL
  ];
  if (!Array.isArray(queue)) return [];
  queue.stop?.();
  return queue.splice(0);
}
