import { describe, expect, it } from 'vitest';
import { linkProblems, siteLinkProblems, sitePages } from './links';
import { publicationDay } from './publication';
import { loadContent, readContentFiles } from './store';

/**
 * Every internal link of every entry leads to a page the build makes (the sitemap's pages), or
 * the check names the file, the field as the editor labels it and the link in its own words.
 */
const real = readContentFiles();
const day = publicationDay();
const ARTICLE = 'content/news/drupal-7-end-of-life-migration-lessons-for-associations.md';
const DRAFT = 'content/news/annual-reports-as-web-pages-not-pdfs.md';

const problems = (files: Record<string, string>) =>
  linkProblems(loadContent(files), sitePages(), day);

/** The article with a paragraph holding `markdown` added at the end of its body. */
const withParagraph = (markdown: string) => ({
  ...real,
  [ARTICLE]: `${real[ARTICLE]!.trimEnd()}\n\n${markdown}\n`,
});

describe('internal links', () => {
  it('every link of the real content leads to a page the build makes', () => {
    expect(siteLinkProblems()).toEqual([]);
  });

  it('an article linking /pricing-plans: the file, "Article" and the link’s words', () => {
    expect(problems(withParagraph('See [our pricing plans](/pricing-plans) for more.'))).toEqual([
      `${ARTICLE}: correct in the editor (News and insights):\n  - Article: the link “our pricing plans” goes to /pricing-plans, which is not a page of this site; link to a page that exists, or remove the link`,
    ]);
  });

  it('a link with a fragment or to another site is left alone; a path without its slash is not', () => {
    expect(
      problems(withParagraph('[Platforms](/services#platforms) and [W3C](https://www.w3.org/).')),
    ).toEqual([]);
    expect(problems(withParagraph('[Support](support)'))).toEqual([
      `${ARTICLE}: correct in the editor (News and insights):\n  - Article: the link “Support” goes to support, which is not a path of this site; write it starting with one slash, e.g. /services`,
    ]);
  });

  it('the audit of this site, a document the build serves, may be linked; a path beside it not', () => {
    expect(problems(withParagraph('[Our audit](/why-cairn/accessibility-audit.html)'))).toEqual([]);
    expect(problems(withParagraph('[Our audit](/why-cairn/accessibility-audit.pdf)'))).toEqual([
      `${ARTICLE}: correct in the editor (News and insights):\n  - Article: the link “Our audit” goes to /why-cairn/accessibility-audit.pdf, which is not a page of this site; link to a page that exists, or remove the link`,
    ]);
  });

  it("a page's link field to a page that does not exist", () => {
    const home = 'content/pages/home.md';
    const files = {
      ...real,
      [home]: real[home]!.replace('href: /services\n', 'href: /servicez\n'),
    };
    expect(problems(files)).toEqual([
      `${home}: correct in the editor (Pages):\n  - Second link in the hero, Page: "/servicez" is not a page of this site; link to a page that exists, or remove the link`,
    ]);
  });

  it('a published article linking a draft: refused until the draft is published', () => {
    expect(real[DRAFT]).toMatch(/^draft: true$/m);
    const link = '[annual reports](/news/annual-reports-as-web-pages-not-pdfs)';
    expect(problems(withParagraph(link))).toEqual([
      `${ARTICLE}: correct in the editor (News and insights):\n  - Article: the link “annual reports” goes to /news/annual-reports-as-web-pages-not-pdfs, which is a draft, so not on the site; publish it first, or remove the link`,
    ]);
    // A draft may link another draft: it is checked again when it is published.
    const both = withParagraph(link);
    both[ARTICLE] = both[ARTICLE]!.replace(/^draft: false$/m, 'draft: true');
    expect(both[ARTICLE]).toMatch(/^draft: true$/m);
    expect(problems(both)).toEqual([]);
  });
});
