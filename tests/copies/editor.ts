/**
 * The content editor, edit to live: copies the project to a temporary folder (tests/
 * project-copy.ts) and runs e2e/editor against it (playwright.editor.config.ts), which starts
 * `next dev` there, edits and creates entries through Keystatic in Chromium, then builds the copy
 * and checks the published pages. This checkout's content/ and .next are never touched.
 *
 * Usage: npx tsx tests/copies/editor.ts [--keep] [--sample] [spec…]
 *   --keep    leaves the copy for debugging
 *   --sample  saves one entry of each kind instead of every entry (npm test's stage)
 * Under `npm test` its Playwright report is the stage's counts (tests/report-file.ts).
 * Exit code: 0 when every test passed.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { copyProject, tempFolder } from '../project-copy';
import { freePort } from '../server-process';

const root = path.resolve(import.meta.dirname, '../..');
const keep = process.argv.includes('--keep');
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

const work = tempFolder('editor');
let ok = false;
try {
  console.log(`── editor: copying the project to ${work}`);
  // Without docs/ (12 MB of screenshots): in local mode every save hashes each file of the
  // project that git would track, to answer with the new tree.
  copyProject(root, work, { without: ['docs'] });
  console.log(`── editor: browser tests (${seconds()})`);
  const result = spawnSync(
    path.join(root, 'node_modules', '.bin', 'playwright'),
    [
      'test',
      '-c',
      'playwright.editor.config.ts',
      ...process.argv.slice(2).filter((a) => a !== '--keep' && a !== '--sample'),
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        // The copy's build: npm test's own build has checked the same sources' types.
        CAIRN_TEST_BUILD: '1',
        EDITOR_COPY_DIR: work,
        EDITOR_PORT: String(await freePort()),
        EDITOR_SAMPLE: process.argv.includes('--sample') ? '1' : '',
      },
    },
  );
  ok = result.status === 0;
} finally {
  if (keep) console.log(`── editor: copy kept in ${work}`);
  else fs.rmSync(work, { recursive: true, force: true });
}
console.log(`── editor: ${ok ? 'ok' : 'FAILED'} in ${seconds()}`);
process.exit(ok ? 0 : 1);
