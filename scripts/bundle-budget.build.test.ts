/**
 * The bytes budget (scripts/page-bytes.ts): each page the site wrote loads at most
 * JS_BUDGET_KB (160) of gzipped JavaScript and CSS_BUDGET_KB (25) of gzipped CSS. One test per
 * page. After a build: POST_BUILD_DIST=.next npx vitest run scripts/bundle-budget.build.test.ts
 */
import { expect, it } from 'vitest';
import { describeRequiring } from '../test/describe-requiring';
import { noBuild, openBuiltSite } from './built-site';
import { budgetKb, kb, pageBytes } from './page-bytes';

describeRequiring(
  `bytes budget: JS ≤ ${budgetKb.js} KB and CSS ≤ ${budgetKb.css} KB gzipped per page`,
  noBuild,
  () => {
    const rows = pageBytes(openBuiltSite());

    it('found the pages of the site', () => {
      expect(rows.map((r) => r.route)).toEqual(expect.arrayContaining(['/', '/services', '(404)']));
    });

    for (const row of rows) {
      it(`${row.route}: ${kb(row.js)} KB JS, ${kb(row.css)} KB CSS`, () => {
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
