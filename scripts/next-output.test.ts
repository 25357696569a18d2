import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { installedNextVersion, openBuild, supportedNextVersion } from './next-output';

describe('scripts/next-output.ts: the Next.js releases it was written for (16.4 to < 17)', () => {
  it.each(['16.4.0', '16.4.5', '16.4.12', '16.5.0', '16.10.3'])('accepts %s', (version) => {
    expect(supportedNextVersion(version)).toBe(true);
  });

  it.each(['16.3.9', '17.0.0', '15.5.4', '16.5.0-canary.3', '16.4', 'next'])(
    'refuses %s',
    (version) => {
      expect(supportedNextVersion(version)).toBe(false);
    },
  );

  it('accepts the installed one', () => {
    expect(supportedNextVersion(installedNextVersion(process.cwd()))).toBe(true);
  });

  describe('openBuild in a project with another major installed', () => {
    const project = fs.mkdtempSync(path.join(os.tmpdir(), 'next-version-'));
    afterAll(() => fs.rmSync(project, { recursive: true, force: true }));

    it('refuses it, naming both', () => {
      fs.mkdirSync(path.join(project, 'node_modules', 'next'), { recursive: true });
      fs.writeFileSync(
        path.join(project, 'node_modules', 'next', 'package.json'),
        JSON.stringify({ name: 'next', version: '17.0.0' }),
      );
      expect(() => openBuild(path.join(project, '.next'), { projectDir: project })).toThrow(
        'written for Next.js >=16.4.0 <17, and Next.js 17.0.0 is installed',
      );
    });
  });
});
