import { test, expect, hydrated } from './fixtures';
import type { Page } from '@playwright/test';

const SEQUENCE = [
  'ArrowUp',
  'ArrowUp',
  'ArrowDown',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'ArrowLeft',
  'ArrowRight',
  'b',
  'a',
];

async function typeSequence(page: Page) {
  for (const key of SEQUENCE) await page.keyboard.press(key);
}

test.describe('easter egg', () => {
  test('appears after the sequence and hides again after 5000 ms', async ({ page }) => {
    await page.clock.install();
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('.js')) scripts.push(await response.text().catch(() => ''));
    });
    await page.goto('/');
    await hydrated(page);
    // From here on, time moves only when the test says so.
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    const egg = page.getByRole('status').filter({ hasText: 'Summit reached' });
    await expect(egg).toHaveCount(0);
    // Its code is not part of the page until the sequence is typed.
    expect(scripts.some((s) => s.includes('Summit reached'))).toBe(false);

    await typeSequence(page);
    // Let React reveal the lazily loaded overlay (Suspense throttles reveals with a timer).
    await page.clock.runFor(400);
    await expect(egg).toBeVisible();
    await expect(page.getByRole('img', { name: /summit reached/i })).toBeVisible();
    expect(scripts.some((s) => s.includes('Summit reached'))).toBe(true);

    await page.clock.runFor(4500);
    await expect(egg).toBeVisible();
    await page.clock.runFor(200);
    await expect(egg).toHaveCount(0);
  });

  test('Escape dismisses it early', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await typeSequence(page);
    const egg = page.getByRole('status').filter({ hasText: 'Summit reached' });
    await expect(egg).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(egg).toHaveCount(0);
  });

  test('typing the sequence in a form field does nothing', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const egg = page.getByRole('status').filter({ hasText: 'Summit reached' });
    // Outside a field the listener works (and the animation's code is now loaded)…
    await typeSequence(page);
    await expect(egg).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(egg).toHaveCount(0);
    // …inside one it does not: after two frames React would have shown it again.
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.setAttribute('aria-label', 'Scratch field');
      document.querySelector('main')!.prepend(input);
    });
    await page.getByRole('textbox', { name: 'Scratch field' }).focus();
    await typeSequence(page);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await expect(egg).toHaveCount(0);
  });

  test('the cairn sits in the middle of its card, at phone and desktop widths', async ({
    page,
  }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await hydrated(page);
      await typeSequence(page);
      const art = page.getByRole('img', { name: /summit reached/i });
      await expect(art).toBeVisible();
      const [artBox, cardBox] = await Promise.all([
        art.boundingBox(),
        page.getByRole('status').filter({ hasText: 'Summit reached' }).boundingBox(),
      ]);
      const artCentre = artBox!.x + artBox!.width / 2;
      const cardCentre = cardBox!.x + cardBox!.width / 2;
      expect(Math.abs(artCentre - cardCentre), `at ${width} px`).toBeLessThanOrEqual(1);
    }
  });

  test('with reduced motion it shows without animation', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await hydrated(page);
    await typeSequence(page);
    const art = page.getByRole('img', { name: /summit reached/i });
    await expect(art).toBeVisible();
    const animations = await art.evaluate((svg) =>
      Array.from(svg.querySelectorAll('*')).map((el) => getComputedStyle(el).animationName),
    );
    expect(animations.every((name) => name === 'none')).toBe(true);
  });
});
