import {
  bodyLabel,
  definedCollections,
  definitions,
  singletons,
  type SingletonName,
} from './definitions';
import { fieldsToCorrect, type Content, type RawEntry } from './entry';
import { labelPath } from './field-labels';
import { publicationDay, unpublishedReason } from './publication';
import { AUDIT_FILE_PATH } from './site-audit';
import { sitemapEntries } from './sitemap-entries';
import { loadContent, readContentFiles } from './store';
import { visitLinks } from './zod-walk';

/**
 * Every internal link of every entry leads to a page the build makes: the links in a body (an
 * article's, a page's sections) and the link fields (a way to work's offers, a page's button…).
 * The pages are the sitemap's (content/sitemap-entries.ts), the same source the sitemap and the
 * routes are made from. A link to an entry that is not published yet (a draft, a later date) is
 * refused on a page that is, and allowed where the linking entry goes live no earlier than it.
 * `related` is checked where it is defined (content/cross-check.ts): the site leaves out a
 * related page until it is published.
 */

export interface Link {
  /** The field as the editor labels it: "Article", "Ways to work with us, item 2, …". */
  field: string;
  href: string;
  /** The link's words, for a link in a body. */
  text?: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const decode = (html: string) =>
  html.replace(/<[^>]+>/g, '').replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ENTITIES[e]!);

/** The links in a body rendered from the repository's Markdown (content/markdown.ts). */
export function bodyLinks(html: string, field: string): Link[] {
  return [...html.matchAll(/<a href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => ({
    field,
    href: decode(m[1]!),
    text: decode(m[2]!).trim(),
  }));
}

/** An entry's links: its body's and its link fields' (its related pages aside). */
export function entryLinks(entry: RawEntry): Link[] {
  const definition = definitions[entry.collection];
  const label = bodyLabel(definition.body);
  const html = entry.article?.html ?? entry.sections.map((s) => s.html).join('\n');
  const links = bodyLinks(html, label);
  visitLinks(definition.schema, entry.data, (href, path) => {
    if (path[0] !== 'related') links.push({ field: labelPath(definition.schema, path), href });
  });
  return links;
}

/** What is wrong with one link from an entry published on `from` (undefined: published now). */
type Verdict = string | undefined;

/**
 * The problems of every internal link in `all` (every entry, drafts and scheduled ones included),
 * against `published`, the paths of the pages the build makes on `day`. One block per file, each
 * link once, in the editor's words.
 */
export function linkProblems(all: Content, published: ReadonlySet<string>, day: string): string[] {
  const byHref = new Map<string, RawEntry>();
  for (const name of definedCollections) {
    for (const entry of all.entries[name]) byHref.set(definitions[name].href(entry.slug), entry);
  }
  const dateOf = (entry: RawEntry) => {
    const field = definitions[entry.collection].publishedBy;
    return field ? String((entry.data as Record<string, unknown>)[field]) : '';
  };
  const judge = (link: Link, source?: RawEntry): Verdict => {
    const { href } = link;
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('#')) return undefined;
    if (!href.startsWith('/') || href.startsWith('//')) {
      return 'is not a path of this site; write it starting with one slash, e.g. /services';
    }
    const path = href.split(/[?#]/)[0]!.replace(/(.)\/$/, '$1');
    if (published.has(path)) return undefined;
    const target = byHref.get(path);
    const reason = target && unpublishedReason(target, day);
    if (!target || !reason) {
      return 'is not a page of this site; link to a page that exists, or remove the link';
    }
    // The linking entry goes live with the target or after it: a draft, or a later date.
    const sourceReason = source && unpublishedReason(source, day);
    const targetDraft = (target.data as { draft?: boolean }).draft === true;
    if (sourceReason === 'a draft') return undefined;
    if (sourceReason && !targetDraft && dateOf(target) <= dateOf(source!)) return undefined;
    return `is ${reason}, so not on the site${sourceReason ? ' on this entry’s date' : ''}; publish it first, or remove the link`;
  };
  const describe = (link: Link, verdict: string) =>
    `  - ${link.field}: ${link.text ? `the link “${link.text}” goes to ${link.href}, which` : `"${link.href}"`} ${verdict}`;

  const problems: string[] = [];
  const report = (file: string, links: Link[], source?: RawEntry) => {
    const lines = [
      ...new Set(
        links.flatMap((link) => {
          const verdict = judge(link, source);
          return verdict ? [describe(link, verdict)] : [];
        }),
      ),
    ];
    if (lines.length) problems.push(`${fieldsToCorrect(file)}\n${lines.join('\n')}`);
  };
  for (const name of definedCollections) {
    for (const entry of all.entries[name]) report(entry.file, entryLinks(entry), entry);
  }
  for (const name of Object.keys(singletons) as SingletonName[]) {
    const { schema, file } = singletons[name];
    const links: Link[] = [];
    visitLinks(schema, all.singletons[name], (href, path) =>
      links.push({ field: labelPath(schema, path), href }),
    );
    report(`content/${file}`, links);
  }
  return problems;
}

/**
 * The paths content may link to: the pages this build makes (the sitemap's) and the documents it
 * serves beside them (the audit of this site).
 */
export function sitePages(): Set<string> {
  return new Set([...sitemapEntries().map((entry) => entry.path), AUDIT_FILE_PATH]);
}

/**
 * The site's links checked: `npm run content:check` prints these, and the build of the sitemap
 * (app/sitemap.ts) stops on them, so a broken link is never published.
 */
export function siteLinkProblems(): string[] {
  return linkProblems(loadContent(readContentFiles()), sitePages(), publicationDay());
}
