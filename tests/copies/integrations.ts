/**
 * The "integrations on" browser test. NEXT_PUBLIC_ variables are inlined at build, so
 * this needs its own build: it copies the project to a temporary folder (node_modules hard-linked
 * when the filesystem allows, copied otherwise; a symlink would break Turbopack), builds it with
 * every third party pointed at local stub servers on free ports (as the image is built: the
 * settings through deploy.yml and the Dockerfile, scripts/ci/image-build.ts), checks the bytes budget with
 * Sentry on (JS ≤ 200 KB gzipped per page), then runs e2e/integrations.spec.ts against it with
 * INTEGRATIONS_E2E=1. The spec starts the stubs on those ports. The same build has the content
 * editor's GitHub mode on, and server/editor-host.smoke.test.ts runs on it. The working tree and its .next
 * are never touched.
 *
 * Usage: npx tsx tests/copies/integrations.ts [--keep]   (--keep leaves the copy for debugging)
 * In two steps (npm test builds while a core is idle and tests later):
 *   npx tsx tests/copies/integrations.ts --build-only DIR   copies, builds and checks into DIR
 *   npx tsx tests/copies/integrations.ts --test-only DIR    runs the browser tests there, removes DIR
 * Under `npm test` the reports of its Vitest and Playwright runs are the stage's counts
 * (tests/report-file.ts): `npm run test:integrations:build -- DIR` and
 * `npm run test:integrations -- --test-only DIR` are its two stages.
 * Exit code: 0 when the build, the budget and every test passed.
 */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { imageBuildEnvironment } from '../../scripts/ci/image-build';
import { githubModeOnLocalhost } from '../editor-github';
import { copyProject, tempFolder } from '../project-copy';
import { SECRET_CANARIES } from '../secret-canaries';
import { freePort } from '../server-process';

const root = path.resolve(import.meta.dirname, '../..');
const keep = process.argv.includes('--keep');
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

function step(name: string, command: string, args: string[], options: SpawnSyncOptions) {
  console.log(`\n── integrations: ${name} (${seconds()})`);
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  const ok = result.status === 0;
  if (!ok) console.log(`── integrations: ${name} FAILED (exit ${result.status ?? result.signal})`);
  return ok;
}

const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? path.resolve(process.argv[at + 1] ?? '') : null;
};
const buildOnly = option('--build-only');
const testOnly = option('--test-only');
// The ports are inlined in the build, so the test step reads the ones its build step chose.
const portsFile = (dir: string) => path.join(dir, '.integration-ports.json');
type Ports = [gtm: number, widget: number, ingest: number, server: number];
const [gtmPort, widgetPort, ingestPort, serverPort] = testOnly
  ? (JSON.parse(fs.readFileSync(portsFile(testOnly), 'utf8')) as Ports)
  : ((await Promise.all([1, 2, 3, 4].map(() => freePort()))) as Ports);
const work = buildOnly ?? testOnly ?? tempFolder('integrations');
/**
 * The repository's settings this build is made with: every integration, and the content editor's
 * GitHub mode (fake values: GitHub is never reached) on its own host name, where the tag
 * manager runs on the public one and the editor's token must not be readable
 * (server/editor-host.smoke.test.ts).
 */
const settings = {
  NEXT_PUBLIC_GTM_ID: 'GTM-E2ETEST',
  NEXT_PUBLIC_GTM_SCRIPT_URL: `http://127.0.0.1:${gtmPort}/gtm.js`,
  NEXT_PUBLIC_ACCESSIBILITY_WIDGET_SRC: `http://127.0.0.1:${widgetPort}/widget.js`,
  NEXT_PUBLIC_ACCESSIBILITY_WIDGET_INIT: '',
  NEXT_PUBLIC_ACCESSIBILITY_WIDGET_OPTIONS: '{"position":"left","language":"en"}',
  NEXT_PUBLIC_SENTRY_DSN: `http://e2epublickey@127.0.0.1:${ingestPort}/1`,
  NEXT_PUBLIC_SENTRY_ENVIRONMENT: 'e2e',
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'e2e-site-key-0123456789',
  // A test build never uploads source maps: no SENTRY_AUTH_TOKEN, SENTRY_ORG, SENTRY_PROJECT.
  ...githubModeOnLocalhost,
};
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  ...settings,
  SENTRY_AUTH_TOKEN: '',
  INTEGRATIONS_E2E: '1',
  // The same sources as this tree, whose own build checks their types (next.config.ts).
  CAIRN_TEST_BUILD: '1',
  E2E_PORT: String(serverPort),
};

/**
 * The build's environment is the image's: the settings go through deploy.yml and the Dockerfile
 * as GitHub and Docker would pass them (scripts/ci/image-build.ts), so a value either file drops
 * is missing here too (and the editor's host test fails on a build without the editor). Nothing
 * of the image's inputs comes from this process's own environment.
 */
function imageBuildEnv(): NodeJS.ProcessEnv {
  const image = imageBuildEnvironment(settings);
  const inputs = new Set([...Object.keys(image), ...Object.keys(settings), 'SENTRY_AUTH_TOKEN']);
  const own = Object.fromEntries(Object.entries(env).filter(([name]) => !inputs.has(name)));
  return { ...own, ...image } as NodeJS.ProcessEnv;
}

const bin = (name: string) => path.join(work, 'node_modules', '.bin', name);
const inCopy = { cwd: work, env };

/** The copy, built with every integration on and checked: true when all of it passed. */
function build() {
  console.log(`── integrations: copying the project to ${work}`);
  copyProject(root, work);
  fs.writeFileSync(portsFile(work), JSON.stringify([gtmPort, widgetPort, ingestPort, serverPort]));
  return (
    // Built with recognisable canary values in every server secret (never given to the server
    // the tests start: its database host does not exist), so the scan below finds any leak.
    // `npm run build`, as the image's build step runs it, in the environment that step has.
    step('build with every integration on, as the image is built', 'npm', ['run', 'build'], {
      cwd: work,
      env: { ...imageBuildEnv(), ...SECRET_CANARIES },
    }) &&
    // The build tests that read a build's files, on this one: no canary value in a client file,
    // and the bytes budget with Sentry on.
    step(
      'no server secret in the client files, bytes budget with Sentry on',
      bin('vitest'),
      [
        'run',
        '--project',
        'build',
        'scripts/secrets.build.test.ts',
        'scripts/bundle-budget.build.test.ts',
      ],
      {
        cwd: work,
        env: {
          ...env,
          ...SECRET_CANARIES,
          POST_BUILD_DIST: '.next',
          JS_BUDGET_KB: process.env.JS_BUDGET_KB ?? '200',
        },
      },
    )
  );
}

/**
 * The browser tests on the copy's build. One Playwright run, so its JSON report counts both
 * specs; one worker, because each spec starts the stub hosts on the
 * ports inlined in the build.
 */
function browserTests() {
  if (!fs.existsSync(path.join(work, '.next', 'BUILD_ID'))) {
    console.log('── integrations: no build to test');
    return false;
  }
  const browsers = step(
    'browser tests',
    bin('playwright'),
    ['test', '--workers=1', 'e2e/integrations.spec.ts', 'e2e/security.spec.ts'],
    inCopy,
  );
  const editorHost = step(
    'the editor on its own host',
    bin('vitest'),
    ['run', '--project', 'editor-host'],
    { cwd: work, env: { ...env, EDITOR_APP_DIR: work } },
  );
  return browsers && editorHost;
}

let ok = false;
try {
  if (buildOnly) ok = build();
  else if (testOnly) ok = browserTests();
  else {
    // The browser tests run even when a check fails, so one run reports everything.
    const checked = build();
    ok = browserTests() && checked;
  }
} finally {
  if (keep || buildOnly) console.log(`── integrations: copy kept in ${work}`);
  else fs.rmSync(work, { recursive: true, force: true });
}
console.log(`── integrations: ${ok ? 'ok' : 'FAILED'} in ${seconds()}`);
process.exit(ok ? 0 : 1);
