import { definitions, singletons, type DefinedCollection, type SingletonName } from './definitions';
import type { Content } from './entry';
import { labelPath, splitPath } from './field-labels';
import { entryLinks, sitePages } from './links';
import { content, loadContent, memo, readContentFiles } from './store';
import { isString, shapeOf, unwrap, visitRefs } from './zod-walk';
import type { Landmark } from './editor-rules';

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
  /**
   * The paths a link may lead to: the pages the build makes (the sitemap's) and the entries not
   * published yet (the build checks when they are).
   */
  pages?: string[];
  /**
   * The entries that name each entry, by a picker or a link: “Case studies “Larkspur…” (Who did
   * the work)”. Deleting a named entry breaks them; the editor shows this on the entry.
   */
  namedBy?: Partial<Record<DefinedCollection, Record<string, string[]>>>;
  /** Each client type's and each state's landmark, by its Illustration: whose it is. */
  landmarks?: Record<string, Landmark>;
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
  return memo('editor-labels', () => {
    const all = loadContent(readContentFiles());
    const hrefs = Object.values(all.entries).flatMap((entries) =>
      entries.map((e) => definitions[e.collection].href(e.slug)),
    );
    return {
      ...labelsOf(all.entries),
      pages: [...new Set([...sitePages(), ...hrefs])].sort(),
      namedBy: namedByOf(all),
      landmarks: Object.fromEntries(
        [...all.entries.clients, ...all.entries.locations].flatMap(({ collection, data }) =>
          data.motif ? [[data.motif, { collection, title: data.title }]] : [],
        ),
      ),
    };
  });
}

/** Who names each entry: every picker's choice and every link (related pages included). */
export function namedByOf(all: Content): NonNullable<EditorLabels['namedBy']> {
  const byHref = new Map<string, { collection: DefinedCollection; slug: string }>();
  for (const name of Object.keys(definitions) as DefinedCollection[]) {
    for (const e of all.entries[name]) byHref.set(definitions[name].href(e.slug), e);
  }
  const namedBy: NonNullable<EditorLabels['namedBy']> = {};
  const add = (collection: DefinedCollection, slug: string, who: string) => {
    const list = ((namedBy[collection] ??= {})[slug] ??= []);
    if (!list.includes(who)) list.push(who);
  };
  for (const name of Object.keys(definitions) as DefinedCollection[]) {
    const { label, schema, slugField } = definitions[name];
    for (const entry of all.entries[name]) {
      const data = entry.data as Record<string, unknown>;
      const who = (field: string) =>
        `${label} “${String(data.title ?? data[slugField])}” (${field})`;
      visitRefs(schema, data, (target, value, at) =>
        add(target, value, who(labelPath(schema, splitPath(at)))),
      );
      const links = [
        ...entryLinks(entry),
        ...((data.related as string[] | undefined) ?? []).map((href) => ({
          href,
          field: 'Related pages',
        })),
      ];
      for (const link of links) {
        const target = byHref.get(link.href.split(/[?#]/)[0]!);
        // /team is every member's page: a link to it names none of them.
        if (
          target &&
          target.collection !== 'team' &&
          !(target.collection === name && target.slug === entry.slug)
        ) {
          add(target.collection, target.slug, who(link.field));
        }
      }
    }
  }
  for (const name of Object.keys(singletons) as SingletonName[]) {
    const { label, schema } = singletons[name];
    visitRefs(schema, all.singletons[name], (target, value, at) =>
      add(target, value, `${label} (${labelPath(schema, splitPath(at))})`),
    );
  }
  return namedBy;
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
