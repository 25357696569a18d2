import type { Page } from '@playwright/test';
import { test, expect, MOBILE, DESKTOP, accentColor } from './fixtures';

/** Home on a phone, its menu opened from the top bar: the dialog. */
async function openOnPhone(page: Page) {
  await page.setViewportSize(MOBILE);
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  return page.getByRole('dialog', { name: 'Site menu' });
}

test.describe('full-screen menu', () => {
  test('keyboard journey: opens, traps focus, closes with Escape, returns focus', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
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
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await menuButton.click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('groups are accordions below 768 px, each expanding on its own', async ({ page }) => {
    const dialog = await openOnPhone(page);
    // <details>: the summary is the control; `open` is its expanded state.
    const group = (name: string) =>
      dialog.locator('details', { has: page.locator('summary', { hasText: name }) });
    const summary = (name: string) => dialog.locator('summary', { hasText: name });
    for (const name of ['Who We Help', 'What We Do', 'How We Deliver', 'Platforms']) {
      await expect(group(name)).not.toHaveAttribute('open', /.*/);
    }
    await expect(dialog.getByRole('link', { name: 'Credit Unions' })).toBeHidden();

    await summary('Who We Help').click();
    await expect(group('Who We Help')).toHaveAttribute('open', /.*/);
    await expect(dialog.getByRole('link', { name: 'Credit Unions' })).toBeVisible();

    await summary('Platforms').press('Enter');
    await expect(group('Platforms')).toHaveAttribute('open', /.*/);
    // Independent: the first stays open.
    await expect(group('Who We Help')).toHaveAttribute('open', /.*/);
    await expect(dialog.getByRole('link', { name: 'Drupal' })).toBeVisible();

    await summary('Who We Help').click();
    await expect(dialog.getByRole('link', { name: 'Credit Unions' })).toBeHidden();
    await expect(dialog.getByRole('link', { name: 'Drupal' })).toBeVisible();
  });

  test('on a phone with two groups open the logo and Close stay at the top as the menu scrolls', async ({
    page,
  }) => {
    const dialog = await openOnPhone(page);
    await dialog.locator('summary', { hasText: 'Who We Help' }).click();
    await dialog.locator('summary', { hasText: 'Platforms' }).click();
    // The last link of the menu's list, scrolled to: the menu is taller than the screen here.
    const last = dialog.getByRole('navigation', { name: 'Site menu' }).getByRole('link').last();
    await last.scrollIntoViewIfNeeded();
    const close = dialog.getByRole('button', { name: 'Close menu' });
    await expect(close).toBeInViewport({ ratio: 1 });
    // Whole, not covering the links: the bar has the page's ground under it.
    const box = (await close.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    await close.click();
    await expect(dialog).toBeHidden();
  });

  test('on a phone the menu offers the e-mail and the phone above its call to action', async ({
    page,
  }) => {
    const dialog = await openOnPhone(page);
    const mail = dialog.getByRole('link', { name: /^hello@/ });
    const phone = dialog.getByRole('link', { name: /^\+1 / });
    await expect(mail).toHaveAttribute('href', /^mailto:/);
    await expect(phone).toHaveAttribute('href', /^tel:/);
    await expect(phone).toBeInViewport({ ratio: 1 });
    const cta = (await dialog
      .getByRole('link', { name: 'Begin Your Digital Expedition' })
      .boundingBox())!;
    expect((await phone.boundingBox())!.y).toBeLessThan(cta.y);
  });

  test('from 768 px up every group is open and there are no accordion buttons', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Site menu' });
    await expect(dialog.locator('summary', { hasText: 'Who We Help' })).toBeHidden();
    await expect(dialog.getByRole('heading', { name: 'How We Deliver' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Technical SEO' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Headless' })).toBeVisible();
  });

  test('on a phone with Who We Help open, every extra link down to Contact Us stands clear of the pinned bar', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Site menu' });
    await dialog.locator('summary', { hasText: 'Who We Help' }).click();
    await expect(dialog.getByRole('link', { name: 'Healthcare' })).toBeVisible();
    const bar = (await dialog
      .getByRole('link', { name: 'Begin Your Digital Expedition' })
      .evaluate((a) => a.parentElement!.getBoundingClientRect().top))!;
    const contact = dialog.getByRole('link', { name: 'Contact Us', exact: true });
    await expect(contact).toBeInViewport({ ratio: 1 });
    // Above the bar and the fade drawn over the list just above it (its shadow, 32 px).
    const box = (await contact.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(bar - 32);
  });

  test('on a phone the direct lines show under the closed groups and step aside while one is open, so no sentence stands half under the bar’s fade', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Site menu' });
    const direct = dialog.getByText(/^Prefer to talk\?/).locator('visible=true');
    await expect(direct).toHaveCount(1);
    await expect(direct).toBeInViewport({ ratio: 1 });
    await dialog.locator('summary', { hasText: 'Who We Help' }).click();
    await expect(dialog.getByRole('link', { name: 'Healthcare' })).toBeVisible();
    await expect(direct).toHaveCount(0);
    await dialog.locator('summary', { hasText: 'Who We Help' }).click();
    await expect(direct).toHaveCount(1);
  });

  test('on a phone the call to action stands at the screen’s foot, and stays there when a group opens', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Site menu' });
    const cta = dialog.getByRole('link', { name: 'Begin Your Digital Expedition' });
    await expect(cta).toBeVisible();
    const bottom = async () => {
      const box = (await cta.boundingBox())!;
      return box.y + box.height;
    };
    const closed = await bottom();
    await dialog.locator('summary', { hasText: 'Who We Help' }).click();
    await expect(dialog.getByRole('link', { name: 'Healthcare' })).toBeVisible();
    expect(await bottom()).toBe(closed);
    // Its bar's own padding from the foot: nothing of the page shows below it.
    expect(812 - closed).toBeLessThanOrEqual(20);
  });

  test('on a laptop the call to action shows whole when the menu opens', async ({ page }) => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 1440, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await page.getByRole('button', { name: 'Menu' }).click();
      const dialog = page.getByRole('dialog', { name: 'Site menu' });
      await expect(
        dialog.getByRole('link', { name: 'Begin Your Digital Expedition' }),
        `${viewport.width} × ${viewport.height}`,
      ).toBeInViewport({ ratio: 1 });
      // And the direct lines beside it: whole on screen, nothing drawn over them.
      for (const line of [
        dialog.getByRole('link', { name: /^hello@/ }),
        dialog.getByRole('link', { name: /^\+1 / }),
      ]) {
        await expect(line, `${viewport.width} × ${viewport.height}`).toBeInViewport({ ratio: 1 });
        const uncovered = await line.evaluate((a) => {
          const box = a.getBoundingClientRect();
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return hit !== null && a.contains(hit);
        });
        expect(uncovered, `${viewport.width} × ${viewport.height}`).toBe(true);
      }
    }
    // On a 1440 × 900 laptop the whole menu fits: nothing to scroll past to reach the bar.
    const dialog = page.getByRole('dialog', { name: 'Site menu' });
    const overflow = await dialog.evaluate((d) => d.scrollHeight - d.clientHeight);
    expect(overflow).toBeLessThanOrEqual(0);
    // The bar's rule spans the content column, as the rule above the extra links does.
    const [bar, extras] = await Promise.all([
      dialog.getByRole('link', { name: 'Begin Your Digital Expedition' }).evaluate((a) => {
        const rule = getComputedStyle(a.parentElement!, '::before');
        const box = a.parentElement!.getBoundingClientRect();
        return box.left + parseFloat(rule.left) + ' ' + parseFloat(rule.width);
      }),
      dialog.getByRole('link', { name: 'Our Team' }).evaluate((a) => {
        const box = a.closest('ul')!.getBoundingClientRect();
        return box.left + ' ' + box.width;
      }),
    ]);
    expect(bar).toBe(extras);
  });

  for (const [width, theme] of [
    [375, 'light'],
    [375, 'dark'],
    [1440, 'light'],
    [1440, 'dark'],
  ] as const) {
    test(`at ${width} px, ${theme}: the current page is dimmed beside an accent bar, marked current and not a link`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width < 640 ? 812 : 900 });
      await page.emulateMedia({ colorScheme: theme });
      await page.goto('/clients/credit-unions');
      await page.getByRole('button', { name: 'Menu' }).click();
      const dialog = page.getByRole('dialog', { name: 'Site menu' });
      if (width < 640) await dialog.locator('summary', { hasText: 'Who We Help' }).click();
      // Both layouts of the groups are in the HTML; the one shown at this width counts.
      const current = dialog.locator('[aria-current="page"]:visible');
      await expect(current).toHaveCount(1);
      await expect(current).toContainText('Credit Unions');
      await expect(current).not.toHaveAttribute('href', /.*/);
      await expect(dialog.getByRole('link', { name: /Credit Unions/ })).toHaveCount(0);
      const accent = await accentColor(page);
      const sibling = await dialog
        .getByRole('link', { name: 'Healthcare' })
        .evaluate((el) => getComputedStyle(el).color);
      const seen = await current.evaluate((el) => {
        const bar = getComputedStyle(el, '::before');
        return {
          color: getComputedStyle(el).color,
          bar: bar.backgroundColor,
          barWidth: parseFloat(bar.width),
          barHeight: parseFloat(bar.height),
        };
      });
      // Dimmed as the brief has it (unlike the links beside it), with an accent bar before it
      // that says where you are, so it does not read as a control switched off.
      expect(seen.color).not.toBe(sibling);
      expect(seen.color).not.toBe(accent);
      expect(seen.bar).toBe(accent);
      expect(seen.barWidth).toBeGreaterThanOrEqual(3);
      expect(seen.barHeight).toBeGreaterThanOrEqual(16);
      // Legible on the menu's ground (WCAG AA for text).
      const ratio = await dialog.evaluate((d, fg) => {
        const rgb = (c: string) =>
          c
            .match(/[\d.]+/g)!
            .slice(0, 3)
            .map(Number);
        const lum = (c: string) => {
          const [r, g, b] = rgb(c).map((v) => {
            const s = v / 255;
            return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
        };
        const [a, b] = [lum(fg), lum(getComputedStyle(d).backgroundColor)];
        return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      }, seen.color);
      expect(ratio).toBeGreaterThanOrEqual(4.5);
    });
  }

  test('a menu link navigates and closes the menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Our Team' }).click();
    await expect(page).toHaveURL(/\/team$/);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Our Team(: |$)/);
  });

  test('at 375 px with a group open, every link a keyboard reaches stands clear of the pinned bars', async ({
    page,
  }) => {
    const dialog = await openOnPhone(page);
    await dialog.locator('summary', { hasText: 'Who We Help' }).click();
    const pinned = (edge: 'top' | 'bottom') =>
      dialog.evaluate((d, edge) => {
        const bar = [...d.querySelectorAll('div')].find(
          (el) =>
            getComputedStyle(el).position === 'sticky' && getComputedStyle(el)[edge] === '0px',
        )!;
        return bar.getBoundingClientRect();
      }, edge);
    const hidden: string[] = [];
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const link = await page.evaluate(() => {
        const el = document.activeElement!;
        const r = el.getBoundingClientRect();
        return el.tagName === 'A' ? { name: el.textContent!, top: r.top, bottom: r.bottom } : null;
      });
      if (!link) continue;
      const [top, bottom] = [await pinned('top'), await pinned('bottom')];
      // The call to action itself is the bottom bar.
      if (link.name === 'Begin Your Digital Expedition') continue;
      if (link.bottom > bottom.top + 0.5 || link.top < top.bottom - 0.5) hidden.push(link.name);
    }
    expect(hidden).toEqual([]);
  });
});
