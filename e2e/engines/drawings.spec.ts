import sharp from 'sharp';
import { call, type Driver } from '../../tests/engines/driver';
import { test, expect } from './fixtures';

/**
 * The drawings are files a page's `<svg>` uses (components/art/drawing-file.tsx): in each
 * engine, the hero's landscape is painted from its file, in the colours of the page's theme (the
 * `--art-*` tokens reach through `<use>`), by day and at night.
 */

interface Look {
  /** The pixel colour most common along a row near the foot of the visible view. */
  painted: [number, number, number];
  /** The hero's own background there, what shows if the drawing is missing. */
  background: [number, number, number];
  /** The colours the drawing's tokens resolve to in this theme. */
  tokens: [number, number, number][];
}

const rgb = (text: string) =>
  (text.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number) as [number, number, number];
const near = (a: number[], b: number[]) => a.every((v, i) => Math.abs(v - b[i]!) <= 12);

async function look(driver: Driver): Promise<Look> {
  const found = await driver.evaluate<{
    x: number;
    y: number;
    width: number;
    viewport: number;
    background: string;
    tokens: string[];
  }>(
    call(async () => {
      const wrap = document.querySelector('[data-scene]')!;
      const view = [...wrap.querySelectorAll('svg[viewBox]')].find(
        (svg) => getComputedStyle(svg).display !== 'none',
      )!;
      const box = view.getBoundingClientRect();
      const href = view.querySelector('use')!.getAttribute('href')!;
      // The file (or, where the build drew none, the copy in the page).
      const file = href.startsWith('#')
        ? document.getElementById(href.slice(1))!.outerHTML
        : await (await fetch(href)).text();
      const names = [...new Set(file.match(/--art-[a-z-]+/g))];
      const probe = document.createElement('span');
      wrap.append(probe);
      const tokens = names.map((name) => {
        probe.style.color = `var(${name})`;
        return getComputedStyle(probe).color;
      });
      probe.remove();
      let section: Element | null = wrap;
      let background = 'rgba(0, 0, 0, 0)';
      while (section && /rgba\(0, 0, 0, 0\)|transparent/.test(background)) {
        background = getComputedStyle(section).backgroundColor;
        section = section.parentElement;
      }
      return {
        x: box.left + box.width * 0.1,
        y: box.bottom - 6,
        width: box.width * 0.3,
        viewport: window.innerWidth,
        background,
        tokens,
      };
    }),
  );
  const { data, info } = await sharp(await driver.screenshot())
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const scale = info.width / found.viewport;
  const counts = new Map<string, number>();
  const y = Math.round(found.y * scale);
  for (let x = Math.round(found.x * scale); x < (found.x + found.width) * scale; x++) {
    const at = (y * info.width + x) * 3;
    const key = `${data[at]},${data[at + 1]},${data[at + 2]}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const painted = [...counts]
    .sort((a, b) => b[1] - a[1])[0]![0]
    .split(',')
    .map(Number);
  return {
    painted: painted as Look['painted'],
    background: rgb(found.background),
    tokens: found.tokens.map(rgb),
  };
}

// Once, at 1280 px: the phone's crop is a second <use> of the same file.
test(
  'the landscape is drawn from its file in the theme of the page, by day and at night',
  {
    tag: '@any-width',
  },
  async ({ open }) => {
    const driver = await open();
    // A page whose hero is its landscape on every screen (no example beside its headline).
    await driver.goto('/services/wordpress-websites');
    const looks: Look[] = [];
    for (const theme of ['light', 'dark']) {
      await driver.evaluate(
        call((name: string) => {
          document.documentElement.classList.remove('light', 'dark');
          document.documentElement.classList.add(name);
        }, theme),
      );
      // Painted (the file may still be on its way, a repaint pending), in its tokens' colours.
      let seen: Look | undefined;
      await expect
        .poll(
          async () => {
            seen = await look(driver);
            const day = looks[0];
            return (
              !near(seen.painted, seen.background) &&
              seen.tokens.some((t) => near(t, seen!.painted)) &&
              // The night is not the day's painting left over.
              !(day && near(day.painted, seen.painted))
            );
          },
          { message: `the ${theme} landscape is painted`, timeout: 15_000 },
        )
        .toBe(true);
      looks.push(seen!);
    }
  },
);
