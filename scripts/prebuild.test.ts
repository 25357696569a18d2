/**
 * next.config.ts only configures: it reads no content and runs no tool, so loading it (once per
 * build worker, and by every `next` command) costs nothing. What a build needs made first is
 * `npm run build`'s prebuild step (scripts/prebuild.ts), and `npm run dev` cuts the faces
 * first; every script that calls `next build` itself runs that step before it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;

describe('configuration that only configures', () => {
  it('next.config.ts imports no content, spawns nothing and sets no environment', () => {
    const source = read('next.config.ts');
    const imports = [...source.matchAll(/^import[^;]*?from '([^']+)'/gms)].map(([, m]) => m);
    expect(imports.filter((m) => /content|child_process|node:fs|scripts\//.test(m!))).toEqual([]);
    expect(source).not.toMatch(/\bexecFileSync|\bspawnSync|\bprocess\.env\.\w+\s*=[^=]/);
  });

  it('npm run build runs the prebuild step first, npm run dev cuts the faces first', () => {
    expect(scripts.prebuild).toBe('tsx scripts/prebuild.ts');
    expect(scripts.dev).toMatch(/^tsx scripts\/font-subset\.ts && .*\bnext dev$/);
    expect(fs.existsSync(path.join(root, 'scripts/prebuild.ts'))).toBe(true);
  });

  it('every script that runs next build or next dev itself runs the prebuild or the faces first', () => {
    const files = ['scripts', 'scripts/bench', 'e2e', 'e2e/editor', '.']
      .flatMap((dir) =>
        fs
          .readdirSync(path.join(root, dir))
          .filter((f) => /\.(m?js|ts)$/.test(f) && !f.endsWith('.d.ts'))
          .map((f) => path.join(dir, f)),
      )
      // Refused before anything compiles: a bad environment stops next.config.ts.
      .filter(
        (f) => f !== 'lib/env.build.test.ts' && f !== path.join('scripts', 'prebuild.test.ts'),
      );
    const direct = /next(?:'\)|\/dist\/bin\/next'|\.bin\/next'\)),\s*\['(build|dev)'/;
    const missing = files.filter((file) => {
      const source = read(file);
      return direct.test(source) && !/prebuild|font-subset/.test(source);
    });
    expect(missing).toEqual([]);
  });
});
