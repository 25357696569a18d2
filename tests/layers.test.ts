import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer rule in eslint.config.mjs, run through ESLint as `npm run lint` runs it, on sources
 * that exist only here: a wrong-way import is an error with the layers named, a right-way one is
 * not, and tools and tests stay outside the rule.
 */
const root = path.resolve(import.meta.dirname, '..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function layerErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import/no-restricted-paths')
    .map((m) => m.message);
}

describe('the layer rule', { timeout: 60_000 }, () => {
  it('refuses a helper in lib/ that reads the content', async () => {
    const errors = await layerErrors(
      'lib/probe.ts',
      "import { getEntry } from '@/content';\nexport const probe = getEntry;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('"@/content"');
    expect(errors[0]).toContain('lib → content → config');
  });

  it('refuses relative paths as it refuses aliases', async () => {
    const errors = await layerErrors(
      'content/probe.ts',
      "import { Footer } from '../components/layout/footer';\nexport const probe = Footer;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('lets an integration use the UI primitives but not the site components', async () => {
    const source =
      "import { buttonClass } from '@/components/ui/button';\n" +
      "import { Footer } from '@/components/layout/footer';\n" +
      'export const probe = [buttonClass, Footer];\n';
    const errors = await layerErrors('integrations/probe.tsx', source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('"@/components/layout/footer"');
  });

  it('keeps the product from importing the tools', async () => {
    const errors = await layerErrors(
      'server/probe.ts',
      "import { onCI } from '@/tests/required';\nexport const probe = onCI;\n",
    );
    expect(errors).toHaveLength(1);
    // The server suites' helpers are tools too, by whichever path.
    const relative = await layerErrors(
      'server/leads/probe.ts',
      "import { testContext } from '../../tests/server/context';\nexport const probe = testContext;\n",
    );
    expect(relative).toHaveLength(1);
  });

  it('lets a route import every floor, and leaves tests outside the rule', async () => {
    const source =
      "import { getEntry } from '@/content';\n" +
      "import { Footer } from '@/components/layout/footer';\n" +
      "import { siteCspResolver } from '@/server/csp-config';\n" +
      'export const probe = [getEntry, Footer, siteCspResolver];\n';
    expect(await layerErrors('app/probe/page.tsx', source)).toEqual([]);
    expect(await layerErrors('lib/probe.test.ts', source)).toEqual([]);
  });
});
