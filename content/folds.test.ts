import { describe, expect, it } from 'vitest';
import { foldLabel } from './schema/fields';
import { ContentError, namedList, trailSteps, type Section } from './markdown';
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

describe('named points after a section’s opening, which fold themselves', () => {
  const points = `<ul>\n<li><strong>Monitoring.</strong> ${'word '.repeat(40)}</li>\n<li><strong>Backups.</strong> ${'word '.repeat(40)}</li>\n</ul>\n`;

  it('reads a bulleted or numbered list whose items open in bold, with what follows it', () => {
    expect(namedList(`${points}<p>After.</p>`)).toEqual({
      points: [
        { name: 'Monitoring', html: `${'word '.repeat(40).trim()}` },
        { name: 'Backups', html: `${'word '.repeat(40).trim()}` },
      ],
      after: '<p>After.</p>',
    });
    expect(namedList('<ul><li>no name</li><li>none</li></ul>')).toBeUndefined();
    expect(namedList('<p>First a paragraph.</p>' + points)).toBeUndefined();
  });

  it('reads a name the editor saved as a bold link as the page it names, the rest as written', () => {
    const linked =
      '<ul>\n<li><a href="/services/drupal-websites"><strong>Drupal</strong></a> suits many editors.</li>\n' +
      '<li><a href="/services/react-applications"><strong>React</strong></a> and <a href="/services/next-js-websites"><strong>Next.js</strong></a> suit tools.</li>\n</ul>\n';
    expect(namedList(linked)?.points).toEqual([
      { name: 'Drupal', html: 'suits many editors.', href: '/services/drupal-websites' },
      {
        name: 'React',
        html: 'and <a href="/services/next-js-websites"><strong>Next.js</strong></a> suit tools.',
        href: '/services/react-applications',
      },
    ]);
  });

  it('needs no label for the points, and refuses one with nothing after them to fold', () => {
    const covers = section('What a plan covers', `<p>lead</p>${points}`);
    expect(() => withFolds([covers], [], 'x.md')).not.toThrow();
    expect(() =>
      withFolds([covers], [{ section: 'What a plan covers', label: 'The six parts' }], 'x.md'),
    ).toThrow(/ends with its list of named points.*remove this label/);
    // What follows the points is what the label folds.
    const crew = section('How the team is organized', `<p>lead:</p>${points}${long}`);
    expect(() => withFolds([crew], [], 'x.md')).toThrow(/has 70 words after/);
    expect(
      withFolds(
        [crew],
        [{ section: 'How the team is organized', label: 'After launch' }],
        'x.md',
      )[0]!.fold,
    ).toBe('After launch');
  });

  it("keeps a statement's answer in sight: a label folds only what follows it", () => {
    const statement = (html: string): Section => ({
      ...section('Regional realities', html),
      shape: 'quote',
    });
    const label = [{ section: 'Regional realities', label: 'Language and local rules' }];
    expect(() =>
      withFolds([statement('<p>The weather.</p><p>Our answer.</p>')], label, 'x.md'),
    ).toThrow(/statement, whose next paragraph .*stay in sight.*remove this label/);
    expect(
      withFolds([statement(`<p>The weather.</p><p>Our answer.</p>${long}`)], label, 'x.md')[0]!
        .fold,
    ).toBe('Language and local rules');
  });

  it("keeps the names of a statement's list in sight: a label with only the list to fold is refused", () => {
    const stages = (html: string): Section => ({
      ...section('A four-stage engagement', html),
      shape: 'quote',
    });
    const label = [{ section: 'A four-stage engagement', label: 'The four stages' }];
    expect(() => withFolds([stages(`<p>Four stages.</p>${points}`)], label, 'x.md')).toThrow(
      /statement, whose next paragraph and the names of a list after it stay in sight.*remove this label/,
    );
    expect(() => withFolds([stages(`<p>Four stages.</p>${points}`)], [], 'x.md')).not.toThrow();
  });
});
