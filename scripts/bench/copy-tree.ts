/**
 * Hard-linked trees for the benchmark's temporary apps (scripts/bench/framework-floor.ts): a
 * symlinked node_modules breaks Turbopack; links cost no space and little time. Project copies
 * are tests/project-copy.ts's.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Hard-links every file of `src` into `dest` (copies when linking fails, e.g. across devices). */
export function linkTree(src: string, dest: string): void {
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
