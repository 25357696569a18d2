/** Session replay, loaded after the SDK (see client.ts); its default masking applies. */
export { replayIntegration } from '@sentry/nextjs';
