import { test, expect, DESKTOP } from './fixtures';

/** One page per kind of illustration, and what its hero art must be. */
const heroes = [
  { route: '/clients/credit-unions', art: 'bank' },
  { route: '/clients/healthcare-organizations', art: 'care' },
  { route: '/services/drupal-websites', art: 'platform' },
  { route: '/solutions/accessibility-audits', art: 'access' },
  { route: '/team', art: 'team' },
];

test.describe('illustrations (issue 17)', () => {
  test.use({ viewport: DESKTOP });

  for (const { route, art } of heroes) {
    test(`${route} shows the ${art} drawing beside its headline, hidden from assistive technology`, async ({
      page,
    }) => {
      await page.goto(route);
      const drawing = page.locator(`section[aria-labelledby="page-title"] svg[data-art="${art}"]`);
      await expect(drawing).toBeVisible();
      await expect(drawing).toHaveAttribute('aria-hidden', 'true');
      const box = await drawing.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(250);
    });
  }

  test('a location page draws its state as a labelled map with the office', async ({ page }) => {
    await page.goto('/locations/maryland');
    const map = page.getByRole('img', { name: /Map of Maryland, with our Baltimore office/ });
    await expect(map).toBeVisible();
    await expect(map).toHaveAttribute('data-art', 'map');
  });

  test('team portraits are illustrated avatars beside each visible name', async ({ page }) => {
    await page.goto('/team');
    const avatars = page.getByRole('main').locator('svg[data-art="avatar"]');
    expect(await avatars.count()).toBeGreaterThanOrEqual(6);
    for (const avatar of await avatars.all()) {
      await expect(avatar).toHaveAttribute('aria-hidden', 'true');
    }
  });
});

test('the home page at 375 × 812 is under 8 screens', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThanOrEqual(8 * 812);
});
