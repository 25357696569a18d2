import { test, expect, hydrated, MOBILE } from './fixtures';
import { navigation } from '../config/navigation';

test.describe('footer', () => {
  test("shows the visitor's current year even on a page built earlier", async ({ page }) => {
    await page.clock.install({ time: new Date('2031-06-15T10:00:00') });
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('contentinfo')).toContainText('© 1999–2031 Cairn Digital');
  });

  test('falls back to 2024 when the year cannot be determined', async ({ page }) => {
    await page.addInitScript(() => {
      Date.prototype.getFullYear = () => Number.NaN;
    });
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('contentinfo')).toContainText('© 1999–2024 Cairn Digital');
  });

  test('has the address, e-mail, phone, social links, services and technologies', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('address')).toContainText('100 Summit Avenue, Suite 400');
    await expect(footer.locator('address')).toContainText('Baltimore, MD 21202');
    await expect(footer.getByRole('link', { name: 'hello@cairndigital.example' })).toHaveAttribute(
      'href',
      'mailto:hello@cairndigital.example',
    );
    await expect(footer.getByRole('link', { name: '+1 (410) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+14105550142',
    );
    for (const name of [
      'LinkedIn',
      'Facebook',
      'Instagram',
      'YouTube',
      'GitHub',
      'Clutch',
      'Drupal.org',
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('heading', { name: 'Who We Help' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Credit Unions' })).toHaveAttribute(
      'href',
      '/clients/credit-unions',
    );
    await expect(footer.getByRole('heading', { name: 'What We Do' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'How We Deliver' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Platforms' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(footer.getByRole('link', { name: 'Washington, D.C.' })).toHaveAttribute(
      'href',
      '/locations/washington-dc',
    );
  });

  test('on phones every column folds under its title alike and the policies stay in sight', async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/services');
    const footer = page.getByRole('contentinfo');
    const policies = footer.getByRole('list', { name: 'Policies' });
    await expect(policies.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expect(policies.getByRole('link', { name: 'Accessibility Statement' })).toBeVisible();
    // Every column a fold: none stands open while the others are closed.
    const columns = page.getByRole('navigation', { name: 'Footer' });
    const summaries = columns.locator('summary');
    await expect(summaries).toHaveCount(navigation().footerColumns.length);
    for (const name of ['Drupal', 'Why Cairn']) {
      await expect(columns.getByRole('link', { name, exact: true })).toBeHidden();
    }
    const drupal = columns.getByRole('link', { name: 'Drupal', exact: true });
    await columns.locator('summary', { hasText: 'Platforms' }).click();
    await expect(drupal).toBeVisible();
    await drupal.click();
    await expect(page).toHaveURL(/\/services\/drupal-websites$/);
  });

  test('at 1440 px the last line holds the copyright, the policies, the privacy choices and the profiles in one row', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const items = [
      footer.getByText(/^© 1999/),
      footer.getByRole('link', { name: 'Privacy Policy' }),
      footer.getByRole('link', { name: 'Accessibility Statement' }),
      footer.getByRole('list', { name: 'Social and profile links' }).getByRole('link').last(),
    ];
    const middles = [];
    for (const item of items) {
      const box = (await item.boundingBox())!;
      middles.push(box.y + box.height / 2);
    }
    expect(Math.max(...middles) - Math.min(...middles)).toBeLessThanOrEqual(4);
  });

  test('at 1280 px each column stands under its title, its first link right below it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const columns = page.getByRole('navigation', { name: 'Footer' });
    for (const name of ['What We Do', 'How We Deliver', 'Platforms', 'Company', 'Locations']) {
      const title = (await columns.getByRole('heading', { name }).boundingBox())!;
      const column = columns.locator('div', { has: page.getByRole('heading', { name }) }).last();
      const first = (await column.getByRole('link').first().boundingBox())!;
      expect(Math.abs(first.x - title.x), name).toBeLessThanOrEqual(1);
      expect(first.y - (title.y + title.height), name).toBeLessThan(32);
    }
  });

  test('at 1024, 1280 and 1440 px every link of the columns stands on one line', async ({
    page,
  }) => {
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const links = page.getByRole('navigation', { name: 'Footer' }).getByRole('link');
      const lines = await links.evaluateAll((as) =>
        as.map((a) => ({
          name: a.textContent,
          lines: Math.round(
            a.getBoundingClientRect().height / parseFloat(getComputedStyle(a).lineHeight),
          ),
        })),
      );
      expect(lines.length).toBeGreaterThan(20);
      expect(
        lines.filter((l) => l.lines > 1),
        `${width}`,
      ).toEqual([]);
    }
  });
});
