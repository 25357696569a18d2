import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { definitions, singletons } from './definitions';
import { editorBody, editorFile, editorYaml } from './format';
import { checkEditorSafe } from './markdown';
import { readContentFiles } from './store';

const FRONTMATTER = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/;
const files = Object.entries(readContentFiles());

describe('every content file is already in the form the editor saves', () => {
  // Opening and saving an entry in the editor rewrites the whole file from its fields; a file in
  // any other form would change in places the marketer never touched.
  it.each(files)('%s', (file, source) => {
    const single = Object.values(singletons).find((s) => `content/${s.file}` === file);
    if (single) {
      expect(editorYaml(single.schema, parseYaml(source))).toBe(source);
      return;
    }
    const definition = Object.values(definitions).find((d) =>
      file.startsWith(`content/${d.folder}/`),
    )!;
    const [, yaml, body] = FRONTMATTER.exec(source)!;
    expect(editorFile(definition.schema, parseYaml(yaml!), body!)).toBe(source);
  });
});

describe('the editor format', () => {
  const news = definitions.news.schema;
  const data = {
    title: 'A headline: with a colon',
    description: 'One line',
    summary: 'x '.repeat(50).trim(),
    date: '2026-11-25',
    author: 'hana-sato',
    tags: ['wcag'],
  };

  it('writes fields in the schema’s order, dates bare, long strings folded, colons quoted', () => {
    const { tags, ...rest } = data;
    const yaml = editorYaml(news, { tags, ...rest });
    expect(yaml.split('\n').map((l) => l.split(':')[0])).toEqual([
      'title',
      'description',
      'summary',
      '  x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x',
      '  x x x x x x x x x x x',
      'date',
      'author',
      'tags',
      '  - wcag',
      'cover',
      'draft',
      '',
    ]);
    expect(yaml).toContain("title: 'A headline: with a colon'\n");
    expect(yaml).toContain('summary: >-\n');
    expect(yaml).toContain('date: 2026-11-25\n');
  });

  it('leaves an empty optional text out and writes an empty list and an unset choice', () => {
    const yaml = editorYaml(definitions.pages.schema, { title: 'Team', navLabel: '' });
    expect(yaml).not.toContain('navLabel');
    expect(yaml).toContain("motif: ''\n");
    expect(yaml).toContain('faqs: []\n');
  });

  it('numbers every ordered-list item 1., as the editor does', () => {
    expect(editorBody('## Steps\n\n1. One\n2. Two\n3. Three\n')).toBe(
      '## Steps\n\n1. One\n1. Two\n1. Three\n',
    );
  });
});

describe('Markdown the editor would damage is refused, naming the file', () => {
  const cases: [string, string, RegExp][] = [
    ['a table', '| a | b |\n|---|---|\n| 1 | 2 |\n', /a table/],
    ['indented code', 'Text.\n\n    const x = 1;\n', /an indented code block/],
    ['an underlined heading', 'Heading\n-------\n', /an underlined heading/],
    ['a link title', '[site](https://example.org "Title")\n', /a link title/],
    ['raw HTML', '<div>hi</div>\n', /HTML/],
    ['a list starting at 3', '3. Three\n4. Four\n', /starting at 3/],
    [
      'bold around a link',
      '- **[Analytics](/solutions/analytics)** sets it up.\n',
      /around a whole link/,
    ],
  ];
  it.each(cases)('%s', (_, body, message) => {
    expect(() => checkEditorSafe(`## Section\n\n${body}`, 'content/news/x.md')).toThrow(message);
    expect(() => checkEditorSafe(`## Section\n\n${body}`, 'content/news/x.md')).toThrow(
      /^content\/news\/x\.md: /,
    );
  });

  it('accepts the Markdown the content uses: lists, emphasis, links, fenced code', () => {
    expect(() =>
      checkEditorSafe(
        '## A\n\nSome *emphasis*, **strong**, a [link](/work) and a [**bold link**](/work).\n\n- one\n- two\n\n1. first\n1. second\n\n```\ncode\n```\n',
        'content/news/x.md',
      ),
    ).not.toThrow();
  });
});
