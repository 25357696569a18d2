import { test, expect } from './fixtures';
import { navigation } from '../config/navigation';
import { getEntry } from '../content';

/**
 * One order for the five kinds of client wherever a page lists them (the menu's, from the brief):
 * a buyer who finds their sector third in the menu finds it third on every page.
 */
const order = navigation()
  .menuGroups.find((g) => g.id === 'who-we-help')!
  .links.map((l) => l.href);

/** The sector pages a part of a page links to, in the order it shows them, each once. */
async function sectorsIn(scope: import('@playwright/test').Locator) {
  const hrefs = await scope
    .locator('a[href^="/clients/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  return [...new Set(hrefs)];
}

test('the menu, the footer, home, /clients and a state list the sectors in one order', async ({
  page,
}) => {
  expect(order).toHaveLength(5);
  await page.goto('/');
  expect(await sectorsIn(page.getByRole('contentinfo'))).toEqual(order);
  const home = getEntry('pages', 'home');
  const helped = home.grids.find((g) => g.id === 'who-we-help')!;
  expect(await sectorsIn(page.getByRole('region', { name: helped.heading }))).toEqual(order);
  // Who you would talk to: a person's sectors stand together, so only the first is fixed.
  const leads = await sectorsIn(page.locator('[data-ending="sector-leads"]'));
  expect(leads[0]).toBe(order[0]);
  expect([...leads].sort()).toEqual([...order].sort());
  await page.goto('/clients');
  expect(await sectorsIn(page.locator('section[data-grid="card-grid"]'))).toEqual(order);
  await page.goto('/locations/maryland');
  expect(await sectorsIn(page.locator('#sectors'))).toEqual(order);
});
