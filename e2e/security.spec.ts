import http from 'node:http';
import type { APIResponse, Page } from '@playwright/test';
import { test, expect, hydrated, DESKTOP } from './fixtures';
import { routes } from './routes';
import { startGtmStub, startIngestStub, startWidgetStub } from '../tests/e2e/stub-servers';

/**
 * The Content-Security-Policy and the other security headers, in a real browser.
 *
 * Every sampled page must load, hydrate, open the menu and the contact dialog, show the easter
 * egg and navigate client-side without one `securitypolicyviolation` event, while scripts
 * injected into the markup are refused. With every integration pointed at local stub hosts (the
 * build of `tests/copies/integrations.ts`, which sets the NEXT_PUBLIC_ variables for the build
 * and for this run, INTEGRATIONS_E2E=1), the same pages must load the tag manager and the widget,
 * and the contact dialog reCAPTCHA, without a violation. Over 300 lines on purpose: the policy,
 * the headers and the methods are checked over one list of sampled routes.
 */

const article = routes.find((r) => /^\/news\/(?!page\/)[^/]+$/.test(r));
if (!article) throw new Error('no news article in the route list');

/** Home, an overview, a service, a client type, a location, a news article. */
export const SAMPLE_PAGES = [
  '/',
  '/services',
  '/services/drupal-websites',
  '/clients/credit-unions',
  '/locations/maryland',
  article,
];

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  source: string;
  disposition: string;
}

declare global {
  interface Window {
    __cspViolations?: Violation[];
    __injected?: boolean;
    __handler?: boolean;
    __sameDocument?: boolean;
  }
}

/** Records every violation from the first byte of every document the page loads. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    window.addEventListener(
      'securitypolicyviolation',
      (e) => {
        window.__cspViolations?.push({
          directive: e.effectiveDirective,
          blocked: e.blockedURI,
          sample: e.sample,
          source: `${e.sourceFile}:${e.lineNumber}`,
          disposition: e.disposition,
        });
      },
      true,
    );
  });
}

const violations = (page: Page) => page.evaluate(() => window.__cspViolations ?? []);

async function expectNoViolations(page: Page, when: string): Promise<void> {
  // Reports are queued as tasks: let them arrive before reading.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(await violations(page), `CSP violations ${when}`).toEqual([]);
}

/** The script-src of a policy, as a list. */
function scriptSrc(policy: string): string[] {
  const directive = policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === 'script-src');
  return directive?.slice(1) ?? [];
}

function expectStrictDocumentPolicy(policy: string | undefined, path: string) {
  expect(policy, `CSP of ${path}`).toBeTruthy();
  const script = scriptSrc(policy!);
  expect(script, path).toContain("'strict-dynamic'");
  expect(
    script.some((s) => s.startsWith("'sha256-") || s.startsWith("'nonce-")),
    path,
  ).toBe(true);
  expect(script, path).not.toContain("'unsafe-inline'");
  expect(script, path).not.toContain("'unsafe-eval'");
  expect(policy, path).toMatch(/(?:^|; )default-src 'none'(?:;|$)/);
  expect(policy, path).toMatch(/(?:^|; )frame-ancestors 'none'(?:;|$)/);
  expect(policy, path).toMatch(/(?:^|; )object-src 'none'(?:;|$)/);
  expect(policy, path).toMatch(/(?:^|; )base-uri 'none'(?:;|$)/);
}

/** Integrations this run was built with (the stub-host variant sets them). */
const integrationOrigins = [
  process.env.NEXT_PUBLIC_GTM_ID
    ? new URL(process.env.NEXT_PUBLIC_GTM_SCRIPT_URL || 'https://www.googletagmanager.com').origin
    : undefined,
  process.env.NEXT_PUBLIC_ACCESSIBILITY_WIDGET_SRC
    ? new URL(process.env.NEXT_PUBLIC_ACCESSIBILITY_WIDGET_SRC).origin
    : undefined,
].filter((o): o is string => Boolean(o));
const sentryOrigin = process.env.NEXT_PUBLIC_SENTRY_DSN
  ? new URL(process.env.NEXT_PUBLIC_SENTRY_DSN).origin
  : undefined;
const recaptchaOn = Boolean(process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY);

/**
 * The stub hosts of the integrations build (their ports are inlined in the bundles). Both
 * workers try to start them; the one that finds a port taken uses the other's (they are
 * stateless for these tests).
 */
async function startStubs(): Promise<Array<() => Promise<void>>> {
  const wanted: Array<[string | undefined, (port: number) => Promise<{ close(): Promise<void> }>]> =
    [
      [process.env.NEXT_PUBLIC_GTM_ID && process.env.NEXT_PUBLIC_GTM_SCRIPT_URL, startGtmStub],
      [process.env.NEXT_PUBLIC_ACCESSIBILITY_WIDGET_SRC, startWidgetStub],
      [process.env.NEXT_PUBLIC_SENTRY_DSN, startIngestStub],
    ];
  const closers: Array<() => Promise<void>> = [];
  for (const [url, start] of wanted) {
    if (!url || !/^http:\/\/127\.0\.0\.1:/.test(url)) continue;
    try {
      const stub = await start(Number(new URL(url).port));
      closers.push(() => stub.close());
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
  }
  return closers;
}

// With the stubs, one worker runs this file in order (the stubs live as long as it does).
if (process.env.INTEGRATIONS_E2E === '1') test.describe.configure({ mode: 'default' });

let closeStubs: Array<() => Promise<void>> = [];
test.beforeAll(async () => {
  if (process.env.INTEGRATIONS_E2E === '1') closeStubs = await startStubs();
});
test.afterAll(async () => {
  await Promise.all(closeStubs.map((close) => close()));
});

test.describe('content security policy in the browser', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await recordViolations(page);
    if (recaptchaOn) {
      // No network here: Google's script is answered locally (the policy still applies to it).
      await page.route('https://www.google.com/recaptcha/**', (route) =>
        route.fulfill({
          contentType: 'text/javascript',
          body: 'window.grecaptcha={ready:function(f){f()},execute:function(){return Promise.resolve("stub")}};',
        }),
      );
    }
  });

  for (const path of SAMPLE_PAGES) {
    test(`${path}: enforced strict policy, no violation on load`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const headers = response!.headers();
      expect(
        headers['content-security-policy-report-only'],
        'report-only fallback',
      ).toBeUndefined();
      expectStrictDocumentPolicy(headers['content-security-policy'], path);
      await hydrated(page);
      // The integrations that are on have loaded (stub-host variant) without a violation.
      for (const origin of integrationOrigins) {
        await expect
          .poll(() =>
            page.evaluate(
              (o) => performance.getEntriesByType('resource').some((e) => e.name.startsWith(o)),
              origin,
            ),
          )
          .toBe(true);
      }
      await expectNoViolations(page, `on ${path}`);
    });
  }

  test('a chunk a browser cached before the compile hint was given still runs', async ({
    page,
  }) => {
    // The chunks a page runs as it loads start with V8's compile hint (scripts/compile-hint.ts),
    // but keep Next.js's name, which hashes the bytes without it: a copy cached under that name
    // before the hint (immutable, for a year) must still pass the page's integrity check.
    const hint = '//# allFunctionsCalledOnLoad\n';
    const served: string[] = [];
    await page.route('**/_next/static/chunks/**', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (!body.startsWith(hint)) return route.fulfill({ response, body });
      served.push(route.request().url());
      await route.fulfill({ response, body: body.slice(hint.length) });
    });
    await page.goto('/services');
    await hydrated(page);
    expect(served.length).toBeGreaterThan(3);
    await expectNoViolations(page, 'with the old copies');
    // A chunk fetched later (the error reporter's SDK, when it is on) may still be on its way.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('menu, contact dialog, easter egg and a client-side navigation: no violation', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    await page.evaluate(() => (window.__sameDocument = true));

    // The menu (a lazily loaded chunk).
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    // The contact dialog and its form (lazily loaded; reCAPTCHA loads here when it is on).
    await page.getByRole('banner').getByRole('link', { name: 'Let’s Chat' }).click();
    const dialog = page.getByRole('dialog', { name: /start a conversation/i });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox').first()).toBeVisible();
    if (recaptchaOn) {
      await expect
        .poll(() => page.evaluate(() => typeof (window as { grecaptcha?: unknown }).grecaptcha))
        .toBe('object');
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The easter egg (lazily loaded, CSS module).
    for (const key of ['ArrowUp', 'ArrowUp', 'ArrowDown', 'ArrowDown', 'ArrowLeft']) {
      await page.keyboard.press(key);
    }
    for (const key of ['ArrowRight', 'ArrowLeft', 'ArrowRight', 'b', 'a']) {
      await page.keyboard.press(key);
    }
    await expect(page.getByRole('status').filter({ hasText: 'Summit reached' })).toBeVisible();
    await expectNoViolations(page, 'after the menu, the dialog and the easter egg');

    // A client-side navigation: an RSC payload, not a new document and not a new policy.
    await page.getByRole('navigation', { name: 'Primary' }).getByRole('link').first().click();
    await expect(page).not.toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.__sameDocument), 'same document').toBe(true);
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('dialog', { name: 'Site menu' })
      .getByRole('link', { name: 'Credit Unions' })
      .click();
    await expect(page).toHaveURL(/\/clients\/credit-unions$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.__sameDocument), 'same document').toBe(true);
    await expectNoViolations(page, 'after client-side navigations');
  });

  test('scripts injected into the markup are refused', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(); // the browser logs each refusal
    // What an HTML injection (stored or reflected XSS) looks like: the server's response, with
    // its own headers and policy, carrying an attacker's inline script, external script and
    // event handler in the markup.
    await page.route('**/services/drupal-websites', async (route) => {
      const response = await route.fetch();
      const body = (await response.text())
        .replace(
          '</head>',
          '<script>window.__injected = true</script>' +
            '<script src="https://attacker.invalid/x.js"></script></head>',
        )
        .replace(
          '<main',
          '<img src="/does-not-exist.png" alt="" onerror="window.__handler = true"><main',
        );
      await route.fulfill({ response, body });
    });
    await page.goto('/services/drupal-websites');
    await hydrated(page); // the page's own scripts still run
    await expect
      .poll(async () => (await violations(page)).map((v) => `${v.directive} ${v.blocked}`).sort())
      .toEqual([
        'script-src-attr inline',
        'script-src-elem https://attacker.invalid/x.js',
        'script-src-elem inline',
      ]);
    expect(await page.evaluate(() => window.__injected)).toBeUndefined();
    expect(await page.evaluate(() => window.__handler)).toBeUndefined();
    for (const v of await violations(page)) expect(v.disposition).toBe('enforce');

    // Injected after load through the DOM: an inline handler is refused too. (A script element
    // created by code that already runs is trusted under 'strict-dynamic': see ADR 0004.)
    await page.evaluate(() =>
      document.body.insertAdjacentHTML(
        'beforeend',
        '<img src="/does-not-exist-either.png" alt="" onerror="window.__handler = true">',
      ),
    );
    await expect.poll(async () => (await violations(page)).length).toBe(4);
    expect(await page.evaluate(() => window.__handler)).toBeUndefined();
  });

  test('the 404 page and the 500 page (rendered on request, with a nonce): no violation', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(); // the browser logs the 404 and 500 statuses
    const notFound = await page.goto('/this-page-does-not-exist');
    expect(notFound?.status()).toBe(404);
    expectStrictDocumentPolicy(notFound?.headers()['content-security-policy'], '404');
    await hydrated(page);
    await expectNoViolations(page, 'on the 404 page');

    const failed = await page.goto('/diagnostics/data-failure');
    expect(failed?.status()).toBe(500);
    const policy = failed?.headers()['content-security-policy'];
    expectStrictDocumentPolicy(policy, '500');
    expect(scriptSrc(policy!).some((s) => s.startsWith("'nonce-"))).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Error' })).toBeVisible();
    await hydrated(page);
    await expectNoViolations(page, 'on the 500 page');
  });
});

test.describe('security headers on every response', () => {
  const COMMON: Record<string, RegExp> = {
    'strict-transport-security': /^max-age=(\d+); includeSubDomains/,
    'x-content-type-options': /^nosniff$/,
    'referrer-policy': /^strict-origin-when-cross-origin$/,
    'permissions-policy': /camera=\(\).*geolocation=\(\).*microphone=\(\)/,
    'x-frame-options': /^DENY$/,
    'content-security-policy': /frame-ancestors 'none'/,
  };

  function expectCommonHeaders(response: APIResponse, label: string) {
    const headers = response.headers();
    for (const [name, pattern] of Object.entries(COMMON)) {
      expect(headers[name], `${name} on ${label}`).toMatch(pattern);
    }
    const maxAge = Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1]);
    expect(maxAge, `HSTS max-age on ${label}`).toBeGreaterThanOrEqual(31_536_000);
    expect(headers['x-powered-by'], `x-powered-by on ${label}`).toBeUndefined();
    // One policy, never two (two would both be enforced).
    expect(
      response.headersArray().filter((h) => h.name.toLowerCase() === 'content-security-policy'),
      `one CSP header on ${label}`,
    ).toHaveLength(1);
  }

  test('pages, 404 and 500 documents', async ({ request }) => {
    for (const path of SAMPLE_PAGES) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expectCommonHeaders(response, path);
      expectStrictDocumentPolicy(response.headers()['content-security-policy'], path);
      if (sentryOrigin) {
        expect(response.headers()['content-security-policy']).toContain(sentryOrigin);
      }
    }
    const notFound = await request.get('/no/such/page');
    expect(notFound.status()).toBe(404);
    expectCommonHeaders(notFound, '404');

    const failed = await request.get('/diagnostics/data-failure');
    expect(failed.status()).toBe(500);
    expectCommonHeaders(failed, '500');
    expectStrictDocumentPolicy(failed.headers()['content-security-policy'], '500');
  });

  test('API routes, static assets and other files', async ({ request }) => {
    const home = await (await request.get('/')).text();
    // Scripts are the page's script tags, fonts are in the stylesheet.
    const js = /"(\/_next\/static\/[^"]+\.js)"/.exec(home)?.[1];
    const css = /<link[^>]+href="(\/_next\/static\/[^"]+\.css)"/.exec(home)?.[1];
    const stylesheet = css ? await (await request.get(css)).text() : '';
    const media = /url\((?:\.\.\/media\/|\/_next\/static\/media\/)([^)]+\.woff2)\)/.exec(
      stylesheet,
    )?.[1];
    const font = media && `/_next/static/media/${media}`;
    expect([js, css, font].every(Boolean), 'asset URLs in the home page').toBe(true);

    const paths: Array<[string, number]> = [
      ['/api/health', 200],
      ['/api/contact', 405], // GET on a POST-only route
      [js!, 200],
      [css!, 200],
      [font!, 200],
      ['/_next/static/chunks/does-not-exist.js', 404],
      ['/icon.svg', 200],
      ['/robots.txt', 200],
      ['/sitemap.xml', 200],
    ];
    for (const [path, status] of paths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(status);
      expectCommonHeaders(response, path);
    }
    // Every script of the page carries an integrity attribute (see scripts/post-build.ts): one
    // hash, or two for a chunk with the compile hint (its bytes with and without it).
    const integrity = /^sha256-[A-Za-z0-9+/=]+(?: sha256-[A-Za-z0-9+/=]+)?$/;
    const tags = home.match(/<script[^>]+src="[^"]+"[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) {
      expect(/ integrity="([^"]*)"/.exec(tag)?.[1], tag).toMatch(integrity);
    }
  });
});

test.describe('methods a route does not serve', () => {
  /** A raw request: browsers and fetch refuse TRACE, which is exactly what must be answered. */
  function send(url: string, method: string) {
    return new Promise<{ status: number; allow?: string; nosniff?: string }>((resolve, reject) => {
      const req = http.request(url, { method }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            allow: res.headers.allow,
            nosniff: String(res.headers['x-content-type-options']),
          }),
        );
      });
      req.on('error', reject);
      req.end(['POST', 'PUT', 'PATCH'].includes(method) ? 'a=1' : undefined);
    });
  }

  test('every method on pages, API routes and files: 405 with Allow where not served, never a 5xx', async ({
    request,
    baseURL,
  }) => {
    const home = await (await request.get('/')).text();
    const js = /"(\/_next\/static\/[^"]+\.js)"/.exec(home)?.[1];
    expect(js, 'a script URL in the home page').toBeTruthy();
    const targets: Array<[string, string]> = [
      ['/', 'GET, HEAD'],
      ['/services/drupal-websites', 'GET, HEAD'],
      ['/contact', 'GET, HEAD'],
      ['/no/such/page', 'GET, HEAD'],
      ['/icon.svg', 'GET, HEAD'],
      ['/robots.txt', 'GET, HEAD'],
      ['/sitemap.xml', 'GET, HEAD'],
      [js!, 'GET, HEAD'],
      ['/api/health', 'GET, HEAD'],
      ['/api/contact', 'POST'],
      ['/api/internal/leads.csv', 'GET, HEAD'],
    ];
    const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE'];
    const answers: string[] = [];
    for (const [path, allow] of targets) {
      for (const method of methods) {
        const answer = await send(new URL(path, baseURL).href, method);
        answers.push(`${method} ${path} ${answer.status}`);
        expect(answer.status, `${method} ${path}`).toBeLessThan(500);
        expect(answer.nosniff, `${method} ${path}: security headers`).toBe('nosniff');
        const served = allow.split(', ').includes(method);
        const nextAnswersOptions = method === 'OPTIONS' && path.startsWith('/api/');
        if (!served && !nextAnswersOptions) {
          expect([answer.status, answer.allow], `${method} ${path}`).toEqual([405, allow]);
        }
      }
    }
    expect(answers).toHaveLength(targets.length * methods.length);
  });
});
