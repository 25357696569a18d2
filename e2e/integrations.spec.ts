import type { Page } from '@playwright/test';
import { test, expect, DESKTOP } from './fixtures';
import { axeViolations } from '../tests/e2e/axe';
import {
  eventText,
  startGtmStub,
  startIngestStub,
  startWidgetStub,
} from '../tests/e2e/stub-servers';
import type { HttpStub } from '../tests/http-stub';

/**
 * Third parties. Two builds are tested:
 * - "off": the plain `npm test` build, no integration variable set. A fresh checkout calls out
 *   to nothing: no request leaves the site, whatever the visitor does.
 * - "on": run by `npx tsx tests/copies/integrations.ts`, which builds a private copy with every
 *   variable pointing at the stub servers below (fixed ports, since the URLs are inlined at build)
 *   and sets INTEGRATIONS_E2E=1. It proves each loading strategy and that Sentry receives errors.
 * Each run defines only its own group, so neither shows up as skipped in the other. Over 300
 * lines on purpose: both builds' groups share the stubs and helpers above.
 */
const ON = process.env.INTEGRATIONS_E2E === '1';
const INTEGRATION_VARIABLES = [
  'NEXT_PUBLIC_GTM_ID',
  'NEXT_PUBLIC_ACCESSIBILITY_WIDGET_SRC',
  'NEXT_PUBLIC_SENTRY_DSN',
  'NEXT_PUBLIC_RECAPTCHA_SITE_KEY',
];

type DataLayerEntry = Record<string, unknown> | { gtag: unknown[] };

/** The dataLayer, with gtag's `arguments` entries as `{ gtag: [...] }`. */
function dataLayer(page: Page): Promise<DataLayerEntry[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? { gtag: Array.from(entry as ArrayLike<unknown>) }
        : (JSON.parse(JSON.stringify(entry)) as Record<string, unknown>),
    ),
  );
}

async function pageviews(page: Page): Promise<string[]> {
  return (await dataLayer(page))
    .filter((e): e is Record<string, unknown> => 'event' in e && e.event === 'pageview')
    .map((e) => String(e.page));
}

/** The first pageview is pushed from an effect: it means the page has hydrated. */
async function hydratedWithPageview(page: Page, count = 1) {
  await expect.poll(async () => (await pageviews(page)).length).toBe(count);
}

/** Waits past `load` and an idle period (when lazy scripts would start). */
async function loadedAndIdle(page: Page) {
  await page.waitForFunction(() => document.readyState === 'complete');
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 })),
  );
  await page.waitForTimeout(1000);
}

/** Load, two client-side navigations and a back: exactly one pageview each. */
async function assertPageviewSequence(page: Page) {
  await page.setViewportSize(DESKTOP);
  await page.goto('/?utm_source=e2e');
  await hydratedWithPageview(page, 1);
  await page.evaluate(() => {
    (window as Window & { __sameDocument?: boolean }).__sameDocument = true;
  });
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await hydratedWithPageview(page, 2);
  await footer.getByRole('link', { name: 'Washington, D.C.' }).click();
  await expect(page).toHaveURL(/\/locations\/washington-dc$/);
  await hydratedWithPageview(page, 3);
  await page.goBack();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await hydratedWithPageview(page, 4);
  await page.waitForTimeout(750); // nothing more arrives late
  expect(await pageviews(page)).toEqual([
    '/?utm_source=e2e',
    '/privacy-policy',
    '/locations/washington-dc',
    '/privacy-policy',
  ]);
  // All of it in one document: client navigations, not reloads.
  expect(
    await page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument),
  ).toBe(true);
}

const privacyButton = (page: Page) =>
  page.getByRole('contentinfo').getByRole('button', { name: 'Your privacy choices' });
const privacyDialog = (page: Page) => page.getByRole('dialog', { name: 'Your privacy choices' });

async function storedConsent(page: Page) {
  return page.evaluate(() => {
    const raw = localStorage.getItem('cairn:consent');
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
  });
}

if (!ON) {
  test.describe('integrations off (a fresh checkout)', () => {
    test.skip(
      INTEGRATION_VARIABLES.some((name) => process.env[name]),
      'an integration variable is set: this build is not a fresh checkout',
    );

    test('no request leaves the site: no tag manager, widget, reCAPTCHA or Sentry', async ({
      page,
      baseURL,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(); // an error is thrown on purpose below
      const origin = new URL(baseURL!).origin;
      const foreign: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (/^https?:$/.test(url.protocol) && url.origin !== origin) foreign.push(request.url());
      });
      await page.setViewportSize(DESKTOP);
      await page.goto('/services');
      await hydratedWithPageview(page);
      await loadedAndIdle(page);

      // reCAPTCHA's moment: the contact form.
      await page.getByRole('banner').getByRole('link', { name: 'Let’s Chat' }).click();
      const contact = page.getByRole('dialog', { name: /start a conversation/i });
      await expect(contact.getByRole('textbox').first()).toBeVisible();
      await page.keyboard.press('Escape');

      // An error Sentry would report.
      await page.evaluate(() => {
        setTimeout(() => {
          throw new Error('integrations e2e: an error with no DSN');
        });
      });
      await page.waitForTimeout(1500);

      expect(foreign).toEqual([]);
      expect(
        await page.evaluate(() => ({
          sentry: '__SENTRY__' in window,
          gtag: typeof window.gtag,
          // Anything the browser would fetch or connect to (not rel=canonical and the like).
          foreignScripts: [
            ...document.querySelectorAll(
              'script[src], iframe[src], link[rel~="preload"], link[rel~="modulepreload"], link[rel~="stylesheet"], link[rel~="preconnect"], link[rel~="dns-prefetch"]',
            ),
          ]
            .map((el) => el.getAttribute('src') ?? el.getAttribute('href') ?? '')
            .filter((url) => new URL(url, location.href).origin !== location.origin),
        })),
      ).toEqual({ sentry: false, gtag: 'undefined', foreignScripts: [] });
      // Only pageviews reach the dataLayer: no consent commands without the tag manager.
      expect(await dataLayer(page)).toEqual([{ event: 'pageview', page: '/services' }]);
    });

    test('dataLayer pageviews: load, two client navigations and a back', async ({ page }) => {
      await assertPageviewSequence(page);
    });

    test('"Your privacy choices" works by keyboard and records the choice', async ({ page }) => {
      await page.goto('/');
      await hydratedWithPageview(page);
      const button = privacyButton(page);
      await button.focus();
      await page.keyboard.press('Enter');
      const dialog = privacyDialog(page);
      await expect(dialog).toBeVisible();
      const analytics = dialog.getByRole('switch', { name: 'Analytics' });
      const advertising = dialog.getByRole('switch', { name: 'Advertising' });
      await expect(analytics).toBeFocused();
      await expect(analytics).toBeChecked();
      await expect(advertising).toBeChecked();

      // Escape closes without saving and returns focus.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
      expect(await storedConsent(page)).toBeNull();

      await page.keyboard.press('Enter');
      await expect(analytics).toBeFocused();
      await page.keyboard.press('Space');
      await expect(analytics).not.toBeChecked();
      await dialog.getByRole('button', { name: 'Save choices' }).click();
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
      await expect(page.getByRole('contentinfo').getByText('Choices saved.')).toBeVisible();
      expect(await storedConsent(page)).toMatchObject({ analytics: false, advertising: true });

      // Stored, so it applies on the next page too.
      await page.goto('/why-cairn');
      await hydratedWithPageview(page);
      await privacyButton(page).click();
      await expect(
        privacyDialog(page).getByRole('switch', { name: 'Analytics' }),
      ).not.toBeChecked();
      await expect(privacyDialog(page).getByRole('switch', { name: 'Advertising' })).toBeChecked();
    });

    test('the privacy dialog passes axe (WCAG 2.2 AA) in light and dark', async ({ page }) => {
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto('/');
        await hydratedWithPageview(page);
        await privacyButton(page).click();
        await expect(privacyDialog(page)).toBeVisible();
        expect(await axeViolations(page, scheme, { include: ['dialog'] }), scheme).toEqual([]);
      }
    });
  });
}

if (ON) {
  test.describe('integrations on (stub third parties)', () => {
    // One worker, in order: the stubs listen on the ports baked into the build.
    test.describe.configure({ mode: 'default' });

    const gtmUrl = new URL(process.env.NEXT_PUBLIC_GTM_SCRIPT_URL ?? 'http://127.0.0.1:1/');
    const widgetUrl = new URL(
      process.env.NEXT_PUBLIC_ACCESSIBILITY_WIDGET_SRC ?? 'http://127.0.0.1:1/',
    );
    const dsn = new URL(process.env.NEXT_PUBLIC_SENTRY_DSN ?? 'http://key@127.0.0.1:1/1');
    const widgetOptions: unknown = JSON.parse(
      process.env.NEXT_PUBLIC_ACCESSIBILITY_WIDGET_OPTIONS || '{}',
    );

    let gtm: HttpStub;
    let widget: HttpStub;
    let ingest: Awaited<ReturnType<typeof startIngestStub>>;

    test.beforeAll(async () => {
      gtm = await startGtmStub(Number(gtmUrl.port));
      widget = await startWidgetStub(Number(widgetUrl.port));
      ingest = await startIngestStub(Number(dsn.port));
    });

    test.afterAll(async () => {
      await Promise.all([gtm?.close(), widget?.close(), ingest?.close()]);
    });

    test.beforeEach(() => {
      gtm.requests.length = 0;
      widget.requests.length = 0;
    });

    test('the tag manager is requested only after hydration, consent defaults first', async ({
      page,
    }) => {
      // Nothing in the server HTML makes the browser fetch it early (no preload).
      const html = await (await page.request.get('/')).text();
      expect(html).not.toMatch(new RegExp(`<(?:link|script)[^>]+${gtmUrl.host}`));

      // Hold the JavaScript: the page cannot hydrate while it is held.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await page.waitForTimeout(1500);
      expect(gtm.requests).toHaveLength(0);
      expect(await pageviews(page)).toEqual([]); // not hydrated

      const releasedAt = Date.now();
      release();
      await hydratedWithPageview(page);
      await expect.poll(() => gtm.requests.length).toBe(1);
      expect(gtm.requests[0]!.at).toBeGreaterThanOrEqual(releasedAt);
      expect(gtm.requests[0]!.url.searchParams.get('id')).toBe(process.env.NEXT_PUBLIC_GTM_ID);

      // The container ran after the consent default and its start event were queued.
      await expect.poll(() => page.evaluate(() => '__gtmStub' in window)).toBe(true);
      const layer = await dataLayer(page);
      expect(layer[0]).toEqual({
        gtag: [
          'consent',
          'default',
          {
            ad_storage: 'granted',
            ad_user_data: 'granted',
            ad_personalization: 'granted',
            analytics_storage: 'granted',
          },
        ],
      });
      expect(layer.findIndex((e) => 'event' in e && e.event === 'gtm.js')).toBe(2);
      const ranAt = await page.evaluate(
        () =>
          (window as Window & { __gtmStub?: { dataLayerLength: number } }).__gtmStub!
            .dataLayerLength,
      );
      expect(ranAt).toBeGreaterThanOrEqual(3);
    });

    test('Global Privacy Control denies advertising from the start', async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {
          get: () => true,
          configurable: true,
        });
      });
      await page.goto('/');
      await hydratedWithPageview(page);
      expect((await dataLayer(page))[0]).toEqual({
        gtag: [
          'consent',
          'default',
          {
            ad_storage: 'denied',
            ad_user_data: 'denied',
            ad_personalization: 'denied',
            analytics_storage: 'granted',
          },
        ],
      });
      await privacyButton(page).click();
      const advertising = privacyDialog(page).getByRole('switch', { name: 'Advertising' });
      await expect(advertising).not.toBeChecked();
      await expect(advertising).toBeDisabled();
      await expect(privacyDialog(page)).toContainText('Global Privacy Control');
    });

    test('a saved choice is sent as a consent update and is the default on every page', async ({
      page,
    }) => {
      await page.goto('/services');
      await hydratedWithPageview(page);
      await privacyButton(page).click();
      await privacyDialog(page).getByRole('switch', { name: 'Advertising' }).uncheck();
      await privacyDialog(page).getByRole('button', { name: 'Save choices' }).click();
      await expect(privacyDialog(page)).toBeHidden();
      const denied = {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'granted',
      };
      expect(await dataLayer(page)).toContainEqual({ gtag: ['consent', 'update', denied] });

      await page.goto('/news');
      await hydratedWithPageview(page);
      expect((await dataLayer(page))[0]).toEqual({ gtag: ['consent', 'default', denied] });
    });

    test('dataLayer pageviews: load, two client navigations and a back', async ({ page }) => {
      await assertPageviewSequence(page);
    });

    test('the accessibility widget is requested only after load, when idle, then initialised', async ({
      page,
    }) => {
      await page.goto('/');
      await expect.poll(() => widget.requests.length).toBe(1);
      // The stub host sees the request before the browser has its response and records the
      // script's timing entry.
      await expect
        .poll(() =>
          page.evaluate((src) => performance.getEntriesByName(src).length, widgetUrl.href),
        )
        .toBe(1);
      const timing = await page.evaluate((src) => {
        const [navigation] = performance.getEntriesByType(
          'navigation',
        ) as PerformanceNavigationTiming[];
        const [script] = performance.getEntriesByName(src);
        return { loadEnd: navigation!.loadEventEnd, requested: script?.startTime ?? -1 };
      }, widgetUrl.href);
      expect(timing.loadEnd).toBeGreaterThan(0);
      expect(timing.requested).toBeGreaterThanOrEqual(timing.loadEnd);
      await expect
        .poll(() =>
          page.evaluate(() => (window as Window & { __widgetInit?: unknown }).__widgetInit),
        )
        .toEqual(widgetOptions);
    });

    test('reCAPTCHA is requested only when the contact dialog opens', async ({ page }) => {
      const recaptcha: string[] = [];
      await page.route('https://www.google.com/recaptcha/**', async (route) => {
        recaptcha.push(route.request().url());
        await route.fulfill({
          contentType: 'text/javascript',
          body: 'window.grecaptcha={ready:function(f){f()},execute:function(){return Promise.resolve("stub-token")}};',
        });
      });
      await page.setViewportSize(DESKTOP);
      await page.goto('/services');
      await hydratedWithPageview(page);
      await loadedAndIdle(page);
      expect(recaptcha).toEqual([]);
      await page.getByRole('banner').getByRole('link', { name: 'Let’s Chat' }).click();
      await expect(page.getByRole('dialog', { name: /start a conversation/i })).toBeVisible();
      await expect.poll(() => recaptcha.length).toBe(1);
      expect(recaptcha[0]).toContain(`render=${process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY}`);
    });

    test('a message sent with reCAPTCHA on carries its token, and is thanked', async ({ page }) => {
      await page.route('https://www.google.com/recaptcha/**', (route) =>
        route.fulfill({
          contentType: 'text/javascript',
          body: 'window.grecaptcha={ready:function(f){f()},execute:function(key,o){return Promise.resolve("stub-token-"+o.action)}};',
        }),
      );
      await page.setViewportSize(DESKTOP);
      await page.goto('/services');
      await hydratedWithPageview(page);
      await page.getByRole('banner').getByRole('link', { name: 'Let’s Chat' }).click();
      const dialog = page.getByRole('dialog', { name: /start a conversation/i });
      await dialog.getByRole('textbox', { name: /^Name/ }).fill('Grace Hopper');
      await dialog
        .getByRole('textbox', { name: /^E-mail/ })
        .fill(`e2e.recaptcha.${Date.now()}@example.org`);
      await dialog.getByRole('textbox', { name: /^Organization/ }).fill('Compiler Cooperative');
      await dialog
        .getByRole('combobox', { name: 'Organization type' })
        .selectOption({ label: 'Credit union' });
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await dialog
        .getByRole('textbox', { name: /^Message/ })
        .fill('Our member portal needs a rebuild that keeps every account holder able to log in.');
      await dialog.getByRole('checkbox', { name: /I agree/ }).check();
      const sent = page.waitForRequest(
        (request) => request.url().endsWith('/api/contact') && request.method() === 'POST',
      );
      await dialog.getByRole('button', { name: /Send message/ }).click();
      expect((await sent).postDataJSON()).toMatchObject({ recaptchaToken: 'stub-token-contact' });
      await expect(dialog.getByRole('heading', { name: 'Thank you, Grace Hopper.' })).toBeVisible();
    });

    test('Sentry loads after load and idle; errors arrive at the ingest, ignored ones do not', async ({
      page,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(); // errors are thrown on purpose
      const id = Math.random().toString(36).slice(2);
      await page.addInitScript((tag) => {
        window.addEventListener('load', () => {
          (window as Window & { __sentryAtLoad?: boolean }).__sentryAtLoad = '__SENTRY__' in window;
          // Thrown right after load, before the SDK is there: caught and handed over.
          setTimeout(() => {
            throw new Error(`integrations e2e: early ${tag}`);
          });
        });
      }, id);
      await page.goto('/services');
      await expect.poll(() => page.evaluate(() => '__SENTRY__' in window)).toBe(true);
      expect(
        await page.evaluate(() => (window as Window & { __sentryAtLoad?: boolean }).__sentryAtLoad),
      ).toBe(false);

      for (const message of [
        `Request has been terminated ${id}`, // spec §8: ignored
        `Can't find variable: acsbJS ${id}`, // ignored
        `integrations e2e: thrown ${id}`,
      ]) {
        await page.evaluate((m) => {
          setTimeout(() => {
            throw new Error(m);
          });
        }, message);
      }
      const received = () =>
        ingest
          .events()
          .map(eventText)
          .filter((text) => text.includes(id))
          .sort();
      await expect
        .poll(received)
        .toEqual([`Error: integrations e2e: early ${id}`, `Error: integrations e2e: thrown ${id}`]);
      await page.waitForTimeout(1000);
      expect(received()).toHaveLength(2);
      const event = ingest.events().find((e) => eventText(e).includes(`thrown ${id}`))!;
      expect(event).toMatchObject({ platform: 'javascript', environment: 'e2e' });
      expect(event.request?.url).toContain('/services');

      // Console capture (spec §8): console.error reaches the ingest; warnings and logs do not.
      await page.evaluate((tag) => {
        console.warn(`integrations e2e: warned ${tag}`);
        console.log(`integrations e2e: logged ${tag}`);
        console.error(`integrations e2e: console ${tag}`);
      }, id);
      await expect
        .poll(() => received().filter((text) => text.includes(`console ${id}`)))
        .toHaveLength(1);
      await page.waitForTimeout(1000);
      expect(received().filter((text) => /warned|logged/.test(text))).toEqual([]);

      // Session replay (spec §8), as the running SDK holds it: no ordinary session is recorded,
      // one in ten with an error is, and the replay integration is installed.
      await expect
        .poll(() =>
          page.evaluate(() => {
            type Client = {
              getOptions(): Record<string, unknown>;
              getIntegrationByName(name: string): unknown;
            };
            const carrier = (window as Window & { __SENTRY__?: Record<string, unknown> })
              .__SENTRY__!;
            const version = carrier.version as string;
            const scope = (
              carrier[version] as { defaultCurrentScope?: { getClient(): Client | undefined } }
            ).defaultCurrentScope;
            const client = scope?.getClient();
            if (!client) return null;
            const options = client.getOptions();
            return {
              replaysSessionSampleRate: options.replaysSessionSampleRate,
              replaysOnErrorSampleRate: options.replaysOnErrorSampleRate,
              replay: Boolean(client.getIntegrationByName('Replay')),
            };
          }),
        )
        .toEqual({ replaysSessionSampleRate: 0, replaysOnErrorSampleRate: 0.1, replay: true });
    });

    test('the error page and the server 500 path report the error', async ({
      page,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(); // the 500 response and the error page's log
      const response = await page.goto('/diagnostics/data-failure');
      expect(response?.status()).toBe(500);
      await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Error' })).toBeVisible();
      await expect
        .poll(() =>
          ingest
            .events()
            .some(
              (e) =>
                e.platform === 'node' &&
                eventText(e).includes('Diagnostic data source is unavailable'),
            ),
        )
        .toBe(true);
      await expect
        .poll(() =>
          ingest
            .events()
            .some(
              (e) =>
                e.platform === 'javascript' &&
                (e.request?.url ?? '').includes('/diagnostics/data-failure'),
            ),
        )
        .toBe(true);
    });
  });
}
