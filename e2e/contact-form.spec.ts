import type { Locator, Page, Request } from '@playwright/test';
import { siteConfig } from '../config/site';
import { test, expect, exportedLeads, hydrated, linesOf } from './fixtures';
import { holdFormCode } from '../tests/e2e/hold-form-code';
import { axeViolations } from '../tests/e2e/axe';
import { DIALOG_NAME, isContactPost, openFromTopBar } from '../tests/e2e/contact-dialog';

/**
 * The contact form in the contact dialog (brief §5). The success journeys post to the
 * real POST /api/contact of the production server; only the failure paths intercept it.
 * Over 300 lines on purpose: each test is one whole visitor journey (open, fill, send, check
 * what was stored), and the helpers above them are shared by all of them.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Opens the dialog on a small screen: "Menu", then "Contact Us". */
async function openFromMenu(page: Page): Promise<Locator> {
  const menu = page.getByRole('dialog', { name: 'Site menu' });
  await expect(async () => {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(menu).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await menu.getByRole('link', { name: 'Contact Us' }).click();
  const dialog = page.getByRole('dialog', { name: DIALOG_NAME });
  await expect(dialog).toBeVisible();
  return dialog;
}

function fields(dialog: Locator) {
  return {
    name: dialog.getByRole('textbox', { name: /^Name/ }),
    email: dialog.getByRole('textbox', { name: /^E-mail/ }),
    organization: dialog.getByRole('textbox', { name: /^Organization/ }),
    organizationType: dialog.getByRole('combobox', { name: 'Organization type' }),
    phone: dialog.getByRole('textbox', { name: /^Phone/ }),
    projectType: dialog.getByRole('group', { name: 'What kind of project is it?' }),
    budget: dialog.getByRole('group', { name: 'Budget' }),
    timeline: dialog.getByRole('group', { name: 'When would you like to start?' }),
    message: dialog.getByRole('textbox', { name: /^Message/ }),
    consent: dialog.getByRole('checkbox', { name: /I agree/ }),
    next: dialog.getByRole('button', { name: 'Continue' }),
    back: dialog.getByRole('button', { name: 'Back' }),
    send: dialog.getByRole('button', { name: /Send message|Try sending again/ }),
  };
}

const visitor = {
  name: 'Ada Lovelace',
  organization: 'Analytical Engines Trust',
  phone: '+1 (410) 555-0100',
  message: 'We need a faster, accessible website for our members before the spring campaign.',
};

/** A unique address per run, so leads from different runs are easy to tell apart. */
const emailFor = (tag: string) => `e2e.${tag}.${Date.now()}@example.org`;

/** Both steps: who the visitor is and the kind of project, Continue, then the rest. */
async function fillValid(dialog: Locator, email: string) {
  const f = fields(dialog);
  await f.name.fill(visitor.name);
  await f.email.fill(email);
  await f.organization.fill(visitor.organization);
  await f.organizationType.selectOption({ label: 'Credit union' });
  await f.projectType.getByRole('radio', { name: 'A focused fix to the site we have' }).check();
  await f.next.click();
  await expect(dialog.getByRole('heading', { name: /Budget, start and message/ })).toBeFocused();
  await f.phone.fill(visitor.phone);
  await f.budget.getByRole('radio', { name: '$25k–$60k' }).check();
  await f.timeline.getByRole('radio', { name: 'Within 3 months' }).check();
  await f.message.fill(visitor.message);
  await f.consent.check();
}

/** Presses Tab (and only Tab) until `target` has focus. */
async function tabTo(page: Page, target: Locator, maxPresses = 60) {
  for (let i = 0; i < maxPresses; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reachable with Tab within ${maxPresses} presses`).toBeFocused();
}

async function expectSuccess(page: Page, dialog: Locator, email: string) {
  const status = dialog.getByRole('status');
  await expect(status).toContainText(`Thank you, ${visitor.name}.`);
  await expect(status).toContainText('within one business day');
  await expect(status).toContainText(email);
  await expect(status.getByRole('link', { name: siteConfig.email })).toBeVisible();
  await expect(status.getByRole('link', { name: siteConfig.phone })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: `Thank you, ${visitor.name}.` })).toBeFocused();
  // What happens next: who replies, when, and what the first call covers; shown once.
  const next = dialog.getByRole('region', { name: 'What happens next' });
  await expect(next).toHaveCount(1);
  await expect(next.getByRole('listitem')).toHaveText([
    /Tomás Ibarra, our Director of Strategy, or a senior strategist/,
    /within one business day/,
    /first call of 30 minutes.*goals, audiences, deadline/,
  ]);
  // The form is gone: nothing left to send twice.
  await expect(fields(dialog).send).toHaveCount(0);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
}

test.describe('contact form', () => {
  test('an empty submit shows inline errors, focuses Name and sends nothing', async ({ page }) => {
    const posts: Request[] = [];
    page.on('request', (request) => {
      if (isContactPost(request)) posts.push(request);
    });
    await page.goto('/');
    const dialog = await openFromTopBar(page);
    const f = fields(dialog);

    await expect(f.name).toHaveAttribute('autocomplete', 'name');
    await expect(f.email).toHaveAttribute('autocomplete', 'email');
    await expect(f.organization).toHaveAttribute('autocomplete', 'organization');
    // The honeypot is off-screen and hidden from assistive technology, not display:none.
    const honeypot = dialog.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(await honeypot.evaluate((el) => getComputedStyle(el).display)).not.toBe('none');
    await expect(dialog.getByRole('textbox', { name: /website/i })).toHaveCount(0);

    // Step one first: Continue with nothing typed stays, with the errors on their fields.
    await expect(f.send).toBeHidden();
    await f.next.click();

    await expect(f.name).toBeFocused();
    await expect(f.name).toHaveAttribute('aria-invalid', 'true');
    await expect(f.name).toHaveAccessibleDescription('Enter your name.');
    await expect(f.email).toHaveAttribute('aria-invalid', 'true');
    await expect(f.email).toHaveAccessibleDescription('Enter your e-mail address.');
    await expect(f.organization).toHaveAccessibleDescription('Enter your organization.');
    // Optional fields stay quiet.
    await expect(f.organizationType).not.toHaveAttribute('aria-invalid', 'true');

    expect(await axeViolations(page, 'dialog with errors', { include: ['dialog'] })).toEqual([]);

    // Fixing a field clears its error as it is typed; a wrong value shows on leaving the field.
    await f.name.fill(visitor.name);
    await expect(f.name).not.toHaveAttribute('aria-invalid', 'true');
    await f.email.fill('not-an-address');
    await f.email.blur();
    await expect(f.email).toHaveAccessibleDescription(/valid e-mail address/);
    await f.organization.fill(visitor.organization);
    // Continuing again focuses the first field still wrong.
    await f.next.click();
    await expect(f.email).toBeFocused();
    await f.email.fill(emailFor('empty'));
    await f.next.click();

    // Step two: sending with nothing more typed shows its own errors.
    await expect(f.phone).toHaveAttribute('autocomplete', 'tel');
    await expect(f.message).toHaveAccessibleDescription(/20–5000 characters/);
    await expect(dialog.getByRole('link', { name: /privacy policy/ })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await f.send.click();
    await expect(f.message).toBeFocused();
    await expect(f.message).toHaveAttribute('aria-invalid', 'true');
    await expect(f.message).toHaveAccessibleDescription(/at least 20 characters/);
    await expect(f.consent).toHaveAttribute('aria-invalid', 'true');
    await expect(f.consent).toHaveAccessibleDescription(/agree to be contacted/);
    // The consent names who will contact the visitor, with the policy's link in the sentence.
    await expect(f.consent).toHaveAccessibleName(
      new RegExp(
        `^I agree that ${siteConfig.name} may contact me about this inquiry, as described in the privacy policy`,
      ),
    );
    await expect(f.phone).not.toHaveAttribute('aria-invalid', 'true');
    await f.phone.fill('12');
    await f.phone.blur();
    await expect(f.phone).toHaveAttribute('aria-invalid', 'true');
    await expect(f.phone).toHaveAccessibleDescription(/at least 7 characters/);
    expect(await axeViolations(page, 'step two with errors', { include: ['dialog'] })).toEqual([]);

    // Back shows step one as it was left.
    await f.back.click();
    await expect(f.name).toHaveValue(visitor.name);
    await expect(f.send).toBeHidden();

    expect(posts).toHaveLength(0);
  });

  test('valid data is sent to the server with attribution and thanked', async ({ page }) => {
    await page.goto('/?utm_source=e2e&utm_medium=test&utm_campaign=contact-form');
    // Accepted wait: the attribution is kept in the page's script state and sent with the JSON
    // post, both the framework's; the no-script post and early clicks are e2e/html-first.spec.ts's.
    await hydrated(page);
    // A client-side navigation: the landing page's UTMs must survive it.
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await page
      .getByRole('navigation', { name: 'Primary' })
      .getByRole('link', { name: 'Services & Solutions' })
      .click();
    await expect(page).toHaveURL(/\/services$/);
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);

    const dialog = await openFromTopBar(page);
    const email = emailFor('success');
    await fillValid(dialog, email);

    const requestPromise = page.waitForRequest(isContactPost);
    const responsePromise = page.waitForResponse((r) => isContactPost(r.request()));
    await fields(dialog).send.click();
    const request = await requestPromise;
    const response = await responsePromise;

    expect(response.status()).toBe(201);
    expect(request.headers()['content-type']).toContain('application/json');
    expect(request.headers()['idempotency-key']).toMatch(UUID);
    const body = request.postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      name: visitor.name,
      email,
      organization: visitor.organization,
      organizationType: 'credit-union',
      phone: visitor.phone,
      projectType: 'focused-fix',
      budget: '25k-60k',
      timeline: 'within-3-months',
      message: visitor.message,
      consent: true,
      website: '',
      attribution: {
        pagePath: '/services',
        utmSource: 'e2e',
        utmMedium: 'test',
        utmCampaign: 'contact-form',
      },
    });
    // The services checklist of the old form is gone.
    expect(body).not.toHaveProperty('interests');
    // No reCAPTCHA site key in the test build: no script, no token.
    expect(body).not.toHaveProperty('recaptchaToken');
    expect(
      await page.evaluate(() => document.querySelector('script[src*="recaptcha"]') === null),
    ).toBe(true);

    await expectSuccess(page, dialog, email);
  });

  test('keyboard only: Tab, Space and Enter reach, fill and send the form', async ({ page }) => {
    await page.goto('/');
    const chat = page.getByRole('link', { name: 'Let’s Chat' });
    // Enter opens the dialog as soon as the page shows (the inline shell script, no framework).
    await tabTo(page, chat);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: DIALOG_NAME });
    await expect(dialog).toBeVisible();
    const f = fields(dialog);
    const email = emailFor('keyboard');

    await tabTo(page, f.name);
    await page.keyboard.type(visitor.name);
    await page.keyboard.press('Tab');
    await expect(f.email).toBeFocused();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await expect(f.organization).toBeFocused();
    await page.keyboard.type(visitor.organization);
    await page.keyboard.press('Tab');
    // The honeypot is skipped: the organization type comes next.
    await expect(f.organizationType).toBeFocused();
    await page.keyboard.press('Tab');
    // A radio group is one Tab stop: Space chooses, the arrow keys move the choice.
    const newSite = f.projectType.getByRole('radio', { name: 'A new website or a redesign' });
    await expect(newSite).toBeFocused();
    await page.keyboard.press('Space');
    await expect(newSite).toBeChecked();
    await page.keyboard.press('ArrowRight');
    const fix = f.projectType.getByRole('radio', { name: 'A focused fix to the site we have' });
    await expect(fix).toBeFocused();
    await expect(fix).toBeChecked();
    await expect(newSite).not.toBeChecked();
    // Continue, from the keyboard as the page shows (the head script moves the step).
    await page.keyboard.press('Tab');
    await expect(f.next).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('heading', { name: /Budget, start and message/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(f.budget.getByRole('radio').first()).toBeFocused();

    await tabTo(page, f.message);
    await page.keyboard.type(visitor.message);
    // The phone, then the optional reference call box, left as they are, then the agreement.
    await page.keyboard.press('Tab');
    await expect(f.phone).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('checkbox', { name: /reference call/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(f.consent).toBeFocused();
    await page.keyboard.press('Space');
    await expect(f.consent).toBeChecked();

    // Sending in place (JSON, thanks without leaving) is the framework's, which has had the
    // whole form's typing to arrive; without it the form posts as a plain form
    // (e2e/html-first.spec.ts).
    await hydrated(page);
    await tabTo(page, f.send);
    await page.keyboard.press('Enter');
    await expectSuccess(page, dialog, email);

    // Enter on the success panel's Close button closes the dialog; focus returns to the opener.
    await tabTo(page, dialog.getByRole('button', { name: 'Close', exact: true }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(chat).toBeFocused();
  });

  test('what a visitor typed before the framework arrived is kept and sent in place', async ({
    page,
  }) => {
    // On a slow phone the form is on screen, and filled in, before its code has arrived.
    const release = await holdFormCode(page, '/');
    await page.getByRole('banner').getByRole('link', { name: 'Let’s Chat' }).click();
    const dialog = page.getByRole('dialog', { name: DIALOG_NAME });
    await expect(dialog).toBeVisible();
    const email = emailFor('early');
    await fillValid(dialog, email);
    await release();
    // Accepted wait: what is tested is that the typing survives the framework's arrival and is
    // then sent in place, so the framework must have arrived (the plain post is html-first's).
    await hydrated(page);
    const f = fields(dialog);
    await expect(f.message).toHaveValue(visitor.message);
    // The framework takes over the steps where the head script left them.
    await f.back.click();
    await expect(f.name).toHaveValue(visitor.name);
    await f.next.click();
    await f.send.click();
    await expectSuccess(page, dialog, email);
    expect(await exportedLeads()).toContain(email);
  });

  test.describe('on a 375 px screen', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('opens from the menu, fits the screen and sends', async ({ page }) => {
      await page.goto('/');
      const dialog = await openFromMenu(page);
      const f = fields(dialog);

      // No sideways scrolling, and touch targets of at least 44 px.
      expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      const inside = async (control: Locator, minHeight: number) => {
        const box = await control.boundingBox();
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(minHeight);
        expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 375).toBe(true);
      };
      for (const control of [f.name, f.email, f.organizationType, f.next])
        await inside(control, 44);
      // Every choice is at least 40 px tall (the kinds of project sit as rows, so step one
      // fits the screen), inside the screen.
      for (const pill of await f.projectType.locator('label').all()) await inside(pill, 40);

      // Each part fits a line, the whole address does not (checked after sending).
      const email = `e2e-${Date.now().toString(36)}@mobile.example.org`;
      await fillValid(dialog, email);
      for (const group of [f.budget, f.timeline])
        for (const pill of await group.locator('label').all()) await inside(pill, 44);
      await inside(f.send, 44);
      await f.send.click();
      await expectSuccess(page, dialog, email);
      expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      // The visitor's address breaks after the @, not inside the mailbox or the domain.
      const [mailbox, domain] = email.split('@') as [string, string];
      const thanks = dialog.getByRole('status').getByText(/^Your message is with us/);
      expect(await linesOf(thanks, email), 'the address wraps').toBe(2);
      expect(await linesOf(thanks, `${mailbox}@`), 'the mailbox on one line').toBe(1);
      expect(await linesOf(thanks, domain), 'the domain on one line').toBe(1);
    });
  });

  test('failures keep what was typed, offer e-mail and phone, and retry with the same key', async ({
    page,
    allowConsoleErrors,
  }) => {
    // The browser logs each intercepted failure; any other error still fails the test.
    allowConsoleErrors(/status of 503\b/, /status of 429\b/, /ERR_INTERNET_DISCONNECTED/);
    const keys: string[] = [];
    let answer: 'hold' | '503' | '429' | 'network' = 'hold';
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/contact', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (answer === 'hold') await held;
      if (answer === 'network') return route.abort('internetdisconnected');
      if (answer === '429') {
        return route.fulfill({
          status: 429,
          headers: { 'Retry-After': '120' },
          contentType: 'application/json',
          body: JSON.stringify({ error: 'Too many requests' }),
        });
      }
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Storage is unavailable' }),
      });
    });

    await page.goto('/');
    const dialog = await openFromTopBar(page);
    const f = fields(dialog);
    const email = emailFor('failure');
    await fillValid(dialog, email);

    // While the first attempt is in flight the button shows progress and cannot send again.
    await f.send.click();
    const sending = dialog.getByRole('button', { name: /Sending/ });
    await expect(sending).toBeDisabled();
    await f.phone.press('Enter'); // implicit submission must not send a second request
    await page.waitForTimeout(300);
    expect(keys).toHaveLength(1);
    answer = '503';
    release();

    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText('not sent');
    await expect(alert).toContainText('briefly unavailable');
    await expect(alert).toContainText('Everything you typed is still here.');
    await expect(alert.getByRole('link', { name: siteConfig.email })).toHaveAttribute(
      'href',
      `mailto:${siteConfig.email}`,
    );
    await expect(alert.getByRole('link', { name: siteConfig.phone })).toHaveAttribute(
      'href',
      /^tel:\+1/,
    );
    await expect(dialog.getByRole('status')).not.toContainText('Thank you');

    // Everything typed is kept, in this step and the first.
    await expect(f.phone).toHaveValue(visitor.phone);
    await expect(f.budget.getByRole('radio', { name: '$25k–$60k' })).toBeChecked();
    await expect(f.timeline.getByRole('radio', { name: 'Within 3 months' })).toBeChecked();
    await expect(f.message).toHaveValue(visitor.message);
    await expect(f.consent).toBeChecked();
    await f.back.click();
    await expect(f.name).toHaveValue(visitor.name);
    await expect(f.email).toHaveValue(email);
    await expect(f.organization).toHaveValue(visitor.organization);
    await expect(f.organizationType).toHaveValue('credit-union');
    await expect(
      f.projectType.getByRole('radio', { name: 'A focused fix to the site we have' }),
    ).toBeChecked();
    await f.next.click();

    // A retry of the same attempt reuses its Idempotency-Key.
    answer = '429';
    await f.send.click();
    await expect(alert).toContainText('try again in about 2 minutes');
    answer = 'network';
    await f.send.click();
    await expect(alert).toContainText('could not reach our server');
    await expect(f.message).toHaveValue(visitor.message);

    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(UUID);
    expect(new Set(keys).size).toBe(1);

    // Closing the dialog by mistake (Escape) loses nothing either.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await openFromTopBar(page);
    await expect(f.message).toHaveValue(visitor.message);
    await expect(f.consent).toBeChecked();
    await f.back.click();
    await expect(f.name).toHaveValue(visitor.name);
  });

  test('a budget off the list: the server refuses it by field, the form shows it inline', async ({
    page,
  }) => {
    const posts: Request[] = [];
    page.on('request', (request) => {
      if (isContactPost(request)) posts.push(request);
    });
    await page.goto('/');
    // Posted directly, as a script would: refused with the field's error, nothing stored.
    const direct = await page.request.post('/api/contact', {
      headers: { origin: new URL(page.url()).origin },
      data: {
        name: visitor.name,
        email: emailFor('off-list'),
        organization: visitor.organization,
        projectType: 'a-website',
        budget: 'a-million',
        timeline: 'within-3-months',
        message: visitor.message,
        consent: true,
      },
    });
    expect(direct.status()).toBe(422);
    expect(((await direct.json()) as { fieldErrors: unknown }).fieldErrors).toEqual({
      projectType: ['Choose a kind of project from the list.'],
      budget: ['Choose a budget from the list.'],
    });

    // A page whose radio was tampered with: the shared schema stops it before it is sent.
    const dialog = await openFromTopBar(page);
    const f = fields(dialog);
    await fillValid(dialog, emailFor('off-list'));
    await f.budget
      .getByRole('radio', { name: '$25k–$60k' })
      .evaluate((radio) => ((radio as HTMLInputElement).value = 'a-million'));
    await f.send.click();
    await expect(f.budget.getByRole('radio').first()).toBeFocused();
    await expect(f.budget).toHaveAccessibleDescription('Choose a budget from the list.');
    await expect(dialog.getByText('Choose a kind of project from the list.')).toHaveCount(0);
    expect(posts).toHaveLength(0);
  });

  test('server field errors (422) are shown on their fields', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 422\b/); // the browser logs the intercepted 422 response
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          fieldErrors: { organization: ['Organization contains characters we cannot accept.'] },
        }),
      }),
    );
    await page.goto('/');
    const dialog = await openFromTopBar(page);
    const f = fields(dialog);
    await fillValid(dialog, emailFor('invalid'));
    await f.send.click();

    // The field is in step one: the form goes back to it.
    await expect(f.organization).toBeFocused();
    await expect(f.organization).toBeVisible();
    await expect(f.send).toBeHidden();
    await expect(f.organization).toHaveAttribute('aria-invalid', 'true');
    await expect(f.organization).toHaveAccessibleDescription(
      'Organization contains characters we cannot accept.',
    );
    await expect(f.name).toHaveValue(visitor.name);
  });
});
