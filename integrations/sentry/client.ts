/**
 * The browser SDK, in its own chunk: `loader.ts` imports this module only after the page has
 * loaded and the browser is idle, or at the first error, so none of it is in the first-load JS.
 * Session replay is a second chunk, added after `init` (it costs nothing up front).
 */
import {
  addIntegration,
  captureConsoleIntegration,
  captureException,
  captureRouterTransitionStart,
  init,
} from '@sentry/nextjs';
import {
  CONSOLE_CAPTURE_LEVELS,
  REPLAY_SAMPLE_RATES,
  sentryEnvironment,
  sentryOptions,
} from './options';

/** NEXT_PUBLIC_ values are inlined at build; the loader calls this only when the DSN is set. */
export function startSentry(): void {
  const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN ?? '';
  const environment = sentryEnvironment(
    process.env.NEXT_PUBLIC_SENTRY_ENVIRONMENT,
    process.env.NODE_ENV,
  );
  init({
    ...sentryOptions(dsn, environment),
    ...REPLAY_SAMPLE_RATES,
    integrations: [captureConsoleIntegration({ levels: CONSOLE_CAPTURE_LEVELS })],
  });
  import('./replay')
    .then(({ replayIntegration }) => addIntegration(replayIntegration()))
    .catch(() => {
      // Replay is optional: a failed chunk load (offline, blocked) changes nothing else.
    });
}

export { captureException, captureRouterTransitionStart };
