import type { Page } from '@playwright/test';
import { test, expect, DESKTOP, MOBILE } from './fixtures';
import { getProof, getWork } from '../content/work';

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
  const proof = getProof();
  if (proof.marks.some((m) => m.sample))
    await expect(page.getByText('Sample clients')).toBeVisible();
  await expect(page.getByText('Sample quote')).toHaveCount(
    proof.testimonials.filter((t) => t.sample).length,
  );
});

test('every study image has alt text or is decorative, a size and loads', async ({ page }) => {
  for (const study of studies) {
    await page.goto(study.href);
    const screens = page.getByRole('region', { name: 'Screens from the project' }).getByRole('img');
    await expect(screens).toHaveCount(study.images.length);
    for (const [i, image] of study.images.entries()) {
      await expect(screens.nth(i)).toHaveAccessibleName(image.alt);
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
    page.getByRole('region', { name: 'Recent work' }).getByRole('heading', { level: 3 }),
  ).toHaveCount(3);

  const study = studies.find((s) => s.sector === 'utility-companies')!;
  await page.goto(study.sectorEntry.href);
  const sector = page.getByRole('region', { name: /^Our work for/ });
  await expect(sector.getByRole('link', { name: study.title })).toBeVisible();
  await expect(sector.getByRole('heading', { level: 3 })).toHaveCount(
    studies.filter((s) => s.sector === study.sector).length,
  );

  await page.goto(study.platformEntry.href);
  await expect(
    page.getByRole('region', { name: /^Case studies:/ }).getByRole('link', { name: study.title }),
  ).toBeVisible();

  const service = study.serviceEntries[0]!;
  await page.goto(service.href);
  await expect(
    page.getByRole('region', { name: /^Case studies:/ }).getByRole('link', { name: study.title }),
  ).toBeVisible();
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
