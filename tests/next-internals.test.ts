import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The rules in eslint.config.mjs that keep Next.js's internals in one place, run through ESLint as
 * `npm run lint` runs it, on sources that exist only here: `next/dist` is reached only by
 * scripts/next-output.ts (behind its version gate), however it is imported, and the product names
 * the build folder only in lib/build-output.ts.
 */
const root = path.resolve(import.meta.dirname, '..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

const RULES = ['no-restricted-imports', 'no-restricted-syntax'];

async function refusals(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId !== null && RULES.includes(m.ruleId))
    .map((m) => m.message);
}

const planted = {
  import:
    "import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external';\n" +
    'export const probe = workAsyncStorage;\n',
  typeImport:
    "import type { WorkStore } from 'next/dist/server/app-render/work-async-storage.external';\n" +
    'export type Probe = WorkStore;\n',
  reexport: "export { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';\n",
  dynamic: "export const probe = () => import('next/dist/server/request/draft-mode');\n",
  require:
    "import { createRequire } from 'node:module';\n" +
    "export const probe = createRequire(import.meta.url)('next/dist/server/lib/utils');\n",
};

describe('Next.js internals in one place', { timeout: 60_000 }, () => {
  it.each(Object.entries(planted))(
    'refuses a next/dist %s in the product and in the tools',
    async (_kind, source) => {
      for (const file of ['server/preview/probe.ts', 'proxy.ts', 'scripts/probe.ts']) {
        const errors = await refusals(file, source);
        expect([file, errors.length]).toEqual([file, 1]);
        expect(errors[0]).toContain('scripts/next-output.ts');
      }
    },
  );

  it('lets scripts/next-output.ts reach next/dist', async () => {
    expect(await refusals('scripts/next-output.ts', planted.require)).toEqual([]);
    expect(await refusals('scripts/next-output.ts', planted.import)).toEqual([]);
  });

  it('refuses the build folder named in the product, outside lib/build-output.ts', async () => {
    const sources = [
      "import path from 'node:path';\nexport const probe = path.join(process.cwd(), '.next');\n",
      "export const probe = '.next/prerender-manifest.json';\n",
      'export const probe = `${process.cwd()}/.next/BUILD_ID`;\n',
    ];
    for (const source of sources) {
      const errors = await refusals('proxy.ts', source);
      expect([source, errors.length]).toEqual([source, 1]);
      expect(errors[0]).toContain('lib/build-output.ts');
    }
    expect(await refusals('lib/build-output.ts', sources[0]!)).toEqual([]);
    // The tools name it as the folder they hand to scripts/next-output.ts.
    expect(await refusals('scripts/probe.ts', sources[0]!)).toEqual([]);
    // Not a word that merely ends in it.
    expect(await refusals('lib/probe.ts', "export const probe = 'cursor.next';\n")).toEqual([]);
  });
});
