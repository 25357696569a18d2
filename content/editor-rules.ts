import type { BasicFormField, ComponentSchema, FormFieldInputProps } from '@keystatic/core';
import { imageSize } from 'image-size';
import { createElement, type ComponentType } from 'react';
import { fields } from '@keystatic/core';
import { CheckedInput, NamedByNote, WordListInput } from './editor-inputs';
import { PastedTablesInput } from './editor-paste';

/**
 * The editor's rules beyond Keystatic's own options, as field wrappers (content/editor.ts applies
 * them): a check that refuses the save in the build's words and shows the problem as soon as it
 * is there, an input of ours in place of Keystatic's, tags in one line, an image's least width,
 * and the web address rules (fixed pages, unique titles).
 */

// Keystatic infers a value type from each field; the generated form's values are typed by the zod
// schema it came from instead, so these wrappers work with Keystatic's base field type.
export type Field = ComponentSchema;

/** A form field's own check, in the words the editor shows: an error message, or undefined. */
export function problemOf(field: { validate(value: never): unknown }) {
  return (value: never) => {
    try {
      field.validate(value);
      return undefined;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  };
}

/** Keystatic's field with its input replaced by one of ours, given the field's own check. */
export function withInput<Value, Extra extends object>(
  field: { validate(value: never): unknown },
  Input: ComponentType<
    FormFieldInputProps<Value> & Extra & { problem: (value: never) => string | undefined }
  >,
  extra: Extra,
): Field {
  return {
    ...field,
    Input: (props: FormFieldInputProps<Value>) =>
      createElement(Input, { ...props, ...extra, problem: problemOf(field) }),
  } as unknown as Field;
}

/**
 * Keystatic's field with one more rule: its Save refuses a value `check` finds a problem with,
 * and its input shows the problem as soon as it is there. `check` gets the value the entry opened
 * with in the input, and Keystatic's other entries' web addresses on Save (a slug field's).
 */
export function withCheck<Value extends object | string | null>(
  field: Field,
  check: (
    value: Value,
    context: { opened?: Value; otherSlugs?: Set<string> },
  ) => string | undefined,
): Field {
  const basic = field as unknown as BasicFormField<Value> & {
    validate(value: Value, args?: { slugField?: { slugs: Set<string> } }): Value;
  };
  return {
    ...basic,
    Input: (props: FormFieldInputProps<Value>) =>
      createElement(CheckedInput<Value>, {
        ...props,
        Inner: basic.Input,
        check: (value, opened) => check(value, { opened }),
      }),
    validate(value: Value, args?: { slugField?: { slugs: Set<string> } }) {
      const result = basic.validate(value, args);
      const problem = check(value, { otherSlugs: args?.slugField?.slugs });
      if (problem) throw new Error(problem);
      return result;
    },
  } as unknown as Field;
}

/** An image file's width in pixels, read from its header, or undefined when it is not one. */
function widthOf(data: Uint8Array): number | undefined {
  try {
    return imageSize(data).width;
  } catch {
    return undefined;
  }
}

/**
 * A list of short words (tags) typed in one line, separated by commas, instead of one pop-up per
 * word. Stored as the same YAML list; each word passes the word's own field's check.
 */
export function wordListField(
  word: Field,
  label: string,
  description: string | undefined,
  length: { min?: number; max?: number },
): Field {
  const wordProblem = problemOf(word as BasicFormField<string>);
  const parse = (value: unknown): string[] => {
    if (value === undefined || value === null) return [];
    if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value;
    throw new Error(`${label} must be a list of words`);
  };
  const problem = (value: string[]) => {
    if (length.min && value.length < length.min) return `${label}: at least ${length.min}`;
    if (length.max !== undefined && value.length > length.max)
      return `${label}: at most ${length.max}`;
    for (const item of value) {
      const found = wordProblem(item as never);
      if (found) return `“${item}”: ${found}`;
    }
    return undefined;
  };
  const field: BasicFormField<string[]> = {
    kind: 'form',
    label,
    Input: (props) =>
      createElement(WordListInput, {
        ...props,
        label,
        description: description ? `${description} Separate them with commas.` : undefined,
        isRequired: Boolean(length.min),
        problem: problem as (value: never) => string | undefined,
      }),
    defaultValue: () => [],
    parse,
    serialize: (value) => ({ value }),
    validate(value) {
      const found = problem(value);
      if (found) throw new Error(found);
      return value;
    },
    reader: { parse },
  };
  return field as unknown as Field;
}

/** An image field that refuses a file narrower than `minWidth`, read as it is chosen. */
export function minWidthRule(field: Field, label: string, minWidth: number, noun: string): Field {
  return withCheck<{ data: Uint8Array } | null>(field, (value) => {
    if (!value?.data) return undefined;
    const width = widthOf(value.data);
    if (width === undefined) return `${label}: this file is not a WebP, PNG, JPEG or AVIF image.`;
    return width < minWidth
      ? `${label} is ${width} px wide; at least ${minWidth} are needed. Choose a larger ${noun}.`
      : undefined;
  });
}

/** A title as people compare them: case, spacing and punctuation aside. */
const titleKey = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The slug field's rules beyond its pattern, from the entry's own web address (the one it opened
 * with in the form; on Save, the one the other entries lack):
 * - the entries named in `fixed` keep their address (the site's code serves them there, and
 *   Regenerate after a new title would move the file);
 * - no two entries of a collection share a title (`titles`, the others' by web address).
 */
export function slugRules(
  field: Field,
  fixed: readonly string[] = [],
  titles: Record<string, string> = {},
): Field {
  return withCheck<{ name: string; slug: string }>(field, (value, { opened, otherSlugs }) => {
    const isOther = (slug: string) => (opened ? slug !== opened.slug : !!otherSlugs?.has(slug));
    const own = opened
      ? fixed.find((slug) => slug === opened.slug)
      : otherSlugs && fixed.find((slug) => !otherSlugs.has(slug));
    if (own && value.slug !== own) {
      return `Web address: this page is served at “${own}” by the site’s code; change it back to ${own}.`;
    }
    const twin = Object.entries(titles).find(
      ([slug, title]) => isOther(slug) && titleKey(title) === titleKey(value.name),
    );
    return twin
      ? `“${twin[1]}” is already the title of another entry (${twin[0]}); give this one a title of its own.`
      : undefined;
  });
}

/**
 * A note above an entry's fields naming the entries that name it (EditorLabels `namedBy`): it
 * writes nothing to the file (Keystatic's empty field).
 */
export function namedByField(namedBy: Record<string, string[]>): Field {
  return {
    ...fields.empty(),
    label: 'Named by',
    Input: () => createElement(NamedByNote, { namedBy }),
  } as unknown as Field;
}

/** The paths of a body's links, from the editor's document (its link marks). */
function bodyHrefs(value: unknown): string[] {
  const hrefs: string[] = [];
  const doc = (value as { doc?: { descendants(visit: (node: LinkNode) => void): void } } | null)
    ?.doc;
  doc?.descendants((node) => {
    for (const mark of node.marks ?? []) {
      if (mark.type.name === 'link' && typeof mark.attrs.href === 'string') {
        hrefs.push(mark.attrs.href);
      }
    }
  });
  return [...new Set(hrefs)];
}
interface LinkNode {
  marks?: { type: { name: string }; attrs: { href?: unknown } }[];
}

/** What is wrong with a link typed in the editor, in the build's words; undefined if nothing. */
export function linkProblem(href: string, pages: ReadonlySet<string>): string | undefined {
  if (!href || /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('#')) return undefined;
  if (!href.startsWith('/') || href.startsWith('//')) {
    return `the link “${href}” is not a path of this site; write it starting with one slash, e.g. /services`;
  }
  const path = href.split(/[?#]/)[0]!.replace(/(.)\/$/, '$1');
  return pages.has(path)
    ? undefined
    : `the link to ${path} goes to no page of this site; link to a page that exists, or remove the link`;
}

/** A body whose Save refuses a link to a page the site does not have, naming it. */
export function bodyLinkRule(field: Field, label: string, pages: ReadonlySet<string>): Field {
  return withCheck<object | null>(field, (value) => {
    for (const href of bodyHrefs(value)) {
      const problem = linkProblem(href, pages);
      if (problem) return `${label}: ${problem}.`;
    }
    return undefined;
  });
}

/** A body whose pasted tables are kept as lists, with a note that says so (content/editor-paste.tsx). */
export function pastedTablesRule(field: Field, label: string): Field {
  const basic = field as unknown as { Input: ComponentType<Record<string, unknown>> };
  return {
    ...basic,
    Input: (props: Record<string, unknown>) =>
      createElement(PastedTablesInput, { ...props, Inner: basic.Input, label }),
  } as unknown as Field;
}

/**
 * What is wrong with a list's item, for its row: Keystatic's list shows an item's field messages
 * only in its dialog, so a closed row with a broken field would leave Save doing nothing, unsaid.
 * The first broken field of the item, by its label and its own message; undefined if none.
 */
export function itemProblem(
  item: Field,
  preview: { value?: unknown; fields?: Record<string, { value?: unknown }> },
): string | undefined {
  // A form field's label and check, as Keystatic's field types do not all declare a label.
  const form = (field: Field) =>
    field.kind === 'form'
      ? (field as unknown as { label?: string; validate(value: never): unknown })
      : undefined;
  const check = (field: Field, value: unknown, name: string) => {
    const input = form(field);
    const problem = input && problemOf(input)(value as never);
    return problem ? `open it to correct ${input.label ?? name}: ${problem}` : undefined;
  };
  if (item.kind === 'form') return check(item, preview.value, '');
  if (item.kind !== 'object' || !preview.fields) return undefined;
  for (const [key, field] of Object.entries(item.fields)) {
    const problem = check(field, preview.fields[key]?.value, key);
    if (problem) return problem;
  }
  return undefined;
}

/** A link field (a site path) whose Save refuses a page the site does not have. */
export function linkFieldRule(field: Field, label: string, pages: ReadonlySet<string>): Field {
  return withCheck<string | null>(field, (value) => {
    const problem = value ? linkProblem(value, pages) : undefined;
    return problem ? `${label}: ${problem}.` : undefined;
  });
}

/** A landmark a page owns: a client type's or a state's Illustration. */
export interface Landmark {
  collection: 'clients' | 'locations';
  title: string;
}

/**
 * A client type's landmark and a state's are theirs: `landmarks` (those of the other
 * collections) are refused on Save. Within its own collection the rule cannot tell an entry's
 * own landmark from another's, so a second client type or state taking one is refused by the
 * build, which knows which entry is which.
 */
export function landmarkRule(field: Field, label: string, landmarks: Record<string, Landmark>) {
  return withCheck<string | null>(field, (value) => {
    const owner = value ? landmarks[value] : undefined;
    if (!owner) return undefined;
    const kind = owner.collection === 'clients' ? 'client type' : 'state';
    return `${label}: this is the landmark of the ${kind} “${owner.title}”, which no other page takes; choose another.`;
  });
}
