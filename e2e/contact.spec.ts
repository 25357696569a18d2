import { test, expect, linesOf, DESKTOP } from './fixtures';
import type { Page } from '@playwright/test';

async function expectOneContactDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: /start a conversation/i });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(dialog.getByRole('link', { name: /hello@cairndigital\.example/ })).toHaveAttribute(
    'href',
    'mailto:hello@cairndigital.example',
  );
  await expect(dialog.getByRole('link', { name: /555-0142/ })).toHaveAttribute(
    'href',
    'tel:+14105550142',
  );
  return dialog;
}

test.describe('contact dialog', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/services/drupal-websites');
  });

  test('Let’s Chat opens it; Escape closes it and returns focus', async ({ page }) => {
    const trigger = page.getByRole('banner').getByRole('link', { name: 'Let’s Chat' });
    await trigger.click();
    await expectOneContactDialog(page);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('Contact Us in the menu opens it', async ({ page }) => {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('dialog', { name: 'Site menu' })
      .getByRole('link', { name: 'Contact Us' })
      .click();
    const dialog = await expectOneContactDialog(page);
    await dialog.getByRole('button', { name: /close/i }).first().click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('Begin Your Digital Expedition in the menu opens it', async ({ page }) => {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('dialog', { name: 'Site menu' })
      .getByRole('link', { name: 'Begin Your Digital Expedition' })
      .click();
    await expectOneContactDialog(page);
  });

  test("the page's own call to action opens it", async ({ page }) => {
    await page
      .getByRole('main')
      .getByRole('link', { name: 'Start a conversation' })
      .first()
      .click();
    await expectOneContactDialog(page);
  });

  test('what happens next is beside the form, with the person who replies', async ({ page }) => {
    await page.getByRole('banner').getByRole('link', { name: 'Let’s Chat' }).click();
    const dialog = await expectOneContactDialog(page);
    const next = dialog.getByRole('region', { name: 'What happens next' });
    await expect(next.getByRole('listitem')).toHaveText([
      /A strategist reads it\s*Tomás Ibarra, our Director of Strategy/,
      /A reply within one business day/,
      /A first call of 30 minutes/,
    ]);
    const form = await dialog.getByRole('form', { name: 'Contact form' }).boundingBox();
    const steps = await next.boundingBox();
    expect(steps!.x, 'to the right of the form').toBeGreaterThanOrEqual(form!.x + form!.width);
  });

  test('the e-mail address above the form never breaks inside the domain', async ({ page }) => {
    await page.getByRole('banner').getByRole('link', { name: 'Let’s Chat' }).click();
    const dialog = await expectOneContactDialog(page);
    const address = dialog.getByRole('link', { name: /^hello@/ });
    await expect(address).toBeVisible();
    expect(await linesOf(address, 'cairndigital.example'), 'the domain on one line').toBe(1);
  });

  test("Let’s Chat on a sector page starts the form with the page's sector", async ({ page }) => {
    const type = page.getByRole('combobox', { name: 'Organization type' });
    await page.getByRole('banner').getByRole('link', { name: 'Let’s Chat' }).click();
    await expect(type).toHaveValue('');
    await page.goto('/clients/credit-unions');
    await page.getByRole('banner').getByRole('link', { name: 'Let’s Chat' }).click();
    await expectOneContactDialog(page);
    await expect(type).toHaveValue('credit-union');
    await expect(type.locator('option:checked')).toHaveText('Credit union');
  });
});

test.describe('contact dialog on a phone', () => {
  test('what happens next comes in step two before the Send button, in brief', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/services/drupal-websites');
    await page.getByRole('banner').getByRole('link', { name: 'Let’s Chat' }).click();
    const dialog = await expectOneContactDialog(page);
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('Dorothy Vaughan');
    await dialog.getByRole('textbox', { name: /^E-mail/ }).fill('dorothy@example.org');
    await dialog.getByRole('textbox', { name: /^Organization/ }).fill('West Computing Union');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const next = dialog.getByRole('region', { name: 'What happens next' });
    await expect(next).toHaveCount(1);
    // Titles only (each after its number).
    await expect(next.getByRole('listitem')).toHaveText([
      /^\d?A strategist reads it$/,
      /^\d?A reply within one business day$/,
      /^\d?A first call of 30 minutes$/,
    ]);
    const steps = await next.boundingBox();
    const send = await dialog.getByRole('button', { name: /send/i }).boundingBox();
    expect(steps!.y + steps!.height, 'above Send').toBeLessThanOrEqual(send!.y);
  });
});

test('/contact shows the person who reads the message, face and name, beside the first step', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/contact');
  const next = page.getByRole('main').getByRole('region', { name: 'What happens next' });
  const first = next.getByRole('listitem').first();
  await expect(first.getByRole('link', { name: 'Tomás Ibarra' })).toHaveAttribute(
    'href',
    '/team#tomas-ibarra',
  );
  const portrait = first.locator('svg, img').first();
  await expect(portrait).toBeVisible();
  expect((await portrait.boundingBox())!.width).toBeGreaterThanOrEqual(40);
});
