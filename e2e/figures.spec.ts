import fs from 'node:fs';
import path from 'node:path';
import { test, expect, MOBILE } from './fixtures';
import { typed } from './quotes';
import { frontmatter } from './content-file';
import { entryByHref } from '../content';
import { exhibitOf } from '../content/page-kinds';

/**
 * A page's annotated examples (its **Figures**), read from the content files with a YAML parser of
 * their own: each stands beside the section it names from 1024 px, says it is an example, reads
 * each note with the field it explains, and on a phone opens from its label.
 */

interface Figure {
  section: string;
  kind: string;
  title: string;
  rows: { label: string; value: string; note?: string }[];
  caption: string;
  label: string;
}

/** Where each folder's files are served: a page of `pages/` at the root, the rest in its folder. */
const figured = ['pages', 'services', 'solutions', 'clients', 'locations'].flatMap((dir) =>
  fs.readdirSync(path.join('content', dir)).flatMap((file) => {
    const data = frontmatter<{ figures?: Figure[] }>(`${dir}/${file}`);
    const slug = file.replace(/\.md$/, '');
    const route = dir === 'pages' ? (slug === 'home' ? '/' : `/${slug}`) : `/${dir}/${slug}`;
    return (data.figures ?? []).map((figure) => ({ route, figure }));
  }),
);

test('the site has annotated examples to check', () => {
  expect(figured.length).toBeGreaterThanOrEqual(3);
});

for (const { route, figure } of figured) {
  test(`${route}: “${figure.title}” stands beside “${figure.section}”, marked as an example, each note read with its field`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(route);
    const section = page.getByRole('region', { name: typed(figure.section) });
    // Where the hero shows the example (e2e/art.spec.ts) it shows its notes too, and the section
    // keeps only its words, so the page shows the example once.
    const entry = entryByHref(route);
    const shown = entry ? exhibitOf(entry)?.figure?.title : undefined;
    const exhibited = shown !== undefined && typed(figure.title).test(shown);
    const hero = page.locator('section[aria-labelledby="page-title"]');
    const drawn = (exhibited ? hero : section).getByRole('figure', { name: typed(figure.caption) });
    await expect(drawn).toBeVisible();
    if (exhibited) await expect(section.getByRole('figure')).toHaveCount(0);
    const paper = exhibited ? page.locator('[data-art="exhibit"]') : drawn;
    await expect(paper.getByText('Example', { exact: true })).toBeVisible();
    await expect(paper.getByText(typed(figure.title)).first()).toBeVisible();
    for (const row of figure.rows) {
      await expect(paper.getByText(typed(row.label)).first()).toBeVisible();
      await expect(paper.getByText(typed(row.value)).first()).toBeVisible();
    }
    const notes = figure.rows.filter((row) => row.note);
    const items = drawn.getByRole('listitem');
    await expect(items).toHaveCount(notes.length);
    for (const [i, row] of notes.entries()) {
      // A reader hears the field before its note; the number beside it is for the eye.
      await expect(items.nth(i)).toContainText(typed(`${row.label}: ${row.note}`, { part: true }));
    }
    if (!exhibited) {
      // Beside the section's words, from the top: the heading's column is not left over nothing.
      const heading = (await section.getByRole('heading', { level: 2 }).boundingBox())!;
      const box = (await drawn.boundingBox())!;
      expect(box.x).toBeGreaterThan(heading.x + 400);
      expect(Math.abs(box.y - heading.y)).toBeLessThanOrEqual(48);
    }

    // On a phone the paper shows (in the hero, or after the section's words) and its notes wait
    // behind its label, right under it.
    await page.setViewportSize(MOBILE);
    await expect(paper.getByText(typed(figure.title)).first()).toBeVisible();
    await expect(items.first()).toBeHidden();
    await (exhibited ? hero : section).locator('summary', { hasText: typed(figure.label) }).click();
    await expect(items.first()).toBeVisible();
    await expect(items.first()).toBeInViewport();
  });
}

test('at 1440 px an example in a hero stands on a panel that runs down to the foot of its notes: no empty column under it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const routes = [...new Set(figured.map((f) => f.route))];
  let checked = 0;
  for (const route of routes) {
    await page.goto(route);
    const panel = page.locator('[data-art="exhibit"]');
    if ((await panel.count()) === 0) continue;
    checked += 1;
    const notes = page
      .locator('section[aria-labelledby="page-title"]')
      .locator('ol')
      .filter({ visible: true })
      .last();
    const [art, list] = [(await panel.boundingBox())!, (await notes.boundingBox())!];
    expect(art.y + art.height, route).toBeGreaterThanOrEqual(list.y + list.height - 24);
  }
  expect(checked).toBeGreaterThanOrEqual(5);
});
