import { z } from 'zod';

/**
 * Reading the content schemas as data: the editor's form (content/editor.ts) and the loader's
 * reference check (content/cross-check.ts) both walk them. Browser-safe.
 */

export interface Unwrapped {
  /** The schema under `.optional()` and `.default()`. */
  inner: z.ZodType;
  /** Its metadata, the outer wrapper's winning where both carry some. */
  meta: z.GlobalMeta;
  optional: boolean;
  defaultValue?: unknown;
}

export function unwrap(schema: z.ZodType): Unwrapped {
  let inner = schema;
  let meta: z.GlobalMeta = {};
  let optional = false;
  let defaultValue: unknown;
  for (;;) {
    meta = { ...(inner.meta() ?? {}), ...meta };
    const def = inner.def as { type: string; innerType?: z.ZodType; defaultValue?: unknown };
    if (def.type === 'optional' && def.innerType) {
      optional = true;
      inner = def.innerType;
    } else if (def.type === 'default' && def.innerType) {
      defaultValue = def.defaultValue;
      inner = def.innerType;
    } else {
      return { inner, meta, optional, defaultValue };
    }
  }
}

/** A string schema, plain or of a format (`z.iso.date()` is not a ZodString). */
export function isString(schema: z.ZodType): boolean {
  return schema.def.type === 'string';
}

/** The fields of an object schema, in order. */
export function shapeOf(schema: z.ZodType): Record<string, z.ZodType> {
  const { inner } = unwrap(schema);
  if (!(inner instanceof z.ZodObject)) throw new Error('not an object schema');
  return inner.shape as Record<string, z.ZodType>;
}

/** A schema's bounds: a string's length, an array's count, a number's range. */
export function bounds(schema: z.ZodType): { min?: number; max?: number } {
  const result: { min?: number; max?: number } = {};
  for (const check of unwrap(schema).inner._zod.def.checks ?? []) {
    const def = check._zod.def as {
      check: string;
      minimum?: number;
      maximum?: number;
      length?: number;
      value?: number;
      inclusive?: boolean;
    };
    if (def.check === 'min_length') result.min = def.minimum;
    if (def.check === 'max_length') result.max = def.maximum;
    if (def.check === 'length_equals') result.min = result.max = def.length;
    if (def.check === 'greater_than') result.min = def.value;
    if (def.check === 'less_than') result.max = def.value;
  }
  return result;
}

/** The regular expression a string schema must match, if it has one. */
export function patternOf(schema: z.ZodType): { regex: RegExp; message?: string } | undefined {
  for (const check of unwrap(schema).inner._zod.def.checks ?? []) {
    const def = check._zod.def as { format?: string; pattern?: RegExp; error?: () => unknown };
    if (def.format === 'regex' && def.pattern) {
      const message = def.error?.();
      return { regex: def.pattern, message: typeof message === 'string' ? message : undefined };
    }
  }
  return undefined;
}

/** Calls `visit` for every string of `data` with its field's metadata and path. */
function visitStrings(
  schema: z.ZodType,
  data: unknown,
  visit: (meta: z.GlobalMeta, value: string, path: (string | number)[]) => void,
  path: (string | number)[] = [],
): void {
  if (data === undefined || data === null) return;
  const { inner, meta } = unwrap(schema);
  if (typeof data === 'string') visit(meta, data, path);
  if (inner instanceof z.ZodObject && typeof data === 'object') {
    for (const [key, field] of Object.entries(inner.shape as Record<string, z.ZodType>)) {
      visitStrings(field, (data as Record<string, unknown>)[key], visit, [...path, key]);
    }
  }
  if (inner instanceof z.ZodArray && Array.isArray(data)) {
    data.forEach((item, i) => visitStrings(inner.element as z.ZodType, item, visit, [...path, i]));
  }
}

/**
 * The copy of the fields `schema` marks `module` (a page's own modules: problems, steps…): every
 * string a visitor reads there, without the slugs and paths that only link.
 */
export function moduleTexts(schema: z.ZodType, data: unknown): string[] {
  const texts: string[] = [];
  if (typeof data !== 'object' || data === null) return texts;
  for (const [key, field] of Object.entries(shapeOf(schema))) {
    if (!unwrap(field).meta.module) continue;
    visitStrings(field, (data as Record<string, unknown>)[key], (meta, value) => {
      if (!meta.ref && !meta.link) texts.push(value);
    });
  }
  return texts;
}

/** Calls `visit` for every value of `data` whose field names another collection's entry. */
export function visitRefs(
  schema: z.ZodType,
  data: unknown,
  visit: (target: NonNullable<z.GlobalMeta['ref']>, value: string, path: string) => void,
): void {
  visitStrings(schema, data, (meta, value, path) => {
    if (meta.ref) visit(meta.ref, value, path.join('.'));
  });
}

/** Calls `visit` for every value of `data` whose field is a path on this site (a link field). */
export function visitLinks(
  schema: z.ZodType,
  data: unknown,
  visit: (href: string, path: (string | number)[]) => void,
): void {
  visitStrings(schema, data, (meta, value, path) => {
    if (meta.link) visit(value, path);
  });
}

const isEmpty = (value: unknown) =>
  value === '' ||
  value === null ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && value !== null && Object.keys(value).length === 0);

/**
 * The data with every empty optional field removed: the editor writes an optional field left
 * blank as `''`, `[]` or `{}`, and the site reads that as absent. Fields with a default and
 * required fields keep their value, so the schema still refuses a required one left empty.
 */
export function dropEmpty(schema: z.ZodType, data: unknown): unknown {
  const { inner } = unwrap(schema);
  if (inner instanceof z.ZodObject && typeof data === 'object' && data && !Array.isArray(data)) {
    const shape = inner.shape as Record<string, z.ZodType>;
    const result: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(data)) {
      const field = shape[key];
      if (!field) {
        result[key] = value;
        continue;
      }
      const cleaned = dropEmpty(field, value);
      const { optional, defaultValue } = unwrap(field);
      if (optional && defaultValue === undefined && isEmpty(cleaned)) continue;
      result[key] = cleaned;
    }
    return result;
  }
  if (inner instanceof z.ZodArray && Array.isArray(data)) {
    return data.map((item) => dropEmpty(inner.element as z.ZodType, item));
  }
  return data;
}
