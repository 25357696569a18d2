/**
 * An editor's preview, end to end on a production server (docs/preview.md): copies the project
 * to a temporary folder (tests/project-copy.ts), builds it in the editor's GitHub mode with
 * the dummy configuration of tests/editor-github.ts and the third-party scripts on (GitHub is
 * never reached: the test answers for it on 127.0.0.1), then runs server/preview.github.test.ts
 * against that build (PREVIEW_APP_DIR). SITE_URL is fixed at build: the copy's is
 * http://127.0.0.1 on a port chosen then, written to .preview-site.json for the test's server.
 * This checkout's .next is never touched.
 *
 * Usage: npx tsx tests/copies/preview.ts [--keep]
 *        npx tsx tests/copies/preview.ts --build-only <empty folder>   (npm test's stage: the
 *        copy and its build there; tests/stages.ts then runs the `github` project on it)
 * Exit code: 0 when every test passed (or the build succeeded).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { githubModeOnLocalhost, thirdPartyOn } from '../editor-github';
import { copyProject, tempFolder } from '../project-copy';
import { freePort } from '../server-process';

const root = path.resolve(import.meta.dirname, '../..');
const keep = process.argv.includes('--keep');
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

const githubMode = githubModeOnLocalhost;

const run = (command: string, args: string[], cwd: string, env: Record<string, string> = {}) =>
  spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  }).status === 0;

const buildOnly = process.argv.indexOf('--build-only');
const work =
  buildOnly >= 0 ? path.resolve(process.argv[buildOnly + 1] ?? '') : tempFolder('preview');
let ok = false;
try {
  console.log(`── preview: copying the project to ${work}`);
  copyProject(root, work, { without: ['docs'] });
  console.log(`── preview: GitHub-mode build (${seconds()})`);
  // npm test's own build has checked the same sources' types. The third-party scripts are on:
  // public pages have them, previews must not.
  const port = await freePort();
  fs.writeFileSync(path.join(work, '.preview-site.json'), JSON.stringify({ port }));
  const env = {
    ...githubMode,
    ...thirdPartyOn,
    SITE_URL: `http://127.0.0.1:${port}`,
    CAIRN_TEST_BUILD: '1',
  };
  ok = run('npm', ['run', 'build'], work, env);
  if (ok && buildOnly < 0) {
    console.log(`── preview: smoke tests (${seconds()})`);
    ok = run(
      path.join(root, 'node_modules', '.bin', 'vitest'),
      ['run', '--project', 'github'],
      root,
      { PREVIEW_APP_DIR: work },
    );
  }
} finally {
  if (buildOnly >= 0) console.log(`── preview: build in ${work}`);
  else if (keep) console.log(`── preview: copy kept in ${work}`);
  else fs.rmSync(work, { recursive: true, force: true });
}
console.log(`── preview: ${ok ? 'ok' : 'FAILED'} in ${seconds()}`);
process.exit(ok ? 0 : 1);
