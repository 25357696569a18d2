/**
 * The editor's screenshots in the README (docs/screens/editor/): against `npm run dev` (local
 * mode), e.g. `npx tsx scripts/editor-screens.ts http://localhost:3000`. System Chromium only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '../tests/chromium';

if (process.argv.includes('--help')) {
  console.log(
    'usage: npx tsx scripts/editor-screens.ts [base URL of npm run dev, http://localhost:3000]',
  );
  process.exit(0);
}
const base = process.argv[2] ?? 'http://localhost:3000';
const out = path.join(import.meta.dirname, '..', 'docs', 'screens', 'editor');
fs.mkdirSync(out, { recursive: true });

/** Each screen: its file's name, the editor's URL, and what to wait for (`kind:text`). */
const screens: [name: string, url: string, target: `${'text' | 'label' | 'field'}:${string}`][] = [
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
  // Its results (each opens to its figure before and after, and when both were taken).
  [
    'work-results',
    '/keystatic/collection/work/item/larkspur-valley-credit-union',
    'field:Two to four, each with its baseline',
  ],
  // Its screens (each opens to the uploaded image and its description).
  [
    'work-screens',
    '/keystatic/collection/work/item/larkspur-valley-credit-union',
    'field:One to six; the first is',
  ],
  // A client type's problems and rules.
  [
    'client-type',
    '/keystatic/collection/clients/item/credit-unions',
    'field:The rule’s name, what it means',
  ],
  // The client marks and testimonials.
  ['proof', '/keystatic/singleton/proof', 'text:Client marks'],
];

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
for (const [name, url, target] of screens) {
  await page.goto(`${base}${url}`, { timeout: 300_000 });
  const [kind, text = ''] = target.split(':');
  // text: anywhere on the page; label: a field by its label; field: a list field by its help
  // text, scrolled to the top of the screen.
  const locator = kind === 'label' ? page.getByLabel(text).first() : page.getByText(text).first();
  await locator.waitFor({ timeout: 300_000 });
  if (kind === 'label') await locator.scrollIntoViewIfNeeded();
  if (kind === 'field') await locator.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  // The dev server's own badge is not part of the editor.
  await page.addStyleTag({ content: 'nextjs-portal { display: none !important; }' });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: path.join(out, `${name}.png`) });
  console.log(`docs/screens/editor/${name}.png`);
}
await browser.close();
