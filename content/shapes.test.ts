import { describe, expect, it } from 'vitest';
import type { Section } from './markdown';
import { withFolds } from './entry';
import { pointMeaning, sectionPoints, withFigures, withShapes } from './shapes';
import { figureSchema, type Figure } from './schema/fields';
import { getCollection, collectionNames } from './index';
import { getWork } from './work';

const section = (heading: string, html: string): Section => ({
  id: heading.toLowerCase().replace(/\s+/g, '-'),
  heading,
  html,
  words: 0,
});
const prose = (heading: string) => section(heading, '<p>A paragraph of plain prose.</p>');
const steps = section(
  'How a project runs',
  '<p>Four steps.</p><ol><li><strong>Survey.</strong> We listen.</li><li><strong>Build.</strong> We build.</li></ol>',
);

describe("a page's section shapes", () => {
  it('reports three sections in a row set as a heading beside its text, naming them and what each could be', () => {
    expect(() =>
      withShapes([prose('Who we are'), prose('What we do'), steps], [], 'content/pages/x.md'),
    ).toThrow(
      /content\/pages\/x\.md: field "shapes": “Who we are”, “What we do” and “How a project runs” come one after another, each a heading beside its text, .*under "Section shapes", give at least one of them a shape of its own .*“How a project runs” could be steps or columns or a table/,
    );
  });

  it('accepts two in a row, and a shaped section breaking a longer run', () => {
    expect(() => withShapes([prose('One'), prose('Two')], [], 'x.md')).not.toThrow();
    const shaped = withShapes(
      [prose('One'), prose('Two'), steps, prose('Four'), prose('Five')],
      [{ section: 'How a project runs', shape: 'steps' }],
      'x.md',
    );
    expect(shaped.map((s) => s.shape)).toEqual([
      undefined,
      undefined,
      'steps',
      undefined,
      undefined,
    ]);
  });

  it('refuses a shape for a section the page does not have, or one its content does not fit', () => {
    const sections = [prose('One'), steps];
    expect(() => withShapes(sections, [{ section: 'Tow', shape: 'quote' }], 'x.md')).toThrow(
      /field "shapes.0.section": "Tow" is not a section of this page; .*"One"/,
    );
    expect(() => withShapes(sections, [{ section: 'One', shape: 'table' }], 'x.md')).toThrow(
      /field "shapes.0.shape": the section "One" needs named points/,
    );
    const long = section('Long', `<p>${'word '.repeat(80)}</p>`);
    expect(() => withShapes([long], [{ section: 'Long', shape: 'quote' }], 'x.md')).toThrow(
      /opens with a paragraph of 80 words; a statement is one or two sentences of up to 40/,
    );
    const labelled = section('What a well-modeled site gives you', '<p>One source.</p>');
    expect(() =>
      withShapes([labelled], [{ section: labelled.heading, shape: 'quote' }], 'x.md'),
    ).toThrow(/has a heading of 34 characters; .*on one line on a phone at up to 32/);
  });

  it('refuses a phone fold label on a section that folds its own points', () => {
    const long = section(
      'What we do',
      `<p>Lead.</p><h3>One</h3><p>${'word '.repeat(40)}</p><h3>Two</h3><p>${'word '.repeat(40)}</p>`,
    );
    const shaped = withShapes([long], [{ section: 'What we do', shape: 'columns' }], 'x.md');
    expect(() => withFolds(shaped, [], 'x.md')).not.toThrow();
    expect(() =>
      withFolds(shaped, [{ section: 'What we do', label: 'Two more points' }], 'x.md'),
    ).toThrow(/"What we do" is set as columns, .*remove this label/);
  });

  it('reads points from Heading 3s, bold-led list items, bold-led paragraphs and plain lists', () => {
    expect(sectionPoints('<p>Intro</p><h3>A</h3><p>a</p><h3>B</h3><p>b</p>')).toMatchObject({
      before: '<p>Intro</p>',
      points: [{ name: 'A' }, { name: 'B' }],
      named: true,
    });
    expect(sectionPoints(steps.html)?.points.map((p) => p.name)).toEqual(['Survey', 'Build']);
    expect(
      sectionPoints(
        '<p><strong>Scans</strong> find.</p><p><strong>People</strong>, test.</p><p>End.</p>',
      ),
    ).toMatchObject({
      points: [
        { name: 'Scans', html: '<p>Find.</p>' },
        { name: 'People', html: '<p>Test.</p>' },
      ],
      after: '<p>End.</p>',
    });
    expect(sectionPoints('<ul><li>One thing</li><li>Another</li></ul>')).toMatchObject({
      named: false,
      points: [
        { name: '', html: 'One thing' },
        { name: '', html: 'Another' },
      ],
    });
  });
});

describe("a point's one-line meaning", () => {
  it('is the first sentence of its first paragraph, the rest its detail', () => {
    expect(
      pointMeaning(
        '<p>Every site is tested to WCAG 2.2 AA, with <a href="/a">checks</a>. It is part of the price.</p>\n<p>More.</p>',
      ),
    ).toEqual({
      meaning: 'Every site is tested to WCAG 2.2 AA, with <a href="/a">checks</a>.',
      detail: '<p>It is part of the price.</p>\n<p>More.</p>',
    });
  });

  it('is the whole point when it is one sentence, and empty when the point opens with a list', () => {
    expect(pointMeaning('<p>Code in your repository, in your name.</p>')).toEqual({
      meaning: 'Code in your repository, in your name.',
      detail: '',
    });
    expect(pointMeaning('One thing. Another')).toEqual({
      meaning: 'One thing.',
      detail: '<p>Another</p>',
    });
    expect(pointMeaning('<ul><li>A</li></ul>')).toEqual({
      meaning: '',
      detail: '<ul><li>A</li></ul>',
    });
  });
});

describe("a page's figures", () => {
  const figure = (section: string): Figure => ({
    section,
    kind: 'Content type',
    title: 'Clinic location',
    rows: [
      { label: 'Name', value: 'Eastside Clinic' },
      { label: 'Hours', value: 'Mon–Fri 8–6', note: 'Entered once, shown everywhere.' },
      { label: 'Services', value: 'Lab' },
    ],
    caption: 'A content type as we model one; the clinic is an example.',
    label: 'The content model, drawn',
  });

  it('sets a figure beside the section it names; a second figure breaks a run of the default layout, a first (the hero shows it) does not', () => {
    const sections = [prose('Zero'), prose('One'), prose('Two'), prose('Three')];
    const figured = withFigures(sections, [figure('Zero'), figure('Two')], 'x.md');
    expect(figured.map((s) => s.figure?.title)).toEqual([
      'Clinic location',
      undefined,
      'Clinic location',
      undefined,
    ]);
    expect(() => withShapes(figured, [], 'x.md')).not.toThrow();
    expect(() => withShapes(withFigures(sections, [figure('One')], 'x.md'), [], 'x.md')).toThrow(
      /“Zero”, “One”, “Two” and “Three” come one after another/,
    );
  });

  it('refuses a figure for a section the page does not have, a second figure for one section, and a figure beside a shaped section', () => {
    expect(() => withFigures([prose('One')], [figure('Ones')], 'content/pages/x.md')).toThrow(
      /content\/pages\/x\.md: field "figures\.0\.section": "Ones" is not a section of this page; write one of its Heading 2s exactly: "One"/,
    );
    expect(() => withFigures([prose('One')], [figure('One'), figure('One')], 'x.md')).toThrow(
      /field "figures\.1\.section": "One" already has a figure/,
    );
    expect(() =>
      withShapes(
        withFigures([steps], [figure('How a project runs')], 'x.md'),
        [{ section: 'How a project runs', shape: 'steps' }],
        'x.md',
      ),
    ).toThrow(
      /the section "How a project runs" has a figure beside it, which needs the default layout/,
    );
  });

  it('refuses a figure without a note to read, or with too few fields to show', () => {
    const bare = figure('One');
    const silent = { ...bare, rows: bare.rows.map(({ label, value }) => ({ label, value })) };
    expect(figureSchema.safeParse(silent).error?.issues[0]?.message).toMatch(
      /needs a note on at least one field/,
    );
    expect(figureSchema.safeParse({ ...bare, rows: bare.rows.slice(1) }).success).toBe(false);
    expect(figureSchema.safeParse(bare).success).toBe(true);
  });
});

describe('every page of the site', () => {
  it('sets no more than two sections in a row as a heading beside its text', () => {
    const entries = [...collectionNames.flatMap((name) => getCollection(name)), ...getWork()];
    {
      for (const entry of entries) {
        let run = 0;
        for (const s of entry.sections) {
          run = s.shape || s.figure ? 0 : run + 1;
          expect(run, `${entry.file}: "${s.heading}"`).toBeLessThanOrEqual(2);
        }
      }
    }
  });
});
