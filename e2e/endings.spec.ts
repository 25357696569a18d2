import { test, expect } from './fixtures';
import { siteConfig } from '../config/site';
import { getWork } from '../content/work';

/**
 * The endings a buyer meets on the pages that used to end with the same related cards and band:
 * what each holds and where its links go. That no two kinds of page end alike is proved on the
 * built HTML of every page (scripts/endings.build.test.ts).
 */
const ending = (page: import('@playwright/test').Page, heading: string | RegExp) =>
  page.locator('main > section', { has: page.getByRole('heading', { name: heading }) });

test('a state ends with its own work, the people who live there, and a conversation', async ({
  page,
}) => {
  await page.goto('/locations/maryland');
  const end = ending(page, 'Our work in and near Maryland');
  for (const study of getWork().filter((s) => s.state === 'MD')) {
    await expect(end.locator(`a[href="${study.href}"]`)).toBeVisible();
  }
  // Both people based in Baltimore, each linked to their card on /team.
  await expect(end.locator('a[href="/team#grace-lindqvist"]')).toBeVisible();
  await expect(end.locator('a[href="/team#tomas-ibarra"]')).toBeVisible();
  await expect(end).toContainText('in person');
  await expect(page.locator('#cta-heading')).toHaveCount(0);
  await end.getByRole('link', { name: 'Start a conversation' }).click();
  await expect(page.getByRole('dialog', { name: /start a conversation/i })).toBeVisible();
});

test('a place without a study of its own ends with its neighbours’ work', async ({ page }) => {
  await page.goto('/locations/washington-dc');
  const end = ending(page, /Our work in and near Washington/);
  const near = getWork().filter((s) => s.state === 'MD' || s.state === 'VA');
  const shown = await end
    .locator('a[href^="/work/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(shown.length).toBeGreaterThan(0);
  for (const href of shown) expect(near.map((s) => s.href)).toContain(href);
});

test('/support ends by asking about a plan: the plans compared above, and the way back', async ({
  page,
}) => {
  await page.goto('/support');
  const compared = await page
    .locator('#plans li h3')
    .evaluateAll((hs) => hs.map((h) => h.textContent!.replace(/^\d+\s*/, '').trim()));
  const end = ending(page, 'Ask about a plan');
  const asked = await end.locator('dt').allInnerTexts();
  expect(asked.map((t) => t.trim())).toEqual(compared);
  await end.getByRole('link', { name: 'Compare the plans' }).click();
  await expect(page).toHaveURL(/#plans$/);
  await expect(end.getByRole('link', { name: 'Start a conversation' })).toBeVisible();
});

for (const route of ['/privacy-policy', '/accessibility']) {
  test(`${route} ends with a line to write to, and nothing that sells`, async ({ page }) => {
    await page.goto(route);
    const last = page.locator('main > section').last();
    await expect(last.getByRole('link', { name: siteConfig.email })).toHaveAttribute(
      'href',
      `mailto:${siteConfig.email}`,
    );
    await expect(page.locator('#cta-heading, #faq-heading, #related')).toHaveCount(0);
  });
}

test('/team ends with who a buyer meets first', async ({ page }) => {
  await page.goto('/team');
  const end = ending(page, 'Who you would meet first');
  // The person "What happens next" names as the one who reads every message.
  await expect(end.locator('a[href="/team#tomas-ibarra"]')).toBeVisible();
  await expect(end.getByRole('link', { name: 'Start a conversation' })).toBeVisible();
  await expect(page.locator('#cta-heading')).toHaveCount(0);
});

test('an overview ends with a guide to choosing, each choice leading to its page', async ({
  page,
}) => {
  for (const route of ['/clients', '/services', '/solutions', '/locations']) {
    await page.goto(route);
    const choices = page.locator('[data-ending="guide"] li a');
    expect(await choices.count(), route).toBeGreaterThanOrEqual(3);
    const href = await choices.first().getAttribute('href');
    await choices.first().click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('h1')).toHaveCount(1);
  }
});
