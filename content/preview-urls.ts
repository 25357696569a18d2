import { definedCollections } from '@/content/definitions';

/**
 * Keystatic's Preview button on every collection and singleton (GitHub mode): it opens
 * /api/preview with the entry and the editor's branch, which turns draft mode on and opens the
 * entry's page as that branch shows it. Keystatic fills `{slug}` and `{branch}` in as they are.
 */
export function previewUrl(collection?: string): string {
  return collection && (definedCollections as string[]).includes(collection)
    ? `/api/preview?collection=${collection}&slug={slug}&branch={branch}`
    : '/api/preview?to=/&branch={branch}';
}

/** The editor's collections and singletons with their preview addresses. */
export function withPreviewUrls<
  C extends Record<string, object>,
  S extends Record<string, object>,
>(editor: { collections: C; singletons: S }): { collections: C; singletons: S } {
  const add = <T extends Record<string, object>>(items: T, url: (name: string) => string) =>
    Object.fromEntries(
      Object.entries(items).map(([name, item]) => [name, { ...item, previewUrl: url(name) }]),
    ) as T;
  return {
    collections: add(editor.collections, (name) => previewUrl(name)),
    singletons: add(editor.singletons, () => previewUrl()),
  };
}
