/**
 * Suites that need something from the machine: a production build, a PostgreSQL server, a
 * browser engine. On a developer's machine a missing one is skipped with the reason, so
 * `npx vitest run` works on a fresh checkout. CI installs all of them, so under CI=true a missing
 * one is a failure that names what is missing: a run whose Postgres or WebKit silently went away
 * must not stay green.
 *
 * Framework-free: Vitest suites (describeRequiring below) and Playwright fixtures both use it.
 */

/** CI=true (or any value but "", "0", "false"), as CI services and .ci/run set it. */
export function onCI(env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  const value = env.CI?.trim().toLowerCase();
  return Boolean(value) && value !== '0' && value !== 'false';
}

/** The error a required suite fails with under CI. */
export function missingOnCI(what: string, reason: string): Error {
  return new Error(`${what} is required under CI=true, but ${reason}`);
}
