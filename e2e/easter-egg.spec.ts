import { test, expect, hydrated } from './fixtures';
import type { Page } from '@playwright/test';
import { EGG_TIMES, watchEggInPage, type EggTimes } from '../tests/e2e/easter-egg-times';

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

/** Starts noting when the overlay shows and goes; returns a reader of those times. */
async function watchEgg(page: Page) {
  await page.evaluate(watchEggInPage);
  return () => page.evaluate<EggTimes>(EGG_TIMES);
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
    const times = await watchEgg(page);

    await typeSequence(page);
    // Let React reveal the lazily loaded overlay (Suspense throttles reveals with a timer).
    await page.clock.runFor(400);
    await expect(egg).toBeVisible();
    await expect(page.getByRole('img', { name: /summit reached/i })).toBeVisible();
    expect(scripts.some((s) => s.includes('Summit reached'))).toBe(true);

    // Five seconds from the moment it showed: there at 4.9 s, gone at 5.1 s.
    const { shown = NaN } = await times();
    const since = await page.evaluate((t) => performance.now() - t, shown);
    await page.clock.runFor(4_900 - since);
    await expect(egg).toBeVisible();
    await page.clock.runFor(200);
    await expect(egg).toHaveCount(0);
  });

  test('stays the whole 5 s from when it shows, however long its code takes to arrive', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    // A slow connection: every script fetched from here on (the overlay's own) arrives 2 s late.
    await page.route('**/_next/static/chunks/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    const times = await watchEgg(page);
    await typeSequence(page);
    const egg = page.getByRole('status').filter({ hasText: 'Summit reached' });
    await expect(egg).toBeVisible({ timeout: 10_000 });
    await expect(egg).toHaveCount(0, { timeout: 10_000 });
    const { shown = 0, hidden = 0 } = await times();
    expect(hidden - shown, 'on screen for 5 s').toBeGreaterThanOrEqual(5_000 - 50);
    expect(hidden - shown, 'on screen for 5 s').toBeLessThan(5_000 + 1_000);
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
