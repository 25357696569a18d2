import fs from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import { cache, cacheSignal } from 'react';
import type { z } from 'zod';
import {
  definedCollections,
  definitions,
  singletons,
  type DefinedCollection,
  type SingletonName,
} from './definitions';
import { ContentError } from './markdown';
import { inOrder } from './order';
import { crossCheck } from './cross-check';
import {
  parseEntry,
  validate,
  type Content,
  type ContentFiles,
  type ImageReader,
  type RawEntry,
} from './entry';
import { publicationDay, publishedOnly } from './publication';

/**
 * The one loader of content: every file of every collection (content/definitions.ts) is read,
 * validated against its schema, its body checked for what its kind needs, and then the whole set
 * is checked once for what no single file can show (a news author is a team member, a study's
 * sector is a client type, an offer is a page). Every problem is reported at once, each naming
 * its file and field, and the first read of any content fails `next build` with the list.
 * `loadContent` is pure (files in, content out); one cache holds the published set and every view
 * derived from it (`memo`). Which set a server render reads, the published one or an editor's
 * branch, is chosen once per request (`setRenderContent`).
 */

export const CONTENT_DIR = path.join(process.cwd(), 'content');
export const PUBLIC_DIR = path.join(process.cwd(), 'public');
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
      return [name, inOrder(list, definitions[name].order ?? [], (e) => e.slug)];
    }),
  ) as Content['entries'];
  // A state's sectors in the order every list of client types keeps, whatever the file's.
  const clientOrder = entries.clients.map((e) => e.slug);
  entries.locations = entries.locations.map((place) => ({
    ...place,
    data: { ...place.data, sectors: inOrder(place.data.sectors, clientOrder, (s) => s.client) },
  }));

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

let published: Content | null = null;
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
    published = null;
    views.clear();
  }
}

/**
 * The content one server render reads. React's `cache()` gives every render (a page, its layouts
 * and its metadata, in one request) a slot of its own; outside a render (a build step, a test, a
 * route handler) each call makes a new empty one, and the published set is read.
 */
const renderSlot = cache((): { chosen: boolean; content?: Content } => ({ chosen: false }));

/**
 * Sets the content this render reads: a preview's set, or undefined for the published one. Set
 * once per request by server/preview/render.ts `requestContent()`, which every page, layout and
 * `generateMetadata` awaits before it reads content (they render concurrently: none may rely on
 * another having set it).
 */
export function setRenderContent(chosen: Content | undefined): void {
  const slot = renderSlot();
  slot.chosen = true;
  slot.content = chosen;
}

/**
 * The content this render chose, undefined for the published set. Inside a render that has not
 * chosen yet it throws: a read before the choice could show published words on a preview's page.
 */
function chosenContent(): Content | undefined {
  const slot = renderSlot();
  if (slot.chosen) return slot.content;
  if (cacheSignal()) {
    throw new Error(
      'Content was read in a render before its source was chosen: the page, layout or ' +
        'generateMetadata awaits requestContent() (server/preview/render.ts) first.',
    );
  }
  return undefined;
}

/** Views derived from a preview's content set, kept apart from the published set's. */
const previewViews = new WeakMap<Content, Map<string, unknown>>();

/** This render's content: the published set (loaded and checked on first use), or a preview's. */
export function content(): Content {
  const preview = chosenContent();
  if (preview) return preview;
  if (watch) dropIfChanged();
  published ??= publishedOnly(loadContent(readContentFiles()), publicationDay());
  return published;
}

/**
 * A view derived from the content (a page list, rendered articles), computed once per content set.
 * Under `next dev` the same file check as `content()`'s runs first, so a saved edit reaches every
 * view.
 */
export function memo<T>(key: string, make: () => T): T {
  const preview = chosenContent();
  let store = views;
  if (!preview && watch) dropIfChanged();
  if (preview) {
    store = previewViews.get(preview) ?? new Map();
    previewViews.set(preview, store);
  }
  if (!store.has(key)) store.set(key, make());
  return store.get(key) as T;
}

/** The entries of one collection, in file-name order. */
export function entriesOf<C extends DefinedCollection>(name: C): RawEntry<C>[] {
  return content().entries[name];
}
