import { expect, test } from '@playwright/test';
import { parse as parseYaml } from 'yaml';
import { changedFiles, snapshot, waitFor } from './copy';
import { byLabel, expectRefused, open, read, root } from './editor-page';

/**
 * A case study's proof is edited in the editor like its other fields: the people who did the
 * work are listed and picked by name, the old page of the before/after pair shows with its
 * description, and a timeline step changed in its dialog is saved in the study's file, nothing
 * else. Keystatic under `next dev` on a copy of the project (tests/copies/editor.ts).
 */
interface StudyFile {
  people: string[];
  timeline: { date: string; event: string }[];
  beforeAfter: { before: { src: string; alt: string }; after: number; caption: string };
  outcomes: { label: string; measured: string }[];
}
const study = 'larkspur-valley-credit-union';
const file = `content/work/${study}.md`;
const frontmatter = <T>(path: string) => parseYaml(read(path).split(/^---$/m)[1] ?? '') as T;

test("a study's people, before/after pair and timeline are edited in the editor", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const original = frontmatter<StudyFile>(file);
  const names = original.people.map(
    (slug) => frontmatter<{ name: string }>(`content/team/${slug}.md`).name,
  );
  await open(page, `/keystatic/collection/work/item/${study}`);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible({
    timeout: 120_000,
  });

  const people = page.getByRole('list', { name: 'Who did the work' });
  await expect(people.getByRole('listitem')).toHaveText(names.map((n) => new RegExp(`^${n}`)));

  const pair = page.getByRole('group', { name: /^Before and after/ });
  await expect(byLabel(pair, 'Description for people who cannot see it')).toHaveValue(
    original.beforeAfter.before.alt,
  );
  await expect(byLabel(pair, 'Caption')).toHaveValue(original.beforeAfter.caption);

  // A step is a list item: its row opens it in a dialog.
  const [step] = original.timeline;
  const event = 'Inventory of every rate, every page it appears on and its disclosure';
  await page.getByRole('row', { name: new RegExp(step!.date) }).click();
  const dialog = page.getByRole('dialog');
  await expect(byLabel(dialog, 'What happened')).toHaveValue(step!.event);
  await byLabel(dialog, 'What happened').fill(event);
  await dialog.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(dialog).toBeHidden();

  const before = snapshot(root);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await waitFor(() => read(file).includes(event), `${file}: the new step was not saved`);
  expect(changedFiles(before, snapshot(root))).toEqual([file]);
  const saved = frontmatter<StudyFile>(file);
  expect(saved.timeline).toEqual([{ ...step, event }, ...original.timeline.slice(1)]);
  expect(saved.people).toEqual(original.people);
  expect(saved.beforeAfter).toEqual(original.beforeAfter);
});

test("a result's measurement note emptied in its closed row: Save names the field", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const [result] = frontmatter<StudyFile>(file).outcomes;
  await open(page, `/keystatic/collection/work/item/${study}`);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible({
    timeout: 120_000,
  });
  await page.getByRole('row', { name: new RegExp(`^${result!.label}`) }).click();
  const dialog = page.getByRole('dialog');
  await expect(byLabel(dialog, 'How it was measured')).toHaveValue(result!.measured);
  await byLabel(dialog, 'How it was measured').fill('');
  await dialog.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(dialog).toBeHidden();
  // The row is closed, so its field's own message is out of sight: the row says it.
  await expectRefused(
    page,
    'Save',
    `${result!.label}: open it to correct How it was measured: How it was measured must be at least 20 characters long`,
  );
});
