/**
 * Files the post-build step (scripts/post-build.ts) writes next to a build, the only files of the
 * build the product reads: `csp-manifest.json` (the pages' hashes) and `draft-mode.json` (the
 * build's draft-mode id). Next.js's own formats are read by the post-build step alone, through
 * scripts/next-output.ts and its version gate. Each file is stamped with the `BUILD_ID` it was
 * made from and is only used with that build: a stale one would describe another.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * The build's folder, where `next start` and the standalone server run: the one place the product
 * names it (eslint.config.mjs refuses the name anywhere else in the product).
 */
export const BUILD_DIR = path.join(process.cwd(), '.next');

export interface BuildStamped {
  version: 1;
  /** `BUILD_ID` of the build it was made from. */
  buildId: string;
}

/** The draft-mode id of a build: the value of Next.js's `__prerender_bypass` cookie in it. */
export const DRAFT_MODE_FILE = 'draft-mode.json';

export interface DraftModeId extends BuildStamped {
  previewModeId: string;
}

/**
 * Reads `<distDir>/<name>` when it belongs to this build and `complete` accepts it; otherwise
 * null, with the reason for the log.
 */
export function readBuildOutput<T extends BuildStamped>(
  distDir: string,
  name: string,
  complete: (value: T) => boolean = () => true,
): { value: T | null; problem?: string } {
  const file = path.join(distDir, name);
  let value: T;
  try {
    value = JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return { value: null, problem: `${file} is missing: run \`tsx scripts/post-build.ts\`` };
  }
  let buildId = '';
  try {
    buildId = fs.readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
  } catch {
    // No build: nothing to compare with.
  }
  if (value?.version !== 1 || value.buildId !== buildId || !complete(value)) {
    return {
      value: null,
      problem: `${file} was made for build ${value?.buildId}, not ${buildId || 'this one'}: run \`tsx scripts/post-build.ts\` after \`next build\``,
    };
  }
  return { value };
}

/** The build's draft-mode id; empty, with the reason, when the post-build step has not run. */
export function draftModeId(distDir = BUILD_DIR): { id: string; problem?: string } {
  const { value, problem } = readBuildOutput<DraftModeId>(
    distDir,
    DRAFT_MODE_FILE,
    (v) => typeof v.previewModeId === 'string' && v.previewModeId.length > 0,
  );
  return value ? { id: value.previewModeId } : { id: '', ...(problem ? { problem } : {}) };
}
