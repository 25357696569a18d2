import type { Locator, Page } from '@playwright/test';
import { test, expect, accentColor, exportedLeads } from './fixtures';
import { axeViolations, setTheme } from '../tests/e2e/axe';
import { holdFormCode } from '../tests/e2e/hold-form-code';
import { DIALOG_NAME } from '../tests/e2e/contact-dialog';

/**
 * The brief in two steps, as a visitor meets it: who you are and the kind of project, then
 * budget, start and message. Every test acts as soon as the page shows; none waits for the
 * framework (the steps are the head script's and the stylesheet's until it arrives).
 */

const PHONE = { width: 375, height: 812 };
const WIDE = { width: 1440, height: 900 };
const THEMES = ['light', 'dark'] as const;

const stepTwo = (scope: Locator) =>
  scope.getByRole('heading', { name: /Budget, start and message/ });

async function openDialog(page: Page, path = '/services'): Promise<Locator> {
  await page.goto(path);
  await page.getByRole('banner').getByRole('link', { name: 'Let’s Chat' }).click();
  const dialog = page.getByRole('dialog', { name: DIALOG_NAME });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillStepOne(form: Locator, email: string) {
  await form.getByRole('textbox', { name: /^Name/ }).fill('Mary Jackson');
  await form.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await form.getByRole('textbox', { name: /^Organization/ }).fill('Langley Members Union');
  await form.getByRole('combobox', { name: 'Organization type' }).selectOption('membership');
  await form.getByRole('radio', { name: 'An accessibility or performance audit' }).check();
}

/** The left and right edges of a radio group's options. */
function edgesOf(group: Locator): Promise<{ left: number; right: number }[]> {
  return group.locator('label').evaluateAll((labels) =>
    labels.map((l) => {
      const r = l.getBoundingClientRect();
      return { left: Math.round(r.left), right: Math.round(r.right) };
    }),
  );
}

/** The tops of a radio group's options, one per row. */
async function rowsOf(group: Locator): Promise<number[][]> {
  const tops = await group
    .locator('label')
    .evaluateAll((labels) => labels.map((l) => Math.round(l.getBoundingClientRect().top)));
  const rows = new Map<number, number[]>();
  tops.forEach((top, i) => rows.set(top, [...(rows.get(top) ?? []), i]));
  return [...rows.values()];
}

test.describe('with scripts, in the dialog on a 375 × 812 phone', () => {
  test.use({ viewport: PHONE });

  for (const theme of THEMES) {
    test(`step one fits the screen, ${theme}; Continue shows step two`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      const dialog = await openDialog(page);
      const next = dialog.getByRole('button', { name: 'Continue' });
      await expect(dialog.getByRole('heading', { name: /Step 1 of 2/ })).toBeVisible();
      // The whole first step, its Continue included, on the first screen, with nothing to scroll.
      const box = (await next.boundingBox())!;
      expect(box.y + box.height, 'Continue ends above the fold').toBeLessThanOrEqual(812);
      await expect(dialog.getByRole('group', { name: 'Budget' })).toBeHidden();
      await expect(dialog.getByRole('button', { name: 'Send message' })).toBeHidden();
      expect(await axeViolations(page, `step one, ${theme}`, { include: ['dialog'] })).toEqual([]);

      await fillStepOne(dialog, `e2e.steps.${theme}@example.org`);
      await next.click();
      await expect(stepTwo(dialog)).toBeFocused();
      await expect(dialog.getByRole('group', { name: 'Budget' })).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: /^Name/ })).toBeHidden();
      expect(await axeViolations(page, `step two, ${theme}`, { include: ['dialog'] })).toEqual([]);
    });
  }

  test("step two's budget and start fill their rows: two choices each, or one across", async ({
    page,
  }) => {
    const dialog = await openDialog(page);
    await fillStepOne(dialog, 'e2e.steps.phone-rows@example.org');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    for (const name of ['Budget', 'When would you like to start?']) {
      const group = dialog.getByRole('group', { name });
      const boxes = await edgesOf(group);
      const left = Math.min(...boxes.map((b) => b.left));
      const right = Math.max(...boxes.map((b) => b.right));
      for (const row of await rowsOf(group)) {
        // A row starts and ends where the group does: no choice left alone with space beside it.
        expect(Math.min(...row.map((i) => boxes[i]!.left)), `${name}: row ${row}`).toBe(left);
        expect(Math.max(...row.map((i) => boxes[i]!.right)), `${name}: row ${row}`).toBe(right);
        expect(row.length, `${name}: row ${row}`).toBeLessThanOrEqual(2);
      }
      // Each choice's label on one line: a long one takes the row rather than wrapping.
      for (const { label, lines } of await wordsPerLine(group))
        expect(lines, label).toHaveLength(1);
    }
  });

  test('Continue with a required field empty stays on step one, on that field', async ({
    page,
  }) => {
    const dialog = await openDialog(page);
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('Mary Jackson');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('textbox', { name: /^E-mail/ })).toBeFocused();
    await expect(stepTwo(dialog)).toBeHidden();
  });
});

test('before the framework arrives, both steps are sent as one form and nothing is lost', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  // The form's code never arrives: the head script moves the steps, the form posts itself.
  const release = await holdFormCode(page, '/services');
  await page.getByRole('banner').getByRole('link', { name: 'Let’s Chat' }).click();
  const dialog = page.getByRole('dialog', { name: DIALOG_NAME });
  await expect(dialog).toBeVisible();
  const email = `e2e.steps.early.${Date.now()}@example.org`;
  await fillStepOne(dialog, email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(stepTwo(dialog)).toBeFocused();
  await dialog.getByRole('radio', { name: '$60k–$120k' }).check();
  await dialog.getByRole('radio', { name: 'In 3–6 months' }).check();
  await dialog
    .getByRole('textbox', { name: /^Message/ })
    .fill('Our members need an audit and the fixes that follow, before the renewal season.');
  // Back and forth: what was typed in either step stays.
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue('Mary Jackson');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('textbox', { name: /^Message/ })).toHaveValue(/renewal season/);
  await dialog.getByRole('checkbox', { name: /I agree/ }).check();
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(page).toHaveURL(/\/contact\/thanks$/);
  const line = (await exportedLeads()).split('\r\n').find((row) => row.includes(email));
  // Both steps' answers, in the export's order: type, phone, project, budget, start.
  expect(line).toContain(`${email},Langley Members Union,membership,,audit,60k-120k,3-6-months`);
  await release();
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test('/contact is one page: both parts, no steps to move between', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('main').getByRole('form', { name: 'Contact form' });
    await expect(form.getByRole('heading', { name: 'You and your project' })).toBeVisible();
    await expect(form.getByRole('heading', { name: 'Budget, start and message' })).toBeVisible();
    await expect(form.getByText(/Step \d of 2/).filter({ visible: true })).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Continue' })).toHaveCount(0);
    await expect(form.getByRole('textbox', { name: /^Name/ })).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^Message/ })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Send message' })).toBeVisible();
    // What happens next is said once, before Send, not after each part.
    await expect(
      page.getByRole('main').getByRole('region', { name: 'What happens next' }),
    ).toHaveCount(1);
  });
});

for (const theme of THEMES) {
  test(`/contact at 375 px, ${theme}: the Name field is above the fold`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.emulateMedia({ colorScheme: theme });
    await page.goto('/contact');
    const name = page.getByRole('main').getByRole('textbox', { name: /^Name/ });
    const box = (await name.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(812);
  });
}

test('/contact at 375 px: what happens next follows Continue on step one, in brief', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/contact');
  const main = page.getByRole('main');
  const next = main.getByRole('region', { name: 'What happens next' });
  await expect(next).toHaveCount(1);
  await expect(next.getByRole('listitem')).toHaveText([
    /^\d?A strategist reads it$/,
    /^\d?A reply within one business day$/,
    /^\d?A first call of 30 minutes$/,
  ]);
  const proceed = (await main.getByRole('button', { name: 'Continue' }).boundingBox())!;
  expect((await next.boundingBox())!.y, 'after Continue').toBeGreaterThanOrEqual(
    proceed.y + proceed.height,
  );
  // On step two it is said once, before Send.
  await fillStepOne(main.getByRole('form', { name: 'Contact form' }), 'e2e.steps.next@example.org');
  await main.getByRole('button', { name: 'Continue' }).click();
  await expect(stepTwo(main)).toBeVisible();
  await expect(next).toHaveCount(1);
  // Both read at once: moving to step two scrolls the page.
  const send = main.getByRole('button', { name: 'Send message' });
  const [stepsEnd, sendTop] = await next.evaluate(
    (steps, button) => [steps.getBoundingClientRect().bottom, button!.getBoundingClientRect().top],
    await send.elementHandle(),
  );
  expect(stepsEnd, 'before Send').toBeLessThanOrEqual(sendTop!);
});

/** Each option label's lines, as the number of words on each (Range rects of every word). */
async function wordsPerLine(group: Locator): Promise<{ label: string; lines: number[] }[]> {
  return group.locator('label').evaluateAll((labels) =>
    labels.map((label) => {
      const text = label.querySelector('span')!.firstChild!;
      const words = [...text.textContent!.matchAll(/\S+/g)];
      const tops = new Map<number, number>();
      for (const word of words) {
        const range = document.createRange();
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        const top = Math.round(range.getBoundingClientRect().top);
        tops.set(top, (tops.get(top) ?? 0) + 1);
      }
      return { label: text.textContent!, lines: [...tops.values()] };
    }),
  );
}

/** The form of the dialog or of /contact, on its first step. */
async function formIn(page: Page, where: 'dialog' | '/contact'): Promise<Locator> {
  if (where === 'dialog')
    return (await openDialog(page)).getByRole('form', { name: 'Contact form' });
  await page.goto('/contact');
  return page.getByRole('main').getByRole('form', { name: 'Contact form' });
}

test.describe('at 1440 px', () => {
  test.use({ viewport: WIDE });

  for (const where of ['dialog', '/contact'] as const) {
    const within = where === 'dialog' ? 'the dialog' : where;

    test(`the kinds of project are one a line, each label whole on its line, in ${within}`, async ({
      page,
    }) => {
      const form = await formIn(page, where);
      const project = form.getByRole('group', { name: 'What kind of project is it?' });
      // In boxes of one width, one under another: no short row, no choice alone beside a gap.
      const boxes = await edgesOf(project);
      expect(boxes).toHaveLength(5);
      for (const box of boxes) expect(box).toEqual(boxes[0]);
      expect(await rowsOf(project)).toHaveLength(5);
      // Every label on one line, none wrapped where its neighbour is not.
      for (const { label, lines } of await wordsPerLine(project))
        expect(lines, label).toHaveLength(1);
      await fillStepOne(form, 'e2e.steps.rows@example.org');
      await form.getByRole('button', { name: 'Continue' }).click();
      // Budget and start: one row each.
      for (const name of ['Budget', 'When would you like to start?'])
        expect(await rowsOf(form.getByRole('group', { name })), name).toHaveLength(1);
    });

    test(`both steps' choices wear one shape, and Continue is on a 900 px screen, in ${within}`, async ({
      page,
    }) => {
      const form = await formIn(page, where);
      const radius = (group: Locator) =>
        group
          .locator('label')
          .evaluateAll((labels) => [
            ...new Set(labels.map((l) => getComputedStyle(l).borderTopLeftRadius)),
          ]);
      const first = await radius(form.getByRole('group', { name: 'What kind of project is it?' }));
      const next = form.getByRole('button', { name: 'Continue' });
      // With 24 px to spare above the screen's foot, where the eye looks for it: in the
      // dialog, and on /contact opened at its top.
      const box = (await next.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(WIDE.height - 24);
      await fillStepOne(form, 'e2e.steps.shape@example.org');
      await next.click();
      for (const name of ['Budget', 'When would you like to start?']) {
        const group = form.getByRole('group', { name });
        await expect(group).toBeVisible();
        expect(await radius(group), name).toEqual(first);
      }
    });

    test(`no option's label leaves a word alone on a line, in ${within}`, async ({ page }) => {
      const form = await formIn(page, where);
      const project = form.getByRole('group', { name: 'What kind of project is it?' });
      for (const { label, lines } of await wordsPerLine(project)) {
        expect(lines.length, label).toBeLessThanOrEqual(2);
        if (lines.length > 1) expect(Math.min(...lines), label).toBeGreaterThan(1);
      }
    });

    test(`what happens next ends before step one does, in ${within}`, async ({ page }) => {
      const form = await formIn(page, where);
      const scope =
        where === 'dialog'
          ? page.getByRole('dialog', { name: DIALOG_NAME })
          : page.getByRole('main');
      const next = scope.getByRole('region', { name: 'What happens next' });
      await expect(next).toBeVisible();
      const steps = (await next.boundingBox())!;
      const end = (await form.getByRole('button', { name: 'Continue' }).boundingBox())!;
      expect(steps.x, 'beside the form').toBeGreaterThan(end.x + end.width);
      expect(steps.y + steps.height, 'no empty column under the form').toBeLessThanOrEqual(
        end.y + end.height,
      );
      // The direct lines are still offered, above the form.
      const mail = scope.getByRole('link', { name: /^hello@/ });
      await expect(mail).toBeVisible();
      expect((await mail.boundingBox())!.y).toBeLessThan(end.y);
    });

    test(`the organization and its kind are top-aligned, in ${within}`, async ({ page }) => {
      const form = await formIn(page, where);
      const organization = form.getByRole('textbox', { name: /^Organization/ });
      const kind = form.getByRole('combobox', { name: 'Organization type' });
      const [a, b] = [(await organization.boundingBox())!, (await kind.boundingBox())!];
      expect(b.x, 'side by side').toBeGreaterThan(a.x + a.width);
      expect(Math.abs(a.y - b.y), 'boxes level at the top').toBeLessThanOrEqual(1);
      expect(Math.abs(a.height - b.height), 'boxes of one height').toBeLessThanOrEqual(1);
      const labelTop = (field: Locator) =>
        field.evaluate((el) =>
          Math.round(document.querySelector(`label[for="${el.id}"]`)!.getBoundingClientRect().top),
        );
      expect(await labelTop(organization), 'labels level').toBe(await labelTop(kind));
    });
  }
});

test.describe('at 375 px', () => {
  test.use({ viewport: PHONE });

  for (const where of ['dialog', '/contact'] as const) {
    test(`the organization and its kind are stacked, each as wide as the name, in ${where === 'dialog' ? 'the dialog' : where}`, async ({
      page,
    }) => {
      const form = await formIn(page, where);
      const box = async (name: string | RegExp, role: 'textbox' | 'combobox' = 'textbox') =>
        (await form.getByRole(role, { name }).boundingBox())!;
      const name = await box(/^Name/);
      const organization = await box(/^Organization/);
      const kind = await box('Organization type', 'combobox');
      for (const [field, b] of [
        ['Organization', organization],
        ['Organization type', kind],
      ] as const) {
        expect(b.x, field).toBe(name.x);
        expect(b.width, field).toBe(name.width);
      }
      expect(kind.y, 'the kind under the organization').toBeGreaterThan(
        organization.y + organization.height,
      );
    });
  }
});

test.describe('checkboxes drawn like the radios', () => {
  for (const theme of THEMES) {
    test(`an outline box, and a tick in the accent colour when ticked, ${theme}`, async ({
      page,
    }) => {
      await page.setViewportSize(WIDE);
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await page.goto('/contact');
      await setTheme(page, theme);
      const form = page.getByRole('main').getByRole('form');
      await fillStepOne(form, 'e2e.steps.boxes@example.org');
      await form.getByRole('button', { name: 'Continue' }).click();
      const box = form.getByRole('checkbox', { name: /I agree/ });
      const radio = form.getByRole('group', { name: 'Budget' }).getByRole('radio').first();
      const look = (el: Element) => {
        const s = getComputedStyle(el);
        return { background: s.backgroundColor, border: s.borderTopWidth, color: s.borderColor };
      };
      // Unticked: no fill, the same outline as an unchosen radio.
      expect(await box.evaluate(look)).toEqual(await radio.evaluate(look));
      expect((await box.evaluate(look)).background).toBe('rgba(0, 0, 0, 0)');
      await box.check();
      // Ticked: still no fill (never a grey square), the outline and a tick in the accent.
      const accent = await accentColor(page);
      expect(await box.evaluate(look)).toMatchObject({
        background: 'rgba(0, 0, 0, 0)',
        color: accent,
      });
      const tick = box.locator('xpath=following-sibling::*[name()="svg"]');
      await expect(tick).toBeVisible();
      expect(await tick.evaluate((el) => getComputedStyle(el).color)).toBe(accent);
    });
  }
});

test.describe('the menu on a 375 × 812 phone', () => {
  test.use({ viewport: PHONE });

  for (const theme of THEMES) {
    test(`with a group open, Begin Your Digital Expedition is whole on screen, ${theme}`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto('/');
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      const menu = page.getByRole('dialog', { name: 'Site menu' });
      await menu.locator('summary', { hasText: 'Who We Help' }).click();
      await expect(menu.getByRole('link', { name: 'Healthcare' })).toBeVisible();
      const cta = menu.getByRole('link', { name: 'Begin Your Digital Expedition' });
      await expect(cta).toBeInViewport({ ratio: 1 });
      // Nothing of the list hides behind it: its last entry scrolls into view above it.
      const last = menu.getByRole('link', { name: 'Contact Us' });
      await last.scrollIntoViewIfNeeded();
      const link = (await last.boundingBox())!;
      const button = (await cta.boundingBox())!;
      expect(link.y + link.height).toBeLessThanOrEqual(button.y);
      await expect(cta).toBeInViewport({ ratio: 1 });
    });
  }
});
