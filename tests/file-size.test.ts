import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A product file does one thing, and a file that does one thing fits in 350 lines: past that,
 * split it by what it does (content/schema/ is one file per collection). Tests and generated
 * files are left out; so are the tools (scripts/, e2e/, tests/).
 */
const MAX_LINES = 350;
const root = path.resolve(import.meta.dirname, '..');
const PRODUCT = ['app', 'components', 'content', 'lib', 'server', 'config', 'integrations'];
const TOP_LEVEL = ['proxy.ts', 'instrumentation.ts', 'instrumentation-client.ts'];
const TOP_LEVEL_CONFIG = ['keystatic.config.ts', 'next.config.ts'];

function productFiles(): string[] {
  const files = PRODUCT.flatMap((dir) =>
    fs
      .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .map((f) => `${dir}/${f}`),
  );
  return [...files, ...TOP_LEVEL, ...TOP_LEVEL_CONFIG]
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !/\.generated\./.test(f))
    .map((f) => f.split(path.sep).join('/'));
}

const lines = (file: string) =>
  fs.readFileSync(path.join(root, file), 'utf8').replace(/\n$/, '').split('\n').length;

describe('product files', () => {
  it(`stay within ${MAX_LINES} lines`, () => {
    const files = productFiles();
    expect(files.length).toBeGreaterThan(100);
    const over = files
      .map((file) => ({ file, lines: lines(file) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(over).toEqual([]);
  });
});
