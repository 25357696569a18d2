/**
 * Queues every uncaught error and unhandled rejection from the start of the page until the
 * Sentry loader takes the queue (`takeEarlyErrors`, early-errors.ts). Compiled on its own by
 * scripts/inline-scripts.ts: nothing outside the function's body is reachable.
 */
export interface EarlyErrorsParams {
  /** The global that holds the queue. */
  globalName: string;
}

export function earlyErrors({ globalName }: EarlyErrorsParams): void {
  const w = window;
  const queue: unknown[] & { stop?: () => void } = [];
  (w as unknown as Record<string, unknown>)[globalName] = queue;
  // `error` is null for a cross-origin script's error: the message is all there is.
  const onError = (event: ErrorEvent) => queue.push(event.error || event.message);
  const onRejection = (event: PromiseRejectionEvent) => queue.push(event.reason);
  w.addEventListener('error', onError);
  w.addEventListener('unhandledrejection', onRejection);
  // The loader stops the queue when the SDK's own handlers take over.
  queue.stop = () => {
    w.removeEventListener('error', onError);
    w.removeEventListener('unhandledrejection', onRejection);
  };
}
