/**
 * The case studies' screens (public/work/<slug>/images/0/src.webp for the desktop and 1 for the
 * phone: where the editor keeps a study's images): one responsive page per study in its sample
 * client's own brand (scripts/work-screens/brands.ts; fictional clients, no real brands, no
 * network), captured with the system Chromium at a desktop and a phone size and written as WebP
 * with sharp. The site draws the device frames around them (components/work/device-frame.tsx).
 * Each study's "before" screen, its client's old page (scripts/work-screens/befores.ts), is
 * captured at the desktop size to public/work/<slug>/beforeAfter/before/src.webp.
 * Usage: npx tsx scripts/work-screens.ts [slug…]   (sizes are read from the files at build)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { chromiumArgs, findChromium } from '../tests/chromium';
import { befores, oldPage } from './work-screens/befores';
import type { StudySlug } from './work-screens/brands';
import { SHOTS, page, studies, wrappedLabels, type StudyMock } from './work-screens/mocks';

const OUT = path.join(process.cwd(), 'public', 'work');

const wanted = process.argv.slice(2);
if (wanted.includes('--help')) {
  console.log(
    `usage: npx tsx scripts/work-screens.ts [slug…]\nslugs: ${Object.keys(studies).join(' ')}`,
  );
  process.exit(0);
}

/** A screenshot as WebP at `out`, its size printed. */
async function write(png: Buffer, out: string): Promise<void> {
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const info = await sharp(png).webp({ quality: 72, effort: 6 }).toFile(out);
  console.log(
    `${path.relative(process.cwd(), out)}  ${info.width}x${info.height}  ${(info.size / 1024).toFixed(1)} KB`,
  );
}
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'work-screens-'));
fs.mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
try {
  for (const [slug, study] of Object.entries(studies) as [StudySlug, StudyMock][]) {
    if (wanted.length && !wanted.includes(slug)) continue;
    const file = path.join(tmp, `${slug}.html`);
    fs.writeFileSync(file, page(study));
    for (const shot of SHOTS) {
      const context = await browser.newContext({
        viewport: shot.viewport,
        deviceScaleFactor: shot.scale,
        offline: true,
      });
      const tab = await context.newPage();
      await tab.goto(`file://${file}`);
      const wrapped = await wrappedLabels(tab);
      if (wrapped.length) throw new Error(`${slug} ${shot.suffix}: wraps ${wrapped.join(', ')}`);
      const png = await tab.screenshot();
      await context.close();
      // Where the editor keeps a study's screens: public/work/<slug>/images/<n>/src.webp, the
      // n-th of its `images` (the desktop screen first, then the phone's: SHOTS' order).
      await write(png, path.join(OUT, slug, 'images', String(SHOTS.indexOf(shot)), 'src.webp'));
    }
    // The old page, at the desktop size: where the editor keeps the pair's "before" image.
    const old = path.join(tmp, `${slug}-before.html`);
    fs.writeFileSync(old, oldPage(befores[slug]));
    const context = await browser.newContext({
      viewport: SHOTS[0].viewport,
      deviceScaleFactor: SHOTS[0].scale,
      offline: true,
    });
    const tab = await context.newPage();
    await tab.goto(`file://${old}`);
    const png = await tab.screenshot();
    await context.close();
    await write(png, path.join(OUT, slug, 'beforeAfter', 'before', 'src.webp'));
  }
} finally {
  await browser.close();
  fs.rmSync(tmp, { recursive: true, force: true });
}
