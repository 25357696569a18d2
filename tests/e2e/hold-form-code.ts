import type { Page } from '@playwright/test';
import { IDEMPOTENCY_FIELD } from '../../lib/contact-form-data';

/**
 * Opens `path` with the chunk that carries the contact form's code held back (it names the
 * form's idempotency field) until `release()` is called. The framework starts hydrating as soon
 * as its own code is in, then waits for that chunk: the window a visitor on a slow phone acts in,
 * as long as the test needs, every time. Returns once React has started (it marks the document it
 * hydrates); the route is dropped with `release`, so a chunk fetched later is never caught in it
 * when the page closes.
 */
export async function holdFormCode(page: Page, path: string): Promise<() => Promise<void>> {
  let open = () => {};
  const released = new Promise<void>((resolve) => (open = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(IDEMPOTENCY_FIELD)) await released;
    await route.fulfill({ response, body });
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() =>
    Object.keys(document).some((key) => key.startsWith('__reactContainer')),
  );
  return async () => {
    open();
    await page.unrouteAll({ behavior: 'wait' });
  };
}
