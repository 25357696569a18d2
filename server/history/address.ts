/**
 * The history page's address, and the entry an editor's address shows. Browser-safe: the
 * editor's wrapper (app/keystatic/history-link.tsx) reads Keystatic's address with it, and the
 * server makes its links with it.
 */

export type EntryAddress =
  { collection: string; slug: string; branch?: string } | { singleton: string; branch?: string };

/**
 * The entry Keystatic's address shows (`/keystatic[/branch/<b>]/collection/<c>/item/<slug>` or
 * `…/singleton/<s>`), or undefined on any other screen (lists, a new entry, the dashboard).
 */
export function entryAtEditorPath(pathname: string): EntryAddress | undefined {
  const match =
    /^\/keystatic(?:\/branch\/([^/]+))?\/(?:collection\/([^/]+)\/item\/([^/]+)|singleton\/([^/]+))\/?$/.exec(
      pathname,
    );
  if (!match) return undefined;
  const decode = (part: string) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return part;
    }
  };
  const branch = match[1] ? decode(match[1]) : undefined;
  if (match[4]) return { singleton: decode(match[4]), ...(branch ? { branch } : {}) };
  return { collection: decode(match[2]!), slug: decode(match[3]!), ...(branch ? { branch } : {}) };
}

/** /keystatic/history with the entry (and the editor's branch, in GitHub mode). */
export function historyAddress(entry: EntryAddress): string {
  const params = new URLSearchParams(
    'singleton' in entry
      ? { singleton: entry.singleton }
      : { collection: entry.collection, slug: entry.slug },
  );
  if (entry.branch) params.set('branch', entry.branch);
  return `/keystatic/history?${params}`;
}
