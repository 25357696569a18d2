/**
 * `npx tsx scripts/page-screens.ts` (after `npm run build`): the screenshots of docs/screens
 * for one page of each kind (each index, a client type, a platform, a location, a solution, the
 * contact page, the legal pages and the 404), at 375 and 1440 px in both themes, as palette PNGs.
 * Most show a first screen's worth of the page's own modules, from the first section after the
 * hero, so a review sees what shapes the page; the `hero-` ones and a few short pages show the
 * first screen with its illustration; the `full` ones (/work and a study) the whole page, its
 * lazy images loaded. Reads the build served on E2E_PORT (3100). Names given
 * on the command line redraw only the shots whose file name starts with one of them:
 * `npx tsx scripts/page-screens.ts work hero-work` for /work and the studies.
 * `--all`: the first screen of every route of the sitemap instead, into docs/screens/all/
 * (named by path: `services-drupal-websites-375-dark.png`), for a review of every page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { getWork } from '../content/work';
import { allRoutes } from '../content/routes';
import { chromiumArgs, findChromium } from '../tests/chromium';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const all = process.argv.includes('--all');
const out = process.env.SCREENS_DIR ?? path.join('docs', 'screens', ...(all ? ['all'] : []));
// docs/screens/all/ is not in git: a fresh clone has no such folder yet.
fs.mkdirSync(out, { recursive: true });
/**
 * [route, file name, where the shot starts]: by default the first section after the hero (the
 * page's own modules start there); 'top' for the first screen with its hero and illustration;
 * 'full' for the whole page; or a selector whose element starts the shot.
 */
const PAGES: [string, string, string?][] = [
  ['/', 'home'],
  ['/clients', 'clients'],
  ['/clients/credit-unions', 'client-credit-unions'],
  ['/services/drupal-websites', 'platform-drupal'],
  ['/locations/maryland', 'location-maryland'],
  ['/solutions/accessibility-audits', 'solution-accessibility-audits'],
  ['/services', 'services'],
  ['/why-cairn', 'why-cairn'],
  ['/solutions', 'solutions'],
  ['/support', 'support'],
  ['/locations', 'locations'],
  ['/news', 'news'],
  ['/contact', 'contact', 'top'],
  ['/accessibility', 'accessibility', 'top'],
  ['/privacy-policy', 'privacy-policy', 'top'],
  ['/no-such-page', 'not-found', 'top'],
  ['/', 'hero-home', 'top'],
  ['/clients/credit-unions', 'hero-client-credit-unions', 'top'],
  ['/services/drupal-websites', 'hero-platform-drupal', 'top'],
  ['/news', 'hero-news', 'top'],
  ['/services', 'hero-services', 'top'],
  ['/clients', 'hero-clients', 'top'],
  ['/solutions/accessibility-audits', 'hero-solution-accessibility-audits', 'top'],
  ['/team', 'hero-team', 'top'],
  ['/why-cairn', 'hero-why-cairn', 'top'],
  ['/support', 'hero-support', 'top'],
  ['/contact', 'hero-contact', 'top'],
  ['/locations', 'hero-locations', 'top'],
  ['/locations/maryland', 'hero-location-maryland', 'top'],
  ['/news/wcag-2-2-what-changes-for-member-portals', 'hero-article', 'top'],
  ['/team', 'team', 'section[aria-labelledby="people-heading"]'],
  // How the kinds of page end: home with its sectors' places and people, an article with its
  // author's next step, /news with its feed; and /why-cairn's standards, each point's meaning.
  ['/', 'ending-home', '[data-ending]'],
  ['/news/wcag-2-2-what-changes-for-member-portals', 'ending-article', '[data-ending]'],
  ['/news', 'ending-news', '[data-ending]'],
  [
    '/why-cairn',
    'why-cairn-standards',
    'section[aria-labelledby="standards-built-in-not-bolted-on"]',
  ],
  ['/work', 'work', 'full'],
  ['/work/larkspur-valley-credit-union', 'work-larkspur-valley-credit-union', 'full'],
  // Each study's first screen: its headline and its key screen in a device frame.
  ...getWork().map((study): [string, string, string] => [
    study.href,
    `hero-work-${study.slug}`,
    'top',
  ]),
];
const wanted = process.argv.slice(2).filter((a) => a !== '--all');
const shots = (
  all
    ? allRoutes().map((route): [string, string, string] => [
        route,
        route === '/' ? 'home' : route.slice(1).replaceAll('/', '-'),
        'top',
      ])
    : PAGES
).filter(([, name]) => !wanted.length || wanted.some((w) => name.startsWith(w)));
const SIZES = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
];

/** Brings each lazy image of the page (or of its first `within` px) in, then waits for them. */
async function loadImages(page: Page, within = 1e9) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < Math.min(height, within); y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(
    (limit) =>
      [...document.images].every((img) => {
        const box = img.getBoundingClientRect();
        // An image in a closed fold is not shown, so a lazy one is never fetched.
        if (img.closest('details:not([open])')) return true;
        return box.width === 0 || box.top > limit || (img.complete && img.naturalWidth > 0);
      }),
    within,
  );
  // Loaded is not yet drawn: a screenshot taken on a busy machine showed an empty frame.
  await page.evaluate(() =>
    Promise.all(
      [...document.images]
        .filter((img) => img.complete && img.naturalWidth > 0)
        .map((img) => img.decode().catch(() => {})),
    ),
  );
}

async function main() {
  // Needs a server on the build: `npm run build && PORT=3100 npm run serve` in another shell.
  await fetch(`${baseURL}/`).catch(() => {
    throw new Error(`no server on ${baseURL}: start one with npm run serve`);
  });
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    for (const theme of ['light', 'dark'] as const) {
      for (const size of SIZES) {
        const context = await browser.newContext({ viewport: size, colorScheme: theme });
        await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
        const page = await context.newPage();
        for (const [route, name, from] of shots) {
          await page.goto(`${baseURL}${route}`);
          await page.evaluate(() => document.fonts.ready);
          const file = path.join(out, `${name}-${size.width}-${theme}.png`);
          if (from === 'full') {
            await loadImages(page);
            // Sections drawn only near the viewport (content-visibility) are drawn for the shot.
            await page.evaluate(() => {
              for (const el of document.querySelectorAll<HTMLElement>('.later-face'))
                el.style.contentVisibility = 'visible';
            });
            const png = await page.screenshot({ fullPage: true });
            await sharp(png).png({ palette: true, effort: 8 }).toFile(file);
            console.log(`screens: ${file}`);
            continue;
          }
          // The first section after the hero: the page's own modules start there.
          const top = await page.evaluate((start) => {
            if (start === 'top') return 0;
            const mark = start ? document.querySelector(start) : null;
            if (mark) return Math.round(mark.getBoundingClientRect().top + window.scrollY);
            const hero = document.querySelector('main section');
            return hero ? Math.round(hero.getBoundingClientRect().bottom + window.scrollY) : 0;
          }, from);
          await loadImages(page, size.height);
          const png = await page.screenshot({
            fullPage: true,
            clip: { x: 0, y: top, width: size.width, height: size.height },
          });
          await sharp(png).png({ palette: true, effort: 8 }).toFile(file);
          console.log(`screens: ${file}`);
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
