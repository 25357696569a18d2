/**
 * The editor's screenshots in the README (docs/screens/editor/): against `npm run dev` (local
 * mode), e.g. `node scripts/editor-screens.mjs http://localhost:3000`. System Chromium only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '../e2e/chromium.mjs';

const base = process.argv[2] ?? 'http://localhost:3000';
const out = path.join(import.meta.dirname, '..', 'docs', 'screens', 'editor');
fs.mkdirSync(out, { recursive: true });

const screens = [
  // The list of articles, newest first.
  ['news-list', '/keystatic/collection/news', 'text:WCAG 2.2: What Changes'],
  // An article open: its fields with their help text, the body below.
  [
    'news-article',
    '/keystatic/collection/news/item/wcag-2-2-what-changes-for-member-portals',
    'label:Search result text',
  ],
  // The author, picked from the team.
  [
    'news-author',
    '/keystatic/collection/news/item/wcag-2-2-what-changes-for-member-portals',
    'label:Author',
  ],
  // A person of the team.
  ['team-member', '/keystatic/collection/team/item/hana-sato', 'label:Biography'],
  // A case study: its client type and platform picked from the collections.
  ['work-study', '/keystatic/collection/work/item/larkspur-valley-credit-union', 'label:Headline'],
  // Its results, each with the baseline and when both were taken.
  [
    'work-results',
    '/keystatic/collection/work/item/larkspur-valley-credit-union',
    'text:What was measured',
  ],
  // Its screens: the image, uploaded here, and the words for people who cannot see it.
  [
    'work-screens',
    '/keystatic/collection/work/item/larkspur-valley-credit-union',
    'text:Description for people who cannot see it',
  ],
  // A client type's problems and rules.
  [
    'client-type',
    '/keystatic/collection/clients/item/credit-unions',
    'text:Rules the site must meet',
  ],
  // The client marks and testimonials.
  ['proof', '/keystatic/singleton/proof', 'text:Client marks'],
];

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
for (const [name, url, target] of screens) {
  await page.goto(`${base}${url}`, { timeout: 300_000 });
  const [kind, text] = target.split(':');
  const locator = kind === 'text' ? page.getByText(text).first() : page.getByLabel(text).first();
  await locator.waitFor({ timeout: 300_000 });
  if (kind === 'label') await locator.scrollIntoViewIfNeeded();
  // The dev server's own badge is not part of the editor.
  await page.addStyleTag({ content: 'nextjs-portal { display: none !important; }' });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: path.join(out, `${name}.png`) });
  console.log(`docs/screens/editor/${name}.png`);
}
await browser.close();
