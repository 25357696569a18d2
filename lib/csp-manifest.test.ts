import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CspManifest } from './csp';
import { loadCspManifest } from './csp-manifest';

const MANIFEST: CspManifest = {
  version: 1,
  buildId: 'build-1',
  algorithm: 'sha256',
  pages: { '/': { scripts: ['sha256-HOME='], styles: [] } },
};

describe('loadCspManifest', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-manifest-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('missing → null with the reason', () => {
    const result = loadCspManifest(dir);
    expect(result.manifest).toBeNull();
    expect(result.problem).toMatch(/missing.*post-build\.ts/);
  });

  it('from another build → null (a stale manifest would block the new scripts)', () => {
    fs.writeFileSync(path.join(dir, 'BUILD_ID'), 'build-2\n');
    fs.writeFileSync(path.join(dir, 'csp-manifest.json'), JSON.stringify(MANIFEST));
    const result = loadCspManifest(dir);
    expect(result.manifest).toBeNull();
    expect(result.problem).toMatch(/build-1, not build-2/);
  });

  it('from this build → the manifest', () => {
    fs.writeFileSync(path.join(dir, 'BUILD_ID'), 'build-1\n');
    expect(loadCspManifest(dir)).toEqual({ manifest: MANIFEST });
  });
});
