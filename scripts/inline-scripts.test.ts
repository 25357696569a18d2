import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileInline, GENERATED_MODULE, generateModule, INLINE_SOURCES } from './inline-scripts';

const root = path.resolve(import.meta.dirname, '..');

describe('compiled inline scripts', () => {
  it('lib/inline-scripts.generated.ts is what the sources compile to (else `npm run inline-scripts`)', async () => {
    const committed = await readFile(path.join(root, GENERATED_MODULE), 'utf8');
    expect(committed).toBe(await generateModule());
  });

  it('a source that imports a value (not only a type) is refused', async () => {
    await expect(
      compileInline({ ...INLINE_SOURCES[0]!, file: 'lib/shell.ts', fn: 'shellScript' }),
    ).rejects.toThrow(/may import types only/);
  });
});
