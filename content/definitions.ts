import type { z } from 'zod';
import { DEDICATED_PAGES } from './dedicated-pages.generated';
import {
  clientSchema,
  locationSchema,
  newsSchema,
  pageSchema,
  proofSchema,
  copySchema,
  serviceSchema,
  solutionSchema,
  teamMemberSchema,
  workSchema,
} from './schema';

/**
 * Every collection of content, defined once: its folder, its fields (the zod schema, whose
 * metadata carries the editor's labels), what its body holds, where its entries are published and
 * how the editor names and lists them. The loader (content/store.ts), the editor
 * (keystatic.config.ts) and the tests read this; nothing else names a content folder.
 *
 * Browser-safe: the editor's admin imports it, so it reads no files.
 */

/** What the Markdown body under the frontmatter holds. */
export type BodyKind =
  /** `##` sections, each a part of the page (the table of contents of a study). */
  | 'sections'
  /** An article: a lead paragraph, then `##` sections. */
  | 'article'
  /** Nothing: everything is in the fields. */
  | 'none';

export interface CollectionDefinition<S extends z.ZodType = z.ZodType> {
  /** The editor's name for the collection. */
  label: string;
  /** content/<folder>/<slug>.md */
  folder: string;
  schema: S;
  body: BodyKind;
  /** The editor's help for the body. */
  bodyHelp?: string;
  /** The field the editor makes a new entry's file name (its slug) from. */
  slugField: string;
  /** The fields the editor's list shows. */
  columns: string[];
  /** The path an entry is published at. */
  href: (slug: string) => string;
  /**
   * The date field that publishes an entry: one dated after the build's day is left out until a
   * build on or after that day (content/publication.ts `publishedOnly`). Collections with one also have
   * a `draft` field.
   */
  publishedBy?: string;
  /**
   * Entries whose address the site's code names (a page with its own route): their files must
   * exist under these names, so the editor's Regenerate button cannot move them.
   */
  fixedSlugs?: readonly string[];
  /**
   * The least a page says: `##` sections and words, its body's and its own modules' (problems,
   * rules, steps…) counted together. A thinner page reads as unfinished and ranks as thin.
   */
  length?: { sections: number; words: number };
  /**
   * Entries the length rule leaves alone: pages whose substance is what the site draws from other
   * entries (the journal's articles, the case studies; on home the studies, the sectors and the
   * services), where more prose would be filler around it.
   */
  listPages?: readonly string[];
  /**
   * Pages whose route shows no questions and answers, so the build refuses them there rather than
   * drop them unseen: home ends with who each kind of client talks to, and the indexes with their
   * own endings; a buying question goes on the page it answers.
   */
  withoutQuestions?: readonly string[];
  /**
   * The order the site lists the collection in everywhere (menu, footer, cards, a state's
   * sectors): these entries first, in this order, then any others by file name. Without it, by
   * file name.
   */
  order?: readonly string[];
}

const define = <S extends z.ZodType>(d: CollectionDefinition<S>) => d;

/** The editor's label for a body: what the build's messages name it by too. */
export const bodyLabel = (body: BodyKind) => (body === 'article' ? 'Article' : 'Page sections');

/**
 * What a body may hold: only what the site renders. The editor's body field offers exactly this
 * (content/editor.ts) and the build refuses the rest (content/markdown.ts `checkEditorSafe`).
 * The page's title is its Heading 1, so a body starts at Heading 2; no page styles a Heading 4,
 * a table, or an image inside the text (a case study's screens are its Images field).
 */
export const BODY_RULES = {
  headings: [2, 3] as const,
  table: false,
  image: false,
} as const;

/**
 * A web address (an entry's file name): lower-case words joined by hyphens, not ending in
 * `-<number>`. The editor adds `-1`, `-2`… to the address of a new entry whose title is already
 * taken; this refuses that save instead of publishing a second page with the same title.
 */
export const SLUG_RULE = {
  regex: /^(?!.*-\d+$)[a-z0-9]+(-[a-z0-9]+)*$/,
  message:
    'Lower-case words joined by hyphens, not ending in a hyphen and a number (the editor adds one when another entry has this name: give the entry a title of its own, or a web address ending in a word).',
} as const;

/**
 * Pages with a route of their own (`app/(site)/[page]` serves the rest of the collection),
 * derived from the route folders by scripts/dedicated-pages.ts: the editor's browser bundle reads
 * it, so it cannot list folders itself.
 */
export { DEDICATED_PAGES };

const SECTIONS_HELP =
  'Start each section with a Heading 2; its text names the section. No text before the first heading.';

export const definitions = {
  pages: define({
    label: 'Pages',
    folder: 'pages',
    schema: pageSchema,
    body: 'sections',
    bodyHelp: SECTIONS_HELP,
    slugField: 'title',
    columns: ['title', 'updated'],
    href: (slug) => (slug === 'home' ? '/' : `/${slug}`),
    length: { sections: 3, words: 150 },
    listPages: ['home', 'news', 'work'],
    withoutQuestions: ['home', 'news', 'work'],
    fixedSlugs: DEDICATED_PAGES,
  }),
  clients: define({
    label: 'Client types',
    folder: 'clients',
    schema: clientSchema,
    body: 'sections',
    bodyHelp: SECTIONS_HELP,
    slugField: 'title',
    columns: ['title', 'updated'],
    href: (slug) => `/clients/${slug}`,
    length: { sections: 3, words: 400 },
    // The brief's order, the one the audience is named in.
    order: [
      'non-profit-organizations',
      'membership-organizations',
      'utility-companies',
      'credit-unions',
      'healthcare-organizations',
    ],
  }),
  services: define({
    label: 'Services and platforms',
    folder: 'services',
    schema: serviceSchema,
    body: 'sections',
    bodyHelp: SECTIONS_HELP,
    slugField: 'title',
    columns: ['title', 'category'],
    href: (slug) => `/services/${slug}`,
    length: { sections: 3, words: 400 },
  }),
  solutions: define({
    label: 'Solutions',
    folder: 'solutions',
    schema: solutionSchema,
    body: 'sections',
    bodyHelp: SECTIONS_HELP,
    slugField: 'title',
    columns: ['title', 'updated'],
    href: (slug) => `/solutions/${slug}`,
    length: { sections: 3, words: 400 },
  }),
  locations: define({
    label: 'Locations',
    folder: 'locations',
    schema: locationSchema,
    body: 'sections',
    bodyHelp: SECTIONS_HELP,
    slugField: 'title',
    columns: ['title', 'abbreviation'],
    href: (slug) => `/locations/${slug}`,
    length: { sections: 3, words: 400 },
  }),
  work: define({
    label: 'Case studies',
    folder: 'work',
    schema: workSchema,
    body: 'sections',
    bodyHelp:
      'The story in sections, each under a Heading 2. “The challenge” and “What we did” are required.',
    slugField: 'client',
    columns: ['client', 'launched'],
    href: (slug) => `/work/${slug}`,
    publishedBy: 'launched',
  }),
  news: define({
    label: 'News and insights',
    folder: 'news',
    schema: newsSchema,
    body: 'article',
    bodyHelp:
      'The first paragraph is the lead. Start each section with a Heading 2; its text names the section in the table of contents.',
    slugField: 'title',
    columns: ['title', 'date'],
    href: (slug) => `/news/${slug}`,
    publishedBy: 'date',
  }),
  team: define({
    label: 'Team',
    folder: 'team',
    schema: teamMemberSchema,
    body: 'none',
    slugField: 'name',
    columns: ['name', 'role'],
    href: () => '/team',
  }),
};

export type DefinedCollection = keyof typeof definitions;

/** A single file of data (not a folder of entries). */
export const singletons = {
  proof: {
    label: 'Client marks and testimonials',
    file: 'proof.yaml',
    schema: proofSchema,
  },
  copy: {
    label: 'Shared words',
    file: 'copy.yaml',
    schema: copySchema,
  },
};

export type SingletonName = keyof typeof singletons;

export const definedCollections = Object.keys(definitions) as DefinedCollection[];
