/**
 * Vitest's global setup for the suites on a database: the PGlite template every test database is
 * copied from, built once before the test files start (tests/server/pglite-template.ts).
 */
import { pgliteTemplate } from './pglite-template';

export default async function setup(): Promise<void> {
  await pgliteTemplate();
}
