/**
 * The build's check refuses each bad save the marketing team made through the editor before the
 * editor knew the rules (docs/content-rules.md), with the file, the field and the rule in plain
 * words. Each case is the real content with one file changed, loaded as the build loads it.
 */
import { describe, expect, it } from 'vitest';
import type { ImageReader } from './entry';
import { loadContent, readContentFiles, readImage } from './store';

const real = readContentFiles();
const ARTICLE = 'content/news/interaction-to-next-paint-and-your-donation-form.md';
const STUDY = 'content/work/cedar-hollow-water-notices.md';

/** The real content with `file`'s body (after its frontmatter) followed by `extra`. */
const withBody = (file: string, extra: string) => ({
  ...real,
  [file]: `${real[file]!.trimEnd()}\n\n${extra}\n`,
});

const failure = (files: Record<string, string>, images: ImageReader = readImage): string => {
  try {
    loadContent(files, images);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the build accepted it');
};

describe('the build refuses what the editor used to save', () => {
  it('accepts the real content', () => {
    expect(() => loadContent(real)).not.toThrow();
  });

  it('a Heading 1 in an article', () => {
    expect(failure(withBody(ARTICLE, '# A second title'))).toContain(
      `${ARTICLE}: the body must not contain an h1 (a Heading 1: the title is the page's Heading 1); start at Heading 2`,
    );
  });

  it('a Heading 4, which no page styles', () => {
    expect(failure(withBody(ARTICLE, '#### A small heading'))).toContain(
      `${ARTICLE}: the body has a Heading 4, which the site does not show; use Heading 2 or Heading 3`,
    );
  });

  it('a table from the toolbar, named as a table (not an underlined heading)', () => {
    // Keystatic's Markdoc table: rows split by `---`, which read as underlined headings.
    const table = '{% table %}\n- Plan\n- Price\n---\n- Basic\n- $10\n{% /table %}';
    const message = failure(withBody(ARTICLE, table));
    expect(message).toContain(
      `${ARTICLE}: the body has a table, which the site does not show; use a list`,
    );
    expect(message).not.toContain('underlined heading');
    const markdown = '| Plan | Price |\n| --- | --- |\n| Basic | $10 |';
    expect(failure(withBody(ARTICLE, markdown))).toContain(`${ARTICLE}: the body has a table`);
  });

  it('an image in an article body', () => {
    expect(failure(withBody(ARTICLE, '![](new-screen.png)'))).toContain(
      `${ARTICLE}: the body has an image (new-screen.png), which the site does not show; remove it`,
    );
  });

  it('an article dated 1901', () => {
    const dated = real[ARTICLE]!.replace(/^date: .*$/m, 'date: 1901-03-01');
    expect(failure({ ...real, [ARTICLE]: dated })).toContain(
      `${ARTICLE}: correct in the editor (News and insights):\n  - Published on: must be a day from 1999 (the agency’s first year) to 2099; check the year`,
    );
  });

  it('a 120 px screen on a study', () => {
    const narrow: ImageReader = (src) =>
      src.startsWith('/work/cedar-hollow-water-notices/')
        ? { width: 120, height: 90 }
        : readImage(src);
    expect(failure(real, narrow)).toMatch(
      new RegExp(
        `${STUDY}: correct in the editor \\(Case studies\\):\\n {2}- Screens, item 1, Image: is 120 px wide; at least 200 are needed\\. Choose a larger screenshot`,
      ),
    );
  });

  it('a Shared words line with {sector} removed, or a slot it does not fill', () => {
    const lost = real['content/copy.yaml']!.replace(
      'problems: Problems we solve for {sector}',
      'problems: Problems we solve',
    );
    expect(failure({ ...real, 'content/copy.yaml': lost })).toContain(
      'content/copy.yaml: correct in the editor (Shared words):\n  - Headings of the page modules, Problems heading: must contain {sector} once each, and no other {…}',
    );
    const twice = real['content/copy.yaml']!.replace(
      'problems: Problems we solve for {sector}',
      'problems: Problems we solve for {sector} in {state}',
    );
    expect(failure({ ...real, 'content/copy.yaml': twice })).toContain(
      '- Headings of the page modules, Problems heading: must contain {sector}',
    );
  });

  it('the home page renamed by the Web address Regenerate button', () => {
    const files: Record<string, string> = { ...real };
    files['content/pages/websites-for-organizations.md'] = files['content/pages/home.md']!;
    delete files['content/pages/home.md'];
    expect(failure(files)).toContain(
      "content/pages/home.md: the file is missing; the site's code serves / from it, so its web address cannot change (rename the file back)",
    );
  });

  it('a new article with an existing title, saved as …-1', () => {
    const copy = `${ARTICLE.replace(/\.md$/, '')}-1.md`;
    const message = failure({ ...real, [copy]: real[ARTICLE]! });
    expect(message).toContain(
      `${copy}: the file name (its web address): Lower-case words joined by hyphens, not ending in a hyphen and a number`,
    );
    // Under an address of its own, the title is still taken.
    const other = 'content/news/the-donation-form-again.md';
    expect(failure({ ...real, [other]: real[ARTICLE]! })).toMatch(
      new RegExp(
        `${other}: correct in the editor \\(News and insights\\):\\n {2}- Title: the title is also ${ARTICLE.replace(/\./g, '\\.')}'s; give this entry one of its own`,
      ),
    );
  });

  it('a related link to a page that does not exist', () => {
    const file = 'content/services/drupal-websites.md';
    const broken = real[file]!.replace(
      /^related:\n {2}- \S+$/m,
      'related:\n  - /services/no-such-service',
    );
    expect(broken).not.toBe(real[file]);
    expect(failure({ ...real, [file]: broken })).toContain(
      `${file}: correct in the editor (Services and platforms):\n  - Related pages, Page 1: "/services/no-such-service" is not a page of this site; choose one that is, or remove it`,
    );
  });

  it('a page too thin to publish, counting its own modules', () => {
    const file = 'content/clients/credit-unions.md';
    const source = real[file]!;
    const body = source.slice(source.indexOf('\n---\n') + 5);
    const first = body.split(/^(?=## )/m).find((part) => part.startsWith('## '))!;
    const thin = source.replace(body, first);
    expect(failure({ ...real, [file]: thin })).toMatch(
      new RegExp(
        `${file}: the page is too thin: it has 1 sections and \\d+ words; it needs at least 3 sections \\(each under a Heading 2\\) and 400 words`,
      ),
    );
  });

  it('an offer page with two questions, or six', () => {
    const file = 'content/services/drupal-websites.md';
    const source = real[file]!;
    const start = source.indexOf('\nfaqs:\n') + '\nfaqs:\n'.length;
    const end = start + source.slice(start).search(/^(?! )/m);
    const items = source.slice(start, end).split(/(?=^ {2}- question: )/m);
    expect(items.length).toBeGreaterThanOrEqual(3);
    const withItems = (list: string[]) =>
      source.slice(0, start) + list.join('') + source.slice(end);
    for (const list of [items.slice(0, 2), [...items, ...items].slice(0, 6)]) {
      expect(failure({ ...real, [file]: withItems(list) })).toContain(
        `${file}: correct in the editor (Services and platforms):\n  - Questions and answers: ${list.length === 2 ? 'needs at least 3; add more' : 'has more than 5; remove some'}`,
      );
    }
  });

  it('questions on home, which ends with who each kind of client talks to', () => {
    const file = 'content/pages/home.md';
    const question =
      'faqs:\n  - question: How long does a project take?\n    answer: Three to five months for a focused marketing site, from discovery to launch.\n';
    expect(failure({ ...real, [file]: real[file]!.replace('faqs: []\n', question) })).toContain(
      `${file}: correct in the editor (Pages):\n  - Questions and answers: leave them out: this page shows no questions and answers`,
    );
  });

  it('two pages with the same search result description', () => {
    const a = 'content/services/drupal-websites.md';
    const b = 'content/solutions/technical-seo.md';
    const description = /^description: (?:>-\n(?: {2}.*\n)+|.*\n)/m;
    const copied = real[b]!.replace(description, real[a]!.match(description)![0]);
    expect(failure({ ...real, [b]: copied })).toMatch(
      /content\/solutions\/technical-seo\.md: correct in the editor \(Solutions\):\n {2}- Search result text: the same search result text as content\/services\/drupal-websites\.md; give each page its own/,
    );
  });

  it('placeholder copy on a page', () => {
    const file = 'content/pages/why-cairn.md';
    const source = `${real[file]!.trimEnd()}\n\nMore coming soon.\n`;
    expect(failure({ ...real, [file]: source })).toContain(
      `${file}: "coming soon" is placeholder copy; write the real words`,
    );
  });

  it("a main page given another kind of page's Illustration", () => {
    const file = 'content/pages/support.md';
    const source = real[file]!.replace(/^motif: .*$/m, 'motif: operate');
    expect(failure({ ...real, [file]: source })).toContain(
      'Illustration: leave it empty: a main page has a drawing of its own, and this one is the landmark of other pages',
    );
  });
});
