import { describe, expect, it } from 'vitest';
import { foldLabel } from './schema/fields';
import { ContentError, trailSteps, type Section } from './markdown';
import { withFolds } from './entry';

const section = (heading: string, html: string): Section => ({
  id: heading.toLowerCase().replace(/\s+/g, '-'),
  heading,
  html,
  words: 0,
});
const long = `<p>${'word '.repeat(70)}</p>`;

describe('a fold label, as the editor and the build accept it', () => {
  const problem = (label: string) => foldLabel.safeParse(label).error?.issues[0]?.message;

  it('takes a few words in sentence case, names allowed', () => {
    expect(problem('The other three steps')).toBeUndefined();
    expect(problem('How we build on Drupal')).toBeUndefined();
    expect(problem('The February 2024 storm')).toBeUndefined();
    expect(problem('What NCUA asks of a site')).toBeUndefined();
  });

  it('refuses Title Case, a list of names and a small first letter, saying what to write', () => {
    expect(problem('The Other Three Steps')).toMatch(/Title Case: write it in sentence case/);
    expect(problem('Survey, mark, build and 1 more')).toMatch(/lists what is inside/);
    expect(problem('Design and build and test')).toMatch(/lists what is inside|Title Case/);
    expect(problem('two more reasons')).toMatch(/start it with a capital/);
    expect(problem('A label that runs on far past what a phone summary should say')).toMatch(
      /longer than 40 characters/,
    );
  });
});

describe("a page's fold labels against its sections", () => {
  it('gives each named section its label, and a short section none', () => {
    const [a, b] = withFolds(
      [section('How we work', `<p>lead</p>${long}`), section('Why us', '<p>lead</p><p>more</p>')],
      [{ section: 'How we work', label: 'The four steps' }],
      'content/pages/x.md',
    );
    expect(a!.fold).toBe('The four steps');
    expect(b!.fold).toBeUndefined();
  });

  it('asks for a label on a long section, in words an editor can act on', () => {
    expect(() =>
      withFolds([section('How we work', `<p>lead</p>${long}`)], [], 'content/pages/x.md'),
    ).toThrow(
      /content\/pages\/x\.md: field "folds": the section "How we work" has 70 words after its first paragraph; .*add one under "Phone fold labels"/,
    );
  });

  it('refuses a label for a section the page does not have, or with nothing to fold', () => {
    const sections = [section('How we work', '<p>only a lead</p>')];
    expect(() =>
      withFolds(sections, [{ section: 'How we wrok', label: 'The steps' }], 'x.md'),
    ).toThrow(/"How we wrok" is not a section of this page; .*"How we work"/);
    expect(() =>
      withFolds(sections, [{ section: 'How we work', label: 'The steps' }], 'x.md'),
    ).toThrow(ContentError);
  });

  it('needs no label for named steps, which show as a trail', () => {
    const steps = `<ol>\n<li><strong>Survey the ground.</strong> ${'word '.repeat(40)}</li>\n<li><strong>Mark the route.</strong> ${'word '.repeat(40)}</li>\n</ol>\n`;
    expect(() =>
      withFolds([section('How we work', `<p>lead</p>${steps}`)], [], 'x.md'),
    ).not.toThrow();
    expect(trailSteps(steps)?.map((s) => s.name)).toEqual(['Survey the ground', 'Mark the route']);
    expect(trailSteps('<ol><li>no name</li><li>none</li></ol>')).toBeUndefined();
    expect(
      trailSteps('<ul><li><strong>A.</strong> x</li><li><strong>B.</strong> y</li></ul>'),
    ).toBeUndefined();
  });
});
