import { test, expect, DESKTOP, MOBILE } from './fixtures';
import { articleRoutes as articles } from './routes';

test.describe('a news article', () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    test(`its section headings stand out from the text at ${viewport.width} px, and the contents jump to them`, async ({
      page,
    }) => {
      // Every article, every heading: more than a minute on a loaded machine.
      test.slow();
      await page.setViewportSize(viewport);
      for (const route of articles) {
        await page.goto(route);
        const contents = page.getByRole('navigation', { name: 'In this article' });
        // On phones the contents fold under their title: one tap opens them.
        if (viewport === MOBILE) await contents.locator('summary').click();
        await expect(contents.getByRole('link').first()).toBeVisible();
        // Every entry of the contents against its heading, compared with the paragraph that
        // follows it, in one pass over the page.
        const entries = await contents.evaluate((nav) =>
          [...nav.querySelectorAll('a')].map((a) => {
            const name = a.textContent ?? '';
            const h = [...document.querySelectorAll('main h2')].find(
              (el) => el.textContent === name,
            );
            let p = h?.nextElementSibling;
            while (p && p.tagName !== 'P') p = p.nextElementSibling;
            return {
              name,
              target: a.getAttribute('href') === `#${h?.id}`,
              size: h ? parseFloat(getComputedStyle(h).fontSize) : NaN,
              weight: h ? Number(getComputedStyle(h).fontWeight) : NaN,
              text: p ? parseFloat(getComputedStyle(p).fontSize) : NaN,
            };
          }),
        );
        expect(entries.length, `${route}: a table of contents`).toBeGreaterThan(1);
        for (const style of entries) {
          const name = style.name;
          expect(style.target, `${route}: "${name}" links to its heading`).toBe(true);
          expect(style.text, `${route}: "${name}" is followed by text`).toBeGreaterThan(0);
          expect(style.size, `${route}: "${name}" larger than the text`).toBeGreaterThanOrEqual(
            style.text * 1.3,
          );
          expect(style.weight, `${route}: "${name}" bold`).toBeGreaterThanOrEqual(600);
        }
      }

      // Following the last entry puts its heading on screen, below the sticky top bar.
      const last = page
        .getByRole('navigation', { name: 'In this article' })
        .getByRole('link')
        .last();
      const name = (await last.textContent())!;
      await last.click();
      const heading = page.getByRole('heading', { level: 2, name, exact: true });
      await expect(heading).toBeInViewport();
      const bar = (await page.getByRole('banner').boundingBox())!;
      await expect
        .poll(async () => (await heading.boundingBox())!.y, { message: 'heading below the bar' })
        .toBeGreaterThanOrEqual(bar.y + bar.height);
    });
  }
});

test('at 1440 px the contents stay in sight while the article scrolls, the author after the body', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(articles[0]!);
  const contents = page.getByRole('navigation', { name: 'In this article' });
  const last = page.locator('.article-body h2').last();
  await last.scrollIntoViewIfNeeded();
  // Deep in the body, the outline is still on screen beside it, under the top bar.
  await expect(contents).toBeInViewport();
  const bar = (await page.getByRole('banner').boundingBox())!;
  expect((await contents.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height);
  // The tags and the author come after the body, where a reader who finished meets them.
  const about = page.getByRole('complementary', { name: 'About this article' });
  const body = (await page.locator('.article-body').boundingBox())!;
  expect((await about.boundingBox())!.y).toBeGreaterThanOrEqual(body.y + body.height);
});

test('at 1440 px the contents mark the section being read, and only that one', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(articles[0]!);
  const contents = page.getByRole('navigation', { name: 'In this article' });
  const links = contents.getByRole('link');
  const headings = page.locator('.article-body h2');
  const count = await headings.count();
  expect(count).toBeGreaterThan(2);
  for (const i of [2, 0, count - 1]) {
    // Read as a visitor does: the section's heading brought near the top of the window.
    await headings
      .nth(i)
      .evaluate((h) => window.scrollTo(0, window.scrollY + h.getBoundingClientRect().top - 120));
    const name = (await headings.nth(i).textContent())!.trim();
    const current = contents.locator('[aria-current="location"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveText(name);
    // Seen as well as announced: the current entry is set apart from the others.
    const weights = await links.evaluateAll((as) => as.map((a) => getComputedStyle(a).fontWeight));
    expect(new Set(weights).size).toBe(2);
  }
});

test('at 1440 px the author after the body keeps to its text, with a face, and the ending says what to ask them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(articles[0]!);
  const about = page.getByRole('complementary', { name: 'About this article' });
  const body = (await page.locator('.article-body').boundingBox())!;
  const box = (await about.boundingBox())!;
  // No wider than the text it follows (the column beside it holds the contents).
  expect(box.x + box.width).toBeLessThanOrEqual(body.x + body.width + 1);
  // The author's portrait, beside the bio.
  const faces = await about
    .locator('svg, img')
    .evaluateAll(
      (els) =>
        els.filter((el) => el.checkVisibility() && el.getBoundingClientRect().width >= 48).length,
    );
  expect(faces).toBe(1);
  const end = page.locator('[data-ending="author-next"]');
  const ask = end.getByRole('heading', { name: /^Ask \S+ about$/ });
  await expect(ask).toBeVisible();
  await expect(end.getByRole('listitem').first()).toBeVisible();
  // Beside the conversation, not under it.
  const action = (await end.getByRole('link', { name: 'Start a conversation' }).boundingBox())!;
  expect((await ask.boundingBox())!.x).toBeGreaterThan(action.x + action.width);
});
