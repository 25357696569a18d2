import { spawn, type ChildProcess } from 'node:child_process';
import { test, expect } from './fixtures';

/**
 * The 500 path needs the server's log, so this spec starts its own production server (same
 * build) and reads its output.
 */
const PORT = Number(process.env.E2E_ERROR_PORT ?? 3199);
const origin = `http://127.0.0.1:${PORT}`;
let server: ChildProcess;
let output = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  server = spawn('npx', ['next', 'start', '-H', '127.0.0.1', '-p', String(PORT)], {
    env: {
      ...process.env,
      ENABLE_DIAGNOSTIC_ROUTES: '1',
      DATA_DIR: '.data/e2e-error',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  server.stdout?.on('data', (d) => (output += d));
  server.stderr?.on('data', (d) => (output += d));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start:\n${output}`);
});

test.afterAll(() => {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
});

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
  await expect.poll(() => output).toContain('"msg":"request failed"');
  const line = output.split('\n').find((l) => l.includes('"msg":"request failed"'))!;
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
