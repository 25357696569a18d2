import { test, expect, hydrated } from './fixtures';

/**
 * WCAG 2.2 SC 1.4.10 Reflow: content fits a 320 CSS px viewport (a 1280 px screen at 400 %, or a
 * small phone) without scrolling sideways, and nothing is cut off or overlaps. That no page
 * scrolls sideways at 320 px is checked on every route by e2e/routes.spec.ts.
 */
const NARROW = { width: 320, height: 640 };

test.describe('reflow at 320 px', () => {
  test.use({ viewport: NARROW });

  test('the top bar keeps every control on one line inside the bar', async ({ browser }) => {
    for (const width of [320, 360, 375, 390]) {
      // A first visit in a fresh browser: the metric-matched fallback fonts, not the web fonts a
      // later view uses (lib/web-fonts.ts), and on this machine's fallback the widest case.
      const context = await browser.newContext({ viewport: { width, height: 640 } });
      const page = await context.newPage();
      await page.goto('/');
      const bar = (await page.getByRole('banner').boundingBox())!;
      const controls = [
        page.getByRole('banner').getByRole('link', { name: 'Cairn Digital, home' }),
        page.getByRole('banner').getByRole('link', { name: 'Let’s Chat' }),
        page.getByRole('banner').getByRole('switch', { name: 'Dark theme' }),
        page.getByRole('banner').getByRole('button', { name: 'Menu' }),
      ];
      for (const control of controls) {
        await expect(control).toBeVisible();
        const box = (await control.boundingBox())!;
        const where = `${await control.textContent()} at ${width} px`;
        expect(box.y, `${where}: top inside the bar`).toBeGreaterThanOrEqual(bar.y);
        expect(box.y + box.height, `${where}: bottom inside the bar`).toBeLessThanOrEqual(
          bar.y + bar.height,
        );
        expect(box.x, `${where}: left edge on screen`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${where}: right edge on screen`).toBeLessThanOrEqual(width);
        // The buttons are not squeezed below their 44 px touch target by the others.
        if (control !== controls[0]) {
          expect(box.width, `${where}: 44 px wide`).toBeGreaterThanOrEqual(44);
        }
      }
      // A label broken over two lines makes the button taller than its 44 px target.
      const chat = (await controls[1]!.boundingBox())!;
      expect(chat.height, `Let’s Chat on one line at ${width} px`).toBeLessThanOrEqual(48);
      await context.close();
    }
  });

  test('the menu and the contact dialog fit the screen', async ({ page }) => {
    await page.goto('/services');
    await hydrated(page);
    const fits = (el: Element) => el.scrollWidth <= el.clientWidth;

    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await expect(menu).toBeVisible();
    expect(await menu.evaluate(fits), 'the menu scrolls sideways').toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await page.getByRole('banner').getByRole('link', { name: 'Let’s Chat' }).click();
    const contact = page.getByRole('dialog', { name: /start a conversation/i });
    await expect(contact).toBeVisible();
    expect(await contact.evaluate(fits), 'the contact dialog scrolls sideways').toBe(true);
    // The brief's first step ends with Continue; Send ends the second.
    const next = contact.getByRole('button', { name: 'Continue' });
    const box = (await next.boundingBox())!;
    expect(box.x + box.width, 'the continue button on screen').toBeLessThanOrEqual(NARROW.width);
  });
});

test('on phones the wordmark reads on one line, wider than Let’s Chat, whose target stays 44 px tall', async ({
  browser,
}) => {
  for (const width of [320, 360, 375, 430]) {
    const context = await browser.newContext({ viewport: { width, height: 640 } });
    const page = await context.newPage();
    await page.goto('/');
    const banner = page.getByRole('banner');
    const home = banner.getByRole('link', { name: 'Cairn Digital, home' });
    const [cairn, digital] = await home
      .locator('[data-wordmark] > span')
      .evaluateAll((words) => words.map((w) => w.getBoundingClientRect().toJSON() as DOMRect));
    expect(Math.abs(cairn!.top - digital!.top), `one line at ${width} px`).toBeLessThanOrEqual(1);
    expect(digital!.left, `one line at ${width} px`).toBeGreaterThan(cairn!.right);
    const chat = banner.getByRole('link', { name: 'Let’s Chat' });
    const pill = (await chat.boundingBox())!;
    expect((await home.boundingBox())!.width, `the logo leads at ${width} px`).toBeGreaterThan(
      pill.width,
    );
    // A tap 4 px above or below the pill still lands on it.
    for (const y of [pill.y - 4, pill.y + pill.height + 3]) {
      const hit = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.textContent ?? null,
        [pill.x + pill.width / 2, y],
      );
      expect(hit, `a tap at ${Math.round(y)} px, ${width} px wide`).toBe('Let’s Chat');
    }
    // Nothing runs past the screen (the bar's controls included).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    await context.close();
  }
});
