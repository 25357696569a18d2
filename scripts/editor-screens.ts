/**
 * The editor's screenshots in the README (docs/screens/editor/), and each client type's rules as
 * the editor lists them, which its page shows (public/editor/, with content/editor-shots.json
 * naming the rules each shows): against `npm run dev` (local mode) on `localhost` (the dev server
 * serves its scripts to its own origin only), e.g.
 * `npx tsx scripts/editor-screens.ts http://localhost:3000`; `--pages` draws only the pages'
 * screenshots. System Chromium only.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { getCollection } from '../content/index';
import {
  EDITOR_PHONE_CAPTURE,
  EDITOR_SHOT_WIDTH,
  type EditorShotRecord,
} from '../content/editor-shots';
import { chromiumArgs, findChromium } from '../tests/chromium';

if (process.argv.includes('--help')) {
  console.log(
    'usage: npx tsx scripts/editor-screens.ts [--pages] [base URL of npm run dev, http://localhost:3000]',
  );
  process.exit(0);
}
const pagesOnly = process.argv.includes('--pages');
const base = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'http://localhost:3000';
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
for (const [name, url, target] of pagesOnly ? [] : screens) {
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

// Each client type's rules as the editor lists them, in the light and the dark scheme, twice: at 640 px (the editor's narrow
// layout, so a row ends inside the frame with its buttons) for a column, and at a small phone's
// width (360 px, its bar whole with Save, each name wrapped whole) for a phone. Each is cut from the bar that names the entry
// down to the foot of its own list.
const root = path.join(import.meta.dirname, '..');
const publicDir = path.join(root, 'public', 'editor');
const shots: Record<string, EditorShotRecord> = {};
const drawn = new Set<string>();

/**
 * Drawn at twice the pixels of the size shown (a phone or a laptop screen has two or three device
 * pixels to a CSS pixel: a 1x screenshot is the one soft thing beside the page's own text).
 */
const SCALE = 2;

async function drawRules(
  slug: string,
  width: number,
  ruleNames: string[],
  suffix: string,
  colorScheme: 'light' | 'dark',
) {
  // The editor follows the system's scheme: the page's dark theme shows it dark, not dimmed.
  const view = await browser.newPage({
    viewport: { width, height: 1200 },
    deviceScaleFactor: SCALE,
    colorScheme,
  });
  await view.goto(`${base}/keystatic/collection/clients/item/${slug}`, { timeout: 300_000 });
  const help = view.getByText('The rule’s name, what it means').first();
  await help.waitFor({ timeout: 300_000 });
  await view.addStyleTag({ content: 'nextjs-portal { display: none !important; }' });
  // The field's label sits under the editor's bar, the field before it out of sight.
  await help.evaluate((el) => {
    el.scrollIntoView({ block: 'start' });
    for (let box = el.parentElement; box; box = box.parentElement) {
      if (box.scrollTop > 0) return void (box.scrollTop -= 46);
    }
    window.scrollBy(0, -46);
  });
  // The editor sets a rule's name on one line in a row of fixed height, cut with "…" where the
  // row is short: the page this screenshot stands on says "its rules by name", so for the
  // screenshot the list's rows take the height their names need (the list places its rows
  // absolutely, each a fixed height; here they stack in flow) and the names wrap.
  await view
    .getByText(ruleNames[0]!, { exact: true })
    .first()
    .evaluate((name) => {
      let row = name.parentElement;
      while (row && getComputedStyle(row).position !== 'absolute') row = row.parentElement;
      const list = row?.parentElement;
      if (!list) throw new Error('the rules list’s rows were not found');
      list.style.height = 'auto';
      for (const each of list.children as HTMLCollectionOf<HTMLElement>) {
        Object.assign(each.style, { position: 'static', contain: 'none', height: 'auto' });
      }
      for (const el of list.querySelectorAll<HTMLElement>('*')) {
        const style = getComputedStyle(el);
        if (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') {
          Object.assign(el.style, {
            webkitLineClamp: 'unset',
            display: 'block',
            overflow: 'visible',
            textOverflow: 'clip',
            whiteSpace: 'normal',
          });
        }
        if (style.display === 'grid' && /px/.test(style.gridTemplateRows)) {
          // Each fixed row grows with its content; an empty one stays empty.
          el.style.gridTemplateRows = style.gridTemplateRows.replace(
            /\b(?!0px)\d+(\.\d+)?px/g,
            'auto',
          );
        }
      }
    });
  await view.waitForTimeout(1500);
  // The list's foot: the smallest box that holds the first and the last rule's rows.
  const last = ruleNames.at(-1)!;
  const foot = await view
    .getByText(ruleNames[0]!, { exact: true })
    .first()
    .evaluate((first, lastName) => {
      let box = first.parentElement;
      while (box && !box.textContent?.includes(lastName)) box = box.parentElement;
      return box ? box.getBoundingClientRect().bottom : 0;
    }, last);
  if (foot <= 0) throw new Error(`${slug}: the editor's list of rules was not found`);
  const height = Math.ceil(foot) + 16;
  const image = await view.screenshot({ clip: { x: 0, y: 0, width, height } });
  await view.close();
  // Named by its content, as the drawings are: a redrawn screenshot is a new address, so no
  // cache (the browser's, the image optimizer's) serves the old one.
  const hash = createHash('sha256').update(image).digest('hex').slice(0, 12);
  const file = `${slug}-rules${suffix}.${hash}.png`;
  fs.writeFileSync(path.join(publicDir, file), image);
  drawn.add(file);
  console.log(`public/editor/${file}`);
  // The image's own pixels: the page sets the size it is shown at.
  return { src: `/editor/${file}`, width: width * SCALE, height: height * SCALE };
}

for (const { slug, href, title, rules } of getCollection('clients')) {
  const names = rules.map((rule) => rule.title);
  const scheme = async (colorScheme: 'light' | 'dark') => {
    const suffix = colorScheme === 'dark' ? '-dark' : '';
    return {
      ...(await drawRules(slug, EDITOR_SHOT_WIDTH, names, suffix, colorScheme)),
      phone: await drawRules(slug, EDITOR_PHONE_CAPTURE, names, `${suffix}-phone`, colorScheme),
    };
  };
  shots[href] = { ...(await scheme('light')), dark: await scheme('dark'), title, rules: names };
}
for (const old of fs.readdirSync(publicDir)) {
  if (!drawn.has(old)) fs.rmSync(path.join(publicDir, old));
}
fs.writeFileSync(
  path.join(root, 'content', 'editor-shots.json'),
  `${JSON.stringify(shots, null, 2)}\n`,
);
await browser.close();
