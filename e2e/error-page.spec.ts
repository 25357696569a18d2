import { startNext, type NextServer } from '../tests/server-process';
import { test, expect } from './fixtures';

/**
 * The 500 path needs the server's log, so this spec starts its own production server (same
 * build, a free port) and reads its output.
 */
let server: NextServer;
let origin: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // A second server beside the suite's: on a busy two-core machine its start outlasted a minute.
  test.setTimeout(180_000);
  server = await startNext({
    env: { ENABLE_DIAGNOSTIC_ROUTES: '1', DATA_DIR: '.data/e2e-error' },
  });
  origin = server.origin;
});

test.afterAll(() => server?.stop());

test('a page whose data cannot be loaded answers 500, logs the error and shows the error page', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors();
  const response = await page.goto(`${origin}/diagnostics/data-failure`);
  expect(response?.status()).toBe(500);
  await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Error' })).toBeVisible();
  await expect(page.getByText('Something went wrong...')).toBeVisible();
  await expect(page).toHaveTitle('Unexpected Error | Cairn Digital');

  const digest = (await page.locator('dt:has-text("Digest") + dd').textContent())?.trim();
  expect(digest).toMatch(/^\w+$/);
  // Never a server stack trace in the page.
  const html = await page.content();
  expect(html).not.toMatch(/at \S+ \(|\.tsx?:\d+|node_modules/);
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
    'href',
    '/',
  );

  // The server logged it once, as JSON, with the digest the visitor sees.
  await expect.poll(() => server.output()).toContain('"msg":"request failed"');
  const line = server
    .output()
    .split('\n')
    .find((l) => l.includes('"msg":"request failed"'))!;
  const logged = JSON.parse(line.slice(line.indexOf('{'))) as {
    path: string;
    digest: string;
    error: { class: string; message?: string };
  };
  expect(logged.path).toBe('/diagnostics/data-failure');
  expect(logged.error).toEqual({
    class: 'Error',
    message: 'Diagnostic data source is unavailable',
  });
  expect(logged.digest).toBe(digest);
});
