/**
 * `npx tsx scripts/page-screens.ts` (after `npm run build`): the screenshots of docs/screens
 * for one page of each kind (a client type, a platform, a location, a solution), at 375 and
 * 1440 px in both themes. Each shows a first screen's worth of the page's own modules, from the
 * first section after the hero, so a review sees what shapes the page. Reads the build served
 * on E2E_PORT (3100).
 */
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '../e2e/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const out = process.env.SCREENS_DIR ?? path.join('docs', 'screens');
const PAGES: [string, string][] = [
  ['/clients/credit-unions', 'client-credit-unions'],
  ['/services/drupal-websites', 'platform-drupal'],
  ['/locations/maryland', 'location-maryland'],
  ['/solutions/accessibility-audits', 'solution-accessibility-audits'],
  ['/services', 'services'],
  ['/why-cairn', 'why-cairn'],
];
const SIZES = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
];

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
        for (const [route, name] of PAGES) {
          await page.goto(`${baseURL}${route}`);
          await page.evaluate(() => document.fonts.ready);
          // The first section after the hero: the page's own modules start there.
          const top = await page.evaluate(() => {
            const hero = document.querySelector('main section');
            return hero ? Math.round(hero.getBoundingClientRect().bottom + window.scrollY) : 0;
          });
          const file = path.join(out, `${name}-${size.width}-${theme}.png`);
          await page.screenshot({
            path: file,
            fullPage: true,
            clip: { x: 0, y: top, width: size.width, height: size.height },
          });
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
