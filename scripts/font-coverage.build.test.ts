/**
 * Every character a built page draws is in the brand's faces the build ships: the
 * subsets of scripts/font-subset.ts are cut from the files it reads, and this checks the result
 * where it counts, on each prerendered page's text (and its placeholders) against each face's
 * character map in the build's stylesheet. A page text from anywhere the subsetting does not
 * read fails here, naming page and character. Symbols the faces never had are drawn by the
 * system font (MUST_BE_IN_FACE).
 *
 * On a finished build (tests/stages.ts runs it after `npm run build`), by hand:
 *   POST_BUILD_DIST=.next npx vitest run scripts/font-coverage.build.test.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse, type DefaultTreeAdapterTypes as T } from 'parse5';
import { expect, it } from 'vitest';
import { describeRequiring } from '../tests/describe-requiring';
import { MUST_BE_IN_FACE, codePointsOf } from './font-subset';
import { openBuild } from './next-output';

const dist = process.env.POST_BUILD_DIST;
const NOT_DRAWN = new Set(['script', 'style', 'template', 'noscript', 'title', 'head']);
const DRAWN_ATTRIBUTES = ['placeholder'];

/** The text a page draws: text nodes outside scripts and styles, and placeholders. */
export function drawnText(html: string): string {
  const parts: string[] = [];
  const visit = (node: T.ParentNode) => {
    for (const child of node.childNodes) {
      if (child.nodeName === '#text') parts.push((child as T.TextNode).value);
      if (!('tagName' in child) || NOT_DRAWN.has(child.tagName)) continue;
      for (const a of child.attrs) if (DRAWN_ATTRIBUTES.includes(a.name)) parts.push(a.value);
      visit(child);
    }
  };
  visit(parse(html));
  return parts.join(' ');
}

/** The shipped faces: each `@font-face` of the build's stylesheets, with its code points. */
async function shippedFaces(build: ReturnType<typeof openBuild>) {
  const cssDir = path.join(build.dist, 'static', 'chunks');
  const css = fs
    .readdirSync(cssDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.css'))
    .map((f) => fs.readFileSync(path.join(cssDir, f), 'utf8'))
    .join('\n');
  const faces: { label: string; points: Set<number> }[] = [];
  for (const [, block = ''] of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const url = /url\(([^)]+\.woff2)\)/.exec(block)?.[1];
    // Relative to the stylesheet (`../media/…`), which is in /_next/static/chunks/.
    const href = url && new URL(url.replace(/^["']|["']$/g, ''), 'http://x/_next/static/chunks/');
    const bytes = href ? build.staticAsset(href.pathname) : null;
    if (!bytes) continue;
    const family = /font-family:\s*([^;]+)/.exec(block)?.[1] ?? '?';
    const weight = /font-weight:\s*([^;]+)/.exec(block)?.[1] ?? '?';
    faces.push({ label: `${family} ${weight}`, points: await codePointsOf(bytes) });
  }
  return faces;
}

describeRequiring(
  'the built pages against the fonts the build ships',
  dist ? undefined : 'POST_BUILD_DIST is not set to a finished build (e.g. .next)',
  () => {
    it('every letter, digit and punctuation mark a page draws is in every brand face', async () => {
      const build = openBuild(dist!);
      const faces = await shippedFaces(build);
      // Inter, and Fraunces at 600 and 400.
      expect(faces.map((f) => f.label).join(', ')).toMatch(/inter.*fraunces.*fraunces/);
      const missing: string[] = [];
      for (const page of build.pages().filter((p) => !p.fallback)) {
        const chars = new Set(drawnText(fs.readFileSync(page.file, 'utf8')));
        for (const ch of chars) {
          if (!MUST_BE_IN_FACE.test(ch) || ch.codePointAt(0)! < 0x20) continue;
          for (const face of faces) {
            if (!face.points.has(ch.codePointAt(0)!))
              missing.push(`${page.route}: "${ch}" (${face.label})`);
          }
        }
      }
      expect(missing).toEqual([]);
    });
  },
);
