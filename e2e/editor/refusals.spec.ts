import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { parse as parseYaml } from 'yaml';
import { byLabel, expectRefused, open, read, root } from './editor-page';
import { typed } from '../quotes';

/**
 * What the build refuses, tried through the editor as a marketer would (docs/content-rules.md):
 * each is refused in the editor with the rule in plain words and nothing is written, or is not
 * on offer at all. Keystatic under `next dev` on a copy of the project (tests/copies/editor.ts).
 */

/** The article body's editor on a new article's form. */
async function newArticleBody(page: Page): Promise<Locator> {
  await open(page, '/keystatic/collection/news/create', 'Summary');
  const body = page.getByRole('textbox', { name: 'Article' });
  await body.click();
  return body;
}

/** Pastes `html` into the focused editor, as copying from a word processor does. */
async function pasteHtml(page: Page, html: string) {
  await page.evaluate((markup) => {
    const data = new DataTransfer();
    data.setData('text/html', markup);
    data.setData('text/plain', markup.replace(/<[^>]+>/g, ' '));
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, html);
}

test('a Heading 1 in an article: not offered, "# " makes a Heading 2, a paste keeps none', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const body = await newArticleBody(page);
  // The toolbar's text styles are the site's: Heading 2 and Heading 3.
  await page.getByRole('button', { name: 'Text block' }).click();
  const styles = page.getByRole('listbox');
  await expect(styles.getByRole('option', { name: 'Heading 2' })).toBeVisible();
  await expect(styles.getByRole('option', { name: 'Heading 3' })).toBeVisible();
  await expect(styles.getByRole('option', { name: 'Heading 1' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await body.click();
  // Markdown's shortcut for a Heading 1 makes the site's highest, a Heading 2.
  await page.keyboard.type('# ', { delay: 80 });
  await page.keyboard.type('Our biggest headline');
  await expect(body.getByRole('heading', { level: 2, name: 'Our biggest headline' })).toBeVisible();
  await expect(body.getByRole('heading', { level: 1 })).toHaveCount(0);
  // A title copied from a document is not a Heading 1 here.
  await page.keyboard.press('Enter');
  await pasteHtml(page, '<h1>Pasted headline</h1><p>Pasted words.</p>');
  await expect(body).toContainText('Pasted headline');
  await expect(body.getByRole('heading', { level: 1 })).toHaveCount(0);
});

test('a table or an image in an article: the toolbar offers neither, a paste keeps neither', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const body = await newArticleBody(page);
  for (const name of ['Table', 'Image', 'Insert table', 'Insert image']) {
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
  // The insert menu ("/") offers neither.
  await page.keyboard.type('/', { delay: 80 });
  const menu = page.getByRole('listbox');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('option', { name: 'Heading 2' })).toBeVisible();
  await expect(menu.getByRole('option', { name: /table/i })).toHaveCount(0);
  await expect(menu.getByRole('option', { name: /image/i })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Backspace');
  await pasteHtml(
    page,
    '<table><tr><th>Plan</th><th>Hours</th></tr><tr><td>Care</td><td>10</td></tr></table><p><img src="new-screen.png" alt=""></p>',
  );
  // The table's words stay readable, one row a line (not "PlanHoursCare10"), and the editor
  // says what became of it and what to do.
  await expect(body.getByRole('listitem')).toHaveText(['Plan, Hours', 'Care, 10']);
  await expect(body.getByRole('table')).toHaveCount(0);
  await expect(body.locator('img')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'pasted table' })).toHaveText(
    'Article: the pasted table is kept as a list, one row a line, as the site shows no tables. Check that each line reads well, or write it as sentences.',
  );
});

test('a link in an article to a page the site does not have: refused on Save, naming it', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await open(
    page,
    '/keystatic/collection/news/item/annual-reports-as-web-pages-not-pdfs',
    'Summary',
  );
  const body = page.getByRole('textbox', { name: 'Article' });
  await body.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await pasteHtml(page, '<p>See <a href="/pricing-plans">our pricing plans</a>.</p>');
  await expect(body.getByRole('link', { name: 'our pricing plans' })).toBeVisible();
  await expectRefused(
    page,
    'Save',
    'Article: the link to /pricing-plans goes to no page of this site; link to a page that exists, or remove the link.',
  );
});

test('before a delete: the entry names, read-only, every entry that names it', async ({ page }) => {
  test.setTimeout(300_000);
  const frontmatter = (rel: string) =>
    parseYaml(read(rel).split(/^---$/m)[1] ?? '') as { title: string; author?: string };
  const article = 'content/news/rate-tables-and-disclosures-compliance-can-approve.md';
  expect(frontmatter(article).author).toBe('rosa-delgado');
  await open(page, '/keystatic/collection/team/item/rosa-delgado', 'Role');
  const note = page.getByRole('region', { name: 'Named by' });
  await expect(note).toContainText('Before you delete it or change its web address');
  // Each named as a visitor reads it, in typographer's quotes.
  await expect(
    note.getByRole('listitem').filter({
      hasText: typed(`News and insights “${frontmatter(article).title}” (Author)`, { part: true }),
    }),
  ).toHaveCount(1);
  await expect(
    note.getByRole('listitem').filter({
      hasText: typed(`Client types “${frontmatter('content/clients/credit-unions.md').title}”`, {
        part: true,
      }),
    }),
  ).toHaveCount(1);
  // A note, not a field: nothing to type in or pick, and nothing written for it on Save.
  await expect(note.getByRole('textbox')).toHaveCount(0);
  await expect(note.getByRole('combobox')).toHaveCount(0);
  await expect(note.getByRole('button')).toHaveCount(0);
});

test('a 120 px screen on a case study: refused as it is chosen, and Save writes nothing', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const upload = path.join(root, '..', `${path.basename(root)}-narrow.png`);
  await sharp({ create: { width: 120, height: 90, channels: 3, background: '#1d4e89' } })
    .png()
    .toFile(upload);
  await open(page, '/keystatic/collection/work/item/larkspur-valley-credit-union');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible({
    timeout: 120_000,
  });
  const screens = page.getByRole('group', { name: /^Screens/ });
  await screens.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog');
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose file' }).click();
  await (await chooser).setFiles(upload);
  const rule = 'Image is 120 px wide; at least 200 are needed. Choose a larger screenshot.';
  await expect(dialog.getByRole('alert')).toHaveText(rule);
  await byLabel(dialog, 'Description for people who cannot see it').fill(
    'A narrow screenshot of the loan calculator.',
  );
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  // Added to the form or not, the study is not saved with it.
  if (await dialog.isVisible()) {
    await expect(dialog.getByRole('alert')).toHaveText(rule);
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  } else {
    await expectRefused(page, 'Save', rule);
  }
});

test('a Shared words line without its {sector}: refused on Save with the rule', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await open(page, '/keystatic/singleton/copy', 'Problems heading');
  await byLabel(page, 'Problems heading').fill('Problems we solve for you');
  await expectRefused(
    page,
    'Save',
    'Problems heading must contain {sector} once each, and no other {…}.',
  );
});

test("the home page's web address: Regenerate after a new title is refused", async ({ page }) => {
  test.setTimeout(300_000);
  await open(page, '/keystatic/collection/pages/item/home', 'Title');
  await byLabel(page, 'Title').fill('Websites for organizations people rely on');
  await page.getByRole('button', { name: 'regenerate' }).click();
  await expect(byLabel(page, 'Web address')).toHaveValue(
    'websites-for-organizations-people-rely-on',
  );
  const rule =
    'Web address: this page is served at “home” by the site’s code; change it back to home.';
  await expect(page.getByRole('alert').filter({ hasText: rule })).toBeVisible();
  await expectRefused(page, 'Save', rule);
});

test('a new article with the title of an existing one: refused on Create', async ({ page }) => {
  test.setTimeout(300_000);
  const existing = parseYaml(
    read('content/news/ga4-consent-mode-and-global-privacy-control.md').split(/^---$/m)[1] ?? '',
  ) as { title: string };
  await open(page, '/keystatic/collection/news/create', 'Summary');
  // In other capitals: the same title to a reader.
  await byLabel(page, 'Title').fill(existing.title.toUpperCase());
  await expectRefused(
    page,
    'Create',
    `“${existing.title}” is already the title of another entry (ga4-consent-mode-and-global-privacy-control); give this one a title of its own.`,
  );
  await expect(page).toHaveURL(/\/collection\/news\/create$/);
});
