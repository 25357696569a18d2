import type { Locator } from '@playwright/test';
import { csvRecords } from '../tests/server/csv-parse';
import { test, expect, exportedLeads, hydrated, MOBILE, DESKTOP } from './fixtures';
import { setTheme } from '../tests/e2e/axe';
import {
  DIALOG_NAME,
  FIRST_SCREENS,
  expectContinueOnScreen,
  isContactPost,
  openFromTopBar,
} from '../tests/e2e/contact-dialog';
import { getWork } from '../content/work';
import { contactFormCopy } from '../content/snippets';

/**
 * A buyer who wants proof asks for a reference call in the contact form: the box in the dialog
 * and on /contact, sent with scripts (JSON) and without (a plain post), stored with the lead; and
 * the offer on /why-cairn and at the end of /work, which opens the form with the box ticked.
 */

const BOX = /^I’d like a reference call/;
const OFFER = 'Ask for a reference call';

const box = (scope: Locator) => scope.getByRole('checkbox', { name: BOX });

/** Step one's required fields, filled, then Continue (with scripts: two steps). */
async function fillStepOne(form: Locator, email: string, steps = true) {
  await form.getByRole('textbox', { name: /^Name/ }).fill('Frances Perkins');
  await form.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await form.getByRole('textbox', { name: /^Organization/ }).fill('Harbor Credit Union');
  if (steps) await form.getByRole('button', { name: 'Continue' }).click();
}

/** The required fields, filled; a unique address tells this lead apart in the export. */
async function fillRequired(form: Locator, tag: string, steps = true): Promise<string> {
  const email = `e2e.reference.${tag}.${Date.now()}@example.org`;
  await fillStepOne(form, email, steps);
  await form
    .getByRole('textbox', { name: /^Message/ })
    .fill('We are choosing an agency for our new site and would like to hear from a client.');
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  return email;
}

/** The stored lead sent from `email`, as the export shows it. */
async function exported(email: string): Promise<Record<string, string> | undefined> {
  return csvRecords(await exportedLeads()).find((lead) => lead.email === email);
}

test.describe('a reference call, with scripts', () => {
  test.use({ viewport: DESKTOP });

  test('ticked in the dialog, it is sent and stored with the lead', async ({ page }) => {
    await page.goto('/services');
    // The visitor opens the dialog and fills it in as soon as the page shows.
    const dialog = await openFromTopBar(page);
    // Opened for a conversation, the form does not speak of a reference call until it is asked.
    await expect(dialog.getByText(contactFormCopy.referenceNote)).toBeHidden();
    const email = await fillRequired(dialog, 'dialog');
    await expect(box(dialog)).not.toBeChecked();
    // The help line says what happens.
    await expect(box(dialog)).toHaveAccessibleDescription(
      /20 minutes with a client of your kind and size/,
    );
    await box(dialog).check();
    // Accepted wait: what is tested is the send in place (JSON), which is the framework's; the
    // box must still be ticked once it has arrived. The plain post is tested below.
    await hydrated(page);
    await expect(box(dialog)).toBeChecked();
    const request = page.waitForRequest(isContactPost);
    await dialog.getByRole('button', { name: 'Send message' }).click();
    expect((await request).postDataJSON()).toMatchObject({ email, referenceCall: true });
    await expect(dialog.getByRole('status')).toContainText('Thank you, Frances Perkins.');
    expect((await exported(email))?.reference_call).toBe('yes');
  });

  // The offer beside /why-cairn's results, /work's ending and a case study's.
  for (const route of ['/why-cairn', '/work', getWork()[0]!.href]) {
    test(`the offer on ${route} opens the dialog with the box ticked`, async ({ page }) => {
      await page.goto(route);
      // Clicked as soon as the page shows: the shell's inline script opens the dialog.
      await page.getByRole('main').getByRole('link', { name: OFFER }).first().click();
      const dialog = page.getByRole('dialog', { name: DIALOG_NAME });
      await expect(dialog).toBeVisible();
      // Nothing else is chosen for the visitor; the first step says what was asked for.
      await expect(dialog.getByRole('combobox', { name: 'Organization type' })).toHaveValue('');
      await expect(dialog.getByText(contactFormCopy.referenceNote)).toBeVisible();
      // The box is in step two, ticked when the visitor gets there.
      await fillStepOne(dialog, `e2e.reference.offer.${Date.now()}@example.org`);
      await expect(box(dialog)).toBeChecked();
      // Beside the form, "What happens next" no longer offers the call just asked for; once
      // the box is unticked, it offers it again.
      const next = dialog.getByRole('region', { name: 'What happens next' });
      await expect(next).toContainText('A first call of 30 minutes');
      await expect(next.getByText(OFFER)).toBeHidden();
      await box(dialog).uncheck();
      await expect(next.getByText(OFFER)).toBeVisible();
    });
  }

  for (const { width, height } of FIRST_SCREENS) {
    test(`at ${width} × ${height} the note keeps Continue on the first screen`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/work');
      await page.getByRole('main').getByRole('link', { name: OFFER }).first().click();
      const dialog = page.getByRole('dialog', { name: DIALOG_NAME });
      await expect(dialog.getByText(contactFormCopy.referenceNote)).toBeVisible();
      await expectContinueOnScreen(dialog, height);
    });
  }

  test('/contact opened at the box ticks it once the form runs', async ({ page }) => {
    // Where the offer's link leads when the dialog cannot open (a new tab, a slow page).
    await page.goto('/contact#reference-call');
    // No wait for the framework: the assertion retries until the form's code has ticked the box.
    const form = page.getByRole('main').getByRole('form', { name: 'Contact form' });
    await fillStepOne(form, `e2e.reference.page.${Date.now()}@example.org`);
    await expect(box(form)).toBeChecked();
  });
});

test.describe('a reference call, with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: MOBILE });

  test('ticked on /contact, the plain post stores it', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('main').getByRole('form', { name: 'Contact form' });
    // Without scripts the form is one page: no steps to move between.
    await expect(form.getByRole('button', { name: 'Continue' })).toHaveCount(0);
    const email = await fillRequired(form, 'no-script', false);
    await box(form).check();
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(/\/contact\/thanks$/);
    expect((await exported(email))?.reference_call).toBe('yes');
  });

  test('the offer on /why-cairn leads to the box on /contact, for the visitor to tick', async ({
    page,
  }) => {
    await page.goto('/why-cairn');
    await page.getByRole('main').getByRole('link', { name: OFFER }).first().click();
    await expect(page).toHaveURL(/\/contact#reference-call$/);
    const form = page.getByRole('main').getByRole('form', { name: 'Contact form' });
    // The page is static: it cannot tick the box without a script, so it opens at it.
    await expect(box(form)).toBeInViewport();
    await expect(box(form)).not.toBeChecked();
  });
});

for (const viewport of [MOBILE, { width: 1440, height: 900 }]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`the box and its help line read as one field at ${viewport.width} px, ${theme}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/contact');
      await setTheme(page, theme);
      const form = page.getByRole('main').getByRole('form', { name: 'Contact form' });
      await fillStepOne(form, `e2e.reference.layout.${Date.now()}@example.org`);
      const control = (await box(form).boundingBox())!;
      const label = (await form.getByText(BOX).boundingBox())!;
      const hint = (await form.getByText(/^We set up 20 minutes/).boundingBox())!;
      // Label and help line share a left edge beside the box, the help line right under the label.
      expect(Math.round(hint.x)).toBe(Math.round(label.x));
      expect(label.x).toBeGreaterThan(control.x + control.width);
      expect(hint.y - (label.y + label.height)).toBeLessThan(8);
      expect(hint.y).toBeGreaterThan(label.y + label.height - 12);
      // Nothing runs off the form.
      const width = await form.evaluate((el) => el.getBoundingClientRect().right);
      expect(Math.max(label.x + label.width, hint.x + hint.width)).toBeLessThanOrEqual(width + 1);
      if (viewport.width === MOBILE.width) {
        // The whole ask adds at most 80 px to the form on a phone (its row gap included).
        const added = await box(form).evaluate((input) => {
          const field = input.closest('#reference-call')!;
          const gap = parseFloat(getComputedStyle(field.parentElement!).rowGap);
          return field.getBoundingClientRect().height + gap;
        });
        expect(added).toBeLessThanOrEqual(80);
      }
    });
  }
}
