import { dump } from 'js-yaml';
import { z } from 'zod';
import { isString, shapeOf, unwrap } from './zod-walk';

/**
 * A content file as the editor writes it. Keystatic serializes the fields in the schema's order
 * with js-yaml's defaults (single quotes or none; strings past 80 columns folded into `>-`), an
 * empty text as nothing, an empty list as `[]`, an unset choice as `''` and a date unquoted. Every
 * file in content/ is kept in this form (content/format.test.ts), so opening and saving an entry
 * in the editor changes nothing but what the marketer changed.
 */

function editorValue(schema: z.ZodType, value: unknown): unknown {
  const { inner, meta, optional } = unwrap(schema);
  if (inner instanceof z.ZodObject) {
    const source = (value ?? {}) as Record<string, unknown>;
    const result: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(shapeOf(inner))) {
      const v = editorValue(field, source[key]);
      if (v !== undefined) result[key] = v;
    }
    return result;
  }
  if (inner instanceof z.ZodArray) {
    const items = Array.isArray(value) ? value : [];
    return items.map((item) => editorValue(inner.element as z.ZodType, item));
  }
  if (inner instanceof z.ZodBoolean) return value ?? false;
  if (inner instanceof z.ZodEnum && !meta.ref) {
    return value ?? (optional ? '' : undefined);
  }
  if (isString(inner) && (inner.def as { format?: string }).format === 'date') {
    if (value === undefined || value === null || value === '') return undefined;
    // Keystatic hands js-yaml a Date whose ISO form is the bare date, so it is written unquoted.
    const text = String(value);
    const date = new Date(text);
    date.toISOString = () => text;
    return date;
  }
  if (value === '' || value === null) return undefined;
  return value;
}

/** The frontmatter block (between the `---` lines) the editor writes for this data. */
export function editorYaml(schema: z.ZodType, data: unknown): string {
  return dump(editorValue(schema, data));
}

/**
 * A body as the editor writes it: every item of an ordered list numbered `1.` (Markdown numbers
 * them in order when they are shown). The rest of the Markdown the content uses is written back
 * as it is; what the editor would change is refused by content/markdown.ts `checkEditorSafe`.
 */
export function editorBody(body: string): string {
  return body.replace(/^(\s*)\d+\. /gm, '$11. ');
}

/** A whole Markdown file as the editor writes it: frontmatter, then the body. */
export function editorFile(schema: z.ZodType, data: unknown, body: string): string {
  return `---\n${editorYaml(schema, data)}---\n${editorBody(body)}`;
}
