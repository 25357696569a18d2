import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parse as parseYaml } from 'yaml';
import { marked, type Tokens } from 'marked';
import {
  clientSchema,
  locationSchema,
  pageSchema,
  serviceSchema,
  solutionSchema,
  type GridCopy,
} from './schema';

/**
 * The one data boundary for copy. Every collection is a folder of Markdown files with YAML
 * frontmatter; each file is parsed and validated the first time its collection is read, so a
 * bad field fails `next build` (and the unit tests) with the file and field named.
 */

export const CONTENT_DIR = path.join(process.cwd(), 'content');

export interface Section {
  id: string;
  heading: string;
  /** Trusted HTML rendered from the repository's own Markdown at build time. */
  html: string;
  words: number;
}

interface Collections {
  clients: typeof clientSchema;
  services: typeof serviceSchema;
  solutions: typeof solutionSchema;
  locations: typeof locationSchema;
  pages: typeof pageSchema;
}

const schemas: Collections = {
  clients: clientSchema,
  services: serviceSchema,
  solutions: solutionSchema,
  locations: locationSchema,
  pages: pageSchema,
};

export type CollectionName = keyof Collections;

export type Entry<C extends CollectionName> = z.infer<Collections[C]> & {
  collection: C;
  slug: string;
  /** The URL path the entry is published at. */
  href: string;
  label: string;
  file: string;
  sections: Section[];
  bodyWords: number;
};

export class ContentError extends Error {
  override name = 'ContentError';
}

/** Where each collection's entries are published. `pages` map slugs to top-level paths. */
export function hrefFor(collection: CollectionName, slug: string): string {
  if (collection === 'pages') return slug === 'home' ? '/' : `/${slug}`;
  return `/${collection}/${slug}`;
}

export function countWords(text: string): number {
  const plain = text
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/[#*_`>[\]()]/g, ' ');
  return plain.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** Splits a Markdown body into `##` sections; text before the first heading is not allowed. */
export function parseSections(body: string, file: string): Section[] {
  const tokens = marked.lexer(body);
  const sections: Section[] = [];
  let current: { heading: string; tokens: Tokens.Generic[] } | null = null;
  const flush = () => {
    if (!current) return;
    const list = Object.assign(current.tokens, { links: {} }) as unknown as Parameters<
      typeof marked.parser
    >[0];
    const html = marked.parser(list);
    sections.push({
      id: slugify(current.heading),
      heading: current.heading,
      html,
      words: countWords(current.heading) + countWords(html),
    });
  };
  for (const token of tokens) {
    if (token.type === 'heading' && (token as Tokens.Heading).depth === 2) {
      flush();
      current = { heading: (token as Tokens.Heading).text, tokens: [] };
    } else if (token.type === 'heading' && (token as Tokens.Heading).depth === 1) {
      throw new ContentError(`${file}: the body must not contain an h1 (the title is the h1)`);
    } else if (current) {
      current.tokens.push(token as Tokens.Generic);
    } else if (token.type !== 'space') {
      throw new ContentError(`${file}: the body must start with a "## " section heading`);
    }
  }
  flush();
  const ids = new Set<string>();
  for (const s of sections) {
    if (ids.has(s.id))
      throw new ContentError(`${file}: two sections are both called "${s.heading}"`);
    ids.add(s.id);
  }
  return sections;
}

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
  let raw: unknown;
  try {
    raw = parseYaml(match[1] ?? '');
  } catch (error) {
    throw new ContentError(`${file}: frontmatter is not valid YAML: ${(error as Error).message}`);
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    throw new ContentError(`${file}: invalid frontmatter\n${describeIssues(result.error)}`);
  }
  return { data: result.data, body: match[2] ?? '' };
}

/** Reads every `.md` file of a content folder, sorted by name. */
export function readFolder(folder: string): { file: string; slug: string; source: string }[] {
  const dir = path.join(CONTENT_DIR, folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => {
      const slug = path.basename(f, '.md');
      const file = `content/${folder}/${f}`;
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
        throw new ContentError(`${file}: the file name must be a kebab-case slug`);
      }
      return { file, slug, source: fs.readFileSync(path.join(dir, f), 'utf8') };
    });
}

export function parseEntry<C extends CollectionName>(
  collection: C,
  file: string,
  source: string,
): Entry<C> {
  const { data, body } = parseFrontmatter(
    // The union of schemas narrows to this collection's schema; TypeScript cannot see that.
    schemas[collection] as unknown as z.ZodType<z.infer<Collections[C]>>,
    file,
    source,
  );
  const slug = path.basename(file, '.md');
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
    throw new ContentError(`${file}: the file name must be a kebab-case slug`);
  }
  const sections = parseSections(body, file);
  const value = data;
  return {
    ...value,
    collection,
    slug,
    href: hrefFor(collection, slug),
    label: value.navLabel ?? value.title,
    file,
    sections,
    bodyWords: sections.reduce((sum, s) => sum + s.words, 0),
  };
}

const cache = new Map<CollectionName, unknown[]>();

export function getCollection<C extends CollectionName>(collection: C): Entry<C>[] {
  const cached = cache.get(collection);
  if (cached) return cached as Entry<C>[];
  const dir = path.join(CONTENT_DIR, collection);
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort();
  const entries = files.map((f) =>
    parseEntry(
      collection,
      `content/${collection}/${f}`,
      fs.readFileSync(path.join(dir, f), 'utf8'),
    ),
  );
  cache.set(collection, entries);
  if (collection === 'locations') checkSectors(entries as unknown as Entry<'locations'>[]);
  if (collection === 'pages') checkWays(entries as unknown as Entry<'pages'>[]);
  return entries;
}

/**
 * Words of a page's own modules (problems, rules, when and when not, steps, deliverables,
 * sectors): copy a visitor reads as much as the body's, so the length rules count it too.
 */
export function moduleWords(entry: Entry<CollectionName>): number {
  const e = entry as Partial<
    Pick<Entry<'clients'>, 'problems' | 'rules'> &
      Pick<Entry<'services'>, 'whenToChoose' | 'whenNot'> &
      Pick<Entry<'solutions'>, 'steps' | 'deliverables'> &
      Pick<Entry<'locations'>, 'sectors'>
  >;
  const texts = [
    ...[...(e.problems ?? []), ...(e.rules ?? []), ...(e.steps ?? [])].flatMap((p) => [
      p.title,
      p.text,
    ]),
    ...(e.whenToChoose ?? []),
    ...(e.whenNot ?? []),
    ...(e.deliverables ?? []),
    ...(e.sectors ?? []).map((s) => s.angle),
  ];
  return texts.reduce((sum, text) => sum + countWords(text), 0);
}

/** Each sector a location serves must be a client type: named by file and field otherwise. */
export function checkSectors(locations: Entry<'locations'>[]): void {
  const clients = getCollection('clients').map((e) => e.slug);
  for (const location of locations) {
    location.sectors.forEach((sector, i) => {
      if (!clients.includes(sector.client)) {
        cache.delete('locations');
        throw new ContentError(
          `${location.file}: invalid frontmatter\n  - field "sectors.${i}.client": "${sector.client}" is not one of ${clients.join(', ')}`,
        );
      }
    });
  }
}

/** Each offer a way to work links must be a service or solution page: named by file and field. */
export function checkWays(pages: Entry<'pages'>[]): void {
  const offers = new Set(
    (['services', 'solutions'] as const).flatMap((c) => getCollection(c).map((e) => e.href)),
  );
  offers.add(hrefFor('pages', 'support'));
  for (const page of pages) {
    page.ways?.forEach((way, i) => {
      way.offers.forEach((href, j) => {
        if (!offers.has(href)) {
          cache.delete('pages');
          throw new ContentError(
            `${page.file}: invalid frontmatter\n  - field "ways.${i}.offers.${j}": "${href}" is not a service, a solution or /support`,
          );
        }
      });
    });
  }
}

/** The copy of a page's card section by id; a missing one fails the build naming file and id. */
export function gridCopy(entry: Entry<'pages'>, id: string): GridCopy {
  const found = entry.grids.find((g) => g.id === id);
  if (!found) {
    throw new ContentError(
      `${entry.file}: invalid frontmatter\n  - field "grids": needs an entry with id "${id}"`,
    );
  }
  return found;
}

export function getEntry<C extends CollectionName>(collection: C, slug: string): Entry<C> {
  const entry = getCollection(collection).find((e) => e.slug === slug);
  if (!entry) throw new ContentError(`content/${collection}/${slug}.md does not exist`);
  return entry;
}

export const collectionNames = Object.keys(schemas) as CollectionName[];

/** Every published page, from every collection: the sitemap and the route sweep read this. */
export function allEntries(): Entry<CollectionName>[] {
  return collectionNames.flatMap((c) => getCollection(c));
}

export function entryByHref(href: string): Entry<CollectionName> | undefined {
  return allEntries().find((e) => e.href === href);
}
