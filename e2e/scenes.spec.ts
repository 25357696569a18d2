import type { Page } from '@playwright/test';
import { test, expect, DESKTOP, MOBILE } from './fixtures';
import { setTheme } from '../tests/e2e/axe';
import { routes } from './routes';
import { allEntries, type Entry } from '../content';
import { DEDICATED_PAGES } from '../content/definitions';
import { exhibitOf } from '../content/page-kinds';
import { byMotif, ownScene } from '../components/art/scenes';

/**
 * The hero landscapes: each kind of client and each kind of page has a landmark of its own, under
 * mountains of its own, in one landscape's vocabulary (the brief's illustration system), drawn along the hero's foot on wide screens,
 * clear of the headline, and cropped on the landmark under the text on a phone.
 *
 * Every landscape a page shows is checked, each on the first page that shows it, read from the
 * scenes' definitions (components/art/scenes.ts): a main page's own scene, else the one its
 * Illustration names. A new landmark, or one a page newly takes, is checked with no change here.
 * /locations's hero is its map, /team its people, and /work shows the work's screens from 1024 px
 * (its landscape is the phone's); a page with an example has its landscape behind it; /contact is not
 * an entry (its route sets its crop beside the form). Each state's hero is a place of its own (a
 * bay, a ridge, a river under a bridge, fields, a beach…), so each is checked here on its page.
 */
const otherArt = (entry: Entry) => ['locations', 'work'].includes(entry.slug);
/**
 * Pages whose hero is their annotated example or their people (e2e/art.spec.ts): their landscape
 * stands behind them, at every width; the panel that holds both, by its art.
 */
const behind = new Map<string, string>([
  ...allEntries()
    .filter((entry) => exhibitOf(entry))
    .map((entry) => [entry.href, '[data-art="exhibit"]'] as const),
  ['/team', '[data-art="crew"]'],
]);
const published = new Set(routes);
const byLandmark = new Map<string, { route: string; landmark: string }>();
for (const entry of allEntries()) {
  if (!published.has(entry.href) || otherArt(entry)) continue;
  const scene = ownScene(entry.slug) ?? byMotif[entry.motif ?? 'plan'];
  if (!byLandmark.has(scene.name)) {
    byLandmark.set(scene.name, { route: entry.href, landmark: scene.name });
  }
}
const scenes = [...byLandmark.values()];

type Rect = { x: number; y: number; width: number; height: number };

/**
 * Where the landmark is drawn on screen: its box in the drawing (read from the drawing's file,
 * which the page's views `<use>`), through the visible view.
 */
function landmarkOnScreen(page: Page, within = '[data-scene]') {
  return page.evaluate(async (within) => {
    const wrap = document.querySelector(`section[aria-labelledby="page-title"] ${within}`)!;
    const view = [...wrap.querySelectorAll<SVGSVGElement>('svg[viewBox]')].find(
      (svg) => getComputedStyle(svg).display !== 'none',
    )!;
    const href = view.querySelector('use')!.getAttribute('href')!;
    const file = new DOMParser().parseFromString(await (await fetch(href)).text(), 'image/svg+xml');
    // The file's drawing, measured where the page would draw it (then taken away again).
    const probe = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    probe.setAttribute('width', '0');
    probe.setAttribute('height', '0');
    probe.append(document.importNode(file.getElementById('art')!, true));
    wrap.append(probe);
    const landmark = probe.querySelector<SVGGraphicsElement>('g[data-landmark]')!;
    const box = landmark.getBBox();
    probe.remove();
    const m = view.getScreenCTM()!;
    const at = (x: number, y: number) => new DOMPoint(x, y).matrixTransform(m);
    const a = at(box.x, box.y);
    const b = at(box.x + box.width, box.y + box.height);
    const shown = view.getBoundingClientRect();
    return {
      href,
      name: landmark.dataset.landmark,
      landmark: { x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y },
      view: { x: shown.x, y: shown.y, width: shown.width, height: shown.height },
    };
  }, within);
}

const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The landscape along the hero's foot at 1440 px, clear of the headline, under the text. */
async function wideView(page: Page, landmark: string) {
  const hero = page.locator('section[aria-labelledby="page-title"]');
  const wide = await landmarkOnScreen(page);
  expect(wide.name).toBe(landmark);
  // Drawn from its file, named by its hash (components/art/drawing-file.tsx).
  expect(wide.href).toMatch(/^\/art\/scene-[a-z-]+\.[0-9a-f]{12}\.svg#art$/);
  const section = (await hero.boundingBox())!;
  // Full-bleed along the hero's foot: the screen's width, down to the hero's edge.
  expect(wide.view.width).toBe(1440);
  expect(wide.view.y + wide.view.height).toBeCloseTo(section.y + section.height, 0);
  expect(wide.landmark.x + wide.landmark.width).toBeLessThanOrEqual(1440);
  expect(wide.landmark.width).toBeGreaterThan(90);
  for (const text of [
    hero.getByRole('heading', { level: 1 }),
    hero.locator('h1 + p'),
    hero.getByRole('link', { name: 'Start a conversation' }),
  ]) {
    const box = (await text.boundingBox())!;
    expect(
      overlaps(wide.landmark, box),
      `the ${landmark} covers "${await text.textContent()}"`,
    ).toBe(false);
  }
  // The drawing lies under the text: the button over it takes the click.
  await hero
    .getByRole('link', { name: 'Start a conversation' })
    .click({ trial: true, timeout: 2000 });
}

test.describe('hero landscapes', () => {
  for (const { route, landmark } of scenes.filter((scene) => behind.has(scene.route))) {
    test(`${route}: the ${landmark} stands in the landscape behind the page's subject, its foot in sight, at 1440 and 375 px`, async ({
      page,
    }) => {
      const panelOf = behind.get(route)!;
      for (const viewport of [DESKTOP, MOBILE]) {
        await page.setViewportSize(viewport);
        await page.goto(route);
        const exhibit = page.locator(panelOf);
        const drawn = await landmarkOnScreen(page, panelOf);
        expect(drawn.name).toBe(landmark);
        const panel = (await exhibit.boundingBox())!;
        const paper = (await exhibit.locator(':scope > div').last().boundingBox())!;
        const at = `${landmark} at ${viewport.width}`;
        expect(drawn.landmark.x, at).toBeGreaterThanOrEqual(panel.x - 1);
        expect(drawn.landmark.x + drawn.landmark.width, at).toBeLessThanOrEqual(
          panel.x + panel.width + 1,
        );
        expect(drawn.landmark.y + drawn.landmark.height, at).toBeLessThanOrEqual(
          panel.y + panel.height + 1,
        );
        // Under the paper's (or the front row's) edge, its foot in sight: a landmark, not a
        // sliver behind a card.
        expect(drawn.landmark.y + drawn.landmark.height, at).toBeGreaterThan(
          paper.y + paper.height + 24,
        );
        expect(Math.max(drawn.landmark.width, drawn.landmark.height), at).toBeGreaterThan(40);
      }
    });
  }

  for (const { route, landmark } of scenes.filter((scene) => !behind.has(scene.route))) {
    test(`${route}: the ${landmark} stands in the landscape, clear of the headline on a wide screen and framed on a phone`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(route);
      const hero = page.locator('section[aria-labelledby="page-title"]');
      const art = hero.locator('[data-scene]');
      await expect(art).toHaveAttribute('aria-hidden', 'true');
      await wideView(page, landmark);
      await page.setViewportSize(MOBILE);
      const phone = await landmarkOnScreen(page);
      expect(phone.name).toBe(landmark);
      // The crop: the screen's width, under the text, with the whole landmark in it.
      expect(phone.view.width).toBe(MOBILE.width);
      expect(phone.view.height).toBeGreaterThan(120);
      expect(phone.view.height).toBeLessThan(260);
      const button = (await hero
        .getByRole('link', { name: 'Start a conversation' })
        .boundingBox())!;
      // Its open sky may rise under the button's row; the landmark stays clear of the button.
      expect(overlaps(phone.landmark, button)).toBe(false);
      expect(phone.view.y + phone.view.height).toBeGreaterThan(button.y + button.height + 100);
      expect(phone.landmark.x).toBeGreaterThanOrEqual(phone.view.x - 1);
      expect(phone.landmark.x + phone.landmark.width).toBeLessThanOrEqual(MOBILE.width + 1);
      expect(phone.landmark.y).toBeGreaterThanOrEqual(phone.view.y - 1);
      expect(Math.max(phone.landmark.width, phone.landmark.height)).toBeGreaterThan(90);
    });
  }

  test('the dark theme draws the same place at night: stars out, the sun a crescent, windows lit', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/clients/credit-unions');
    // The drawing's file paints its stars, the moon's shade and its windows with these tokens…
    // (Its landscape stands behind its example, e2e/art.spec.ts.)
    const href = await page.locator('[data-art="exhibit"] use').first().getAttribute('href');
    const file = await (await page.request.get(href!)).text();
    expect(file).toMatch(/<g fill="var\(--art-star\)"><circle /);
    expect(file).toMatch(/data-landmark="rate-board".*fill="var\(--art-window\)"/);
    // Credit unions' sky is clouds; /services' has the sun, whose shade makes the moon.
    const sunny = await page.request.get('/services');
    const sunnyFile = /<use href="([^"#]+)#/.exec(await sunny.text())![1]!;
    expect(
      (await (await page.request.get(sunnyFile)).text()).match(
        /<circle [^>]*fill="var\(--art-shade\)"/g,
      ),
    ).toHaveLength(1);
    // A state's landmark too: the rowhouses and the bridge's lamps are lit at night.
    const state = await page.request.get('/locations/washington-dc');
    const stateFile = /<use href="([^"#]+)#art"/.exec(await state.text())![1]!;
    expect(await (await page.request.get(stateFile)).text()).toMatch(
      /data-landmark="stone-bridge".*fill="var\(--art-window\)"/,
    );
    // …and each theme resolves them (on an element in the hero, where the drawing is shown).
    const look = () =>
      page.evaluate(() => {
        const probe = document.createElement('span');
        document.querySelector('[data-scene]')!.append(probe);
        const colour = (token: string) => {
          probe.style.color = `var(${token})`;
          return getComputedStyle(probe).color;
        };
        const found = {
          star: colour('--art-star'),
          shade: colour('--art-shade'),
          window: colour('--art-window'),
        };
        probe.remove();
        return found;
      });
    await setTheme(page, 'light');
    const day = await look();
    await setTheme(page, 'dark');
    const night = await look();
    const clear = /rgba\(0, 0, 0, 0\)|transparent/;
    expect(day.star).toMatch(clear);
    expect(night.star).not.toMatch(clear);
    expect(day.shade).toMatch(clear);
    expect(night.shade).not.toMatch(clear);
    expect(night.window).not.toBe(day.window);
  });

  test('a page draws one landscape, from one file, the same each time', async ({ page }) => {
    // That no two client types or pages share a landmark is the content check's (content/
    // cross-check.ts) and the scenes' unit test's (components/art/hero-scene.test.ts).
    // The scenes of the pages the site's code serves are among those checked above.
    for (const slug of DEDICATED_PAGES.filter((slug) => !['locations', 'work'].includes(slug))) {
      expect(byLandmark.has(ownScene(slug)!.name), slug).toBe(true);
    }
    // A page whose hero is the landscape on every screen (no example beside its headline).
    await page.goto('/services/wordpress-websites');
    // One drawing, a file of its own: the wide view and the phone's crop both <use> it, and
    // its name is the hash of what it draws.
    await expect(page.locator('[data-landmark]')).toHaveCount(1);
    const uses = page.locator('[data-scene] svg use');
    await expect(uses).toHaveCount(2);
    const drawing = async () => {
      const hrefs = await uses.evaluateAll((all) => all.map((use) => use.getAttribute('href')));
      expect(new Set(hrefs).size).toBe(1);
      return hrefs[0];
    };
    const first = await drawing();
    await page.goto('/solutions/accessibility-audits');
    expect(await drawing()).not.toEqual(first);
    await page.goto('/services/wordpress-websites');
    expect(await drawing()).toEqual(first);
  });
});
