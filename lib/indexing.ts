/**
 * Search engines may index the site only when it runs at its public address: SITE_URL is set
 * and DEPLOY_ENV is `production` (its default; lib/env.ts refuses any name it does not know, so
 * a typo cannot de-index production). A preview or staging deploy sets DEPLOY_ENV=preview.
 */
import { env } from './env';

export function indexingAllowed(source: { SITE_URL?: string; DEPLOY_ENV?: string } = env): boolean {
  if (!source.SITE_URL) return false;
  return (source.DEPLOY_ENV ?? 'production') === 'production';
}
