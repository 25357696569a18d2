import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, accentColor, DESKTOP, MOBILE } from './fixtures';
import { loadImages, shownFile } from './images';
import { articleRoutes } from './routes';
import { getCollection, getEntry } from '../content';
import { snippets } from '../content/snippets';
import { getWork } from '../content/work';
import { formatFigure } from '../components/work/figures';

/**
 * What a buyer saw go wrong, page by page at 375 and 1440 px, measured through the page: sizes,
 * positions, counts and visibility.
 */
const WIDE = { width: 1440, height: 900 };

/**
 * Each card image in the main content: the pixels its file has (loaded again on its own, as a
 * srcset's `naturalWidth` is scaled by `sizes`) against the device pixels it fills.
 */
function cardImages(page: Page) {
  return page.getByRole('main').evaluate((main) =>
    Promise.all(
      [...main.querySelectorAll<HTMLImageElement>('li img')]
        .filter((img) => img.getBoundingClientRect().width > 0)
        .map(async (img) => {
          const file = new Image();
          file.src = img.currentSrc;
          await file.decode();
          return {
            src: img.currentSrc,
            file: file.naturalWidth,
            portrait: file.naturalHeight > file.naturalWidth,
            shown: Math.round(img.getBoundingClientRect().width * devicePixelRatio),
          };
        }),
    ),
  );
}

test.describe('at 375 px', () => {
  test.use({ viewport: MOBILE });

  test('the home page shows every recent project it counts', async ({ page }) => {
    await page.goto('/');
    const work = page.getByRole('region', { name: 'Sample projects' });
    await expect(work.getByText(/^How we write up a project/)).toBeVisible();
    const studies = work.getByRole('listitem').filter({ has: page.getByRole('heading') });
    await expect(studies).toHaveCount(3);
    for (const card of await studies.all()) await expect(card).toBeVisible();
  });

  test('study cards show the phone crop of each screen, not a shrunken desktop', async ({
    page,
  }) => {
    await page.goto('/work');
    await loadImages(page);
    const images = await cardImages(page);
    expect(images.length).toBeGreaterThan(0);
    // The phone crops are the studies' portrait screens: the file the card loads is one.
    expect(images.filter((i) => !i.portrait).map((i) => i.src)).toEqual([]);
  });

  test('a news article lists "In this article" before the article body', async ({ page }) => {
    const route = articleRoutes[0]!;
    await page.goto(route);
    const outline = page.getByRole('navigation', { name: 'In this article' });
    await expect(outline).toBeVisible();
    const outlineTop = (await outline.boundingBox())!.y;
    const bodyTop = (await page.locator('.article-body').boundingBox())!.y;
    expect(outlineTop).toBeLessThan(bodyTop);
  });

  test("Maryland's map fills its box: no empty band above or below the land", async ({ page }) => {
    await page.goto('/locations/maryland');
    const map = page.getByRole('img', { name: /^Map of Maryland/ });
    await expect(map).toBeVisible();
    const gaps = await map.evaluate((svg) => {
      const outer = svg.getBoundingClientRect();
      const drawn = [...svg.querySelectorAll('path, text, circle, ellipse')]
        .filter((el) => !el.closest('defs'))
        .map((el) => el.getBoundingClientRect());
      return {
        top: Math.min(...drawn.map((r) => r.top)) - outer.top,
        bottom: outer.bottom - Math.max(...drawn.map((r) => r.bottom)),
      };
    });
    expect(gaps.top).toBeLessThan(16);
    expect(gaps.bottom).toBeLessThan(16);
  });
});

test.describe('at 1440 px', () => {
  test.use({ viewport: WIDE });

  for (const route of ['/clients/credit-unions', '/work', '/']) {
    test(`${route}: card images are sharp (the file is at least as wide as the card)`, async ({
      page,
    }) => {
      await page.goto(route);
      await loadImages(page);
      const images = await cardImages(page);
      expect(images.length).toBeGreaterThan(0);
      expect(images.filter((i) => i.file < i.shown)).toEqual([]);
    });
  }

  test('/work: the figures of a row of study cards line up', async ({ page }) => {
    await page.goto('/work');
    const tops = new Map<number, number[]>();
    for (const study of getWork()) {
      const card = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: study.title }) });
      const lead = study.outcomes[0]!;
      const figure = card.getByText(formatFigure(lead.after, lead.unit), { exact: true });
      const row = Math.round((await card.boundingBox())!.y);
      tops.set(row, [...(tops.get(row) ?? []), Math.round((await figure.boundingBox())!.y)]);
    }
    expect(tops.size).toBeGreaterThan(1);
    for (const figures of tops.values()) expect(new Set(figures).size, String(figures)).toBe(1);
  });

  test('/contact: the content starts on the same line as the header', async ({ page }) => {
    await page.goto('/contact');
    const logo = await page.getByRole('banner').getByRole('link').first().boundingBox();
    const title = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(Math.abs(title!.x - logo!.x)).toBeLessThanOrEqual(2);
  });

  test("Maryland's map: no place name runs over an outline", async ({ page }) => {
    await page.goto('/locations/maryland');
    const map = page.getByRole('img', { name: /^Map of Maryland/ });
    const crossings = await map.evaluate((svg) => {
      // The state's outline and the water's (drawn clipped to the land, so only its points on
      // the land show); not the decorative inset contours.
      const [land, ...water] = [...svg.querySelectorAll<SVGPathElement>('path')].filter(
        (p) => !p.closest('clipPath') && !p.getAttribute('transform'),
      );
      const outlines = [land!, ...water];
      const shown = (path: SVGPathElement, p: DOMPoint) => path === land || land!.isPointInFill(p);
      const out: string[] = [];
      for (const text of svg.querySelectorAll('text')) {
        const b = text.getBBox();
        for (const path of outlines) {
          const length = path.getTotalLength();
          for (let at = 0; at < length; at += 1) {
            const p = path.getPointAtLength(at);
            const over = p.x > b.x && p.x < b.x + b.width && p.y > b.y && p.y < b.y + b.height;
            if (over && shown(path, p)) {
              out.push(text.textContent ?? '');
              break;
            }
          }
        }
      }
      return [...new Set(out)];
    });
    expect(crossings).toEqual([]);
  });
});

for (const route of ['/work/larkspur-valley-credit-union', '/work']) {
  test(`${route}: in the dark theme, screenshots are framed and dimmed (or drawn dark) rather than glaring white`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(route);
    const shown = page.getByRole('main').locator('img').filter({ visible: true });
    const screens = [];
    for (const img of await shown.all()) {
      screens.push({
        ...(await img.evaluate((el) => {
          const frame = el.closest<HTMLElement>('[data-frame]');
          const rimOf = (box: Element | null | undefined) => {
            const style = box ? getComputedStyle(box) : null;
            return style ? parseFloat(style.borderTopWidth) + parseFloat(style.paddingLeft) : 0;
          };
          return {
            src: el.getAttribute('src'),
            filter: getComputedStyle(el).filter,
            // The frame's rim: a drawn border or a dark bezel around the screen, on the frame
            // or on the tile that holds it whole (the hero's mosaic on /work).
            rim: rimOf(frame) || rimOf(frame?.parentElement),
          };
        })),
        // A screen drawn in a dark scheme (the editor's) needs no dimming.
        dark: (await shownFile(img)).lightness < 0.3,
      });
    }
    expect(screens.length).toBeGreaterThan(0);
    for (const screen of screens) {
      if (!screen.dark) expect(screen.filter, screen.src!).toMatch(/brightness\(0\.[0-9]+\)/);
      expect(screen.rim, screen.src!).toBeGreaterThanOrEqual(1);
    }
  });
}

/**
 * An ending's panel and the footer: the gap a visitor scrolls through (every ending stands on
 * the same panel, scripts/endings.build.test.ts, e2e/endings.spec.ts).
 */
test('/work: no empty band between the ending and the footer', async ({ page }) => {
  await page.goto('/work');
  const box = await page.locator('[data-ending]').evaluate((ending) => {
    const panel = ending.firstElementChild!.firstElementChild!;
    return panel.getBoundingClientRect().bottom + window.scrollY;
  });
  const footer = await page
    .getByRole('contentinfo')
    .evaluate((f) => f.getBoundingClientRect().top + window.scrollY);
  expect(footer - box).toBeLessThanOrEqual(64);
});

test('at 1440 px a solution’s steps walk across the page in one row, each as wide as the next', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  for (const solution of getCollection('solutions')) {
    const count = solution.steps.length;
    if (count < 2 || count > 5) continue;
    await page.goto(solution.href);
    const boxes = await page
      .getByRole('region', { name: snippets.modules.steps })
      .getByRole('listitem')
      .evaluateAll((items) =>
        items.map((li) => {
          const { top, width } = li.getBoundingClientRect();
          return { top: Math.round(top), width: Math.round(width) };
        }),
      );
    expect(boxes, solution.href).toHaveLength(count);
    expect(new Set(boxes.map((b) => b.top)).size, `${solution.href}: rows`).toBe(1);
    expect(new Set(boxes.map((b) => b.width)).size, `${solution.href}: widths`).toBe(1);
  }
});

test('at 1440 px a statement stands on the headings’ edge, its answer beside it or under it in two columns, never in a column beside an empty one, and no quote’s rule', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  // /solutions/devops answers its statement in a few lines, healthcare in paragraphs and a list.
  const kinds = new Set<string>();
  for (const path of ['/clients/healthcare-organizations', '/solutions/devops']) {
    await page.goto(path);
    const edges = await page.getByRole('main').evaluate((main) => {
      const statement = main.querySelector('[data-shape="statement"] p')!;
      const answer = statement.nextElementSibling!;
      // A prose section: its heading in the first column of a two-column grid, its text the second.
      const prose = [...main.querySelectorAll('section')].find(
        (s) => getComputedStyle(s).gridTemplateColumns.split(' ').length === 2,
      )!;
      const box = (el: Element) => el.getBoundingClientRect();
      return {
        statement: box(statement),
        rule: parseFloat(getComputedStyle(statement).borderLeftWidth),
        answer: box(answer),
        columns: getComputedStyle(answer).columnCount,
        heading: box(prose.children[0]!).left,
        width: box(prose).width,
      };
    });
    // Not dressed as a quotation: no one is quoted, so no rule beside it.
    expect(edges.rule, path).toBe(0);
    expect(Math.abs(edges.statement.left - edges.heading), path).toBeLessThanOrEqual(1);
    if (edges.answer.left > edges.statement.right) {
      kinds.add('beside');
      expect(Math.abs(edges.answer.top - edges.statement.top), path).toBeLessThanOrEqual(12);
    } else {
      kinds.add('under');
      expect(edges.columns, path).toBe('2');
      expect(Math.abs(edges.answer.left - edges.heading), path).toBeLessThanOrEqual(1);
      expect(edges.answer.width, path).toBeGreaterThan(0.95 * edges.width);
    }
  }
  expect([...kinds].sort()).toEqual(['beside', 'under']);
});

test('on a phone an article starts clear of the header, its breadcrumb one line to the journal', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await page.goto(articleRoutes[0]!);
  const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  // The current page is still named for a screen reader, but takes no line of its own.
  const current = crumbs.locator('[aria-current="page"]');
  await expect(current).toHaveText(title);
  expect((await current.locator('xpath=..').boundingBox())!.width).toBeLessThanOrEqual(1);
  const nav = (await crumbs.boundingBox())!;
  const header = (await page.getByRole('banner').boundingBox())!;
  expect(nav.height).toBeLessThanOrEqual(24);
  expect(nav.y - (header.y + header.height)).toBeGreaterThanOrEqual(24);
});

test('on a phone a page one step from home shows no breadcrumb of "Home" alone; a laptop shows it', async ({
  page,
}) => {
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await page.setViewportSize(MOBILE);
  await page.goto('/team');
  await expect(crumbs).toBeHidden();
  await page.goto('/clients/credit-unions');
  await expect(crumbs.getByRole('link', { name: 'Marketing Teams' })).toBeVisible();
  await page.setViewportSize(DESKTOP);
  await page.goto('/team');
  await expect(crumbs.getByRole('link', { name: 'Home' })).toBeVisible();
});

test('home shows figures about this site itself before its sample studies, as real evidence beside its real editor, leading to the whole record', async ({
  page,
}) => {
  await page.goto('/');
  const home = getEntry('pages', 'home');
  const copy = home.grids.find((g) => g.id === 'site-record')!;
  const record = page.getByRole('region', { name: copy.heading });
  // The proof a buyer can check for real comes first, the labelled sample studies after it.
  const order = await page
    .getByRole('main')
    .evaluate((main) => [...main.querySelectorAll('h2')].map((h) => h.textContent));
  expect(order.indexOf(copy.heading)).toBeGreaterThan(-1);
  expect(order.indexOf(copy.heading)).toBeLessThan(order.indexOf(snippets.work.homeHeading));
  // Four figures, each a value over its words, on a paper tagged as real, dated once.
  const figures = record.locator('dl > div');
  await expect(figures).toHaveCount(4);
  for (const figure of await figures.all()) {
    await expect(figure.locator('dd')).not.toBeEmpty();
    await expect(figure.locator('dt')).not.toBeEmpty();
  }
  await expect(record.getByText('Not a sample')).toHaveCount(2);
  // Each figure dated by its own measure, not by the newest of them: the time to show home was
  // measured in its own run (content/site-evidence.json).
  const { performance } = JSON.parse(
    fs.readFileSync(path.join('content', 'site-evidence.json'), 'utf8'),
  ) as { performance: { measured: string } };
  const day = new Date(`${performance.measured}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await expect(figures.filter({ hasText: '4G' }).locator('dt')).toContainText(`Measured ${day}`);
  for (const figure of await figures.all()) {
    await expect(figure.locator('dt')).toContainText(/Measured \w{3} \d{1,2}, \d{4}/);
  }
  // The editor its marketing team runs it with, as a described picture.
  const editor = record.getByRole('figure');
  await expect(
    editor.getByRole('img', { name: /^The editor open on the credit unions page/i }),
  ).toBeVisible();
  // The way to the record shown whole once, where each figure's method is linked.
  await expect(record.getByRole('link', { name: copy.more! })).toHaveAttribute(
    'href',
    '/why-cairn#site',
  );
  await page.getByRole('link', { name: copy.more! }).click();
  await expect(page).toHaveURL(/\/why-cairn#site$/);
  await expect(page.getByRole('region', { name: 'Check us on this site' })).toBeInViewport();
});

test('at 1280 px an ending’s actions stand beside its words, on /team and /work', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const [route, action] of [
    ['/team', snippets.contactAction],
    ['/work', snippets.referenceOffer.link],
  ] as const) {
    await page.goto(route);
    const ending = page.locator('[data-ending]').last();
    const words = (await ending.locator('p').first().boundingBox())!;
    const button = (await ending.getByRole('link', { name: action }).boundingBox())!;
    expect(button.x, route).toBeGreaterThan(words.x + words.width);
    expect(button.y, route).toBeLessThan(words.y + words.height);
  }
});

test('at 1440 px home’s people stand level under their sectors, however a sector’s name wraps', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await page.goto('/');
  const ending = page.locator('[data-ending="sector-leads"]');
  const names = ending.locator('li > div > a');
  const people = ending.locator('li > :last-child');
  // A marketer's longer name for a sector: the first takes two lines whatever the names are.
  await names.first().evaluate((a) => {
    a.textContent = `${a.textContent} and their regional federations`;
  });
  const heights = await names.evaluateAll((links) =>
    links.map((a) => a.getBoundingClientRect().height),
  );
  // The check means something only where one name takes more lines than another.
  expect(Math.max(...heights)).toBeGreaterThan(Math.min(...heights) * 1.5);
  const tops = await people.evaluateAll((els) =>
    els.map((el) => Math.round(el.getBoundingClientRect().top)),
  );
  expect(new Set(tops).size, `tops ${tops.join(', ')}`).toBe(1);
});

test.describe('/why-cairn: claims with their evidence, in one rhythm', () => {
  for (const viewport of [WIDE, MOBILE]) {
    test(`at ${viewport.width} px each figure's label is plain text with one quiet link to its evidence`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/why-cairn');
      const accent = await accentColor(page);
      for (const id of ['evidence', 'site']) {
        const figures = await page.locator(`#${id} dl > div`).evaluateAll((items) =>
          items.map((item) => {
            const dt = item.querySelector('dt')!;
            const links = [...item.querySelectorAll('a')];
            return {
              label: dt.firstChild?.nodeType === Node.TEXT_NODE ? dt.firstChild.textContent : null,
              links: links.length,
              color: links[0] && getComputedStyle(links[0]).color,
              underline: links[0] && getComputedStyle(links[0]).textDecorationLine,
            };
          }),
        );
        expect(figures.length, id).toBeGreaterThanOrEqual(2);
        for (const figure of figures) {
          // The label is words, not a link; the one link follows it, muted and underlined (told
          // from the text by more than its colour).
          expect(figure.label?.trim(), `${id}: a label of plain text`).toBeTruthy();
          expect(figure.links, `${id}: ${figure.label}`).toBe(1);
          expect(figure.color, `${id}: ${figure.label}`).not.toBe(accent);
          expect(figure.underline, `${id}: ${figure.label}`).toBe('underline');
        }
      }
      // Each study's headline result: one link, to its study, as quiet.
      const results = page.locator('#evidence ul').first().locator('li');
      for (const result of await results.all()) {
        await expect(result.getByRole('link')).toHaveCount(1);
        expect(await result.getByRole('link').evaluate((a) => getComputedStyle(a).color)).not.toBe(
          accent,
        );
      }
    });
  }

  test('at 375 px the record’s figures leave none alone on a row', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/why-cairn');
    const figures = page
      .getByRole('region', { name: 'The record behind the claims' })
      .locator('dd');
    const boxes = await figures.evaluateAll((dds) =>
      dds.map((dd) => {
        const r = dd.getBoundingClientRect();
        return { top: Math.round(r.top), left: Math.round(r.left) };
      }),
    );
    expect(boxes.length).toBeGreaterThanOrEqual(2);
    const rows = new Set(boxes.map((b) => b.top)).size;
    // Two side by side, or three and more stacked as a ledger: never a row of two over one alone.
    if (boxes.length === 2) expect(rows).toBe(1);
    else {
      expect(rows).toBe(boxes.length);
      expect(new Set(boxes.map((b) => b.left)).size).toBe(1);
    }
  });

  for (const viewport of [WIDE, MOBILE]) {
    test(`at ${viewport.width} px a section’s points keep one rhythm, from its heading on`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/why-cairn');
      const gaps: number[] = [];
      for (const name of ['Terms that stay plain']) {
        const section = page.getByRole('region', { name });
        const { heading, points } = await section.evaluate((el) => {
          const h2 = el.querySelector('h2')!.getBoundingClientRect();
          const h3s = [...el.querySelectorAll('h3')].filter((h) => h.checkVisibility());
          return {
            heading: { top: h2.top, bottom: h2.bottom },
            points: h3s.map((h3) => {
              // What stands above the point: the text of the one before it.
              const above = [...el.querySelectorAll('p')]
                .filter((p) => p.checkVisibility() && !p.closest('figure'))
                .filter((p) => p.getBoundingClientRect().bottom <= h3.getBoundingClientRect().top)
                .at(-1);
              return {
                top: h3.getBoundingClientRect().top,
                gap: above
                  ? h3.getBoundingClientRect().top - above.getBoundingClientRect().bottom
                  : null,
              };
            }),
          };
        });
        expect(points.length, name).toBeGreaterThan(0);
        // A section with its example beside it keeps its words under its heading.
        const figured = (await section.getByRole('figure').count()) > 0;
        if (viewport === WIDE && !figured) {
          // The first point level with the heading beside it; the same space before every other.
          expect(
            Math.abs(points[0]!.top - heading.top),
            `${name}: first point`,
          ).toBeLessThanOrEqual(4);
          gaps.push(...points.slice(1).map((p) => p.gap!));
        } else if (viewport === WIDE) {
          expect(points[0]!.top - heading.bottom, `${name}: heading to point`).toBeLessThanOrEqual(
            24,
          );
          gaps.push(...points.slice(1).map((p) => p.gap!));
        } else {
          // Under the heading, without a hole.
          expect(points[0]!.top - heading.bottom, `${name}: heading to point`).toBeLessThanOrEqual(
            24,
          );
        }
      }
      // The same space before every point after the first (a point after the fold sits no
      // further down).
      if (viewport === WIDE) {
        expect(gaps.length).toBeGreaterThanOrEqual(1);
        expect(Math.max(...gaps) - Math.min(...gaps), `gaps ${gaps}`).toBeLessThanOrEqual(1);
      }
    });
  }
});
