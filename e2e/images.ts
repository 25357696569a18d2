import type { Page } from '@playwright/test';

/**
 * Lazy images load as they come near: brings each shown image of the main content into view,
 * then waits until every one of them has loaded. An image in a closed fold is not shown (its
 * box may still measure), so it is not waited for.
 */
export async function loadImages(page: Page): Promise<void> {
  for (const img of await page.getByRole('main').locator('img').all()) {
    if (await img.isVisible()) await img.scrollIntoViewIfNeeded();
  }
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('main img')].every(
      (img) =>
        img.getBoundingClientRect().width === 0 ||
        !img.checkVisibility() ||
        (img.complete && img.naturalWidth > 0),
    ),
  );
}
