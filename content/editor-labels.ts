import { definitions, type DefinedCollection } from './definitions';
import { content, loadContent, memo, readContentFiles } from './store';
import { isString, shapeOf, unwrap } from './zod-walk';

/**
 * What the editor shows of the entries it can link to and list, read from the content on the
 * server (the editor's page passes it to Keystatic, which knows entries by file name only):
 * - `names`: each entry's name for a picker ("Rosa Delgado, Content strategist");
 * - `titles`: each entry's title (its slug field), which no other entry of its collection may have;
 * - `dates`: each dated entry's date (its first date column), for lists newest first.
 * Drafts and scheduled entries included: the editor edits them too. An entry added since the
 * server read the content is shown by its file name, at the top.
 */
export interface EditorLabels {
  names: Partial<Record<DefinedCollection, Record<string, string>>>;
  titles: Partial<Record<DefinedCollection, Record<string, string>>>;
  dates: Partial<Record<DefinedCollection, Record<string, string>>>;
}

/** The first column of a collection that is a date (`updated` is an edit date, not the entry's). */
export function dateColumn(name: DefinedCollection): string | undefined {
  const shape = shapeOf(definitions[name].schema);
  return definitions[name].columns.find((column) => {
    const field = shape[column];
    if (!field || column === 'updated') return false;
    const { inner } = unwrap(field);
    return isString(inner) && (inner.def as { format?: string }).format === 'date';
  });
}

export function editorLabels(): EditorLabels {
  content(); // under `next dev`, drops what was read before a save
  return memo('editor-labels', () => labelsOf(loadContent(readContentFiles()).entries));
}

function labelsOf(entries: ReturnType<typeof loadContent>['entries']): EditorLabels {
  const labels: EditorLabels = { names: {}, titles: {}, dates: {} };
  for (const name of Object.keys(definitions) as DefinedCollection[]) {
    const { slugField } = definitions[name];
    const date = dateColumn(name);
    const names: Record<string, string> = {};
    const titles: Record<string, string> = {};
    const dates: Record<string, string> = {};
    for (const entry of entries[name]) {
      const data = entry.data as Record<string, unknown>;
      const title = String(data[slugField] ?? entry.slug);
      titles[entry.slug] = title;
      names[entry.slug] = typeof data.role === 'string' ? `${title}, ${data.role}` : title;
      if (date && typeof data[date] === 'string') dates[entry.slug] = data[date];
    }
    labels.names[name] = names;
    labels.titles[name] = titles;
    if (date) labels.dates[name] = dates;
  }
  return labels;
}
