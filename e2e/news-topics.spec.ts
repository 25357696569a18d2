import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { test, expect, MOBILE, straight } from './fixtures';

/**
 * The journal's topic chips filter its articles with scripts off: each chip is a link to a page
 * of its own that lists every published article carrying one of the topic's tags, across the
 * index's pages, and nothing else.
 */

/** Titles of the published articles with `tag`, read from the Markdown files themselves. */
function publishedTitles(tag: string): string[] {
  const dir = path.join(process.cwd(), 'content/news');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map(
      (f) =>
        parse(fs.readFileSync(path.join(dir, f), 'utf8').split(/^---$/m)[1]!) as {
          title: string;
          tags: string[];
          draft?: boolean;
        },
    )
    .filter((front) => !front.draft && front.tags.includes(tag))
    .map((front) => front.title)
    .sort();
}

test.use({ javaScriptEnabled: false, viewport: MOBILE });

test('a topic chip on /news lists every article on that topic, with scripts off', async ({
  page,
}) => {
  await page.goto('/news');
  const topics = page.getByRole('navigation', { name: 'Topics' });
  await expect(topics.getByText('All articles')).toHaveAttribute('aria-current', 'page');

  await topics.getByRole('link', { name: 'Accessibility' }).click();
  await expect(page).toHaveURL(/\/news\/topic\/accessibility$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Articles on accessibility');
  await expect(
    page.getByRole('navigation', { name: 'Topics' }).getByText('Accessibility'),
  ).toHaveAttribute('aria-current', 'page');

  const cards = page
    .getByRole('main')
    .locator('section[aria-labelledby="articles-heading"] li:has(h3)');
  const expected = publishedTitles('accessibility');
  expect(expected.length).toBeGreaterThan(1);
  expect((await cards.locator('h3').allTextContents()).map(straight).sort()).toEqual(expected);
  for (const card of await cards.all()) {
    await expect(card.getByRole('list', { name: 'Tags' })).toContainText('Accessibility');
  }

  // Back to every article from the topic's own chips.
  await page
    .getByRole('navigation', { name: 'Topics' })
    .getByRole('link', { name: 'All articles' })
    .click();
  await expect(page).toHaveURL(/\/news$/);
});

test('the measurement topic holds the analytics articles and not the others', async ({ page }) => {
  await page.goto('/news/topic/measurement');
  const titles = await page
    .locator('section[aria-labelledby="articles-heading"] li h3')
    .allTextContents();
  expect(titles.map(straight).sort()).toEqual(publishedTitles('analytics'));
  expect(titles.join('\n')).not.toMatch(/WCAG 2\.2/);
});

test('/news says what the journal writes about before its topics and articles, not after the pagination', async ({
  page,
}) => {
  await page.goto('/news');
  const about = page.getByRole('heading', { level: 2, name: 'What we write about' });
  const topics = page.getByRole('link', { name: 'Accessibility', exact: true }).first();
  const latest = page.getByRole('heading', { level: 2, name: 'Latest articles' });
  const pages = page.getByRole('link', { name: /Older/ });
  const y = async (l: typeof about) => (await l.boundingBox())!.y;
  expect(await y(about)).toBeLessThan(await y(topics));
  expect(await y(topics)).toBeLessThan(await y(latest));
  expect(await y(about)).toBeLessThan(await y(pages));
});
