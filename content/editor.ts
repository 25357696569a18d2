import {
  fields,
  singleton,
  type BasicFormField,
  type Collection,
  type ComponentSchema,
  type FormFieldInputProps,
} from '@keystatic/core';
import { createElement, type ComponentType } from 'react';
import { z } from 'zod';
import {
  BODY_RULES,
  definitions,
  SLUG_RULE,
  singletons,
  type CollectionDefinition,
  type DefinedCollection,
} from './definitions';
import { imageSize } from 'image-size';
import {
  CheckedInput,
  NamedEntriesInput,
  NamedEntryInput,
  PlainIntegerInput,
  WordListInput,
} from './editor-inputs';
import type { EditorLabels } from './editor-labels';
import { bounds, isString, patternOf, shapeOf, unwrap } from './zod-walk';

/**
 * The editor's form for each collection, generated from its zod schema (content/schema.ts): a
 * field's kind from its type, its limits from the schema's checks, its label and help text from
 * its metadata, a picker where it names another collection's entry. The build validates what the
 * editor saves with the same schema, so the two cannot drift apart.
 *
 * What the editor writes for an empty optional field (nothing for text, `[]` for a list, `''` for
 * a choice) is read as absent by the loader (content/store.ts `dropEmpty`).
 */

// Keystatic infers a value type from each field; the generated form's values are typed by the zod
// schema it came from instead, so this module works with Keystatic's base field type.
type Field = ComponentSchema;

/** A form field's own check, in the words the editor shows: an error message, or undefined. */
function problemOf(field: { validate(value: never): unknown }) {
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
function withInput<Value, Extra extends object>(
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
function withCheck<Value extends object | null>(
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
function wordListField(
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

function labelOf(
  schema: z.ZodType,
  key: string,
  fallback?: string,
): { label: string; description?: string } {
  const { meta } = unwrap(schema);
  if (!meta.label && fallback) return { label: fallback };
  if (!meta.label) throw new Error(`content/schema.ts: the field "${key}" has no editor label`);
  return { label: meta.label, description: meta.description };
}

/** The editor's field for one schema field. `required` is false inside an optional object. */
export function editorField(
  schema: z.ZodType,
  key: string,
  required = true,
  fallbackLabel?: string,
  names?: EditorLabels['names'],
): Field {
  const { inner, meta, optional, defaultValue } = unwrap(schema);
  const { label, description } = labelOf(schema, key, fallbackLabel);
  const isRequired = required && !optional;
  const { min, max } = bounds(schema);
  const def = inner.def as { type: string; format?: string; check?: string };

  if (meta.ref && isString(inner)) {
    const field = fields.relationship({
      label,
      description,
      collection: meta.ref,
      validation: { isRequired },
    });
    // Keystatic's picker lists file names; with the entries' names known, it lists those.
    const known = names?.[meta.ref as DefinedCollection];
    if (!known) return field as unknown as Field;
    return withInput(field, NamedEntryInput, { label, description, isRequired, names: known });
  }
  if (meta.image) {
    const field = fields.image({
      label,
      description,
      directory: meta.image.directory,
      publicPath: meta.image.publicPath,
      validation: { isRequired },
    }) as unknown as Field;
    const { minWidth } = meta.image;
    if (!minWidth) return field;
    // The file is read in the browser as it is chosen: a narrow screen is refused before Save.
    return withCheck<{ data: Uint8Array } | null>(field, (value) => {
      if (!value?.data) return undefined;
      const width = widthOf(value.data);
      if (width === undefined) return `${label}: this file is not a WebP, PNG, JPEG or AVIF image.`;
      return width < minWidth
        ? `${label} is ${width} px wide; at least ${minWidth} are needed. Choose a larger screenshot.`
        : undefined;
    });
  }
  if (isString(inner) && def.format === 'date') {
    return fields.date({ label, description, validation: { isRequired } }) as unknown as Field;
  }
  if (isString(inner)) {
    const pattern = patternOf(schema);
    // A text whose default is blank (a result's unit) may stay blank.
    const filled = isRequired && defaultValue !== '';
    return fields.text({
      label,
      description,
      multiline: meta.multiline ?? false,
      validation: {
        length: { min: filled ? Math.max(1, min ?? 1) : 0, max },
        ...(pattern
          ? {
              pattern: {
                // An optional field may stay blank; the pattern's own anchors hold otherwise.
                regex: filled
                  ? pattern.regex
                  : new RegExp(`^$|${pattern.regex.source}`, pattern.regex.flags),
                // The schema's own words name the rule (`must contain {sector}…`); the help text
                // says what the field is for.
                message: pattern.message
                  ? `${label} ${pattern.message}.`
                  : (description ?? 'This is not in the expected form.'),
              },
            }
          : {}),
      },
    }) as unknown as Field;
  }
  if (inner instanceof z.ZodNumber) {
    const integer = (inner as z.ZodNumber).format === 'safeint';
    const make = integer ? fields.integer : fields.number;
    const field = make({ label, description, validation: { isRequired, min, max } });
    if (!integer) return field as unknown as Field;
    // Keystatic's whole-number input groups digits ("2,014"); none here counts past thousands.
    return withInput(field, PlainIntegerInput, { label, description, isRequired });
  }
  if (inner instanceof z.ZodBoolean) {
    return fields.checkbox({ label, description }) as unknown as Field;
  }
  if (inner instanceof z.ZodEnum) {
    const values = (inner as z.ZodEnum).options as string[];
    const options = values.map((value) => ({ label: meta.options?.[value] ?? value, value }));
    if (!isRequired) options.unshift({ label: 'None', value: '' });
    return fields.select({
      label,
      description,
      options,
      defaultValue: (defaultValue as string | undefined) ?? options[0]!.value,
    }) as unknown as Field;
  }
  if (inner instanceof z.ZodArray) {
    const element = inner.element as z.ZodType;
    const elementMeta = unwrap(element).meta;
    const length = { min: isRequired ? min : 0, max };
    if (elementMeta.ref) {
      const field = fields.multiRelationship({
        label,
        description,
        collection: elementMeta.ref,
        validation: { length },
      });
      const known = names?.[elementMeta.ref as DefinedCollection];
      if (!known) return field as unknown as Field;
      return withInput(field, NamedEntriesInput, {
        label,
        description,
        isRequired: Boolean(length.min),
        names: known,
      });
    }
    // A list's item is labelled by the list unless it has its own label.
    const itemField = editorField(element, `${key}[]`, true, label, names);
    // Words in a set form (tags): one line.
    if (isString(unwrap(element).inner) && patternOf(element) && !elementMeta.multiline) {
      return wordListField(itemField, label, description, length);
    }
    const itemKey =
      unwrap(element).inner instanceof z.ZodObject ? firstTextKey(element) : undefined;
    return fields.array(itemField as never, {
      label,
      description,
      itemLabel: (props: { value?: unknown; fields?: Record<string, { value: unknown }> }) =>
        String((itemKey ? props.fields?.[itemKey]?.value : props.value) ?? ''),
      validation: { length },
    }) as unknown as Field;
  }
  if (inner instanceof z.ZodObject) {
    return fields.object(objectFields(inner, key, isRequired, names), {
      label,
      description,
    }) as unknown as Field;
  }
  throw new Error(
    `content/schema.ts: the field "${key}" is a ${def.type}, which the editor cannot show`,
  );
}

function firstTextKey(schema: z.ZodType): string | undefined {
  // An image's value is its file, not words: an item is named by its first text instead.
  return Object.entries(shapeOf(schema)).find(
    ([, s]) => isString(unwrap(s).inner) && !unwrap(s).meta.image,
  )?.[0];
}

function objectFields(
  schema: z.ZodType,
  path: string,
  required: boolean,
  names?: EditorLabels['names'],
): Record<string, Field> {
  return Object.fromEntries(
    Object.entries(shapeOf(schema)).map(([key, field]) => [
      key,
      editorField(field, path ? `${path}.${key}` : key, required, undefined, names),
    ]),
  );
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
function slugRules(
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

/** The body editor's toolbar: only what the site renders (the build refuses the rest). */
export const bodyOptions = {
  heading: BODY_RULES.headings,
  table: BODY_RULES.table,
  image: BODY_RULES.image,
} satisfies NonNullable<Parameters<typeof fields.markdoc>[0]['options']>;

/** The editor's fields for a whole collection: the slug field, the others, then the body. */
export function collectionFields(
  definition: CollectionDefinition,
  names?: EditorLabels['names'],
  titles?: Record<string, string>,
): Record<string, Field> {
  const shape = shapeOf(definition.schema);
  const result: Record<string, Field> = {};
  for (const [key, field] of Object.entries(shape)) {
    if (key === definition.slugField) {
      const { label, description } = labelOf(field, key);
      const slug = fields.slug({
        name: { label, description, validation: { length: bounds(field) } },
        slug: {
          label: 'Web address',
          description: definition.fixedSlugs
            ? `The last part of the page’s address. ${definition.fixedSlugs.join(', ')} are served by the site’s code: never change theirs.`
            : 'The last part of the page’s address. Keep it once published.',
          validation: { pattern: { regex: SLUG_RULE.regex, message: SLUG_RULE.message } },
        },
      }) as unknown as Field;
      result[key] = slugRules(slug, definition.fixedSlugs, titles);
    } else {
      result[key] = editorField(field, key, true, undefined, names);
    }
  }
  if (definition.body === 'none') {
    result.content = fields.emptyContent({ extension: 'md' }) as unknown as Field;
  } else {
    result.body = fields.markdoc({
      label: definition.body === 'article' ? 'Article' : 'Page sections',
      description: definition.bodyHelp,
      extension: 'md',
      options: bodyOptions,
    }) as unknown as Field;
  }
  return result;
}

/**
 * Lists in Keystatic are ordered by file name, ascending; a dated collection's list is ordered
 * newest first by its date instead (an entry without a known date, a new one, on top).
 */
function newestFirst(dates: Record<string, string> | undefined) {
  if (!dates) return undefined;
  return (slug: string) => {
    const time = dates[slug] ? Date.parse(dates[slug]) : Number.NaN;
    return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : -time;
  };
}

/**
 * Keystatic's collections and singletons, one per definition. With `labels` (the editor's page
 * reads them from the content), pickers name entries and dated lists sort newest first.
 */
export function editorCollections(labels?: EditorLabels) {
  const names = labels?.names;
  const collections = Object.fromEntries(
    Object.entries(definitions).map(([name, definition]) => [
      name,
      {
        label: definition.label,
        path: `content/${definition.folder}/*`,
        slugField: definition.slugField,
        format: { contentField: definition.body === 'none' ? 'content' : 'body' },
        entryLayout: definition.body === 'article' ? 'content' : 'form',
        columns: definition.columns,
        parseSlugForSort: newestFirst(labels?.dates[name as DefinedCollection]),
        schema: collectionFields(
          definition as CollectionDefinition,
          names,
          labels?.titles[name as DefinedCollection],
        ),
      } satisfies Collection<Record<string, Field>, string>,
    ]),
  );
  const singles = Object.fromEntries(
    Object.entries(singletons).map(([name, single]) => [
      name,
      singleton({
        label: single.label,
        path: `content/${single.file.replace(/\.yaml$/, '')}`,
        format: { data: 'yaml' },
        schema: objectFields(single.schema, '', true, names),
      }),
    ]),
  );
  return { collections, singletons: singles };
}
