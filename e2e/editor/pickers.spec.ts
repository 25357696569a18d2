import { expect, test } from '@playwright/test';
import { parse as parseYaml } from 'yaml';
import { open, read } from './editor-page';

/**
 * The editor's pickers of several entries (a case study's solutions) name the entries as the site
 * does, not by their file names, and a removed one can be picked again by its name. Keystatic
 * under `next dev` on a copy of the project (tests/copies/editor.ts).
 */
const frontmatter = (file: string) =>
  parseYaml(read(file).split(/^---$/m)[1] ?? '') as Record<string, unknown>;

test("a study's solutions are listed, removed and picked again by name", async ({ page }) => {
  test.setTimeout(300_000);
  const study = 'larkspur-valley-credit-union';
  const slugs = frontmatter(`content/work/${study}.md`).solutions as string[];
  const titles = slugs.map((slug) => frontmatter(`content/solutions/${slug}.md`).title as string);
  expect(titles.length).toBeGreaterThanOrEqual(2);
  await open(page, `/keystatic/collection/work/item/${study}`);
  const list = page.getByRole('list', { name: 'Solutions' });
  await expect(list.getByRole('listitem')).toHaveText(titles.map((t) => new RegExp(`^${t}`)));
  for (const slug of slugs) await expect(list).not.toContainText(slug);

  const [first] = titles;
  await list.getByRole('button', { name: `Remove ${first}` }).click();
  await expect(list.getByRole('listitem')).toHaveCount(titles.length - 1);
  const picker = page.getByRole('combobox', { name: /^Solutions/ });
  await picker.fill(first!.slice(0, 6));
  await page.getByRole('option', { name: first, exact: true }).click();
  await expect(list.getByRole('listitem')).toHaveCount(titles.length);
  await expect(list.getByRole('listitem').last()).toHaveText(new RegExp(`^${first}`));
});
