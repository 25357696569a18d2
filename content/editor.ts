import { fields, singleton, type Collection } from '@keystatic/core';
import { z } from 'zod';
import {
  BODY_RULES,
  bodyLabel,
  definitions,
  SLUG_RULE,
  singletons,
  type CollectionDefinition,
  type DefinedCollection,
} from './definitions';
import { NamedEntriesInput, NamedEntryInput, PlainIntegerInput } from './editor-inputs';
import type { EditorLabels } from './editor-labels';
import {
  bodyLinkRule,
  itemProblem,
  landmarkRule,
  type Landmark,
  linkFieldRule,
  minWidthRule,
  namedByField,
  pastedTablesRule,
  slugRules,
  withCheck,
  withInput,
  wordListField,
  type Field,
} from './editor-rules';
import { DATE_RANGE } from './schema/fields';
import { bounds, isString, patternOf, shapeOf, unwrap } from './zod-walk';

/**
 * The editor's form for each collection, generated from its zod schema (content/schema/): a
 * field's kind from its type, its limits from the schema's checks, its label and help text from
 * its metadata, a picker where it names another collection's entry. The build validates what the
 * editor saves with the same schema, so the two cannot drift apart.
 *
 * What the editor writes for an empty optional field (nothing for text, `[]` for a list, `''` for
 * a choice) is read as absent by the loader (content/zod-walk.ts `dropEmpty`).
 */

function labelOf(
  schema: z.ZodType,
  key: string,
  fallback?: string,
): { label: string; description?: string } {
  const { meta } = unwrap(schema);
  if (!meta.label && fallback) return { label: fallback };
  if (!meta.label) throw new Error(`content/schema/: the field "${key}" has no editor label`);
  return { label: meta.label, description: meta.description };
}

/** The editor's field for one schema field. `required` is false inside an optional object. */
export function editorField(
  schema: z.ZodType,
  key: string,
  required = true,
  fallbackLabel?: string,
  names?: EditorLabels['names'],
  pages?: ReadonlySet<string>,
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
    const { minWidth, noun = 'image' } = meta.image;
    // The file is read in the browser as it is chosen: a narrow screen is refused before Save.
    return minWidth ? minWidthRule(field, label, minWidth, noun) : field;
  }
  if (isString(inner) && def.format === 'date') {
    const field = fields.date({
      label,
      description,
      validation: { isRequired },
    }) as unknown as Field;
    // The schema's range (a typed 1901 is a slip), in the build's words, shown as it is typed.
    return withCheck<string | null>(field, (value) =>
      value && (value < DATE_RANGE.min || value > DATE_RANGE.max)
        ? `${label} must be a day from 1999 (the agency’s first year) to 2099; check the year.`
        : undefined,
    );
  }
  if (isString(inner)) {
    const pattern = patternOf(schema);
    // A text whose default is blank (a result's unit) may stay blank.
    const filled = isRequired && defaultValue !== '';
    const field = fields.text({
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
    // A site path leads to a page the build makes (content/links.ts holds the build's side).
    return meta.link && pages ? linkFieldRule(field, label, pages) : field;
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
    const itemField = editorField(element, `${key}[]`, true, label, names, pages);
    // Words in a set form (tags): one line.
    if (isString(unwrap(element).inner) && patternOf(element) && !elementMeta.multiline) {
      return wordListField(itemField, label, description, length);
    }
    const itemKey =
      unwrap(element).inner instanceof z.ZodObject ? firstTextKey(element) : undefined;
    return fields.array(itemField as never, {
      label,
      description,
      itemLabel: (props: { value?: unknown; fields?: Record<string, { value: unknown }> }) => {
        const name = String((itemKey ? props.fields?.[itemKey]?.value : props.value) ?? '');
        const problem = itemProblem(itemField, props);
        return problem ? `${name || label}: ${problem}` : name;
      },
      validation: { length },
    }) as unknown as Field;
  }
  if (inner instanceof z.ZodObject) {
    return fields.object(objectFields(inner, key, isRequired, names, pages), {
      label,
      description,
    }) as unknown as Field;
  }
  throw new Error(
    `content/schema/: the field "${key}" is a ${def.type}, which the editor cannot show`,
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
  pages?: ReadonlySet<string>,
): Record<string, Field> {
  return Object.fromEntries(
    Object.entries(shapeOf(schema)).map(([key, field]) => [
      key,
      editorField(field, path ? `${path}.${key}` : key, required, undefined, names, pages),
    ]),
  );
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
  links?: {
    pages?: ReadonlySet<string>;
    namedBy?: Record<string, string[]>;
    /** The client types' and the states' landmarks, refused on the other collections'. */
    landmarks?: Record<string, Landmark>;
  },
): Record<string, Field> {
  const shape = shapeOf(definition.schema);
  const result: Record<string, Field> = {};
  const pages = links?.pages;
  // First: who names this entry, before anyone deletes it (Keystatic's Delete has no hook).
  if (links?.namedBy) result.namedBy = namedByField(links.namedBy);
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
      result[key] = editorField(field, key, true, undefined, names, pages);
    }
  }
  const othersLandmarks = Object.fromEntries(
    Object.entries(links?.landmarks ?? {}).filter(
      ([, landmark]) => definitions[landmark.collection] !== definition,
    ),
  );
  if (result.motif && Object.keys(othersLandmarks).length > 0) {
    result.motif = landmarkRule(
      result.motif,
      labelOf(shape.motif!, 'motif').label,
      othersLandmarks,
    );
  }
  if (definition.body === 'none') {
    result.content = fields.emptyContent({ extension: 'md' }) as unknown as Field;
  } else {
    const label = bodyLabel(definition.body);
    const body = fields.markdoc({
      label,
      description: definition.bodyHelp,
      extension: 'md',
      options: bodyOptions,
    }) as unknown as Field;
    result.body = pastedTablesRule(pages ? bodyLinkRule(body, label, pages) : body, label);
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
  const pages = labels?.pages ? new Set(labels.pages) : undefined;
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
          {
            pages,
            namedBy: labels?.namedBy
              ? (labels.namedBy[name as DefinedCollection] ?? {})
              : undefined,
            landmarks: labels?.landmarks,
          },
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
        schema: objectFields(single.schema, '', true, names, pages),
      }),
    ]),
  );
  return { collections, singletons: singles };
}
