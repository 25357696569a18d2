import { test, expect, MOBILE } from './fixtures';
import type { Locator } from '@playwright/test';

/**
 * Phone pages edited by hand: what a phone visitor taps to read on is written for its section
 * (e2e/polish.spec.ts checks every fold's words), and the steps of home's trail keep their names
 * in sight.
 */
test('at 375 px /why-cairn folds behind labels written for its sections', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/why-cairn');
  const main = page.getByRole('main');
  await expect(main.locator('summary', { hasText: /^Two more reasons$/ })).toBeVisible();
  await expect(main.locator('summary', { hasText: /^Support after launch$/ })).toBeVisible();
});

test("at 375 px home's four steps show their names on the trail, their sentences folded", async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/');
  const steps = page.getByRole('region', { name: 'How we work' }).getByRole('listitem');
  await expect(steps).toHaveCount(4);
  for (const name of [
    'Survey the ground',
    'Mark the route',
    'Build in the open',
    'Launch and stay',
  ])
    await expect(steps.locator('summary').filter({ hasText: name })).toBeVisible();
  const first = steps.first();
  await expect(first.getByText(/We interview your team/)).toBeHidden();
  await first.locator('summary').click();
  await expect(first.getByText(/We interview your team/)).toBeVisible();
});

test("at 375 px a column's point shows its one-line meaning under its name, the detail folded", async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/why-cairn');
  const standards = page.getByRole('region', { name: 'Standards built in, not bolted on' });
  const point = standards.getByRole('listitem').filter({ hasText: 'Accessibility is standard' });
  await expect(point.getByRole('heading', { name: 'Accessibility is standard' })).toBeVisible();
  const meaning = point.locator('summary');
  await expect(meaning).toBeVisible();
  await expect(meaning).toHaveText(/^Every site is designed and tested to WCAG 2\.2 AA/);
  await expect(point.getByText(/part of the price, not an upgrade/)).toBeHidden();
  await meaning.click();
  await expect(point.getByText(/part of the price, not an upgrade/)).toBeVisible();
  // A point of one sentence is whole, with nothing to open.
  const owned = standards.getByRole('listitem').filter({ hasText: 'You own everything' });
  await expect(owned.getByText(/^Code in your repository/)).toBeVisible();
  await expect(owned.locator('summary')).toHaveCount(0);
  // Set like the other points' meanings beside it, not a size larger.
  const size = (text: Locator) => text.evaluate((el) => getComputedStyle(el).fontSize);
  expect(await size(owned.getByText(/^Code in your repository/))).toBe(
    await size(meaning.locator('span').first()),
  );
});
