import { z } from 'zod';

/** A collection whose entries a field can name by slug: a picker in the editor. */
export type RefTarget = 'team' | 'clients' | 'services' | 'solutions';

declare module 'zod/v4/core' {
  interface GlobalMeta {
    /** The editor's label for the field (its help text is `description`). */
    label?: string;
    /** The value is the slug of an entry of this collection: a picker, checked at build. */
    ref?: RefTarget;
    /** Edited in a box of several lines. */
    multiline?: boolean;
    /** The editor's words for an enum's values. */
    options?: Record<string, string>;
    /**
     * An image uploaded through the editor: where the file goes, the path the site uses and the
     * fewest pixels across it may have (the editor refuses a narrower file, the build too).
     */
    image?: { directory: string; publicPath: string; minWidth?: number; noun?: string };
    /** The value is a path on this site: it must lead to a page the build makes. */
    link?: boolean;
    /**
     * A module of the page's own, drawn before its prose (a client type's problems, a solution's
     * steps): its words count toward the page's length with the body's (content/entry.ts).
     */
    module?: boolean;
  }
}

/** The label and help text the editor shows for a field. */
export const ui = (label: string, description?: string) => ({ label, description });

/** The label and help text of a module field (see `module` above). */
export const moduleUi = (label: string, description: string) => ({
  ...ui(label, description),
  module: true,
});

/** A trimmed text of `min` to `max` characters, with the editor's label and help. */
export const text = (min: number, max: number, label: string, description?: string) =>
  z.string().trim().min(min).max(max).meta(ui(label, description));

/** The same, edited in a box of several lines. */
export const paragraph = (min: number, max: number, label: string, description?: string) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .meta({ ...ui(label, description), multiline: true });

/** What a search result shows under the title: the page's meta description. */
export const searchText = () =>
  paragraph(
    70,
    170,
    'Search result text',
    'What Google shows under the title: 70 to 170 characters.',
  );

/**
 * Saved but not published: the build leaves the entry out of the site (its page, every list, the
 * home page, the sitemap, the feed); a preview shows it (content/publication.ts `publishedOnly`).
 */
export const draft = z
  .boolean()
  .default(false)
  .meta(
    ui(
      'Draft',
      'Ticked: saved, but not on the site. Untick it to publish on the date above (or at once when that date has come).',
    ),
  );

/**
 * The days an entry's date may be: from the agency's first year (a typed 1901 or 0205 is a slip)
 * to the end of the century. The editor's date picker holds the same range.
 */
export const DATE_RANGE = { min: '1999-01-01', max: '2099-12-31' } as const;

/** A day written YYYY-MM-DD, within DATE_RANGE. */
export const day = () =>
  z.iso
    .date()
    .refine(
      (value) => value >= DATE_RANGE.min && value <= DATE_RANGE.max,
      'must be a day from 1999 (the agency’s first year) to 2099; check the year',
    );

/** Rules every entry of every collection satisfies; a violation fails the build. */
export const route = z
  .string()
  .regex(/^\/[a-z0-9\-/#]*$/, 'must be a site path such as /services/drupal-websites')
  .meta({ ...ui('Page', 'A path on this site, e.g. /services/drupal-websites.'), link: true });

export const faqSchema = z.object({
  question: text(10, 200, 'Question', 'As a buyer would ask it.'),
  answer: paragraph(40, 1200, 'Answer', '40 to 1,200 characters.'),
});

/**
 * The landmark in a page's hero landscape (components/art/hero-scene.tsx): one per audience, one
 * per kind of work and one per state we work in, named in the editor by what it draws.
 */
export const motifs = [
  'heart',
  'members',
  'power',
  'bank',
  'care',
  'design',
  'build',
  'platform',
  'growth',
  'measure',
  'access',
  'operate',
  'plan',
  'team',
  'shore',
  'overlook',
  'stone-bridge',
  'covered-bridge',
  'barn',
  'log-cabin',
  'lifeguard-stand',
  'lone-oak',
] as const;
export type Motif = (typeof motifs)[number];

/**
 * The pages drawn with a landmark of their own, which no other page shows (components/art/
 * scenes.ts `bySlug`, typed by this list): they leave Illustration empty. A new page of copy has
 * none until one is drawn for it, so it takes an Illustration (content/cross-check.ts).
 */
export const ownLandmarks = [
  'home',
  'news',
  'why-cairn',
  'work',
  'contact',
  'services',
  'clients',
  'support',
  'solutions',
  'accessibility',
  'privacy-policy',
  'team',
] as const;
export type OwnLandmark = (typeof ownLandmarks)[number];

/** A capitalised word after the first that is not an acronym (NCUA, D.C.): a sign of Title Case. */
const CAPITALISED = /^\p{Lu}(?=.*\p{Ll})/u;

/**
 * A fold's label: what a phone visitor opens to read on, written for its section in sentence
 * case, never a list of the names inside (those lists ran to "A, B, C and 2 more").
 */
export const foldLabel = z
  .string()
  .trim()
  .min(3)
  .max(
    40,
    'is longer than 40 characters: a fold label is a few words, e.g. “The other three steps”',
  )
  .refine((label) => /^[\p{Lu}\p{N}]/u.test(label), {
    message: 'starts with a small letter: start it with a capital, e.g. “Two more reasons”',
  })
  .refine(
    (label) =>
      label
        .split(/\s+/)
        .slice(1)
        .filter((w) => CAPITALISED.test(w)).length < 2,
    {
      message:
        'is in Title Case: write it in sentence case, a capital only on the first word and on names, e.g. “How the audit runs”',
    },
  )
  .refine((label) => !/\band \d+ more\b/i.test(label) && label.split(/ and /).length <= 2, {
    message:
      'lists what is inside: say in a few words what the reader opens, e.g. “The other three steps”',
  })
  .meta(ui('Label', 'What a phone visitor taps to read on: 3 to 40 characters, sentence case.'));

/** A body section named by its Heading 2, in a page's fold labels and section shapes. */
const sectionName = text(
  2,
  120,
  'Section',
  'The section’s Heading 2, exactly as written in the body.',
);

/**
 * The sections of a page that fold on phones after their first paragraph, each behind a label
 * written for it; a section not listed shows whole.
 */
export const folds = z
  .array(
    z
      .object({
        section: sectionName,
        label: foldLabel,
      })
      .strict(),
  )
  .max(12)
  .default([])
  .meta(
    ui(
      'Phone fold labels',
      'On phones a long section shows its first paragraph, then a link to read on: name the section and write that link’s words, e.g. “The other three steps”. A section of more than 60 words after its first paragraph needs one.',
    ),
  );

/** How a body section is laid out, besides the default (its heading beside its text). */
export const sectionShapes = ['steps', 'columns', 'table', 'quote'] as const;
export type SectionShape = (typeof sectionShapes)[number];

/**
 * The sections of a page set in a shape of their own, so the page is not one heading beside one
 * block of text after another: named steps as the trail, points side by side, a comparison as a
 * table, one line set large. A section not listed keeps its heading beside its text.
 */
export const shapes = z
  .array(
    z
      .object({
        section: sectionName,
        shape: z.enum(sectionShapes).meta({
          ...ui('Shape', 'How the section is laid out.'),
          options: {
            steps: 'Steps: its numbered steps or Heading 3s as the trail, across the page',
            columns: 'Columns: its Heading 3s, bold-led points or list side by side',
            table: 'Table: its Heading 3s or bold-led points as rows of a comparison',
            quote:
              'Statement: its first paragraph set large, its heading small above it, the rest beside it or under it in two columns',
          } satisfies Record<SectionShape, string>,
        }),
      })
      .strict(),
  )
  .max(12)
  .default([])
  .meta(
    ui(
      'Section shapes',
      'Give a section a shape of its own: the page may not set more than two sections in a row as a heading beside its text. Name the section by its Heading 2 and choose how it is laid out.',
    ),
  );

/**
 * An annotated example set beside a section: the record, report or table the section describes,
 * drawn as a paper with its fields, each note numbered against the field it explains. It is
 * always marked as an example; its values illustrate, they claim nothing.
 */
export const figureSchema = z
  .object({
    section: sectionName,
    kind: text(
      3,
      40,
      'What it shows',
      'The kind of thing drawn, e.g. “Content type” or “Onboarding report”. The figure is marked as an example.',
    ),
    title: text(3, 60, 'Title', 'The name on the example, e.g. “Clinic location”.'),
    rows: z
      .array(
        z
          .object({
            label: text(2, 40, 'Field', 'The field’s name, e.g. “Hours”.'),
            value: text(1, 80, 'Example value', 'What the field holds in this example.'),
            note: text(
              10,
              160,
              'Note',
              'Optional: why the field is there, numbered against it under the example.',
            ).optional(),
          })
          .strict(),
      )
      .min(3)
      .max(7)
      .refine((rows) => rows.some((row) => row.note), {
        message: 'needs a note on at least one field: the notes say what the example shows',
      })
      .meta(ui('Fields', 'Three to seven, each with a value; at least one with a note.')),
    caption: paragraph(
      30,
      220,
      'Caption',
      'One or two sentences under the example: what it is and what to notice. 30 to 220 characters.',
    ),
    label: foldLabel,
  })
  .strict();

export type Figure = z.infer<typeof figureSchema>;

/** The page's annotated examples, each beside the section it illustrates. */
export const figures = z
  .array(figureSchema)
  .max(3)
  .default([])
  .meta(
    ui(
      'Figures',
      'An annotated example beside a section: the record, report or table it describes. Name the section by its Heading 2; on phones the example folds behind its label (“Label”). A section with a figure keeps the default layout: it cannot also have a shape.',
    ),
  );

export const base = {
  /** The page's name: the h1 (or its label, under a headline) and the first half of `<title>`. */
  title: text(
    3,
    70,
    'Title',
    'The page’s name: the headline when it has no Headline, the small label above it when it has one; the first half of its browser title.',
  ),
  /** The page's claim under its name; the title then heads it as a small label. */
  headline: text(
    20,
    64,
    'Headline',
    'The page’s claim in one sentence, 20 to 64 characters, set large under the title, which becomes the small label above it (so the title keeps to 32 characters, one line on a phone). Optional: without it, the title is the headline.',
  ).optional(),
  /** Short label for menus and cards; defaults to the title. */
  navLabel: z
    .string()
    .trim()
    .min(2)
    .max(40)
    .optional()
    .meta(ui('Short label', 'For menus and cards, when the title is long. Optional.')),
  /** A small label above the h1. */
  eyebrow: text(2, 40, 'Eyebrow', 'The small label above the title.'),
  /** The landmark in the page's hero landscape (components/art/hero-scene.tsx); optional. */
  motif: z
    .enum(motifs)
    .optional()
    .meta({
      ...ui('Illustration', 'What stands in the landscape under the headline. Optional.'),
      options: {
        heart: 'A food bank (non-profits)',
        members: 'A meeting hall (membership organizations)',
        power: 'Power lines in a storm (utilities)',
        bank: 'A rate board (credit unions)',
        care: 'A clinic (healthcare)',
        design: 'An easel (design)',
        build: 'A hoist raising a cairn (building)',
        platform: 'A lookout tower (platforms)',
        growth: 'Terraces of cairns (growth)',
        measure: "A surveyor's level (measurement)",
        access: 'A boardwalk (accessibility)',
        operate: 'A mountain hut (running a site)',
        plan: 'A trailhead map (planning)',
        team: 'A camp (the team)',
        shore: 'A pier on the bay (a state)',
        overlook: 'A split-rail fence at a ridge overlook (a state)',
        'stone-bridge': 'A stone bridge and rowhouses on a river (a state)',
        'covered-bridge': 'A covered bridge over a creek (a state)',
        barn: 'A barn and silo among fields (a state)',
        'log-cabin': 'A log cabin in misty ridges (a state)',
        'lifeguard-stand': 'A lifeguard stand on the dunes (a state)',
        'lone-oak': 'A lone oak on golden hills (a state)',
      } satisfies Record<Motif, string>,
    }),
  /** The meta description: what a search result shows. */
  description: searchText(),
  /** One or two sentences for cards on overview pages. */
  summary: paragraph(
    40,
    220,
    'Summary',
    'One or two sentences for the page’s card elsewhere: 40 to 220 characters.',
  ),
  /** The lead paragraph under the h1. */
  intro: paragraph(
    80,
    600,
    'Introduction',
    'The paragraph under the headline: 80 to 600 characters.',
  ),
  /** ISO date of the last meaningful edit (sitemap lastModified). */
  updated: day().meta(ui('Last changed in substance', 'Search engines are told this date.')),
  related: z
    .array(route)
    .max(6)
    .default([])
    .meta(ui('Related pages', 'Up to six pages of this site to suggest next.')),
  faqs: z
    .array(faqSchema)
    .max(6)
    .default([])
    .meta(ui('Questions and answers', 'Up to six; they also appear in search results.')),
  folds,
  shapes,
  figures,
};

/** An offer page's questions: enough to answer a buyer, few enough to read (and to show in search). */
export const offerFaqs = z
  .array(faqSchema)
  .min(3)
  .max(5)
  .meta(ui('Questions and answers', 'Three to five; they also appear in search results.'));

/** A titled point of a page's own module: a sector's problem or rule, a solution's step. */
export const pointSchema = z
  .object({
    title: text(3, 80, 'Title'),
    text: paragraph(30, 320, 'Text', '30 to 320 characters.'),
  })
  .strict();

/** One line of a list: a deliverable, a reason to choose (or not choose) a platform. */
export const line = text(12, 200, 'Line', '12 to 200 characters.');

export const kebab = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a kebab-case slug');

export type Faq = z.infer<typeof faqSchema>;
export type Point = z.infer<typeof pointSchema>;

/**
 * The heading of a service's or solution's case studies, in the page's own words ("Audits in
 * practice"); without one the page says "Case studies:" and its title.
 */
export const workHeading = text(
  5,
  60,
  'Heading of the case studies',
  'Above this page’s case studies, in its own words, e.g. “Audits in practice”. Optional: without it, “Case studies:” and the title.',
).optional();
