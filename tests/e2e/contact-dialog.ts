import { expect, type Locator, type Page, type Request } from '@playwright/test';

/** The contact dialog's name: the label of every call to action that opens it. */
export const DIALOG_NAME = 'Start a conversation';

export const isContactPost = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact';

/** Opens the dialog with the top bar's "Let’s Chat" button (≥ 640 px); retries until hydrated. */
export async function openFromTopBar(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: DIALOG_NAME });
  await expect(async () => {
    await page.getByRole('link', { name: 'Let’s Chat' }).click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass();
  return dialog;
}

/** The screens a first step, with a note at its head, fits without a scroll: a laptop's, a phone's. */
export const FIRST_SCREENS = [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
] as const;

/** Continue whole on the dialog's first screen, `height` px tall. */
export async function expectContinueOnScreen(dialog: Locator, height: number) {
  const next = (await dialog.getByRole('button', { name: 'Continue' }).boundingBox())!;
  expect(next.y + next.height, 'Continue ends on the first screen').toBeLessThanOrEqual(height);
}
