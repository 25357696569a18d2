import { test, expect, MOBILE, DESKTOP } from './fixtures';
import { axeViolations, setTheme } from '../tests/e2e/axe';

/**
 * The pages a form sent without scripts lands on when it could not be sent (server/leads/form.ts
 * answers 303 to them). They are not in the sitemap, so the route sweep does not visit them: each
 * must say what happened, offer the e-mail address and phone number that work, lead back to the
 * form, stay out of search, and pass axe like every other page.
 */
const outcomes = [
  ['/contact/refused', /not accepted/i],
  ['/contact/too-many', /not sent.*several in a short time/i],
  ['/contact/too-long', /too long/i],
  ['/contact/unavailable', /not sent/i],
] as const;

for (const [path, heading] of outcomes) {
  test(`${path} explains, offers the direct lines and the form, and passes axe`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    const main = page.getByRole('main');
    const mail = main.getByRole('link', { name: /@/ });
    const address = (await mail.textContent())!.trim();
    await expect(mail).toHaveAttribute('href', `mailto:${address}`);
    const phone = main.getByRole('link', { name: /^\+?[\d\s().-]{7,}$/ });
    const digits = (await phone.textContent())!.replace(/[^\d+]/g, '');
    await expect(phone).toHaveAttribute('href', `tel:${digits}`);
    await expect(main.getByRole('link', { name: 'Open the form again' })).toHaveAttribute(
      'href',
      '/contact',
    );

    const found: string[] = [];
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      for (const theme of ['light', 'dark'] as const) {
        await setTheme(page, theme);
        found.push(...(await axeViolations(page, `${viewport.width}px ${theme}`)));
      }
    }
    expect(found, 'axe violations').toEqual([]);
  });
}
