import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures';

/**
 * /services compares three ways to work with us instead of listing every service as a card, and
 * /why-cairn leads with evidence counted from the content: the figures are checked here against
 * the content files themselves, read independently of the site's loaders.
 */
test.describe('/services: three ways to work, compared', () => {
  test('each way says how long, how it is priced and how it starts, and links what it draws on', async ({
    page,
    request,
  }) => {
    await page.goto('/services');
    const section = page.getByRole('region', { name: 'Three ways to work with us' });
    const ways = section
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(ways).toHaveCount(3);
    for (const name of ['A defined project', 'A focused fix', 'An ongoing partnership']) {
      await expect(section.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
    }
    for (const term of ['How long', 'How it is priced', 'How it starts']) {
      await expect(section.getByRole('term').filter({ hasText: term })).toHaveCount(3);
    }
    const offers = await section
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
    expect(offers.length).toBeGreaterThanOrEqual(6);
    for (const href of offers) expect((await request.get(href)).status(), href).toBe(200);
  });

  test('at 1440 px the compared rows line up across the three columns', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/services');
    const section = page.getByRole('region', { name: 'Three ways to work with us' });
    for (const term of ['How long', 'How it is priced', 'How it starts', 'Draws on']) {
      const tops = await section
        .getByText(term, { exact: true })
        .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
      expect(tops, term).toHaveLength(3);
      expect(new Set(tops).size, `${term} at ${tops.join(', ')}`).toBe(1);
    }
  });

  test('every service, platform and solution is one link away, and the menu reaches the platforms', async ({
    page,
  }) => {
    await page.goto('/services#platforms');
    const index = page.getByRole('region', { name: 'Every service, platform and solution' });
    const platforms = page.locator('#platforms');
    await expect(platforms.getByRole('heading', { name: 'Platforms' })).toBeInViewport();
    await expect(platforms.getByRole('link', { name: 'Drupal' })).toHaveAttribute(
      'href',
      '/services/drupal-websites',
    );
    const files = ['services', 'solutions'].flatMap((dir) =>
      fs
        .readdirSync(path.join('content', dir))
        .filter((f) => f.endsWith('.md'))
        .map((f) => `/${dir}/${f.replace(/\.md$/, '')}`),
    );
    const linked = await index
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
    expect(linked.filter((href) => href !== '/support').sort()).toEqual(files.sort());
  });
});

test.describe('/why-cairn: the record before the claims', () => {
  test('its figures match the team and the case studies as the content files give them', async ({
    page,
  }) => {
    await page.goto('/why-cairn');
    const record = page.getByRole('region', { name: 'The record behind the claims' });
    await expect(record.getByRole('definition').first()).toHaveText('1999');

    const since = fs
      .readdirSync(path.join('content', 'team'))
      .map((f) =>
        Number(
          /^since: (\d{4})$/m.exec(fs.readFileSync(path.join('content', 'team', f), 'utf8'))![1],
        ),
      )
      .sort((a, b) => a - b);
    const years = since.map((s) => new Date().getFullYear() - s).sort((a, b) => a - b);
    const mid = Math.floor(years.length / 2);
    const median = Math.floor(years.length % 2 ? years[mid]! : (years[mid - 1]! + years[mid]!) / 2);
    await expect(record.getByRole('definition').nth(1)).toHaveText(`${median} years`);
    await expect(record.getByRole('term').nth(1)).toContainText(
      `our ${since.length} people; the newest joined in ${since.at(-1)}`,
    );

    const studies = fs.readdirSync(path.join('content', 'work')).filter((f) => f.endsWith('.md'));
    const results = record.getByRole('list').last().getByRole('listitem');
    await expect(results).toHaveCount(studies.length);
    const hrefs = await results
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname).sort());
    expect(hrefs).toEqual(studies.map((f) => `/work/${f.replace(/\.md$/, '')}`).sort());
  });

  test('the accessibility figure leads to the study that measured it', async ({ page }) => {
    await page.goto('/why-cairn');
    const fact = page.getByRole('link', { name: /WCAG 2\.2 AA failures left at launch/ });
    await fact.click();
    await expect(page).toHaveURL(/\/work\//);
    await expect(page.getByRole('main')).toContainText('WCAG 2.2 AA failures');
  });

  test('shows clients in their own words', async ({ page }) => {
    await page.goto('/why-cairn');
    const quotes = page.getByRole('region', { name: "In our clients' words" });
    await expect(quotes.locator('blockquote')).not.toHaveCount(0);
  });
});
