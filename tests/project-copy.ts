/**
 * A copy of the project in a temporary folder, for a suite that builds or edits it without
 * touching the working tree (its content/, .next and .data): the sources copied, node_modules
 * hard-linked when the filesystem allows (a symlinked node_modules breaks Turbopack), copied
 * otherwise. Build output, local data and test reports are left out.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SKIP = new Set([
  'node_modules',
  '.next',
  '.data',
  '.git',
  'test-results',
  'playwright-report',
  'coverage',
]);

/**
 * Copies `root` into `target` (which may exist and be empty), but for the top-level folders in
 * `without` too.
 */
export function copyProject(
  root: string,
  target: string,
  { without = [] }: { without?: string[] } = {},
): void {
  const skip = new Set([...SKIP, ...without]);
  fs.cpSync(root, target, {
    recursive: true,
    filter: (source) => {
      const rel = path.relative(root, source);
      return !skip.has(rel.split(path.sep)[0] ?? '') && !rel.endsWith('.tsbuildinfo');
    },
  });
  const modules = path.join(root, 'node_modules');
  const linked = spawnSync('cp', ['-al', modules, path.join(target, 'node_modules')], {
    stdio: 'ignore',
  });
  if (linked.status !== 0) {
    fs.rmSync(path.join(target, 'node_modules'), { recursive: true, force: true });
    fs.cpSync(modules, path.join(target, 'node_modules'), {
      recursive: true,
      verbatimSymlinks: true,
    });
  }
}

/** A new empty folder under the system's temporary folder, named `cairn-<name>-…`. */
export function tempFolder(name: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `cairn-${name}-`));
}
