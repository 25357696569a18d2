import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { changedFiles, copyDir, snapshot } from './copy';

/** The project copy the editor writes to (tests/copies/editor.ts). */
export const root = copyDir();

/** A file of the copy, as text. */
export const read = (rel: string) => fs.readFileSync(path.join(root, rel), 'utf8');

export const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A field by its label as the editor shows it ("Summary", with a required mark or not: a list's
 * mark is named "(required)", app/keystatic/accessibility.tsx).
 */
export const byLabel = (page: Pick<Page, 'getByLabel'>, label: string) =>
  page.getByLabel(new RegExp(`^${escapeRegex(label)}\\s*(?:\\*|\\(required\\))?$`)).first();

/**
 * Loads an editor page and waits until it has the repository's tree (the entries a picker offers
 * come from it) and shows the field `label`.
 */
export async function open(page: Page, url: string, label?: string) {
  const tree = page.waitForResponse((r) => r.url().includes('/api/keystatic/tree'), {
    timeout: 120_000,
  });
  await page.goto(url);
  await tree;
  if (label) await expect(byLabel(page, label)).toBeVisible({ timeout: 120_000 });
}

/**
 * Clicks `button` (Save, Create) and expects the editor to refuse: `message` shown, no request
 * that writes sent, no file of content/ or public/ changed.
 */
export async function expectRefused(page: Page, button: string, message: string | RegExp) {
  const writes: string[] = [];
  const onRequest = (request: { method(): string; url(): string }) => {
    if (request.method() === 'POST' && request.url().includes('/api/keystatic/')) {
      writes.push(request.url());
    }
  };
  page.on('request', onRequest);
  const before = snapshot(root);
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByText(message).first()).toBeVisible();
  // Time for a request the editor should not send.
  await page.waitForTimeout(2_000);
  page.off('request', onRequest);
  expect(writes).toEqual([]);
  expect(changedFiles(before, snapshot(root))).toEqual([]);
}
