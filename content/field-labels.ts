import { z } from 'zod';
import { unwrap } from './zod-walk';

/**
 * The build's messages in the editor's words: a field named by the labels the editor shows
 * ("Timeline, item 3, Month", not `timeline.2.date`), and a schema's complaint said as what to do
 * ("needs at least 20 characters; add to it", not "Too small: expected string to have >=20
 * characters"). Browser-safe: the editor and the build say the same.
 */

/** The labels of a field's path, from its schema: `['timeline', 2, 'date']` → "Timeline, item 3, Month". */
export function labelPath(schema: z.ZodType, path: readonly PropertyKey[]): string {
  const parts: string[] = [];
  let current: z.ZodType | undefined = schema;
  for (const segment of path) {
    const inner: z.ZodType | undefined = current ? unwrap(current).inner : undefined;
    if (inner instanceof z.ZodObject && typeof segment === 'string') {
      current = (inner.shape as Record<string, z.ZodType>)[segment];
      parts.push((current && unwrap(current).meta.label) ?? segment);
    } else if (inner instanceof z.ZodArray && typeof segment === 'number') {
      current = inner.element as z.ZodType;
      const label = unwrap(current).meta.label;
      // A list's items are labelled by the list unless they have a label of their own.
      parts.push(`${label && label !== parts.at(-1) ? label : 'item'} ${segment + 1}`);
    } else {
      current = undefined;
      parts.push(String(segment));
    }
  }
  return parts.join(', ') || 'the entry';
}

/** A dotted path as the checks write it, `timeline.2.date`, as labelPath takes it. */
export const splitPath = (dotted: string): (string | number)[] =>
  dotted.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** The schema of the field at `path`, under `.optional()` and `.default()`. */
function fieldAt(schema: z.ZodType, path: readonly PropertyKey[]): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (const segment of path) {
    if (!current) return undefined;
    const { inner } = unwrap(current);
    if (inner instanceof z.ZodObject)
      current = (inner.shape as Record<string, z.ZodType>)[String(segment)];
    else if (inner instanceof z.ZodArray) current = inner.element as z.ZodType;
    else return undefined;
  }
  return current;
}

/** zod's own messages start so; a schema's own words (a rule's message) are kept as written. */
const STOCK =
  /^(Too small|Too big|Invalid input|Invalid option|Invalid string|Invalid ISO|Invalid|Unrecognized key)/;

/** One complaint of a schema, as what to do in the editor. */
export function plainMessage(schema: z.ZodType, issue: z.core.$ZodIssue): string {
  if (!STOCK.test(issue.message)) return issue.message;
  const field = fieldAt(schema, issue.path);
  const details = issue as z.core.$ZodIssue & {
    origin?: string;
    minimum?: number | bigint;
    maximum?: number | bigint;
    expected?: string;
    format?: string;
    values?: unknown[];
    keys?: string[];
  };
  const min = Number(details.minimum);
  const max = Number(details.maximum);
  switch (issue.code) {
    case 'too_small':
      if (details.origin === 'string') {
        return min <= 1 ? 'is empty; fill it in' : `needs at least ${min} characters; add to it`;
      }
      if (details.origin === 'array')
        return `needs at least ${min}; add ${min - 1 ? 'more' : 'one'}`;
      if (details.origin === 'date') return `must be ${String(details.minimum)} or later`;
      return `must be ${min} or more`;
    case 'too_big':
      if (details.origin === 'string') return `is longer than ${max} characters; shorten it`;
      if (details.origin === 'array') return `has more than ${max}; remove some`;
      return `must be ${max} or less`;
    case 'invalid_type':
      if (/received undefined/.test(issue.message)) return 'is missing; fill it in';
      if (details.expected === 'int') return 'must be a whole number';
      if (details.expected === 'boolean') return 'must be ticked or unticked';
      return `must be a ${details.expected ?? 'value the editor writes'}; enter it again in the editor`;
    case 'invalid_value': {
      const options = field ? unwrap(field).meta.options : undefined;
      const names = (details.values ?? []).map((v) => `“${options?.[String(v)] ?? String(v)}”`);
      return `must be one of ${names.join(', ')}; choose one in the editor`;
    }
    case 'invalid_format':
      if (details.format === 'date') return 'must be a date written YYYY-MM-DD, e.g. 2025-10-14';
      return 'is not in the form the editor writes; enter it again in the editor';
    case 'unrecognized_keys':
      return `has ${details.keys?.length === 1 ? 'a field' : 'fields'} the editor does not know (${(details.keys ?? []).join(', ')}); remove ${details.keys?.length === 1 ? 'it' : 'them'} from the file`;
    default:
      return issue.message;
  }
}

/** A schema's complaints, one line per field: `  - Timeline, item 3, Month: …`. */
export function describeIssues(schema: z.ZodType, error: z.ZodError): string {
  const lines = error.issues.map(
    (issue) => `  - ${labelPath(schema, issue.path)}: ${plainMessage(schema, issue)}`,
  );
  return [...new Set(lines)].join('\n');
}

/**
 * The top-level field a labelled path starts at ("Results, item 1, When" → `outcomes`): where a
 * tool looks for the field in the file.
 */
export function topKeyOf(schema: z.ZodType, labelled: string): string | undefined {
  const { inner } = unwrap(schema);
  if (!(inner instanceof z.ZodObject)) return undefined;
  for (const [key, field] of Object.entries(inner.shape as Record<string, z.ZodType>)) {
    const label = unwrap(field).meta.label;
    if (label && (labelled === label || labelled.startsWith(`${label}, `))) return key;
  }
  return undefined;
}
