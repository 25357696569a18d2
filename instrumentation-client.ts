/**
 * Runs in the browser before hydration, on every page (Next.js client instrumentation). It is part
 * of the first-load JS, so it only wires the lazy Sentry loader (integrations/sentry/loader.ts):
 * nothing happens unless NEXT_PUBLIC_SENTRY_DSN was set at build.
 */
import { installSentry } from './integrations/sentry/loader';

installSentry();

/** Navigation spans, once the SDK has loaded (Sentry's router transition hook). */
export { onRouterTransitionStart } from './integrations/sentry/loader';
