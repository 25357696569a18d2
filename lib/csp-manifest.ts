/**
 * The part of the policy that reads the build: `csp-manifest.json`, the hashes the
 * post-build step recorded for each page. The policy itself (lib/csp.ts) stays pure.
 */
import { BUILD_DIR, readBuildOutput } from './build-output';
import type { CspManifest } from './csp';

/** Reads the build's `csp-manifest.json`; null when it is missing, unreadable or from another build. */
export function loadCspManifest(distDir = BUILD_DIR): {
  manifest: CspManifest | null;
  problem?: string;
} {
  const { value, problem } = readBuildOutput<CspManifest>(distDir, 'csp-manifest.json', (m) =>
    Boolean(m.pages),
  );
  return problem ? { manifest: value, problem } : { manifest: value };
}
