/**
 * Search engines may index the site only when it runs at its public address: SITE_URL is set
 * and DEPLOY_ENV is unset or `production` (a preview or staging deploy sets DEPLOY_ENV=preview).
 */
export function indexingAllowed(env: Record<string, string | undefined> = process.env): boolean {
  if (!env.SITE_URL) return false;
  const deploy = env.DEPLOY_ENV ?? 'production';
  return deploy === 'production';
}
