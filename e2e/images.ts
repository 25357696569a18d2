import { expect, type Locator, type Page } from '@playwright/test';

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

/** An image's file as it was fetched, apart from the size it is drawn at. */
export interface ShownFile {
  /** The file's own width in pixels (an <img> with a srcset reports it divided by the density). */
  pixels: number;
  /** The width it is drawn at, in CSS pixels. */
  drawn: number;
  /** Its mean lightness, 0 (black) to 1 (white), read from its pixels. */
  lightness: number;
}

/** An image file's own width in pixels and its mean lightness, read in the page from its URL. */
export async function imageFile(
  page: Page,
  src: string,
): Promise<Pick<ShownFile, 'pixels' | 'lightness'>> {
  return page.evaluate(async (url) => {
    const file = new Image();
    file.src = url;
    await file.decode();
    const side = 32;
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d')!;
    context.drawImage(file, 0, 0, side, side);
    const { data } = context.getImageData(0, 0, side, side);
    let sum = 0;
    for (let i = 0; i < data.length; i += 4) sum += data[i]! + data[i + 1]! + data[i + 2]!;
    return { pixels: file.naturalWidth, lightness: sum / (side * side * 3 * 255) };
  }, src);
}

/**
 * The file an image shows, once it has loaded where a visitor would scroll to it (a lazy image
 * that was not displayed loads only when it is shown).
 */
export async function shownFile(img: Locator): Promise<ShownFile> {
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
    .toBeGreaterThan(0);
  const { src, drawn } = await img.evaluate((el: HTMLImageElement) => ({
    src: el.currentSrc,
    drawn: el.getBoundingClientRect().width,
  }));
  return { ...(await imageFile(img.page(), src)), drawn };
}
