/**
 * No two kinds of page end alike. Every page of the sitemap (content/routes.ts) is read from the
 * build, sorted into its kind (content/page-kinds.ts: a route the kinds do not cover fails here
 * by name), and its ending read from the markup: the top-level blocks of <main> from the first
 * one marked `data-ending` to the last, each named by that mark (a block without one, such as a
 * study's next study, by its heading's id). A page with no marked block ends with its last block.
 * The ending of every page of one kind must differ from that of every page of any other kind.
 *
 * On a finished build (tests/stages.ts runs it after the build), by hand:
 *   POST_BUILD_DIST=.next npx vitest run --project build scripts/endings.build.test.ts
 */
import fs from 'node:fs';
import { parse, type DefaultTreeAdapterTypes as T } from 'parse5';
import { expect, it } from 'vitest';
import { allRoutes } from '../content/routes';
import { pageKind, type PageKind } from '../content/page-kinds';
import { describeRequiring } from '../tests/describe-requiring';
import { noBuild, openBuiltSite, sitePages } from './built-site';

const NOT_BLOCKS = new Set(['script', 'template', 'style', 'noscript']);

const attr = (node: T.Element, name: string) => node.attrs.find((a) => a.name === name)?.value;

function find(node: T.ParentNode, test: (el: T.Element) => boolean): T.Element | undefined {
  for (const child of node.childNodes) {
    if (!('tagName' in child)) continue;
    if (test(child)) return child;
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
}

/** A block's name: its ending mark, else its heading's id without "-heading", else its tag. */
function blockName(el: T.Element): string {
  return (
    attr(el, 'data-ending') ?? attr(el, 'aria-labelledby')?.replace(/-heading$/, '') ?? el.tagName
  );
}

/** The names of a page's ending blocks, in order (see the top of this file). */
export function endingOf(html: string): string[] {
  const main = find(parse(html), (el) => el.tagName === 'main');
  if (!main) throw new Error('the page has no <main>');
  const blocks = main.childNodes.filter(
    (child): child is T.Element => 'tagName' in child && !NOT_BLOCKS.has(child.tagName),
  );
  const first = blocks.findIndex((el) => attr(el, 'data-ending') !== undefined);
  return (first < 0 ? blocks.slice(-1) : blocks.slice(first)).map(blockName);
}

describeRequiring('each kind of page ends in blocks of its own', noBuild, () => {
  const built = new Map(sitePages(openBuiltSite()).map((p) => [p.route, p.file]));
  const pages = allRoutes().map((route) => {
    const file = built.get(route);
    return {
      route,
      kind: pageKind(route),
      ending: file ? endingOf(fs.readFileSync(file, 'utf8')) : undefined,
    };
  });
  const byKind = new Map<PageKind, typeof pages>();
  for (const page of pages) {
    if (page.kind) byKind.set(page.kind, [...(byKind.get(page.kind) ?? []), page]);
  }

  it('every page of the sitemap is built and is of a kind', () => {
    expect(pages.filter((p) => !p.kind || !p.ending).map((p) => p.route)).toEqual([]);
    // The kinds of the pages the site's code serves, whatever the content, are all read (so the
    // comparisons below compare kinds, not one kind with itself).
    expect([...byKind.keys()]).toEqual(
      expect.arrayContaining(['home', 'news-index', 'work-index', 'contact', 'team', 'why']),
    );
  });

  it('no page of one kind ends as a page of another kind does', () => {
    const clashes: string[] = [];
    const kinds = [...byKind.keys()];
    for (const [i, a] of kinds.entries()) {
      for (const b of kinds.slice(i + 1)) {
        for (const pa of byKind.get(a)!) {
          const same = byKind.get(b)!.find((pb) => pb.ending!.join() === pa.ending!.join());
          if (same) {
            clashes.push(`${pa.route} (${a}) and ${same.route} (${b}): ${pa.ending!.join(' + ')}`);
          }
        }
      }
    }
    expect(clashes).toEqual([]);
  });

  it('a statement ends with a plain contact line, no sales band and no questions', () => {
    // Every page of copy (content/kind-endings.ts): a new one is read here with no change.
    for (const page of byKind.get('statement') ?? []) {
      expect(page.ending, page.route).toEqual(['contact-line']);
    }
  });

  it('only the studies’ index ends with the offer of a call with a client', () => {
    const offering = pages.filter((p) => p.ending!.includes('reference-call')).map((p) => p.kind);
    expect(new Set(offering)).toEqual(new Set(['work-index']));
  });

  it('no two kinds of page close with the same last block', () => {
    const kindsByLast = new Map<string, Set<PageKind>>();
    for (const page of pages) {
      const last = page.ending!.at(-1)!;
      kindsByLast.set(last, (kindsByLast.get(last) ?? new Set()).add(page.kind!));
    }
    const shared = [...kindsByLast].filter(([, kinds]) => kinds.size > 1);
    expect(shared.map(([last, kinds]) => `${last}: ${[...kinds].join(', ')}`)).toEqual([]);
  });
});
