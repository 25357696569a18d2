/**
 * Private copies of the project for builds that must not touch the working tree's `.next`
 * (scripts/check-secrets.mjs, scripts/bench.mjs): sources are copied, `node_modules` is
 * hard-linked (a symlinked node_modules breaks Turbopack; links cost no space and little time).
 */
import fs from 'node:fs';
import path from 'node:path';

/** Never copied: build output, local data, test output, VCS. */
export const SKIP = new Set([
  '.next',
  'node_modules',
  '.data',
  '.git',
  'test-results',
  'playwright-report',
  'coverage',
  '.ci',
]);

/** Hard-links every file of `src` into `dest` (copies when linking fails, e.g. across devices). */
export function linkTree(src, dest) {
  fs.mkdirSync(dest, { recursive: true });
  for (const entry of fs.readdirSync(src, { withFileTypes: true })) {
    const from = path.join(src, entry.name);
    const to = path.join(dest, entry.name);
    if (entry.isDirectory()) linkTree(from, to);
    else if (entry.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(from), to);
    else {
      try {
        fs.linkSync(from, to);
      } catch {
        fs.copyFileSync(from, to);
      }
    }
  }
}

/** Copies the project's sources (not SKIP) to `dest` and hard-links its node_modules. */
export function copyProject(root, dest) {
  fs.mkdirSync(dest, { recursive: true });
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.endsWith('.tsbuildinfo')) continue;
    fs.cpSync(path.join(root, entry.name), path.join(dest, entry.name), { recursive: true });
  }
  linkTree(path.join(root, 'node_modules'), path.join(dest, 'node_modules'));
}

/** Every file under `dir` (recursively) whose name passes `keep`. */
export function filesUnder(dir, keep = () => true) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return filesUnder(full, keep);
    return keep(full) ? [full] : [];
  });
}
