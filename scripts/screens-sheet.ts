/**
 * `npx tsx scripts/screens-sheet.ts` (after `npx tsx scripts/page-screens.ts --all`): one contact
 * sheet per width and theme of every route's first screen, docs/screens/every-page-<width>-
 * <theme>.png, each page a thumbnail under its path, in the sitemap's order. The 284 shots
 * themselves (13 MB) stay out of git (docs/screens/all/ is ignored); four sheets show a review
 * every page at once.
 */
import path from 'node:path';
import sharp from 'sharp';
import { allRoutes } from '../content/routes';

const dir = path.join('docs', 'screens');
const name = (route: string) => (route === '/' ? 'home' : route.slice(1).replaceAll('/', '-'));
const escape = (text: string) =>
  text.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c]!);

for (const [width, thumb, columns] of [
  [1440, 360, 6],
  [375, 150, 12],
] as const) {
  for (const theme of ['light', 'dark'] as const) {
    const routes = allRoutes();
    const scale = thumb / width;
    const shotHeight = Math.round((width === 1440 ? 900 : 812) * scale);
    const cell = { width: thumb + 16, height: shotHeight + 36 };
    const rows = Math.ceil(routes.length / columns);
    const background = theme === 'dark' ? '#111' : '#fff';
    const ink = theme === 'dark' ? '#eee' : '#111';
    const tiles = await Promise.all(
      routes.map(async (route, i) => {
        const file = path.join(dir, 'all', `${name(route)}-${width}-${theme}.png`);
        const x = (i % columns) * cell.width + 8;
        const y = Math.floor(i / columns) * cell.height + 8;
        const image = await sharp(file).resize({ width: thumb }).png().toBuffer();
        const label = Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${thumb}" height="20"><text x="0" y="14" font-family="sans-serif" font-size="11" fill="${ink}">${escape(route)}</text></svg>`,
        );
        return [
          { input: label, left: x, top: y },
          { input: image, left: x, top: y + 20 },
        ];
      }),
    );
    const out = path.join(dir, `every-page-${width}-${theme}.png`);
    await sharp({
      create: {
        width: columns * cell.width,
        height: rows * cell.height + 8,
        channels: 3,
        background,
      },
    })
      .composite(tiles.flat())
      .png({ palette: true, effort: 8 })
      .toFile(out);
    console.log(`sheet: ${out}`);
  }
}
