/**
 * `npm run screens`: what each engine draws. Screenshots of / and /services in
 * Chromium, Firefox and WebKit at 390 and 1280 px (the viewport, light theme, after the fonts
 * have loaded) go to docs/screens/engines/<engine>-<page>-<width>.png, through the same drivers
 * as the cross-engine journeys (e2e/engines). Serves the production build on a free port (run
 * `npm run build` first), so a server already running elsewhere is never what is drawn. An
 * engine that cannot run here is reported and left out.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '../tests/chromium';
import { chromiumEngine } from '../tests/engines/chromium';
import type { Driver, Engine } from '../tests/engines/driver';
import { firefoxEngine } from '../tests/engines/firefox';
import { webkitEngine } from '../tests/engines/webkit';
import { startNext } from '../tests/server-process';

const out = path.join('docs', 'screens', 'engines');
const PAGES: [string, string][] = [
  ['/', 'home'],
  ['/services', 'services'],
];
const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

/** Waits until the page's web fonts are in and its scripts have run (the form says so). */
async function settled(driver: Driver) {
  for (let i = 0; i < 100; i++) {
    const ready = await driver.evaluate<boolean>(
      'document.fonts.status === "loaded" && !!document.querySelector("form[data-ready]")',
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function main() {
  const server = await startNext({ env: { DATA_DIR: '.data/screens' } });
  const baseURL = server.origin;
  fs.mkdirSync(out, { recursive: true });
  const browser = chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const engines: Engine[] = [
    chromiumEngine(() => browser, baseURL),
    firefoxEngine(baseURL),
    webkitEngine(baseURL),
  ];
  try {
    for (const engine of engines) {
      const reason = engine.unavailable();
      if (reason) {
        console.log(`screens: ${engine.name} left out: ${reason}`);
        continue;
      }
      for (const size of SIZES) {
        const driver = await engine.open({ ...size, scripts: true });
        for (const [route, name] of PAGES) {
          await driver.goto(route);
          await settled(driver);
          const file = path.join(out, `${engine.name}-${name}-${size.width}.png`);
          fs.writeFileSync(file, await driver.screenshot());
          console.log(`screens: ${file}`);
        }
        await driver.close();
      }
      await engine.stop();
    }
  } finally {
    await (await browser).close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
