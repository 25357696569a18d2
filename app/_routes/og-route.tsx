import { getCollection, type CollectionName } from '@/content';
import { renderOgImage } from '@/components/seo/og';

type SlugParams = { params: Promise<Record<string, string>> };

/** Prerender one image per entry (the page route's own params do not reach image routes). */
export function collectionOgParams(
  collection: CollectionName,
  param: string,
  exclude: readonly string[] = [],
) {
  return () =>
    getCollection(collection)
      .filter((e) => !exclude.includes(e.slug))
      .map((e) => ({ [param]: e.slug }));
}

/** The Open Graph image of every entry of a collection, keyed by the route's param name. */
export function collectionOgImage(collection: CollectionName, param: string) {
  return async function Image({ params }: SlugParams) {
    const slug = (await params)[param];
    const entry = getCollection(collection).find((e) => e.slug === slug);
    if (!entry) return new Response('Not found', { status: 404 });
    return renderOgImage(ogWords(entry));
  };
}

/** The Open Graph image of one page of the `pages` collection. */
export function pageOgImage(slug: string) {
  return async function Image() {
    const entry = getCollection('pages').find((e) => e.slug === slug)!;
    return renderOgImage(ogWords(entry));
  };
}

/** Under a headline the card reads as the page does: its name as the label, its claim as the title. */
function ogWords(entry: { title: string; eyebrow: string; headline?: string }) {
  return entry.headline
    ? { title: entry.headline, eyebrow: entry.title }
    : { title: entry.title, eyebrow: entry.eyebrow };
}
