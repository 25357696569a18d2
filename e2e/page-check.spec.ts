import type { Locator } from '@playwright/test';
import { test, expect, MOBILE, DESKTOP, exportedLeads } from './fixtures';
import { csvRecords } from '../tests/server/csv-parse';
import {
  DIALOG_NAME,
  FIRST_SCREENS,
  expectContinueOnScreen,
  isContactPost,
  openFromTopBar,
} from '../tests/e2e/contact-dialog';
import { getCollection } from '../content';
import { contactNextSteps, snippets } from '../content/snippets';
import { projectTypes } from '../lib/contact-options';

/**
 * A buyer not ready for a project can ask for less: one page looked at. The offer closes each
 * client type's page, each service and solution page, the overviews where a buyer still chooses
 * (/services, /clients, /solutions), /why-cairn and the audit of this site; its
 * link opens the form on an audit with a note that says what to send (with scripts), or /contact
 * at that note (without).
 */

const offer = snippets.contact.pageCheck;
/** What of `found` is shown: the note stands at the head of step one and again by the message. */
const shown = (found: Locator) => found.filter({ visible: true });
const AUDIT = projectTypes.find((type) => type.value === 'audit')!.label;
const sector = getCollection('clients')[0]!;
const service = getCollection('services')[0]!;
const solution = getCollection('solutions')[0]!;

const ROUTES = [
  sector.href,
  service.href,
  solution.href,
  '/services',
  '/clients',
  '/solutions',
  '/why-cairn',
  '/why-cairn/accessibility-audit',
];

test.describe('one page looked at, with scripts', () => {
  test.use({ viewport: DESKTOP });

  for (const route of ROUTES) {
    test(`${route} ends with the offer, which opens the form on an audit`, async ({ page }) => {
      await page.goto(route);
      // Clicked as soon as the page shows: the shell's inline script opens the dialog.
      const ending = page.locator('[data-ending]').last();
      await expect(ending).toContainText(offer.lead);
      await expect(ending).toContainText(`${offer.link}: ${offer.promise}`);
      await ending.getByRole('link', { name: offer.link }).click();
      const dialog = page.getByRole('dialog', { name: DIALOG_NAME });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('radio', { name: AUDIT })).toBeChecked();
      await expect(shown(dialog.getByText(offer.note))).toHaveCount(1);
      if (route === sector.href)
        await expect(dialog.getByRole('combobox', { name: 'Organization type' })).toHaveValue(
          sector.contactAs,
        );
    });
  }

  test('asked for, it is sent and stored as an audit, with the page as a link', async ({
    page,
  }) => {
    await page.goto(sector.href);
    await page.locator('[data-ending]').last().getByRole('link', { name: offer.link }).click();
    const dialog = page.getByRole('dialog', { name: DIALOG_NAME });
    const email = `e2e.page-check.${Date.now()}@example.org`;
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('Frances Perkins');
    await dialog.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await dialog.getByRole('textbox', { name: /^Organization/ }).fill('Harbor Credit Union');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    // Typed as a visitor gives an address, without https://.
    await dialog.getByRole('textbox', { name: /^Web address/ }).fill('harbor.example.org/rates');
    await dialog
      .getByRole('textbox', { name: /^Message/ })
      .fill('Our rates page is the busiest we have; members say they cannot compare them.');
    await dialog.getByRole('checkbox', { name: /I agree/ }).check();
    const request = page.waitForRequest(isContactPost);
    await dialog.getByRole('button', { name: 'Send message' }).click();
    expect((await request).postDataJSON()).toMatchObject({ email, projectType: 'audit' });
    await expect(dialog.getByRole('status')).toContainText('Thank you, Frances Perkins.');
    const lead = csvRecords(await exportedLeads()).find((row) => row.email === email);
    // The export keeps the choice's value, as a spreadsheet or an import maps it, and the page
    // as a link the team can open.
    expect(lead?.project_type).toBe('audit');
    expect(lead?.site_address).toBe('https://harbor.example.org/rates');
  });

  for (const { width, height } of FIRST_SCREENS) {
    test(`at ${width} × ${height} the note keeps Continue on the first screen`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/why-cairn');
      await page.locator('[data-ending]').last().getByRole('link', { name: offer.link }).click();
      const dialog = page.getByRole('dialog', { name: DIALOG_NAME });
      await expect(shown(dialog.getByText(offer.note))).toHaveCount(1);
      await expectContinueOnScreen(dialog, height);
      // On a phone the note stands where the direct lines were; once another kind of project is
      // chosen it goes, and they come back.
      const direct = dialog.getByText(snippets.contact.direct);
      if (width < 640) {
        await expect(direct).toBeHidden();
        await dialog.getByRole('radio', { name: 'A new website or a redesign' }).check();
        await expect(direct).toBeVisible();
      } else {
        await expect(direct).toBeVisible();
      }
    });
  }

  test('the one page asked for, step two asks no budget or start: the page and the message, beside what comes back', async ({
    page,
  }) => {
    await page.goto('/why-cairn');
    await page.locator('[data-ending]').last().getByRole('link', { name: offer.link }).click();
    const dialog = page.getByRole('dialog', { name: DIALOG_NAME });
    await expect(shown(dialog.getByText(`${offer.link}: ${offer.promise}`))).toHaveCount(1);
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('Frances Perkins');
    await dialog.getByRole('textbox', { name: /^E-mail/ }).fill('frances@example.org');
    await dialog.getByRole('textbox', { name: /^Organization/ }).fill('Harbor Credit Union');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('heading', { name: /Your page and message/ })).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Budget' })).toBeHidden();
    await expect(dialog.getByRole('group', { name: /When would you like to start/ })).toBeHidden();
    await expect(shown(dialog.getByText(offer.note))).toHaveCount(1);
    await expect(dialog.getByRole('textbox', { name: /^Web address/ })).toBeVisible();
    // The message asks about the page, and beside the form the promise stands alone: no first
    // call of 30 minutes under it.
    const message = dialog.getByRole('textbox', { name: /^Message/ });
    await expect(message).toHaveAccessibleDescription(/^What the page is for, who uses it/);
    await expect(
      dialog.getByRole('heading', { name: contactNextSteps().title, exact: true }),
    ).toBeHidden();
    // Back to a project of another kind, the brief asks its budget and start again.
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByRole('radio', { name: 'A new website or a redesign' }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('heading', { name: /Budget, start and message/ })).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Budget' })).toBeVisible();
    await expect(shown(dialog.getByText(offer.note))).toHaveCount(0);
    await expect(message).toHaveAccessibleDescription(/^Your goals, your audiences/);
    await expect(
      dialog.getByRole('heading', { name: contactNextSteps().title, exact: true }),
    ).toBeVisible();
  });

  test('on a phone, step two says what comes back before Send, where a first call was', async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/why-cairn');
    await page.locator('[data-ending]').last().getByRole('link', { name: offer.link }).click();
    const dialog = page.getByRole('dialog', { name: DIALOG_NAME });
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('Frances Perkins');
    await dialog.getByRole('textbox', { name: /^E-mail/ }).fill('frances@example.org');
    await dialog.getByRole('textbox', { name: /^Organization/ }).fill('Harbor Credit Union');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    // The brief's next steps, by their last step's title: what a project's conversation starts with.
    const firstCall = dialog.getByText(contactNextSteps().steps.at(-1)!.title);
    await expect(shown(dialog.getByText(`${offer.link}: ${offer.promise}`))).toHaveCount(1);
    await expect(shown(firstCall)).toHaveCount(0);
    // Back to a project, the brief's next steps again.
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByRole('radio', { name: 'A new website or a redesign' }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(shown(firstCall)).toHaveCount(1);
    await expect(shown(dialog.getByText(`${offer.link}: ${offer.promise}`))).toHaveCount(0);
  });

  test('an audit chosen in a conversation is a project: its budget and start asked, no note', async ({
    page,
  }) => {
    await page.goto('/services');
    const dialog = await openFromTopBar(page);
    await dialog.getByRole('radio', { name: AUDIT }).check();
    await expect(shown(dialog.getByText(offer.note))).toHaveCount(0);
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('Frances Perkins');
    await dialog.getByRole('textbox', { name: /^E-mail/ }).fill('frances@example.org');
    await dialog.getByRole('textbox', { name: /^Organization/ }).fill('Harbor Credit Union');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('group', { name: 'Budget' })).toBeVisible();
    await expect(shown(dialog.getByText(`${offer.link}: ${offer.promise}`))).toHaveCount(0);
  });

  test('/contact opened at the note chooses the audit once the form runs', async ({ page }) => {
    await page.goto('/contact#page-check');
    const form = page.getByRole('main').getByRole('form', { name: 'Contact form' });
    await expect(shown(form.getByText(offer.note))).toHaveCount(1);
    // No wait for the framework: the assertion retries until the form's code has chosen it.
    await expect(form.getByRole('radio', { name: AUDIT })).toBeChecked();
  });
});

test.describe('one page looked at, with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: MOBILE });

  test('the link leads to /contact at the note that says what to send', async ({ page }) => {
    await page.goto(sector.href);
    // On a phone the offer is its question and its link, one line; the form's note says more.
    const line = page.locator('[data-ending]').last().getByText(offer.lead);
    await expect(line).toBeVisible();
    await expect(line.getByText(offer.promise)).toBeHidden();
    expect((await line.boundingBox())!.height).toBeLessThan(30);
    await line.getByRole('link', { name: offer.link }).click();
    await expect(page).toHaveURL(/\/contact#page-check$/);
    const form = page.getByRole('main').getByRole('form', { name: 'Contact form' });
    await expect(shown(form.getByText(offer.note))).toHaveCount(1);
  });

  test('on /contact the note stays out of the way', async ({ page }) => {
    await page.goto('/contact');
    await expect(shown(page.getByRole('main').getByText(offer.note))).toHaveCount(0);
  });
});
