import fs from 'node:fs';
import path from 'node:path';
import { KeystarProvider } from '@keystar/ui/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { editorCollections } from './editor';
import { editorLabels } from './editor-labels';
import { motifs } from './schema';

/**
 * The editor as a marketer meets it: people and pages picked by name, dated lists newest first,
 * tags in one line, years as written. Checked on the generated Keystatic config with the labels
 * the editor's page reads from the content; expectations come from the content files themselves.
 */
const labels = editorLabels();
const editor = editorCollections(labels);

interface Form {
  kind: string;
  Input: (props: {
    value: unknown;
    onChange(value: unknown): void;
    autoFocus: boolean;
    forceValidation: boolean;
  }) => React.ReactElement;
  parse: (value: unknown) => unknown;
  serialize: (value: unknown) => { value: unknown };
  validate: (value: unknown) => unknown;
}
const fieldOf = (collection: string, key: string) =>
  (editor.collections[collection]!.schema as unknown as Record<string, Form>)[key]!;
const render = (field: Form, value: unknown) =>
  renderToStaticMarkup(
    <KeystarProvider locale="en-US">
      <field.Input value={value} onChange={() => {}} autoFocus={false} forceValidation={false} />
    </KeystarProvider>,
  );

/** A content file's front matter, read here (not through the loader under test). */
function frontMatter(folder: string, file: string): Record<string, unknown> {
  const text = fs.readFileSync(path.join('content', folder, file), 'utf8');
  return parseYaml(text.split(/^---$/m)[1] ?? '') as Record<string, unknown>;
}

describe('the editor’s pickers name people and pages', () => {
  it('lists a team member as “name, role”', () => {
    const rosa = frontMatter('team', 'rosa-delgado.md');
    expect(labels.names.team?.['rosa-delgado']).toBe(`${rosa.name}, ${rosa.role}`);
  });

  it('the author picker shows the picked person by name and role, not the file name', () => {
    const html = render(fieldOf('news', 'author'), 'rosa-delgado');
    expect(html).toContain('Rosa Delgado, Client Partner, Credit Unions &amp; Utilities');
    expect(html).not.toMatch(/value="rosa-delgado"/);
  });

  it('an entry the page did not know yet is still shown, by its file name', () => {
    expect(render(fieldOf('news', 'author'), 'new-hire')).toContain('new-hire');
  });

  it('a case study’s client type is picked by its title', () => {
    const [slug] = Object.keys(labels.names.clients ?? {});
    const title = String(frontMatter('clients', `${slug}.md`).title);
    expect(render(fieldOf('work', 'sector'), slug)).toContain(title.replace(/&/g, '&amp;'));
  });
});

describe('dated lists sort newest first', () => {
  it.each([
    ['news', 'date'],
    ['work', 'launched'],
  ])('%s by %s', (collection, field) => {
    const sortKey = editor.collections[collection]!.parseSlugForSort!;
    const files = fs.readdirSync(path.join('content', collection)).filter((f) => f.endsWith('.md'));
    const byDate = files
      .map((f) => ({ slug: f.slice(0, -3), date: String(frontMatter(collection, f)[field]) }))
      .sort((a, b) => b.date.localeCompare(a.date))
      .map((e) => e.date);
    const asListed = files
      .map((f) => f.slice(0, -3))
      .sort((a, b) => Number(sortKey(a)) - Number(sortKey(b)))
      .map((slug) => String(frontMatter(collection, `${slug}.md`)[field]));
    expect(asListed).toEqual(byDate);
    // A new entry (no date known yet) comes first, where the person who made it looks.
    expect(Number(sortKey('written-a-minute-ago'))).toBeLessThan(
      Number(sortKey(files[0]!.slice(0, -3))),
    );
  });

  it('lists without a date keep Keystatic’s order by name', () => {
    expect(editor.collections.team!.parseSlugForSort).toBeUndefined();
  });
});

describe('tags are one field', () => {
  const tags = fieldOf('news', 'tags');

  it('is a single text field, stored as the same list', () => {
    expect(tags.kind).toBe('form');
    expect(render(tags, ['credit-unions', 'accessibility'])).toContain(
      'value="credit-unions, accessibility"',
    );
    expect(tags.parse(['credit-unions', 'accessibility'])).toEqual([
      'credit-unions',
      'accessibility',
    ]);
    expect(tags.serialize(['design']).value).toEqual(['design']);
  });

  it('refuses what the build refuses, naming the tag', () => {
    expect(() => tags.validate([])).toThrow(/at least 1/);
    expect(() => tags.validate(['a-b', 'c-d', 'e-f', 'g-h', 'i-j'])).toThrow(/at most 4/);
    expect(() => tags.validate(['design', 'Credit Unions'])).toThrow(/Credit Unions/);
    expect(tags.validate(['design', 'credit-unions'])).toEqual(['design', 'credit-unions']);
  });
});

describe('years are written as years', () => {
  it('shows 2014, not 2,014', () => {
    const html = render(fieldOf('team', 'since'), 2014);
    expect(html).toContain('value="2014"');
    expect(html).not.toContain('2,014');
  });
});

describe('the editing docs name the editor’s buttons as the editor draws them', () => {
  it('“Log in with GitHub”', () => {
    const ui = fs.readFileSync('node_modules/@keystatic/core/dist/keystatic-core-ui.js', 'utf8');
    const readme = fs.readFileSync('docs/content.md', 'utf8');
    expect(ui).toContain('"Log in with GitHub"');
    expect(readme).toContain('Log in with GitHub');
    expect(readme).not.toMatch(/Sign in with GitHub/i);
  });
});

describe("a client type's landmark in the editor", () => {
  it('refuses a client type’s Illustration on Save of a service, and takes one of its own', () => {
    const unions = frontMatter('clients', 'credit-unions.md');
    const motif = fieldOf('services', 'motif');
    expect(() => motif.validate(unions.motif)).toThrow(
      `Illustration: this is the landmark of the client type “${String(unions.title)}”, which no other page takes; choose another.`,
    );
    expect(() => motif.validate('design')).not.toThrow();
    // A client type keeps its own (two client types sharing one: the build, which knows which is which).
    expect(() => fieldOf('clients', 'motif').validate(unions.motif)).not.toThrow();
  });
});

describe("a state's landmark in the editor", () => {
  it('refuses a state’s Illustration on Save of a solution, and a client type’s on a state', () => {
    const ohio = frontMatter('locations', 'ohio.md');
    const unions = frontMatter('clients', 'credit-unions.md');
    expect(() => fieldOf('solutions', 'motif').validate(ohio.motif)).toThrow(
      `Illustration: this is the landmark of the state “${String(ohio.title)}”, which no other page takes; choose another.`,
    );
    expect(() => fieldOf('locations', 'motif').validate(unions.motif)).toThrow(
      `Illustration: this is the landmark of the client type “${String(unions.title)}”, which no other page takes; choose another.`,
    );
    // A state keeps its own (two states sharing one: the build, which knows which is which).
    expect(() => fieldOf('locations', 'motif').validate(ohio.motif)).not.toThrow();
    expect(() => fieldOf('locations', 'motif').validate('design')).not.toThrow();
  });

  it('offers every Illustration on a location, each named once by what it draws', () => {
    // A marketer may give a state any landmark; the states' own say so in their names.
    const field = fieldOf('locations', 'motif') as Form & {
      options: { label: string; value: string }[];
    };
    const offered = field.options.filter((option) => option.value !== '');
    expect(offered.map((option) => option.value)).toEqual([...motifs]);
    expect(new Set(offered.map((option) => option.label)).size).toBe(offered.length);
    const states = fs
      .readdirSync(path.join('content', 'locations'))
      .map((file) => String(frontMatter('locations', file).motif));
    for (const motif of states) {
      const { label } = offered.find((option) => option.value === motif)!;
      expect(label, motif).toMatch(/^An? [a-z][^()]+ \(a state\)$/);
      expect(() => field.validate(motif)).not.toThrow();
    }
    expect(new Set(states).size).toBe(states.length);
  });
});
