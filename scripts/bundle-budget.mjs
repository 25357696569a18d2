#!/usr/bin/env node
/**
 * Bytes budget of the built site (bytes are stable; times are not). For every prerendered page
 * in .next/server/app, sums the gzipped size of the JavaScript and CSS its HTML loads, prints a
 * table, and exits 1 when a page passes its budget.
 *   JS_BUDGET_KB (default 160) · CSS_BUDGET_KB (default 25)
 * Usage: node scripts/bundle-budget.mjs [--json]
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.join(process.cwd(), '.next');
const appDir = path.join(root, 'server', 'app');
const jsBudget = Number(process.env.JS_BUDGET_KB ?? 160) * 1024;
const cssBudget = Number(process.env.CSS_BUDGET_KB ?? 25) * 1024;

if (!fs.existsSync(appDir)) {
  console.error('No build found: run `npm run build` first.');
  process.exit(2);
}

const gzCache = new Map();
function gzipped(urlPath) {
  if (gzCache.has(urlPath)) return gzCache.get(urlPath);
  const file = path.join(root, urlPath.replace(/^\/_next\//, ''));
  const size = fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : 0;
  gzCache.set(urlPath, size);
  return size;
}

/** The [src, integrity] pairs of the loader scripts/post-build.ts puts in a page (none: []). */
function deferredChunks(html) {
  const m = /<script>\(function\(\)\{var c=(\[[^<]*?\]\]),d=0;/.exec(html);
  return m ? JSON.parse(m[1]) : [];
}

/** The page's RSC payload file the same loader fetches (scripts/post-build.ts), or null. */
function flightFile(html) {
  return /;var f=\["(\/_next\/static\/flight\/[^"]+\.js)"/.exec(html)?.[1] ?? null;
}

function htmlFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return htmlFiles(full);
    return d.name.endsWith('.html') && !d.name.startsWith('_global-error') ? [full] : [];
  });
}

const rows = htmlFiles(appDir)
  .map((file) => {
    const html = fs.readFileSync(file, 'utf8');
    // `noModule` scripts (legacy polyfills) are skipped by every browser that runs modules.
    // The chunks the loader inserts after the first paint (scripts/post-build.ts) count too.
    const scripts = [
      ...new Set([
        ...[...html.matchAll(/<script([^>]+)>/g)]
          .filter((m) => !/\bnomodule\b/i.test(m[1]))
          .map((m) => /src="([^"]+\.js)"/.exec(m[1])?.[1])
          .filter(Boolean),
        ...deferredChunks(html).map(([src]) => src),
      ]),
    ];
    if (!scripts.length) {
      throw new Error(`${path.relative(process.cwd(), file)}: no script found (a broken parse?)`);
    }
    const styles = [
      ...new Set([...html.matchAll(/<link[^>]+href="([^"]+\.css)"/g)].map((m) => m[1])),
    ];
    const flight = flightFile(html);
    const route =
      '/' +
      path
        .relative(appDir, file)
        .replace(/\.html$/, '')
        .replace(/^index$/, '');
    return {
      route: route === '/_not-found' ? '(404)' : route,
      js: scripts.reduce((s, u) => s + gzipped(u), 0),
      css: styles.reduce((s, u) => s + gzipped(u), 0),
      html: zlib.gzipSync(html).length,
      // The page's own data (what the framework hydrates from): document bytes moved to a file
      // fetched after the first paint, so neither code nor budgeted, but shown.
      flight: flight ? gzipped(flight) : 0,
    };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

const kb = (n) => (n / 1024).toFixed(1).padStart(7);
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  console.log(
    `${'page'.padEnd(44)} ${'JS gz KB'.padStart(9)} ${'CSS gz KB'.padStart(9)} ${'HTML gz KB'.padStart(10)} ${'data gz KB'.padStart(10)}`,
  );
  for (const r of rows)
    console.log(
      `${r.route.padEnd(44)} ${kb(r.js)}   ${kb(r.css)}   ${kb(r.html)}    ${kb(r.flight)}`,
    );
}
const over = rows.filter((r) => r.js > jsBudget || r.css > cssBudget);
for (const r of over) {
  console.error(
    `over budget: ${r.route} JS ${kb(r.js)} KB (≤ ${jsBudget / 1024}), CSS ${kb(r.css)} KB (≤ ${cssBudget / 1024})`,
  );
}
console.log(
  `${rows.length} pages, ${over.length} over budget (JS ≤ ${jsBudget / 1024} KB, CSS ≤ ${cssBudget / 1024} KB gzipped)`,
);
process.exit(over.length ? 1 : 0);
