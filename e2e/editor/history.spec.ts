import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { byLabel, open, read, root } from './editor-page';

/**
 * An entry's history in local mode (docs/editing.md, "Undo a change"): the versions git keeps of
 * the entry's file, who saved each, when and what it changed in the editor's words, and "Restore
 * this version", which writes the old file as the local editor's Save does, and refuses when the
 * file changed after the history was opened. Keystatic under `next dev` on a copy of the project
 * (tests/copies/editor.ts), made a git repository here.
 */

const file = 'content/team/grace-lindqvist.md';
const write = (text: string) => fs.writeFileSync(path.join(root, file), text);

/** git in the copy, as `name` (each commit stands for a save someone made). */
function git(name: string, ...args: string[]) {
  execFileSync(
    'git',
    [
      '-c',
      `user.name=${name}`,
      '-c',
      `user.email=${name.split(' ')[0]!.toLowerCase()}@example.org`,
      ...args,
    ],
    { cwd: root, stdio: 'pipe' },
  );
}

test('an entry’s history names who saved what, and restores an earlier version as a new save', async ({
  page,
}) => {
  test.setTimeout(300_000);
  if (!fs.existsSync(path.join(root, '.git'))) {
    git('Ana Editor', 'init', '-q');
    git('Ana Editor', 'add', 'content');
    git('Ana Editor', 'commit', '-q', '-m', 'The site’s content');
  }
  const original = read(file);
  expect(original).toMatch(/^role: Founder & Principal$/m);
  const edited = original.replace(/^role: .*$/m, 'role: Founder and Principal');
  write(edited);
  git('Ben Marketer', 'commit', '-q', '-m', 'Update content/team/grace-lindqvist', '--', file);

  // From the entry in the editor.
  await open(page, '/keystatic/collection/team/item/grace-lindqvist', 'Role');
  await page.getByRole('link', { name: 'History of this entry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('History of “Grace Lindqvist”');
  const versions = page
    .getByRole('list', { name: 'Saved versions, newest first' })
    .getByRole('article');
  const newest = versions.first();
  await expect(newest).toContainText('Saved by Ben Marketer');
  await expect(newest).toContainText('Role: “Founder & Principal” → “Founder and Principal”');
  await expect(newest).toContainText('This is the entry now.');
  await expect(newest.getByRole('button', { name: 'Restore this version' })).toHaveCount(0);
  const earlier = versions.nth(1);
  await expect(earlier).toContainText('Saved by Ana Editor');

  // Someone saves after the history was opened: the restore is refused and writes nothing.
  const meanwhile = edited.replace(/^location: .*$/m, 'location: Towson, MD');
  write(meanwhile);
  await earlier.getByRole('button', { name: 'Restore this version' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Not restored: someone saved this entry after you opened its history',
  );
  expect(read(file)).toBe(meanwhile);

  // The page now lists the entry as it is, the change not committed yet included; restored.
  await expect(
    page.getByRole('region', { name: 'Saved on this machine, not committed yet' }),
  ).toContainText('Where they work');
  await versions.nth(1).getByRole('button', { name: 'Restore this version' }).click();
  await expect(page.getByRole('status')).toContainText('Restored the version of');
  expect(read(file)).toBe(original);

  // The editor shows the restored version.
  await page.getByRole('link', { name: 'Back to the entry' }).click();
  await expect(byLabel(page, 'Role')).toHaveValue('Founder & Principal', { timeout: 120_000 });
  await expect(byLabel(page, 'Where they work')).toHaveValue(/Baltimore/);
});
