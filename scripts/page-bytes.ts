/**
 * The bytes budget of the built site (bytes are stable; times are not): for every page the site
 * wrote (scripts/built-site.ts), the gzipped size of the JavaScript and CSS its HTML loads.
 *   JS_BUDGET_KB (default 160) · CSS_BUDGET_KB (default 25)
 * scripts/bundle-budget.build.test.ts holds each page to it; by hand, the table of a build:
 *   npx tsx scripts/page-bytes.ts [--json] [dist]   (dist: .next by default)
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { PAGE_BUDGET_KB } from '../config/budget';
import { pageLabel, sitePages } from './built-site';
import { openBuild, type NextBuild } from './next-output';

/** The budget (config/budget.ts); JS_BUDGET_KB and CSS_BUDGET_KB try another by hand. */
export const budgetKb = {
  js: Number(process.env.JS_BUDGET_KB ?? PAGE_BUDGET_KB.js),
  css: Number(process.env.CSS_BUDGET_KB ?? PAGE_BUDGET_KB.css),
};

export interface PageBytes {
  /** The page's route, `(404)` for the not-found page. */
  route: string;
  /** Gzipped bytes of the scripts and stylesheets it loads, and of its HTML. */
  js: number;
  css: number;
  html: number;
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
      `${'page'.padEnd(44)} ${'JS gz KB'.padStart(9)} ${'CSS gz KB'.padStart(9)} ${'HTML gz KB'.padStart(10)}`,
    );
    for (const r of rows) {
      console.log(`${r.route.padEnd(44)} ${col(r.js)}   ${col(r.css)}   ${col(r.html)}`);
    }
    const over = rows.filter((r) => r.js > budgetKb.js * 1024 || r.css > budgetKb.css * 1024);
    console.log(
      `${rows.length} pages, ${over.length} over budget (JS ≤ ${budgetKb.js} KB, CSS ≤ ${budgetKb.css} KB gzipped)`,
    );
  }
}
