import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The tools import one way: the browser tests (e2e/) may use the scripts' and the shared test
 * helpers (scripts/, tests/), never the reverse, so a script or a shared helper never depends on
 * a spec or a Playwright fixture. Shared browser and server helpers live in tests/.
 */
const root = path.resolve(import.meta.dirname, '..');

/** The relative paths `file` imports or re-exports, statically or dynamically. */
function relativeImports(source: string): string[] {
  return [
    ...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm),
  ].map((m) => m[1]!);
}

function sources(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(?:ts|tsx|mjs|mts)$/.test(f))
    .map((f) => path.join(dir, f));
}

describe('tools import one way: e2e/ → scripts/, tests/', () => {
  it('finds static, dynamic and re-exported imports', () => {
    // Put together here so this file's own text holds no import of e2e/.
    const [e2eA, e2eC] = ['../e2e/a.mjs', '../../e2e/c.mjs'];
    const source = [
      `import a from '${e2eA}';`,
      "export { b } from './b';",
      `const c = await import('${e2eC}');`,
      "import './d.css';",
      "import fs from 'node:fs';",
    ].join('\n');
    expect(relativeImports(source)).toEqual([e2eA, './b', e2eC, './d.css']);
  });

  it('no file in scripts/ or tests/ imports from e2e/', () => {
    const wrongWay = [...sources('scripts'), ...sources('tests')].flatMap((file) =>
      relativeImports(fs.readFileSync(path.join(root, file), 'utf8'))
        .filter((spec) =>
          path.relative(root, path.resolve(root, path.dirname(file), spec)).startsWith('e2e/'),
        )
        .map((spec) => `${file} imports ${spec}`),
    );
    expect(wrongWay).toEqual([]);
  });
});
