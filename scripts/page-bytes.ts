/**
 * The bytes budget of the built site (bytes are stable; times are not): for every page the site
 * wrote (scripts/built-site.ts), the gzipped size of its document, of the inline payload React
 * hydrates from (part of the document), of the drawings the document itself carries (the
 * landscapes, covers and portraits, in its HTML and its payload: a page names their files), and
 * of the JavaScript and CSS it loads.
 *   JS_BUDGET_KB (default 160) · CSS_BUDGET_KB (default 25) · config/budget.ts for the rest
 * scripts/bundle-budget.build.test.ts holds each page to it; by hand, the table of a build:
 *   npx tsx scripts/page-bytes.ts [--json] [dist]   (dist: .next by default)
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { DOCUMENT_BUDGET_KB, PAGE_BUDGET_KB } from '../config/budget';
import { pageLabel, sitePages } from './built-site';
import { openBuild, type NextBuild } from './next-output';

/** The budget (config/budget.ts); JS_BUDGET_KB and CSS_BUDGET_KB try another by hand. */
export const budgetKb = {
  js: Number(process.env.JS_BUDGET_KB ?? PAGE_BUDGET_KB.js),
  css: Number(process.env.CSS_BUDGET_KB ?? PAGE_BUDGET_KB.css),
  document: DOCUMENT_BUDGET_KB.document,
  drawings: DOCUMENT_BUDGET_KB.drawings,
};

export interface PageBytes {
  /** The page's route, `(404)` for the not-found page. */
  route: string;
  /** Gzipped bytes of the scripts and stylesheets it loads, and of its HTML. */
  js: number;
  css: number;
  html: number;
  /** Gzipped bytes of the inline payload alone (the decoded text of its script chunks). */
  payload: number;
  /** Gzipped bytes of the drawings' markup alone, in the HTML and in the payload. */
  drawings: number;
}

/** The inline payload: the strings the document hands `self.__next_f.push([1, "…"])`. */
export function inlinePayload(html: string): string {
  return [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)]
    .map((m) => JSON.parse(m[1]!) as string)
    .join('');
}

/**
 * A drawing's outermost element: the hero's scene, a cover, a portrait, a client's place, an
 * ending's mark.
 */
const DRAWING =
  /^<(div|svg)\b[^>]*\b(?:data-scene|data-cover|data-mark|data-art="(?:avatar|places)")/;
const DRAWING_PAYLOAD =
  /^\["\$","(?:div|svg)",(?:null|"[^"]*"),\{[^{}[\]]*"data-(?:scene|cover|mark|art":"(?:avatar|places))/;

/**
 * The drawings' markup in a document: each drawing's element in the HTML (to its matching end
 * tag) and in the payload (its element's array, brackets matched outside strings).
 */
export function drawingMarkup(html: string): string {
  const found: string[] = [];
  const markup = html.replace(/<script\b[\s\S]*?<\/script>/g, '');
  for (const start of markup.matchAll(/<(div|svg)\b/g)) {
    const at = start.index;
    const name = start[1]!;
    if (!DRAWING.test(markup.slice(at, at + 400))) continue;
    const tags = new RegExp(`<${name}\\b|</${name}>`, 'g');
    tags.lastIndex = at;
    let depth = 0;
    for (let m = tags.exec(markup); m; m = tags.exec(markup)) {
      depth += m[0].startsWith('</') ? -1 : 1;
      if (depth === 0) {
        found.push(markup.slice(at, m.index + m[0].length));
        break;
      }
    }
  }
  // Nested matches (a portrait inside a scene: none today) are counted once, in the outer one.
  const payload = inlinePayload(html);
  for (let at = payload.indexOf('["$","'); at >= 0; at = payload.indexOf('["$","', at + 1)) {
    if (!DRAWING_PAYLOAD.test(payload.slice(at, at + 400))) continue;
    let depth = 0;
    let text = false;
    for (let i = at; i < payload.length; i++) {
      const c = payload[i];
      if (text) {
        if (c === '\\') i++;
        else if (c === '"') text = false;
      } else if (c === '"') text = true;
      else if (c === '[' || c === '{') depth++;
      else if ((c === ']' || c === '}') && --depth === 0) {
        found.push(payload.slice(at, i + 1));
        at = i;
        break;
      }
    }
  }
  return found.join('');
}

/** The bytes of each page of `build`, by route. Throws for a page with no script found. */
export function pageBytes(build: NextBuild): PageBytes[] {
  const gzCache = new Map<string, number>();
  const gzipped = (url: string) => {
    let size = gzCache.get(url);
    if (size === undefined) {
      size = zlib.gzipSync(build.staticAsset(url) ?? Buffer.alloc(0), { level: 9 }).length;
      gzCache.set(url, size);
    }
    return size;
  };
  return sitePages(build)
    .map((page) => {
      const html = fs.readFileSync(page.file, 'utf8');
      // `noModule` scripts (legacy polyfills) are skipped by every browser that runs modules.
      const scripts = [
        ...new Set(
          [...html.matchAll(/<script([^>]+)>/g)]
            .filter((m) => !/\bnomodule\b/i.test(m[1] ?? ''))
            .map((m) => /src="([^"]+\.js)"/.exec(m[1] ?? '')?.[1])
            .filter((src): src is string => Boolean(src)),
        ),
      ];
      if (!scripts.length) {
        throw new Error(
          `${path.relative(process.cwd(), page.file)}: no script found (a broken parse?)`,
        );
      }
      const styles = [
        ...new Set([...html.matchAll(/<link[^>]+href="([^"]+\.css)"/g)].map((m) => m[1] ?? '')),
      ];
      return {
        route: pageLabel(page),
        js: scripts.reduce((sum, url) => sum + gzipped(url), 0),
        css: styles.reduce((sum, url) => sum + gzipped(url), 0),
        html: zlib.gzipSync(html).length,
        payload: zlib.gzipSync(inlinePayload(html)).length,
        drawings: zlib.gzipSync(drawingMarkup(html)).length,
      };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** KiB with one decimal, as the table and the test messages show them. */
export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const rows = pageBytes(openBuild(path.resolve(args.find((a) => !a.startsWith('--')) ?? '.next')));
  if (args.includes('--json')) {
    console.log(JSON.stringify(rows, null, 2));
  } else {
    const col = (bytes: number) => kb(bytes).padStart(7);
    console.log(
      `${'page (gzipped KB)'.padEnd(44)} ${'HTML'.padStart(7)} ${'payload'.padStart(7)} ${'drawing'.padStart(7)} ${'CSS'.padStart(7)} ${'JS'.padStart(7)}`,
    );
    for (const r of rows) {
      console.log(
        `${r.route.padEnd(44)} ${col(r.html)} ${col(r.payload)} ${col(r.drawings)} ${col(r.css)} ${col(r.js)}`,
      );
    }
    const over = rows.filter(
      (r) =>
        r.js > budgetKb.js * 1024 ||
        r.css > budgetKb.css * 1024 ||
        r.html > budgetKb.document * 1024 ||
        r.drawings > budgetKb.drawings * 1024,
    );
    console.log(
      `${rows.length} pages, ${over.length} over budget (HTML ≤ ${budgetKb.document} KB, drawings ≤ ${budgetKb.drawings} KB, CSS ≤ ${budgetKb.css} KB, JS ≤ ${budgetKb.js} KB gzipped)`,
    );
  }
}
