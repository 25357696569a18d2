import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { contactInterests } from './contact-interests';

/** Read from the files here, without the loader: slug and navLabel (else title), in file order. */
function offered(folder: string) {
  const dir = path.join('content', folder);
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => {
      const yaml = /^---\r?\n([\s\S]*?)\r?\n---/.exec(fs.readFileSync(path.join(dir, f), 'utf8'));
      const data = parseYaml(yaml?.[1] ?? '') as { navLabel?: string; title: string };
      return { value: f.slice(0, -'.md'.length), label: data.navLabel ?? data.title };
    });
}

describe('contact interests', () => {
  it('offers every service, every solution, then support, named as the menu names them', () => {
    expect(contactInterests()).toEqual([
      ...offered('services'),
      ...offered('solutions'),
      { value: 'support', label: 'Support' },
    ]);
  });
});
