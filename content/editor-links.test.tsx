import fs from 'node:fs';
import path from 'node:path';
import { KeystarProvider } from '@keystar/ui/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { editorCollections } from './editor';
import { NamedByNote } from './editor-inputs';
import { editorLabels } from './editor-labels';

/**
 * What the editor says before a broken link or a delete: Save refuses a link to a page the site
 * does not have (in a body or a link field), and an entry shows which entries name it, since
 * Keystatic's Delete asks only “are you sure?”. Expectations come from the content files.
 */
const labels = editorLabels();
const editor = editorCollections(labels);

interface Form {
  validate: (value: unknown) => unknown;
  serialize: (value: unknown) => { value: unknown };
}
const fieldOf = (collection: string, key: string) =>
  (editor.collections[collection]!.schema as unknown as Record<string, Form>)[key]!;

/** The editor's body as Keystatic holds it: a document of text nodes, a link as a mark. */
const bodyWithLink = (href: string) => ({
  doc: {
    descendants(visit: (node: unknown) => void) {
      visit({ marks: [] });
      visit({ marks: [{ type: { name: 'link' }, attrs: { href } }] });
    },
  },
});

/** A content file's front matter, read here (not through the loader under test). */
const frontMatter = (file: string) =>
  parseYaml(fs.readFileSync(path.join('content', file), 'utf8').split(/^---$/m)[1] ?? '') as Record<
    string,
    unknown
  >;

describe('Save refuses a link to a page the site does not have', () => {
  it('in an article’s body, naming the body and the link', () => {
    const body = fieldOf('news', 'body');
    expect(() => body.validate(bodyWithLink('/pricing-plans'))).toThrow(
      'Article: the link to /pricing-plans goes to no page of this site; link to a page that exists, or remove the link.',
    );
    expect(() => body.validate(bodyWithLink('/services/drupal-websites#faq'))).not.toThrow();
    expect(() => body.validate(bodyWithLink('https://www.w3.org/'))).not.toThrow();
    expect(() => body.validate(bodyWithLink('services'))).toThrow(
      'Article: the link “services” is not a path of this site; write it starting with one slash, e.g. /services.',
    );
  });

  it('in a page’s sections and a related page', () => {
    expect(() => fieldOf('services', 'body').validate(bodyWithLink('/pricing-plans'))).toThrow(
      /^Page sections: the link to \/pricing-plans goes to no page/,
    );
    // Related pages are typed in one line, separated by commas.
    const related = fieldOf('services', 'related');
    expect(() => related.validate(['/support', '/pricing-plans'])).toThrow(
      '“/pricing-plans”: Page: the link to /pricing-plans goes to no page of this site; link to a page that exists, or remove the link.',
    );
    expect(() => related.validate(['/support'])).not.toThrow();
  });
});

describe('an entry shows which entries name it, before a delete', () => {
  it('a team member is named by the entries whose pickers chose them', () => {
    const article = 'news/rate-tables-and-disclosures-compliance-can-approve.md';
    expect(frontMatter(article).author).toBe('rosa-delgado');
    const named = labels.namedBy?.team?.['rosa-delgado'] ?? [];
    // The editor names it as a visitor reads it, in typographer's quotes.
    expect(named).toContain(
      'News and insights “Rate tables and disclosures your credit union’s compliance team can approve” (Author)',
    );
    expect(named).toContain(
      `Client types “${String(frontMatter('clients/credit-unions.md').title)}” (Lead person, Person)`,
    );
    const html = renderToStaticMarkup(
      <KeystarProvider locale="en-US">
        <NamedByNote namedBy={labels.namedBy!.team!} slug="rosa-delgado" />
      </KeystarProvider>,
    );
    expect(html).toContain(`${named.length} entries name`);
    expect(html).toContain('Before you delete it or change its web address');
    expect(html).toContain('(Author)');
  });

  it('a solution is named by the pages that link to it', () => {
    const named = labels.namedBy?.solutions?.['web-hosting'] ?? [];
    expect(named.length).toBeGreaterThan(1);
    expect(named.join('\n')).toMatch(/\((Related pages|Page sections|Article)\)/);
  });

  it('the note writes nothing to the entry’s file', () => {
    expect(fieldOf('team', 'namedBy').serialize(null).value).toBeUndefined();
  });
});
