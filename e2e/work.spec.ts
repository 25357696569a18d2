import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { test, expect, DESKTOP, MOBILE, typed } from './fixtures';
import { loadImages } from './images';
import { frontmatter } from './content-file';
import { getWork } from '../content/work';
import { entryByHref } from '../content';

const studies = getWork();
const samples = studies.filter((s) => s.sample);

/** Each grid of cards in the main content: how many cards sit on its last row. */
function lastRowSizes(page: Page) {
  return page.getByRole('main').evaluate((main) =>
    // Lists laid out as a grid at this width (the home page's pills on phones are not), and the
    // cards shown (phones show the first of the home page's studies only).
    [...main.querySelectorAll('ul.grid')]
      .filter((list) => getComputedStyle(list).display === 'grid')
      .map((list) => {
        const tops = [...list.children]
          .filter((li) => li.getBoundingClientRect().height > 0)
          .map((li) => Math.round(li.getBoundingClientRect().top));
        const last = Math.max(...tops);
        return {
          label: list.closest('section')?.getAttribute('aria-labelledby') ?? '?',
          cards: tops.length,
          lastRow: tops.filter((t) => t === last).length,
          rows: new Set(tops).size,
        };
      }),
  );
}

test.describe('/work with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('filters by organization and by platform with plain links', async ({ page }) => {
    await page.goto('/work');
    const filters = page.getByRole('navigation', { name: 'Filter case studies' });
    await expect(filters.locator('[aria-current="page"]')).toHaveText('All');
    await expect(
      page.getByRole('heading', { level: 2, name: `All ${studies.length} case studies` }),
    ).toBeVisible();

    await filters.getByRole('link', { name: 'Credit Unions' }).click();
    await expect(page).toHaveURL(/\/work\/sector\/credit-unions$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Work for Credit Unions');
    await expect(filters.locator('[aria-current="page"]')).toHaveText('Credit Unions');
    const cu = studies.filter((s) => s.sector === 'credit-unions');
    const cards = page.getByRole('main').getByRole('heading', { level: 3 });
    await expect(cards).toHaveText(cu.map((s) => s.title));

    await filters.getByRole('link', { name: 'Drupal' }).click();
    await expect(page).toHaveURL(/\/work\/platform\/drupal-websites$/);
    await expect(filters.locator('[aria-current="page"]')).toHaveText('Drupal');
    await expect(cards).toHaveText(
      studies.filter((s) => s.platform === 'drupal-websites').map((s) => s.title),
    );

    await filters.getByRole('link', { name: 'All' }).click();
    await expect(page).toHaveURL(/\/work$/);
    await expect(cards).toHaveCount(studies.length);
  });

  test('a study opens from its card', async ({ page }) => {
    await page.goto('/work');
    const study = studies[0]!;
    await page.getByRole('link', { name: study.title }).click();
    await expect(page).toHaveURL(new RegExp(`${study.href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(study.title);
  });
});

test('every sample study, client mark and quote shows its label', async ({ page }) => {
  expect(samples.length).toBeGreaterThanOrEqual(6);
  for (const study of samples) {
    await page.goto(study.href);
    await expect(
      page.locator('#page-title').locator('..').getByText('Sample project'),
    ).toBeVisible();
  }
  await page.goto('/work');
  const cards = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(cards).toHaveCount(studies.length);
  for (const card of await cards.all()) {
    const title = await card.getByRole('heading').textContent();
    const sample = studies.find((s) => s.title === title)!.sample;
    await expect(card.getByText('Sample project')).toHaveCount(sample ? 1 : 0);
  }
});

test('every study image has alt text or is decorative, a size and loads', async ({ page }) => {
  for (const study of studies) {
    await page.goto(study.href);
    // Every screen described once: the phone in the hero, the client's old page beside the new
    // one and any other screen in the screens section.
    const region = page.getByRole('region', { name: 'Screens from the project' });
    const phone = study.images.find((i) => i.height > i.width);
    const described = [study.beforeAfter.before, ...study.images.filter((i) => i !== phone)];
    await expect(region.getByRole('img')).toHaveCount(described.length);
    for (const image of described) {
      await expect(region.getByAltText(image.alt, { exact: true })).toHaveCount(1);
    }
    if (phone) {
      const hero = page.locator('section[aria-labelledby="page-title"]');
      await expect(hero.getByAltText(phone.alt, { exact: true })).toHaveCount(1);
      await expect(page.getByRole('main').getByAltText(phone.alt, { exact: true })).toHaveCount(1);
    }
    // Every <img> of the page: an alt attribute (empty = decorative), width, height, lazy but
    // for the key screen in the hero (above the fold on wide screens).
    const imgs = await page.locator('main img').evaluateAll((list) =>
      list.map((img) => ({
        alt: img.getAttribute('alt'),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        loading: img.getAttribute('loading'),
        src: img.getAttribute('src'),
        hero: img.closest('section') === document.querySelector('main section'),
      })),
    );
    for (const img of imgs) {
      expect(img.alt, `${study.href} ${img.src}`).not.toBeNull();
      expect(Number(img.width) * Number(img.height), `${study.href} ${img.src}`).toBeGreaterThan(0);
      expect(img.loading).toBe(img.hero ? 'eager' : 'lazy');
      expect(img.src).toMatch(/^\/_next\/image\?url=%2Fwork%2F/);
    }
  }
  // The optimizer answers: the first screen of the last study decodes once scrolled to.
  const first = page
    .getByRole('region', { name: 'Screens from the project' })
    .getByRole('img')
    .first();
  await first.scrollIntoViewIfNeeded();
  await expect
    .poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
});

test('studies show where a buyer decides: home, client type, platform and service', async ({
  page,
}) => {
  await page.goto('/');
  await expect(
    page.getByRole('region', { name: 'Sample projects' }).getByRole('heading', { level: 3 }),
  ).toHaveCount(3);

  const study = studies.find((s) => s.sector === 'utility-companies')!;
  await page.goto(study.sectorEntry.href);
  const sector = page.getByRole('region', { name: /^Our work for/ });
  await expect(sector.getByRole('link', { name: study.title })).toBeVisible();
  await expect(sector.getByRole('heading', { level: 3 })).toHaveCount(
    studies.filter((s) => s.sector === study.sector).length,
  );

  // Under the heading its page gives its studies, else the default one.
  const studiesOf = ({ href }: { href: string }) => {
    const entry = entryByHref(href);
    const heading = entry && 'workHeading' in entry ? entry.workHeading : undefined;
    return page.getByRole('region', { name: heading ?? /^Case studies:/ });
  };
  await page.goto(study.platformEntry.href);
  await expect(
    studiesOf(study.platformEntry).getByRole('link', { name: study.title }),
  ).toBeVisible();

  const service = study.serviceEntries[0]!;
  await page.goto(service.href);
  await expect(studiesOf(service).getByRole('link', { name: study.title })).toBeVisible();
});

test('a solution page leads each study card with its result about that solution', async ({
  page,
}) => {
  // The results an editor marked "Shown first on" a solution, and a page that is not it.
  const marked = studies.flatMap((study) =>
    study.outcomes
      .filter((o) => o.about.length > 0 && o !== study.outcomes[0])
      .map((o) => ({ study, outcome: o, solution: o.about[0]! })),
  );
  expect(marked.length, 'a study result marked for a solution page').toBeGreaterThan(0);
  for (const { study, outcome, solution } of marked) {
    await page.goto(`/solutions/${solution}`);
    // The page's studies, under the heading its editor wrote or the generated one.
    const card = page
      .locator('section#work')
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: study.title }) });
    await expect(card.getByText(outcome.label)).toBeVisible();
    await expect(card.getByText(study.outcomes[0]!.label)).toHaveCount(0);
  }
  // Elsewhere the same card leads with the study's first result.
  const { study } = marked[0]!;
  await page.goto(study.sectorEntry.href);
  const card = page.getByRole('listitem').filter({
    has: page.getByRole('link', { name: study.title }),
  });
  await expect(card.first().getByText(study.outcomes[0]!.label)).toBeVisible();
});

test.describe('no grid ends with a lone card', () => {
  const pages = [
    '/',
    '/work',
    studies[0]!.href,
    '/work/sector/utility-companies',
    '/clients/credit-unions',
    '/services/drupal-websites',
  ];
  for (const viewport of [MOBILE, { width: 768, height: 900 }, DESKTOP]) {
    test(`at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const lone: string[] = [];
      for (const path of pages) {
        await page.goto(path);
        for (const grid of await lastRowSizes(page)) {
          if (grid.rows > 1 && grid.lastRow === 1 && grid.cards > grid.rows)
            lone.push(`${path} ${grid.label}: ${grid.cards} cards, last row of 1`);
        }
      }
      expect(lone).toEqual([]);
    });
  }
});

/**
 * A screen as a visitor sees it: the file drawn (its phone crop or its desktop screen), the
 * device frame around it (a phone's rounded bezel or a browser's toolbar), its width against
 * the card or page, and how much of the screen shows from the top once the card or frame crops
 * it (the share of the file's height in view, object-fit included).
 */
function shownScreens(page: Page, scope: string) {
  return page.locator(scope).evaluateAll((roots) =>
    roots.flatMap((root) =>
      [...root.querySelectorAll<HTMLImageElement>('img')]
        .filter((img) => img.getBoundingClientRect().width > 0)
        .map((img) => {
          const box = img.getBoundingClientRect();
          let bottom = box.bottom;
          for (let el = img.parentElement; el && el !== document.body; el = el.parentElement) {
            if (getComputedStyle(el).overflow !== 'visible')
              bottom = Math.min(bottom, el.getBoundingClientRect().bottom);
          }
          const ratio = img.naturalHeight / img.naturalWidth;
          const drawn =
            getComputedStyle(img).objectFit === 'cover'
              ? Math.max(box.width * ratio, box.height)
              : box.height;
          const frame = img.closest<HTMLElement>('[data-frame]');
          const frameBox = frame?.getBoundingClientRect();
          return {
            file: decodeURIComponent(img.currentSrc).replace(/^.*\/work\/|\.webp.*$/g, ''),
            frame: frame?.dataset.frame ?? null,
            radius: frame ? parseFloat(getComputedStyle(frame).borderTopLeftRadius) : 0,
            bezel: frameBox ? Math.round(box.left - frameBox.left) : 0,
            toolbar: frameBox ? Math.round(box.top - frameBox.top) : 0,
            width: Math.round(box.width),
            within: Math.round(root.getBoundingClientRect().width),
            top: Math.round(box.top + window.scrollY),
            shown: Math.round(((bottom - box.top) / drawn) * 100) / 100,
          };
        }),
    ),
  );
}

/** A screen as the page names it: its path under /work/ without the extension. */
const fileOf = (image: { src: string }) => image.src.replace(/^\/work\/|\.webp$/g, '');
/** Each study's phone crop (its portrait screen) and desktop screen, as the content lists them. */
const phoneOf = (study: (typeof studies)[number]) =>
  fileOf(study.images.find((i) => i.height > i.width)!);
const desktopOf = (study: (typeof studies)[number]) =>
  fileOf(study.images.find((i) => i.width >= i.height)!);

test.describe('screens in device frames', () => {
  test('at 375 px a study card shows its phone crop in a phone frame, headline in view', async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/work');
    await loadImages(page);
    const screens = await shownScreens(page, 'main li:has(h3)');
    expect(screens).toHaveLength(studies.length);
    for (const screen of screens) {
      expect(studies.map(phoneOf), JSON.stringify(screen)).toContain(screen.file);
      expect(screen.frame, screen.file).not.toBeNull();
      // A phone's bezel: rounded corners and a rim around the screen.
      expect(screen.radius, screen.file).toBeGreaterThanOrEqual(24);
      expect(screen.bezel, screen.file).toBeGreaterThanOrEqual(4);
      // Shown as a phone, not stretched across the card into a thin strip.
      expect(screen.width, screen.file).toBeLessThan(screen.within * 0.7);
      // The client's header and headline show (the old 2:1 strip showed a quarter).
      expect(screen.shown, screen.file).toBeGreaterThanOrEqual(0.45);
    }
  });

  test('at 1440 px a study card shows its desktop screen in a browser frame', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/work');
    await loadImages(page);
    const screens = await shownScreens(page, 'main li:has(h3)');
    expect(screens).toHaveLength(studies.length);
    for (const screen of screens) {
      expect(studies.map(desktopOf), JSON.stringify(screen)).toContain(screen.file);
      expect(screen.frame, screen.file).not.toBeNull();
      // The browser's toolbar above the page, in a window with small rounded corners.
      expect(screen.toolbar, screen.file).toBeGreaterThanOrEqual(16);
      expect(screen.radius, screen.file).toBeLessThan(24);
      expect(screen.shown, screen.file).toBeGreaterThanOrEqual(0.6);
    }
  });

  test("at 375 px a study's hero shows its phone crop in a phone frame under the intro", async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    for (const study of studies) {
      await page.goto(study.href);
      await loadImages(page);
      const [screen] = await shownScreens(page, 'main section >> nth=0');
      expect(screen, study.href).toBeDefined();
      expect(screen!.file).toBe(phoneOf(study));
      expect(screen!.frame).not.toBeNull();
      expect(screen!.radius).toBeGreaterThanOrEqual(24);
      const intro = (await page.getByText(study.summary).boundingBox())!;
      expect(screen!.top).toBeGreaterThan(intro.y + intro.height);
      expect(screen!.width).toBeLessThan(375 * 0.7);
      expect(screen!.shown).toBeGreaterThanOrEqual(0.45);
    }
  });

  test("at 1440 px a study's hero shows its phone screen whole, in a phone, and not the new page the pair below shows", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const study of studies) {
      await page.goto(study.href);
      await loadImages(page);
      const screens = await shownScreens(page, 'main section >> nth=0');
      expect(
        screens.map((s) => s.file),
        study.href,
      ).toEqual([phoneOf(study)]);
      const [phone] = screens;
      expect(phone!.radius, study.href).toBeGreaterThanOrEqual(24);
      expect(phone!.shown, `${study.href}: whole`).toBeGreaterThanOrEqual(0.98);
      expect(phone!.file).not.toBe(fileOf(study.beforeAfter.after));
      // Beside the headline, on the first screen.
      const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
      const box = (await page.locator('main section').first().locator('img').boundingBox())!;
      expect(box.x, study.href).toBeGreaterThan(title.x + title.width);
      expect(box.y + box.height, study.href).toBeLessThanOrEqual(900);
    }
  });

  test('the screens section shows each screen in its own device frame', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const study = studies[0]!;
    await page.goto(study.href);
    await loadImages(page);
    const screens = await shownScreens(page, 'section[aria-labelledby="screens-heading"]');
    // A phone: rounded bezel, no toolbar; a browser: a toolbar above the page.
    const kind = (s: { frame: string | null; radius: number; toolbar: number }) =>
      !s.frame ? 'none' : s.radius >= 24 ? 'phone' : s.toolbar >= 16 ? 'browser' : '?';
    // The old page and the new one, side by side, then any screen neither they nor the hero's
    // phone show.
    const { before, after } = study.beforeAfter;
    const others = study.images.filter(
      (image) => image !== after && fileOf(image) !== phoneOf(study),
    );
    expect(screens.map((s) => [s.file, kind(s)])).toEqual(
      [before, after, ...others].map((image) => [
        fileOf(image),
        image.height > image.width ? 'phone' : 'browser',
      ]),
    );
  });
});

test('in the dark theme a phone frame stands apart from the page it sits on', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(getWork()[0]!.href);
  const colours = await page
    .locator('[data-frame]')
    .first()
    .evaluate((frame) => {
      const rgb = (c: string) =>
        c
          .match(/\d+(\.\d+)?/g)!
          .slice(0, 3)
          .map(Number);
      const ground = [document.body, document.documentElement]
        .map((el) => getComputedStyle(el).backgroundColor)
        .find((c) => c !== 'rgba(0, 0, 0, 0)')!;
      return { bezel: rgb(getComputedStyle(frame).backgroundColor), page: rgb(ground) };
    });
  // WCAG's relative luminance and contrast ratio.
  const luminance = (c: number[]) => {
    const [r, g, b] = c.map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [hi, lo] = [luminance(colours.bezel), luminance(colours.page)].sort((a, b) => b - a);
  // Near-black on near-black (1.03:1) lost the device's outline; a graphite bezel keeps it.
  expect((hi! + 0.05) / (lo! + 0.05)).toBeGreaterThanOrEqual(1.3);
});

test('at 1440 px /work’s hero shows three studies on phones, whole, and no screen the cards below show', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/work');
  await loadImages(page);
  const hero = await shownScreens(page, 'section[aria-labelledby="page-title"]');
  expect(hero).toHaveLength(3);
  for (const screen of hero) {
    expect(screen.radius, screen.file).toBeGreaterThanOrEqual(24);
    expect(screen.shown, `${screen.file}: whole`).toBeGreaterThanOrEqual(0.98);
  }
  const cards = await shownScreens(page, 'main li:has(h3)');
  expect(cards.length).toBeGreaterThanOrEqual(3);
  const onCards = new Set(cards.map((s) => s.file));
  for (const screen of hero) expect(onCards.has(screen.file), screen.file).toBe(false);
});

test('at 375 px /work’s hero is its landscape, as every page’s is: no screen there that a card below shows', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/work');
  await loadImages(page);
  const hero = page.locator('section[aria-labelledby="page-title"]');
  expect(await shownScreens(page, 'section[aria-labelledby="page-title"]')).toEqual([]);
  await expect(hero.locator('svg').filter({ visible: true }).first()).toBeVisible();
  const cards = await shownScreens(page, 'main li:has(h3)');
  expect(cards).toHaveLength(studies.length);
});

for (const viewport of [MOBILE, { width: 1440, height: 900 }]) {
  test(`at ${viewport.width} px a study shows each of its screens once`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const study of studies) {
      await page.goto(study.href);
      await loadImages(page);
      const files = (await shownScreens(page, 'main')).map((s) => s.file);
      expect(files.length, study.href).toBeGreaterThanOrEqual(3);
      expect(new Set(files).size, `${study.href}: ${files.join(', ')}`).toBe(files.length);
    }
  });
}

test('at 375 px a row of filters that runs past the edge fades there, and its last choice scrolls clear of the fade', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/work');
  const rows = page.getByRole('navigation', { name: 'Filter case studies' }).getByRole('list');
  let overflowing = 0;
  for (const row of await rows.all()) {
    const found = await row.evaluate((ul) => {
      const overflows = ul.scrollWidth > ul.clientWidth + 1;
      ul.scrollLeft = ul.scrollWidth;
      const edge = ul.getBoundingClientRect().right;
      const last = ul.lastElementChild!.getBoundingClientRect().right;
      return { overflows, mask: getComputedStyle(ul).maskImage, room: edge - last };
    });
    if (!found.overflows) continue;
    overflowing++;
    expect(found.mask).toContain('linear-gradient');
    // The fade is 2.5rem: scrolled to its end, the last choice stands left of it.
    expect(found.room).toBeGreaterThanOrEqual(40);
  }
  expect(overflowing).toBeGreaterThan(0);
});

test('/work opens its proof with this site, measured and dated, before the sample studies; a filtered list does not repeat it', async ({
  page,
}) => {
  const copy = frontmatter<{ grids: { id: string; heading: string }[] }>('pages/work.md');
  const evidence = JSON.parse(
    fs.readFileSync(path.join('content', 'site-evidence.json'), 'utf8'),
  ) as { accessibility: { violations: number }; headers: { grade: string } };
  const heading = copy.grids.find((g) => g.id === 'own-site')!.heading;
  await page.goto('/work');
  const record = page.getByRole('region', { name: typed(heading) });
  // The figures a buyer can check, as the record holds them, dated, and the way to each one's
  // method in the whole record on /why-cairn.
  await expect(
    record.getByText(String(evidence.accessibility.violations), { exact: true }),
  ).toBeVisible();
  await expect(record.getByText(evidence.headers.grade, { exact: true })).toBeVisible();
  await expect(record.getByText(/^Measured \w{3} \d{1,2}, \d{4}$/)).toHaveCount(4);
  // Beside the figures, the editor the site's marketing team runs it with: both tagged real.
  await expect(record.getByText('Not a sample')).toHaveCount(2);
  await expect(
    record
      .getByRole('figure')
      .getByRole('img', { name: /^The editor open on the credit unions page/i }),
  ).toBeVisible();
  await expect(record.getByRole('link', { name: 'Every figure and its method' })).toHaveAttribute(
    'href',
    '/why-cairn#site',
  );
  // Before the samples, and what the samples are said before them too.
  const studiesHeading = page.getByRole('heading', { level: 2, name: /^All \d+ case studies$/ });
  const aboutSamples = page.getByRole('heading', { level: 2, name: 'About the sample projects' });
  const studiesTop = (await studiesHeading.boundingBox())!.y;
  expect((await record.boundingBox())!.y).toBeLessThan(studiesTop);
  expect((await aboutSamples.boundingBox())!.y).toBeLessThan(studiesTop);
  // A sample's tag is drawn as the real record's is, told apart by its word.
  const look = (el: Element) => {
    const s = getComputedStyle(el);
    return [s.borderTopWidth, s.borderTopStyle, s.borderRadius].join(' ');
  };
  const real = await record.getByText('Not a sample').first().evaluate(look);
  const sample = await page.getByText('Sample project', { exact: true }).first().evaluate(look);
  expect(real).toMatch(/^1px solid/);
  expect(sample).toBe(real);
  await page.goto(`/work/sector/${studies[0]!.sector}`);
  await expect(page.getByRole('region', { name: typed(heading) })).toHaveCount(0);
});

test('a case study says it is one above its headline', async ({ page }) => {
  const copy = parse(fs.readFileSync(path.join('content', 'copy.yaml'), 'utf8')) as {
    work: { studyEyebrow: string };
  };
  for (const study of studies.slice(0, 2)) {
    await page.goto(study.href);
    const header = page.getByRole('main').locator('header, section').first();
    await expect(header.getByText(copy.work.studyEyebrow, { exact: true })).toBeVisible();
  }
});

test('a sample is labelled wherever it is named: a state’s work and the journal’s latest study', async ({
  page,
}) => {
  await page.goto('/locations/maryland');
  const near = page
    .locator('[data-ending="location-work"]')
    .getByRole('listitem')
    .filter({ has: page.locator('a[href^="/work/"]') });
  expect(await near.count()).toBeGreaterThan(0);
  for (const item of await near.all()) {
    const href = (await item.locator('a[href^="/work/"]').getAttribute('href'))!;
    const study = studies.find((s) => s.href === href)!;
    await expect(item.getByText('Sample project', { exact: true })).toHaveCount(
      study.sample ? 1 : 0,
    );
  }
  await page.goto('/news');
  const latest = studies[0]!;
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: latest.sample ? 'Our latest sample case study' : 'Our latest case study',
    }),
  ).toBeVisible();
});
