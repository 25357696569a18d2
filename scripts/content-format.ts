/**
 * Rewrites every content file's frontmatter the way the editor writes it (content/format.ts), so
 * a save in the editor changes only what was edited. `--check` lists the files that differ and
 * exits non-zero instead. Usage: npm run content:format [-- --check]
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { definitions, singletons } from '../content/definitions';
import { editorFile, editorYaml } from '../content/format';
import { readContentFiles } from '../content/store';

const check = process.argv.includes('--check');
const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** The file as the editor would write it, or undefined when it cannot be read as content. */
export function formatted(file: string, source: string): string | undefined {
  const single = Object.values(singletons).find((s) => `content/${s.file}` === file);
  if (single) return editorYaml(single.schema, parseYaml(source));
  const definition = Object.values(definitions).find((d) =>
    file.startsWith(`content/${d.folder}/`),
  );
  const match = FRONTMATTER.exec(source);
  if (!definition || !match) return undefined;
  return editorFile(definition.schema, parseYaml(match[1] ?? ''), match[2] ?? '');
}

const differing: string[] = [];
for (const [file, source] of Object.entries(readContentFiles())) {
  const next = formatted(file, source);
  if (next === undefined || next === source) continue;
  differing.push(file);
  if (!check) fs.writeFileSync(path.join(process.cwd(), file), next);
}
if (check && differing.length > 0) {
  console.error(
    `Not in the editor's format (run npm run content:format):\n${differing.join('\n')}`,
  );
  process.exit(1);
}
console.log(
  `${check ? 'checked' : 'formatted'}: ${differing.length} file(s) ${check ? 'differ' : 'rewritten'}`,
);
