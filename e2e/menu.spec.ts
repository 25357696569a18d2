import { test, expect, hydrated, MOBILE, DESKTOP } from './fixtures';

test.describe('full-screen menu', () => {
  test('keyboard journey: opens, traps focus, closes with Escape, returns focus', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await hydrated(page);
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Site menu' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close menu' })).toBeFocused();

    // Tab through more elements than the menu holds: focus never leaves the dialog.
    for (let i = 0; i < 45; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);

    // The page behind does not scroll.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    );

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menuButton).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
      'hidden',
    );
  });

  test('the close button closes it and returns focus', async ({ page }) => {
    await page.goto('/services');
    await hydrated(page);
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await menuButton.click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('groups are accordions below 768 px, each expanding on its own', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Site menu' });
    const groups = ['Who We Help', 'What We Do', 'How We Deliver', 'Platforms'];
    for (const name of groups) {
      await expect(dialog.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(dialog.getByRole('link', { name: 'Credit unions' })).toBeHidden();

    await dialog.getByRole('button', { name: 'Who We Help' }).click();
    await expect(dialog.getByRole('button', { name: 'Who We Help' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(dialog.getByRole('link', { name: 'Credit unions' })).toBeVisible();

    await dialog.getByRole('button', { name: 'Platforms' }).press('Enter');
    await expect(dialog.getByRole('button', { name: 'Platforms' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // Independent: the first stays open.
    await expect(dialog.getByRole('button', { name: 'Who We Help' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(dialog.getByRole('link', { name: 'Drupal' })).toBeVisible();

    await dialog.getByRole('button', { name: 'Who We Help' }).click();
    await expect(dialog.getByRole('link', { name: 'Credit unions' })).toBeHidden();
    await expect(dialog.getByRole('link', { name: 'Drupal' })).toBeVisible();
  });

  test('from 768 px up every group is open and there are no accordion buttons', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Site menu' });
    await expect(dialog.getByRole('button', { name: 'Who We Help' })).toHaveCount(0);
    await expect(dialog.getByRole('heading', { name: 'How We Deliver' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Technical SEO' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Headless' })).toBeVisible();
  });

  test('the current page is dimmed, marked current and not a link', async ({ page }) => {
    await page.goto('/clients/credit-unions');
    await hydrated(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Site menu' });
    const current = dialog.locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toContainText('Credit unions');
    await expect(current).not.toHaveAttribute('href', /.*/);
    await expect(dialog.getByRole('link', { name: /Credit unions/ })).toHaveCount(0);
    // Dimmed: the muted colour, unlike its sibling links.
    const [currentColor, siblingColor] = await Promise.all([
      current.evaluate((el) => getComputedStyle(el).color),
      dialog.getByRole('link', { name: 'Healthcare' }).evaluate((el) => getComputedStyle(el).color),
    ]);
    expect(currentColor).not.toBe(siblingColor);
  });

  test('a menu link navigates and closes the menu', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Our Team' }).click();
    await expect(page).toHaveURL(/\/team$/);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Team');
  });
});
