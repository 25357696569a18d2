import { createHash } from 'node:crypto';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import {
  definitions,
  singletons,
  type DefinedCollection,
  type SingletonName,
} from '@/content/definitions';
import { shapeOf, unwrap } from '@/content/zod-walk';
import { historyAddress } from './address';

/**
 * An entry of the editor as the file that holds it (a collection's entry is one Markdown file, a
 * singleton one YAML file), and what changed between two of its versions, named with the labels
 * the editor shows. Browser-free, reads no files: the history's sources (local git, GitHub) give
 * the texts.
 */

export interface EntryRef {
  /** A collection's entry or a singleton. */
  kind: 'collection' | 'singleton';
  name: DefinedCollection | SingletonName;
  /** The entry's file name without its extension; '' for a singleton. */
  slug: string;
  /** The file, relative to the repository: `content/team/grace-lindqvist.md`. */
  file: string;
  /** The collection's or singleton's name in the editor ("Team", "Shared words"). */
  label: string;
  schema: z.ZodType;
  /** The body's label in the editor, where the file has one. */
  bodyLabel?: string;
}

/** A file name Keystatic makes (the site's slugs, and any older one it may still edit). */
const SLUG = /^[a-z0-9][a-z0-9-]{0,120}$/;

/** The entry named by a history page's address, or undefined when it names none. */
export function entryOf(params: URLSearchParams): EntryRef | undefined {
  const singleton = params.get('singleton');
  if (singleton !== null) {
    if (!Object.hasOwn(singletons, singleton)) return undefined;
    const single = singletons[singleton as SingletonName];
    return {
      kind: 'singleton',
      name: singleton as SingletonName,
      slug: '',
      file: `content/${single.file}`,
      label: single.label,
      schema: single.schema,
    };
  }
  const collection = params.get('collection') ?? '';
  const slug = params.get('slug') ?? '';
  if (!Object.hasOwn(definitions, collection) || !SLUG.test(slug)) return undefined;
  const definition = definitions[collection as DefinedCollection];
  return {
    kind: 'collection',
    name: collection as DefinedCollection,
    slug,
    file: `content/${definition.folder}/${slug}.md`,
    label: definition.label,
    schema: definition.schema,
    bodyLabel:
      definition.body === 'none'
        ? undefined
        : definition.body === 'article'
          ? 'Article'
          : 'Page sections',
  };
}

/** The editor's address of the entry (Keystatic's routes; GitHub mode's carry the branch). */
export function editorHref(entry: EntryRef, branch?: string): string {
  const base = branch ? `/keystatic/branch/${encodeURIComponent(branch)}` : '/keystatic';
  return entry.kind === 'singleton'
    ? `${base}/singleton/${entry.name}`
    : `${base}/collection/${entry.name}/item/${entry.slug}`;
}

/** The history page's address of the entry. */
export function historyHref(entry: EntryRef, branch?: string): string {
  return historyAddress(
    entry.kind === 'singleton'
      ? { singleton: entry.name, branch }
      : { collection: entry.name, slug: entry.slug, branch },
  );
}

/** Git's name for a file's contents (its blob id): the same locally and on GitHub. */
export function blobId(text: string | undefined): string {
  if (text === undefined) return 'none';
  const bytes = Buffer.from(text, 'utf8');
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** A version's fields (its frontmatter or YAML) and body; an unreadable file is all body. */
function partsOf(entry: EntryRef, text: string): { data: Record<string, unknown>; body: string } {
  const match = entry.kind === 'collection' ? FRONTMATTER.exec(text) : null;
  const yaml = entry.kind === 'singleton' ? text : match?.[1];
  let data: unknown;
  try {
    data = yaml === undefined ? undefined : parseYaml(yaml);
  } catch {
    data = undefined;
  }
  if (!data || typeof data !== 'object') return { data: {}, body: text };
  return { data: data as Record<string, unknown>, body: match?.[2] ?? '' };
}

/** What a field shows of a short value: its text, cut at 80 characters; lists and groups by count. */
function shown(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return '(empty)';
  if (typeof value === 'string') {
    const line = value.replace(/\s+/g, ' ').trim();
    return line.length > 80 ? `${line.slice(0, 79)}…` : line;
  }
  if (typeof value === 'number' || typeof value === 'boolean') {
    return typeof value === 'boolean' ? (value ? 'ticked' : 'not ticked') : String(value);
  }
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return undefined;
}

export interface FieldChange {
  /** The field's label in the editor. */
  label: string;
  /** "before → after" for a short value; undefined for a list, a group or a body. */
  from?: string;
  to?: string;
}

/**
 * The fields that differ between two versions of an entry, in the editor's order and words
 * ("Role: Founder → Principal", "Article"). `before` undefined: the version that created it.
 */
export function changedFields(entry: EntryRef, before: string | undefined, after: string) {
  if (before === undefined) return [];
  const a = partsOf(entry, before);
  const b = partsOf(entry, after);
  let shape: Record<string, z.ZodType> = {};
  try {
    shape = shapeOf(entry.schema);
  } catch {
    shape = {};
  }
  const keys = [
    ...new Set([...Object.keys(shape), ...Object.keys(a.data), ...Object.keys(b.data)]),
  ];
  const changes: FieldChange[] = [];
  for (const key of keys) {
    const x = a.data[key];
    const y = b.data[key];
    if (JSON.stringify(x) === JSON.stringify(y)) continue;
    const field = shape[key];
    const label = (field && (unwrap(field).meta.label as string | undefined)) || key;
    const from = shown(x);
    const to = shown(y);
    changes.push(from !== undefined && to !== undefined ? { label, from, to } : { label });
  }
  if (a.body.trim() !== b.body.trim()) changes.push({ label: entry.bodyLabel ?? 'Text' });
  return changes;
}

/** The entry's name in a version: its slug field's value (title, name, client), else the file. */
export function entryTitle(entry: EntryRef, text: string | undefined): string {
  if (entry.kind === 'singleton') return entry.label;
  const field = definitions[entry.name as DefinedCollection].slugField;
  const value = text === undefined ? undefined : partsOf(entry, text).data[field];
  return typeof value === 'string' && value.trim() ? value.trim() : entry.slug;
}
