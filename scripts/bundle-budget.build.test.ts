/**
 * The bytes budget (scripts/page-bytes.ts, config/budget.ts): each page the site wrote is a
 * document of at most 40 KB gzipped, of which at most 1 KB is drawing, and loads at most
 * JS_BUDGET_KB (160) of gzipped JavaScript and CSS_BUDGET_KB (25) of gzipped CSS. One test per
 * page. After a build: POST_BUILD_DIST=.next npx vitest run scripts/bundle-budget.build.test.ts
 */
import fs from 'node:fs';
import { expect, it } from 'vitest';
import { describeRequiring } from '../tests/describe-requiring';
import { shellScript } from '../lib/shell';
import { THEME_STORAGE_KEY, themeInitScript } from '../lib/theme';
import { noBuild, openBuiltSite, pageLabel, sitePages } from './built-site';
import { budgetKb, inlinePayload, kb, pageBytes } from './page-bytes';

describeRequiring(
  `bytes budget: document ≤ ${budgetKb.document} KB (drawings ≤ ${budgetKb.drawings} KB), JS ≤ ${budgetKb.js} KB and CSS ≤ ${budgetKb.css} KB gzipped per page`,
  noBuild,
  () => {
    const rows = pageBytes(openBuiltSite());

    it('found the pages of the site', () => {
      expect(rows.map((r) => r.route)).toEqual(expect.arrayContaining(['/', '/services', '(404)']));
    });

    // components/layout/head-scripts.tsx: the theme and shell scripts run from the HTML, so
    // their text is in each document once, not again in the payload React hydrates from.
    it("the head's scripts travel once in each document: in its HTML, not in its payload", () => {
      const scripts = [themeInitScript, shellScript(THEME_STORAGE_KEY)];
      for (const page of sitePages(openBuiltSite())) {
        const html = fs.readFileSync(page.file, 'utf8');
        const payload = inlinePayload(html);
        for (const script of scripts) {
          expect(html.split(script).length - 1, pageLabel(page)).toBe(1);
          expect(payload.includes(script.slice(0, 120)), pageLabel(page)).toBe(false);
        }
      }
    });

    for (const row of rows) {
      it(`${row.route}: ${kb(row.html)} KB document, ${kb(row.drawings)} KB drawing, ${kb(row.js)} KB JS, ${kb(row.css)} KB CSS`, () => {
        expect(
          row.html,
          `${row.route}: document ${kb(row.html)} KB gzipped, over ${budgetKb.document} KB`,
        ).toBeLessThanOrEqual(budgetKb.document * 1024);
        expect(
          row.drawings,
          `${row.route}: drawings ${kb(row.drawings)} KB gzipped in the document, over ${budgetKb.drawings} KB`,
        ).toBeLessThanOrEqual(budgetKb.drawings * 1024);
        expect(
          row.js,
          `${row.route}: JS ${kb(row.js)} KB gzipped, over ${budgetKb.js} KB`,
        ).toBeLessThanOrEqual(budgetKb.js * 1024);
        expect(
          row.css,
          `${row.route}: CSS ${kb(row.css)} KB gzipped, over ${budgetKb.css} KB`,
        ).toBeLessThanOrEqual(budgetKb.css * 1024);
      });
    }
  },
);
