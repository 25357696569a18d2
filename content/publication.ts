import { definedCollections, definitions } from './definitions';
import { ContentError } from './markdown';
import type { Content, RawEntry } from './entry';

/** The site's time zone: a scheduled entry is published on its date there (the agency's own). */
export const SITE_TIME_ZONE = 'America/New_York';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The day this build publishes for, `YYYY-MM-DD` in the site's time zone. `CONTENT_TODAY` sets it
 * (a test, or a build made ahead for a given day).
 */
export function publicationDay(
  env: Readonly<Record<string, string | undefined>> = process.env,
  now: Date = new Date(),
): string {
  const set = env.CONTENT_TODAY?.trim();
  if (set) {
    if (!DAY.test(set) || Number.isNaN(Date.parse(set))) {
      throw new ContentError(`CONTENT_TODAY must be a date such as 2026-11-27, not "${set}"`);
    }
    return set;
  }
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE }).format(now);
}

/** Why an entry is not on the site on `day`, in the editor's words; undefined when it is. */
export function unpublishedReason(entry: RawEntry, day: string): string | undefined {
  const data = entry.data as Record<string, unknown>;
  if (data.draft === true) return 'a draft';
  const field = definitions[entry.collection].publishedBy;
  const date = field ? data[field] : undefined;
  if (typeof date === 'string' && date > day) return `scheduled for ${date}`;
  return undefined;
}

/**
 * The content the public site shows on `day`: drafts and entries dated after it left out, and
 * links to them in `related` dropped (they appear once the target is published). Everything is
 * validated before this, drafts included, so a preview shows exactly what will be published.
 */
export function publishedOnly(content: Content, day: string): Content {
  const hidden = new Set<string>();
  const entries = Object.fromEntries(
    definedCollections.map((name) => [
      name,
      content.entries[name].filter((entry) => {
        if (!unpublishedReason(entry, day)) return true;
        hidden.add(definitions[name].href(entry.slug));
        return false;
      }),
    ]),
  ) as Content['entries'];
  if (hidden.size === 0) return content;
  for (const name of definedCollections) {
    entries[name] = entries[name].map((entry) => {
      const data = entry.data as { related?: string[] };
      if (!data.related?.some((href) => hidden.has(href))) return entry;
      const related = data.related.filter((href) => !hidden.has(href));
      return { ...entry, data: { ...entry.data, related } };
    }) as never;
  }
  return { ...content, entries };
}
