/**
 * `npm test`: every check, in stages, continuing past failures so one run reports everything.
 * First what needs no build, then the production build and what runs on it, then the suites on
 * copies of the project built their own way. A stage is a name, the npm script it runs (each runs
 * alone too: `npm run test:e2e`), and the stage it needs; stages run side by side (`together`)
 * only where one leaves a core idle, as CI has two cores and 25 minutes. npm-run-all2 runs them;
 * the run closes with one line per stage and `ci: N passed, M failed[, K skipped]`
 * (tests/stage-runner.ts). `npx tsx tests/stages.ts --only lint,unit` runs some stages.
 */
import { findTestChromium } from './chromium';
import { tempFolder } from './project-copy';
import { runStages, together } from './stage-runner';

// Nothing a newcomer runs calls out: every child (build, next start, scripts) inherits this.
process.env.NEXT_TELEMETRY_DISABLED = '1';
// The builds here are made once in a tree whose types the types stage checks (next.config.ts).
process.env.CAIRN_TEST_BUILD = '1';

/** The copy with integrations on: built beside the build's tests, tested later. */
const integrationsCopy = tempFolder('integrations');

await runStages(
  [
    // Unit and integration tests (every `*.test.ts(x)` but the projects below, vitest.config.ts)
    // in two processes: the database suites wait on the disk and on PGlite's start, which a
    // second process uses (148 s with one, 119 s with two). Beside them, one after another, the
    // static checks, each single-threaded.
    together(
      [{ name: 'unit', script: 'test:unit', args: ['--maxWorkers=2'], counted: true }],
      [
        { name: 'lint', script: 'lint' },
        { name: 'format', script: 'format:check', args: ['--log-level', 'warn'] },
        // Every source and Next.js's route types (`next typegen`): the build skips its own check.
        { name: 'types', script: 'typecheck' },
        // No import circles, dynamic imports included (dpdm reads the TypeScript sources).
        { name: 'import cycles', script: 'check:cycles' },
        // No high or critical advisory in the production dependencies (skipped, never passed,
        // where the registry does not answer).
        { name: 'audit', script: 'audit:prod', counted: true },
      ],
    ),

    // The build the end-to-end tests run on, as every build is made: `npm run build` (prebuild,
    // `next build`, post-build), without the type check the types stage has made.
    { name: 'build', script: 'build' },

    // The build and smoke projects on it (post-build, bytes budget, secrets, HTML checker, `next
    // start`, links), beside the build of a copy with every integration on (and its secrets and
    // bytes checks), which needs no build of this tree and uses the core the checks leave idle.
    together(
      [{ name: 'build and smoke tests', script: 'test:built', needs: 'build', counted: true }],
      [
        {
          name: 'integrations build',
          script: 'test:integrations:build',
          args: [integrationsCopy],
          counted: true,
        },
      ],
    ),

    // End to end in Chromium; which browser ran matters when a time is compared between machines.
    {
      name: 'e2e',
      script: 'test:e2e',
      needs: 'build',
      counted: true,
      note: () => `e2e: ${findTestChromium()}`,
    },

    // The integrations' browser tests on their copy, beside the visitor journeys in Firefox and
    // WebKit (Chromium ran them in e2e), which wait on the browsers and use under one core.
    together(
      [
        {
          name: 'integrations',
          script: 'test:integrations',
          args: ['--test-only', integrationsCopy],
          needs: 'integrations build',
          counted: true,
        },
      ],
      [{ name: 'engines', script: 'test:engines', needs: 'build', counted: true }],
    ),

    // An editor's preview of a branch, an entry's history and a marketer's day (docs/preview.md),
    // on a copy built in the editor's GitHub mode, behind a real nginx proxy_cache.
    { name: 'preview', script: 'test:preview', counted: true },

    // The editor's refusals, pickers, proof fields, history and axe (Keystatic under `next dev`
    // on a copy, one browser at a time); beside it, one file at a time, the suites of real server
    // processes on one data folder (the lock, a paused or killed holder, a full disk), which
    // spend seconds starting each process. The edit-to-live suite is not a stage (6 to 30
    // minutes): `npm run test:editor`.
    together(
      [
        {
          name: 'editor',
          script: 'test:editor',
          args: [
            'e2e/editor/refusals.spec.ts',
            'e2e/editor/pickers.spec.ts',
            'e2e/editor/study-proof.spec.ts',
            'e2e/editor/history.spec.ts',
            'e2e/editor/accessibility.spec.ts',
          ],
          counted: true,
        },
      ],
      [{ name: 'processes', script: 'test:processes', counted: true }],
    ),
  ],
  [integrationsCopy],
);
