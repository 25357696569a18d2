/**
 * `npm test`: every check, in stages, continuing past failures so one run reports everything.
 * First what needs no build, then the production build and what runs on it, then the suites on
 * copies of the project built their own way. A stage is a name, a command and the stage it needs;
 * stages run side by side (`together`) only where one leaves a core idle, as CI has two cores and
 * 25 minutes. The run closes with one line per stage and `ci: N passed, M failed[, K skipped]`
 * (tests/stage-runner.ts). `npx tsx tests/stages.ts --only lint,unit` runs some stages.
 */
import { findTestChromium } from './chromium';
import { tempFolder } from './project-copy';
import {
  bin,
  check,
  npmAudit,
  playwright,
  playwrightScript,
  runStages,
  together,
  vitest,
} from './stage-runner';

// Nothing a newcomer runs calls out: every child (build, next start, scripts) inherits this.
process.env.NEXT_TELEMETRY_DISABLED = '1';

/** The copies with integrations on and in the editor's GitHub mode: built, then tested. */
const integrationsCopy = tempFolder('integrations');
const previewCopy = tempFolder('preview');

await runStages(
  [
    // Unit and integration tests (every `*.test.ts(x)` but the projects below, vitest.config.ts)
    // in two processes: the database suites wait on the disk and on PGlite's start, which a
    // second process uses (148 s with one, 119 s with two). Beside them, one after another, the
    // static checks, each single-threaded.
    together(
      [{ name: 'unit', run: vitest(['--project', 'unit', '--maxWorkers=2']) }],
      [
        { name: 'lint', run: check(bin('eslint'), ['.', '--max-warnings=0']) },
        { name: 'format', run: check(bin('prettier'), ['--check', '.', '--log-level', 'warn']) },
        // Every source and Next.js's route types (`next typegen`): the build skips its own check.
        { name: 'types', run: check('npm', ['run', '--silent', 'typecheck']) },
        // No import circles, dynamic imports included (dpdm reads the TypeScript sources).
        { name: 'import cycles', run: check('npm', ['run', '--silent', 'check:cycles']) },
        { name: 'audit', run: npmAudit() },
      ],
    ),

    // The build the end-to-end tests run on, as every build is made: `npm run build` (prebuild,
    // `next build`, post-build), without the type check the types stage has made.
    { name: 'build', run: check('npm', ['run', '--silent', 'build'], { CAIRN_TEST_BUILD: '1' }) },

    // The build and smoke projects on it (post-build, bytes budget, secrets, HTML checker, `next
    // start`, links), beside the build of a copy with every integration on, which needs no
    // build of this tree and uses the core the checks leave idle.
    together(
      [
        {
          name: 'build and smoke tests',
          needs: 'build',
          run: vitest(['--project', 'build', '--project', 'smoke'], {
            SMOKE_APP_DIR: process.cwd(),
            POST_BUILD_DIST: '.next',
          }),
        },
      ],
      [
        {
          name: 'integrations build',
          run: check(bin('tsx'), [
            'tests/copies/integrations.ts',
            '--build-only',
            integrationsCopy,
          ]),
        },
      ],
    ),

    // End to end in Chromium; which browser ran matters when a time is compared between machines.
    { name: 'e2e', needs: 'build', note: () => `e2e: ${findTestChromium()}`, run: playwright([]) },

    // The integrations' browser tests on their copy, beside the visitor journeys in Firefox and
    // WebKit (Chromium ran them in e2e), which wait on the browsers and use under one core.
    together(
      [
        {
          name: 'integrations',
          needs: 'integrations build',
          run: playwrightScript('tests/copies/integrations.ts', ['--test-only', integrationsCopy]),
        },
      ],
      [
        {
          name: 'engines',
          needs: 'build',
          run: playwright([
            '-c',
            'playwright.engines.config.ts',
            '--project=firefox*',
            '--project=webkit*',
          ]),
        },
      ],
    ),

    // An editor's preview of a branch, an entry's history and a marketer's day (docs/preview.md),
    // on a copy built in the editor's GitHub mode, behind a real nginx proxy_cache.
    {
      name: 'preview build',
      run: check(bin('tsx'), ['tests/copies/preview.ts', '--build-only', previewCopy]),
    },
    {
      name: 'preview',
      needs: 'preview build',
      run: vitest(['--project', 'github'], { PREVIEW_APP_DIR: previewCopy }),
    },

    // The editor's refusals, pickers, proof fields, history and axe (Keystatic under `next dev`
    // on a copy, one browser at a time); beside it, one file at a time, the suites of real server
    // processes on one data folder (the lock, a paused or killed holder, a full disk), which
    // spend seconds starting each process. The edit-to-live suite is not a stage (6 to 30
    // minutes): `npm run test:editor`.
    together(
      [
        {
          name: 'editor',
          run: playwrightScript('tests/copies/editor.ts', [
            'e2e/editor/refusals.spec.ts',
            'e2e/editor/pickers.spec.ts',
            'e2e/editor/study-proof.spec.ts',
            'e2e/editor/history.spec.ts',
            'e2e/editor/accessibility.spec.ts',
          ]),
        },
      ],
      [{ name: 'processes', run: vitest(['--project', 'processes', '--maxWorkers=1']) }],
    ),
  ],
  [integrationsCopy, previewCopy],
);
