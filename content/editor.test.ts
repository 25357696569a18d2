import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { definitions, singletons } from './definitions';
import { bodyOptions, editorCollections, editorField } from './editor';
import { shapeOf } from './zod-walk';

/** A Keystatic form field as the admin uses it: it validates a value or throws. */
interface FormField {
  kind: string;
  formKind?: string;
  label?: string;
  validate: (value: unknown, args?: { slugField: { slugs: Set<string>; glob: string } }) => unknown;
}

const editor = editorCollections();
const fieldOf = (collection: keyof typeof definitions, key: string) =>
  (editor.collections[collection]!.schema as Record<string, FormField>)[key]!;
const accepts = (field: FormField, value: unknown) => {
  try {
    field.validate(value);
    return true;
  } catch {
    return false;
  }
};

describe('the editor is generated from the content schemas', () => {
  it.each(Object.entries(definitions))(
    '%s: one editor collection over its folder, with every field of its schema',
    (name, definition) => {
      const collection = editor.collections[name]!;
      expect(collection.path).toBe(`content/${definition.folder}/*`);
      expect(collection.label).toBe(definition.label);
      const keys = Object.keys(collection.schema);
      for (const key of Object.keys(shapeOf(definition.schema))) expect(keys).toContain(key);
      // The rest is the body: Markdown sections or articles, nothing for the team.
      const rest = keys.filter((k) => !(k in shapeOf(definition.schema)));
      expect(rest).toEqual([definition.body === 'none' ? 'content' : 'body']);
    },
  );

  it('has the proof data as a singleton at content/proof.yaml', () => {
    expect(Object.keys(editor.singletons)).toEqual(Object.keys(singletons));
    expect(editor.singletons.proof!.path).toBe('content/proof');
    expect(editor.singletons.proof!.format).toEqual({ data: 'yaml' });
  });

  it("names each client mark's symbol by what it draws, not by the icon it once was", () => {
    // Keystatic's schema types do not narrow an array's element to its object's fields.
    const marks = (
      editor.singletons.proof!.schema as unknown as Record<
        string,
        { element: { fields: Record<string, { options: { label: string; value: string }[] }> } }
      >
    ).marks!;
    const options = marks.element.fields.symbol!.options;
    expect(options.map((o) => o.value).sort()).toEqual(
      ['arch', 'bolt', 'cross', 'drop', 'key', 'leaf', 'ring', 'wave'].sort(),
    );
    for (const { label, value } of options) {
      expect(label, value).not.toBe(value);
      expect(label, value).toMatch(/^(A|An|Mountains) [a-z]/);
    }
  });

  it('gives every field a label a marketer can read', () => {
    for (const [name] of Object.entries(definitions)) {
      for (const [key, field] of Object.entries(
        editor.collections[name]!.schema as Record<string, FormField>,
      )) {
        if (key === 'content' || key === 'body') continue;
        expect(field.label ?? '', `${name}.${key}`).toMatch(/^[A-Z]/);
      }
    }
  });

  it('refuses what the build refuses and accepts what it accepts', () => {
    const title = fieldOf('news', 'description');
    expect(accepts(title, 'Too short.')).toBe(false);
    expect(accepts(title, 'x'.repeat(171))).toBe(false);
    expect(accepts(title, 'x'.repeat(120))).toBe(true);

    const since = fieldOf('team', 'since');
    expect(accepts(since, 1998)).toBe(false);
    expect(accepts(since, 2014)).toBe(true);
    expect(accepts(since, null)).toBe(false);

    const state = fieldOf('work', 'state');
    expect(accepts(state, 'Ohio')).toBe(false);
    expect(accepts(state, 'OH')).toBe(true);
    // Optional: the editor saves it blank and the site reads that as absent.
    expect(accepts(state, '')).toBe(true);

    const date = fieldOf('news', 'date');
    expect(accepts(date, null)).toBe(false);
    expect(accepts(date, '2026-11-25')).toBe(true);
    // A typed year slip is refused in the editor's words.
    expect(() => date.validate('1901-03-01')).toThrow(
      'Published on must be a day from 1999 (the agency’s first year) to 2099; check the year.',
    );

    // A result's unit is blank by default (a count has none): a study with one saves.
    const outcome = (
      fieldOf('work', 'outcomes') as unknown as {
        element: { fields: Record<string, FormField> };
      }
    ).element.fields;
    expect(accepts(outcome.unit!, '')).toBe(true);
    expect(accepts(outcome.unit!, '%')).toBe(true);
    expect(accepts(outcome.period!, '')).toBe(false);
  });

  it('makes the references pickers and the bodies rich text', () => {
    expect(fieldOf('news', 'author').label).toBe('Author');
    expect(accepts(fieldOf('news', 'author'), null)).toBe(false);
    expect(fieldOf('news', 'body').formKind).toBe('content');
    expect(fieldOf('work', 'body').formKind).toBe('content');
    expect(fieldOf('news', 'title').formKind).toBe('slug');
    expect(fieldOf('work', 'client').formKind).toBe('slug');
  });

  it('names a schema field that has no label instead of showing a blank one', () => {
    expect(() => editorField(z.string().min(3), 'subtitle')).toThrow(
      'content/schema/: the field "subtitle" has no editor label',
    );
  });
});

describe('the editor carries the content rules (docs/content-rules.md)', () => {
  const single = (name: keyof typeof singletons, ...path: string[]) => {
    let field = editor.singletons[name]!.schema as unknown as { fields?: Record<string, unknown> };
    for (const key of path) {
      field = (field.fields ?? (field as Record<string, unknown>))[key] as typeof field;
    }
    return field as unknown as FormField;
  };

  it('refuses a Shared words line that loses its {sector}, saying so', () => {
    const problems = single('copy', 'modules', 'problems');
    expect(accepts(problems, 'Problems we solve for {sector}')).toBe(true);
    expect(accepts(problems, '{sector}: the problems we solve')).toBe(true);
    expect(accepts(problems, 'Problems we solve for you')).toBe(false);
    expect(accepts(problems, 'Problems we solve for {sector} in {state}')).toBe(false);
    expect(accepts(problems, 'Problems we solve for {sector} and {sector}')).toBe(false);
    expect(() => problems.validate('Problems we solve for you')).toThrow(
      'Problems heading must contain {sector} once each, and no other {…}.',
    );
    const office = single('copy', 'modules', 'office');
    expect(accepts(office, 'Across {state}, we work with the teams of the kinds below.')).toBe(
      true,
    );
    expect(accepts(office, 'We work with the teams of these kinds across the region.')).toBe(false);
    expect(accepts(office, 'Across {state}, from our office at {address}, with teams.')).toBe(
      false,
    );
  });

  it('refuses an offer page with fewer than three questions or more than five', () => {
    // A list is not a form field: Keystatic checks its length from the field's validation.
    const length = (collection: keyof typeof definitions) =>
      (fieldOf(collection, 'faqs') as unknown as { validation: { length: unknown } }).validation
        .length;
    expect(length('services')).toEqual({ min: 3, max: 5 });
    expect(length('locations')).toEqual({ min: 3, max: 5 });
    // A fixed page may have none.
    expect(length('pages')).toMatchObject({ max: 6 });
    expect((length('pages') as { min?: number }).min ?? 0).toBe(0);
  });

  it('refuses the web address the editor gives a second entry of the same title', () => {
    const title = fieldOf('news', 'title');
    const value = (slug: string) => ({ name: 'A title long enough to be one', slug });
    expect(accepts(title, value('a-title-long-enough'))).toBe(true);
    expect(accepts(title, value('a-title-long-enough-1'))).toBe(false);
    expect(accepts(title, value('A Title'))).toBe(false);
    expect(() => title.validate(value('a-title-long-enough-2'))).toThrow(
      /give the entry a title of its own/,
    );
  });

  it('offers in a body only what the site renders: Heading 2 and 3, no table, no image', () => {
    // Keystatic keeps the options inside the field (its toolbar is built from them in the
    // browser, not in a test under Node), so the options the generator passes are read here.
    expect(bodyOptions).toEqual({ heading: [2, 3], table: false, image: false });
    for (const name of Object.keys(definitions) as (keyof typeof definitions)[]) {
      if (definitions[name].body !== 'none') expect(fieldOf(name, 'body').formKind).toBe('content');
    }
  });

  it("refuses a study screen narrower than 200 px as soon as it is read, in the build's words", async () => {
    const images = fieldOf('work', 'images') as unknown as {
      element: { fields: Record<string, FormField> };
    };
    const src = images.element.fields.src!;
    const png = async (width: number) => ({
      data: new Uint8Array(
        await sharp({ create: { width, height: 80, channels: 3, background: '#888' } })
          .png()
          .toBuffer(),
      ),
      extension: 'png',
      filename: 'screen.png',
    });
    const narrow = await png(120);
    expect(() => src.validate(narrow)).toThrow(
      'Image is 120 px wide; at least 200 are needed. Choose a larger screenshot.',
    );
    expect(accepts(src, await png(200))).toBe(true);
    // A portrait is a photo, not a screenshot.
    expect(() => fieldOf('team', 'photo').validate(narrow)).toThrow(
      'Photo is 120 px wide; at least 160 are needed. Choose a larger photo.',
    );
    expect(() =>
      src.validate({
        data: new TextEncoder().encode('not an image'),
        extension: 'png',
        filename: 'x.png',
      }),
    ).toThrow('not a WebP, PNG, JPEG or AVIF image');
  });

  it("edits a study's proof: how each result was measured, the timeline, the people, the before and after", () => {
    const outcome = (
      fieldOf('work', 'outcomes') as unknown as { element: { fields: Record<string, FormField> } }
    ).element.fields;
    expect(outcome.measured!.label).toBe('How it was measured');
    expect(accepts(outcome.measured!, '')).toBe(false);
    expect(accepts(outcome.measured!, 'Counted from the CMS revision log')).toBe(true);

    const timeline = fieldOf('work', 'timeline') as unknown as FormField & {
      element: { fields: Record<string, FormField> };
    };
    expect(timeline.label).toBe('Timeline');
    expect(accepts(timeline.element.fields.date!, '2025-13')).toBe(false);
    expect(accepts(timeline.element.fields.date!, '2025-10')).toBe(true);
    expect(accepts(timeline.element.fields.event!, 'Launch audit: no failures')).toBe(true);

    // People are picked from the team, as a news article's author is.
    const people = fieldOf('work', 'people') as unknown as FormField & { collection?: string };
    expect(people.label).toBe('Who did the work');
    expect(accepts(people, [])).toBe(false);
    expect(accepts(people, ['hana-sato'])).toBe(true);

    const pair = (
      fieldOf('work', 'beforeAfter') as unknown as { fields: Record<string, FormField> }
    ).fields;
    const before = (pair.before as unknown as { fields: Record<string, FormField> }).fields;
    // The old page is uploaded through the same image field as the screens, with its description.
    expect(before.src!.formKind).toBe('asset');
    expect(accepts(before.alt!, '')).toBe(false);
    expect(accepts(pair.after!, 0)).toBe(false);
    expect(accepts(pair.after!, 1)).toBe(true);
    expect(accepts(pair.caption!, '')).toBe(false);
  });

  it("refuses to move a page the site's code serves (Regenerate on the home page)", () => {
    const title = fieldOf('pages', 'title');
    const others = (...drop: string[]) => ({
      slugField: {
        // Keystatic passes the other entries' addresses: the entry being edited is not among them.
        slugs: new Set(
          [...(definitions.pages.fixedSlugs ?? []), 'careers'].filter((s) => !drop.includes(s)),
        ),
        glob: '*',
      },
    });
    expect(() => title.validate({ name: 'Home page', slug: 'home-page' }, others('home'))).toThrow(
      'Web address: this page is served at “home” by the site’s code; change it back to home.',
    );
    expect(
      accepts(
        { ...title, validate: (v) => title.validate(v, others('home')) },
        { name: 'Home page', slug: 'home' },
      ),
    ).toBe(true);
    // A page of its own may move, and a new page may take any free address.
    expect(
      accepts(
        { ...title, validate: (v) => title.validate(v, others('careers')) },
        { name: 'Jobs', slug: 'jobs' },
      ),
    ).toBe(true);
    expect(
      accepts(
        { ...title, validate: (v) => title.validate(v, others()) },
        { name: 'Press room', slug: 'press-room' },
      ),
    ).toBe(true);
  });

  it('refuses a second entry with a title another entry has, whatever its web address', () => {
    const titles = { 'annual-reports': 'Annual reports as web pages, not PDFs' };
    const withTitles = editorCollections({
      names: { news: titles },
      titles: { news: titles },
      dates: {},
    });
    const title = (withTitles.collections.news!.schema as Record<string, FormField>).title!;
    const onSave = (others: string[]) => (value: unknown) =>
      title.validate(value, { slugField: { slugs: new Set(others), glob: '*' } });
    // A new entry: every existing entry is another.
    expect(() =>
      onSave(['annual-reports'])({
        name: 'Annual Reports as web pages: not PDFs',
        slug: 'reports',
      }),
    ).toThrow(
      '“Annual reports as web pages, not PDFs” is already the title of another entry (annual-reports); give this one a title of its own.',
    );
    expect(
      accepts(
        { ...title, validate: onSave(['annual-reports']) },
        { name: 'Annual reports, again', slug: 'again' },
      ),
    ).toBe(true);
    // The entry itself, saved again with its title.
    expect(
      accepts(
        { ...title, validate: onSave([]) },
        { name: 'Annual reports as web pages, not PDFs', slug: 'annual-reports' },
      ),
    ).toBe(true);
  });
});

describe("a list's rows", () => {
  // Keystatic shows an item's field messages only in its dialog: a closed row says what is wrong.
  const results = fieldOf('work', 'outcomes') as unknown as {
    itemLabel(props: { fields: Record<string, { value: unknown }> }): string;
  };
  const row = (measured: string) =>
    results.itemLabel({
      fields: Object.fromEntries(
        Object.entries({
          label: 'Online membership renewals',
          before: 10,
          after: 20,
          unit: '%',
          period: 'renewal season 2025 vs. 2024',
          measured,
          about: [],
        }).map(([key, value]) => [key, { value }]),
      ),
    });

  it('name a result by what was measured', () => {
    expect(row('Counted from the CMS revision log')).toBe('Online membership renewals');
  });

  it('name the broken field of a closed row, by its label', () => {
    expect(row('')).toBe(
      'Online membership renewals: open it to correct How it was measured: How it was measured must be at least 20 characters long',
    );
  });
});
