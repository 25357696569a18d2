import path from 'node:path';
import { defineConfig } from 'vitest/config';
// With its extension: Vite's native config loader resolves no other.
import { testReportFile } from './tests/report-file.ts';

/**
 * Five suites, each chosen by the file's name, so a new test file runs without being listed:
 * - unit: `*.test.ts(x)`, no build needed (the integration suites against PGlite/Postgres too);
 * - processes: `*.processes.test.ts`, real server processes on one data folder (the lock, a
 *   paused or killed holder, a full disk, other namespaces): no build needed, but seconds of
 *   process starts per test, so npm test runs them beside the editor's browser tests, not in the
 *   unit stage;
 * - build: `*.build.test.ts`, run after `npm run build` on the build in POST_BUILD_DIST (the
 *   post-build step on its real output, the bytes budget, the secrets scan, the HTML checker,
 *   `next build` refusing a bad environment);
 * - smoke: `*.smoke.test.ts`, a real `next start` of the build in SMOKE_APP_DIR (the link
 *   checker among them);
 * - github: `*.github.test.ts`, a real `next start` of a build in the editor's GitHub mode
 *   (tests/copies/preview.ts makes one in a copy), with nginx as a shared cache in front.
 * `npx vitest run` runs all five; `npx vitest run --project unit` only the first. A suite whose
 * build, database or browser is missing is skipped with the reason locally and fails under
 * CI=true (tests/required.ts).
 */
const EDITOR_HOST_SUITE = 'server/editor-host.smoke.test.ts';
const notUnit = [
  '**/*.processes.test.ts',
  '**/*.build.test.ts',
  '**/*.smoke.test.ts',
  '**/*.github.test.ts',
];
/** The PGlite template every test database is copied from, built once before the files start. */
const globalSetup = ['tests/server/global-setup.ts'];
/** Under `npm test`, each stage's counts (tests/report-file.ts). */
const report = testReportFile('vitest');

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // `server-only` throws outside React Server Components; in tests it is a no-op.
      'server-only': path.resolve(import.meta.dirname, 'tests/server-only-stub.ts'),
    },
  },
  test: {
    exclude: ['node_modules/**', '.next/**', 'e2e/**', '.data/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Integration suites share one database per file; files run in parallel processes.
    pool: 'forks',
    ...(report ? { reporters: ['default', 'json'], outputFile: { json: report } } : {}),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['**/*.test.ts', '**/*.test.tsx'],
          exclude: ['node_modules/**', '.next/**', 'e2e/**', '.data/**', ...notUnit],
          globalSetup,
        },
      },
      {
        extends: true,
        test: { name: 'processes', include: ['**/*.processes.test.ts'], globalSetup },
      },
      { extends: true, test: { name: 'build', include: ['**/*.build.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'smoke',
          include: ['**/*.smoke.test.ts'],
          exclude: ['node_modules/**', '.next/**', 'e2e/**', '.data/**', EDITOR_HOST_SUITE],
        },
      },
      // The editor on its own host needs a build in GitHub mode with the tag manager on: the
      // integrations copy's (tests/copies/integrations.ts runs it there).
      { extends: true, test: { name: 'editor-host', include: [EDITOR_HOST_SUITE] } },
      { extends: true, test: { name: 'github', include: ['**/*.github.test.ts'] } },
    ],
  },
});
