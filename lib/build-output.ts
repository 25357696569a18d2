/**
 * Files the post-build step (scripts/post-build.ts) writes next to a build: `.next/
 * csp-manifest.json`. It is stamped with the `.next/BUILD_ID` it was made from, and is only used
 * with that build: a stale one would describe other pages.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface BuildStamped {
  version: 1;
  /** `.next/BUILD_ID` of the build it was made from. */
  buildId: string;
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
