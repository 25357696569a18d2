import { EASTER_EGG_MS, KONAMI_SEQUENCE } from '../../lib/konami';
import { exportedLeads } from '../fixtures';
import { EGG_TIMES, watchEggInPage, type EggTimes } from '../../tests/e2e/easter-egg-times';
import {
  call,
  element,
  inspect,
  describe,
  type Driver,
  type Target,
} from '../../tests/engines/driver';
import { test, expect } from './fixtures';

/**
 * The visitor journeys, written once and run in Chromium, Firefox and WebKit at 390 and 1280 px
 * (the engine and the width are the project's, playwright.engines.config.ts). They act
 * as a visitor does: by role and name, with real clicks and keys, as soon as the page shows;
 * they wait for the framework only where the behaviour is the framework's (the scripted form,
 * the easter egg, client-side navigation). Over 300 lines on purpose: one suite, so every
 * journey runs in every engine.
 */

const banner: Target = { role: 'banner' };
const menuButton: Target = { role: 'button', name: 'Menu', within: banner };
const menu: Target = { role: 'dialog', name: 'Site menu' };
const contactDialog: Target = { role: 'dialog', name: 'Start a conversation' };
const letsChat: Target = { role: 'link', name: 'Let’s Chat', within: banner };
const h1: Target = { role: 'heading', css: 'h1' };

/** Eventually true of the first matching element (10 s). */
async function eventually(
  driver: Driver,
  target: Target,
  /** Some of an Inspection's fields, values or asymmetric matchers (expect.stringMatching). */
  state: Record<string, unknown>,
  timeout = 10_000,
) {
  await expect
    .poll(() => inspect(driver, target), { message: describe(target), timeout })
    .toMatchObject(state);
}

const shows = (driver: Driver, target: Target, timeout?: number) =>
  eventually(driver, target, { visible: true }, timeout);
const hidden = (driver: Driver, target: Target) => eventually(driver, target, { visible: false });
const click = (driver: Driver, target: Target) => driver.click(element(target));

/** The scripted behaviour is there: the contact form marks itself `data-ready` (e2e/fixtures.ts). */
async function hydrated(driver: Driver) {
  await expect
    .poll(() => driver.evaluate<boolean>('!!document.querySelector("form[data-ready]")'), {
      message: 'the framework has hydrated the page',
      timeout: 15_000,
    })
    .toBe(true);
}

function form(within: Target) {
  const f: Target = { role: 'form', name: 'Contact form', within };
  return {
    form: f,
    name: { role: 'textbox', name: /^Name/, within: f },
    email: { role: 'textbox', name: /^E-mail/, within: f },
    organization: { role: 'textbox', name: /^Organization/, within: f },
    message: { role: 'textbox', name: /^Message/, within: f },
    projectType: {
      role: 'radio',
      name: 'An accessibility or performance audit',
      within: f,
    },
    consent: { role: 'checkbox', name: /I agree/, within: f },
    next: { role: 'button', name: 'Continue', within: f },
    send: { role: 'button', name: /Send message/, within: f },
  } satisfies Record<string, Target>;
}

/** Both steps with scripts (Continue between them); one page without. */
async function fillValid(driver: Driver, f: ReturnType<typeof form>, name: string, steps = true) {
  await driver.type(element(f.name), name);
  await driver.type(element(f.email), 'three.engines@example.org');
  await driver.type(element(f.organization), 'Every Browser Credit Union');
  await click(driver, f.projectType);
  if (steps) {
    await click(driver, f.next);
    await shows(driver, f.message);
  }
  await driver.type(
    element(f.message),
    'Our members use Safari, Firefox and Chrome; the site must work in all of them.',
  );
  await click(driver, f.consent);
}

/**
 * Behaviour that does not change with the width (each page's heading and scripts running without
 * an error, sending the form once its fields show, the theme, the easter egg's keys, the
 * pageview): run at 1280 px only (playwright.engines.config.ts); the route sweep checks every
 * page's console at 375 and 1280 px in Chromium.
 * The menu, the form's layout and the no-script paths run at both widths.
 */
const ANY_WIDTH = { tag: '@any-width' };

test.describe('visitor journeys', () => {
  test('each page shows its heading, with no console error', ANY_WIDTH, async ({ open }) => {
    const driver = await open();
    for (const [path, heading] of [
      ['/', /./],
      ['/services', /./],
      ['/why-cairn', /./],
      ['/news', /./],
      ['/contact', /./],
    ] as const) {
      await driver.goto(path);
      await eventually(driver, h1, { visible: true, text: expect.stringMatching(heading) });
      // The fixture fails the test on any console error: let the page's scripts load and run.
      await hydrated(driver);
    }
  });

  test("a first view is drawn in the brand's faces", ANY_WIDTH, async ({ open }) => {
    const driver = await open();
    await driver.goto('/services');
    await expect
      .poll(() => driver.evaluate<string>('document.fonts.status'), {
        message: 'the fonts the first view uses have loaded',
        timeout: 15_000,
      })
      .toBe('loaded');
    // For the heading and a paragraph: the face their font-family names first, at their weight,
    // is one the page loaded (not a fallback standing in for it).
    const faces = await driver.evaluate<{ family: string; weight: string; loaded: boolean }[]>(
      call(() =>
        ['main h1', 'main p'].map((selector) => {
          const style = getComputedStyle(document.querySelector(selector)!);
          const family = style.fontFamily
            .split(',')[0]!
            .trim()
            .replace(/^["']|["']$/g, '');
          const weight = Number(style.fontWeight);
          const loaded = [...document.fonts].some((face) => {
            const [low, high = low] = face.weight.split(' ').map(Number);
            return (
              face.family.replace(/^["']|["']$/g, '') === family &&
              face.status === 'loaded' &&
              weight >= low! &&
              weight <= high!
            );
          });
          return { family, weight: String(weight), loaded };
        }),
      ),
    );
    expect(faces).toEqual([
      { family: 'fraunces', weight: '600', loaded: true },
      { family: 'inter', weight: expect.any(String), loaded: true },
    ]);
  });

  test('the menu opens, a group expands on a phone, Escape closes it and focus returns', async ({
    open,
    width,
  }) => {
    const driver = await open();
    await driver.goto('/services');
    await click(driver, menuButton);
    await shows(driver, menu);
    const drupal: Target = { role: 'link', name: 'Drupal', within: menu };
    if (width < 768) {
      await hidden(driver, drupal);
      await click(driver, { css: 'summary', text: 'Platforms', within: menu });
    }
    await shows(driver, drupal);
    await driver.press('Escape');
    await hidden(driver, menu);
    await eventually(driver, menuButton, { focused: true });
  });

  test('Let’s Chat opens the contact form; an empty submit shows errors and focuses the first', async ({
    open,
  }) => {
    const driver = await open();
    await driver.goto('/services');
    await click(driver, letsChat);
    await shows(driver, contactDialog);
    expect(await driver.path()).toBe('/services');
    const f = form(contactDialog);
    await shows(driver, f.form);
    // Inline validation is the framework's: wait for it as the form would before sending JSON.
    await hydrated(driver);
    // Step one: Continue with nothing typed shows its errors and stays.
    await click(driver, f.next);
    await eventually(driver, f.name, {
      focused: true,
      attributes: expect.objectContaining({ 'aria-invalid': 'true' }),
      description: 'Enter your name.',
    });
    await eventually(driver, f.email, {
      attributes: expect.objectContaining({ 'aria-invalid': 'true' }),
    });
    // Step two: an empty send marks the agreement.
    await driver.type(element(f.name), 'Grace Hopper');
    await driver.type(element(f.email), 'grace@example.org');
    await driver.type(element(f.organization), 'Compiler Cooperative');
    await click(driver, f.next);
    await click(driver, f.send);
    await eventually(driver, f.consent, {
      attributes: expect.objectContaining({ 'aria-invalid': 'true' }),
    });
  });

  test(
    'a valid message shows the thank-you and the lead is stored',
    ANY_WIDTH,
    async ({ open, engine, width }) => {
      const driver = await open();
      const name = `Three Engines ${engine} ${width} ${Date.now()}`;
      await driver.goto('/services');
      await click(driver, letsChat);
      await shows(driver, contactDialog);
      await hydrated(driver);
      const f = form(contactDialog);
      await fillValid(driver, f, name);
      await click(driver, f.send);
      await eventually(
        driver,
        { role: 'heading', name: `Thank you, ${name}.`, within: contactDialog },
        { visible: true, focused: true },
      );
      const csv = await exportedLeads();
      expect(csv.split(name).length - 1, 'the lead is stored once').toBe(1);
    },
  );

  test(
    'the theme switch sets html.dark and the stored choice; a reload shows no light flash',
    ANY_WIDTH,
    async ({ open }) => {
      const driver = await open();
      const isDark = () => document.documentElement.classList.contains('dark');
      await driver.goto('/why-cairn');
      const toggle: Target = { role: 'switch', name: 'Dark theme' };
      await eventually(driver, toggle, {
        attributes: expect.objectContaining({ 'aria-checked': 'false' }),
      });
      expect(await driver.evaluate(call(isDark))).toBe(false);
      await click(driver, toggle);
      await eventually(driver, toggle, {
        attributes: expect.objectContaining({ 'aria-checked': 'true' }),
      });
      expect(await driver.evaluate(call(isDark))).toBe(true);
      expect(await driver.evaluate('localStorage.getItem("theme")')).toBe('dark');

      // A reload while the first view's scripts are still downloading aborts them, and Firefox
      // logs each aborted one as an integrity failure of empty content (the sha256 of nothing).
      // The reload is what is tested here, so the first view finishes first.
      await hydrated(driver);
      // No flash: the reload returns when the document is parsed, before the framework runs; the
      // dark theme is already on <html> and painted on <body>.
      await driver.reload();
      expect(
        await driver.evaluate(
          call(() => ({
            dark: document.documentElement.classList.contains('dark'),
            background: getComputedStyle(document.body).backgroundColor,
          })),
        ),
      ).toEqual({ dark: true, background: 'rgb(17, 21, 19)' });
      await eventually(driver, toggle, {
        attributes: expect.objectContaining({ 'aria-checked': 'true' }),
      });
    },
  );

  test('the easter egg appears and hides again after 5 s', ANY_WIDTH, async ({ open }) => {
    const driver = await open();
    await driver.goto('/');
    await hydrated(driver);
    await driver.evaluate(call(watchEggInPage));
    await driver.evaluate(call(() => (document.activeElement as HTMLElement | null)?.blur()));
    for (const key of KONAMI_SEQUENCE) await driver.press(key);
    const egg: Target = { role: 'status', text: 'Summit reached' };
    await shows(driver, egg, 3_000);
    await eventually(driver, egg, { count: 0 }, 8_000);
    const { shown = 0, hidden = 0 } = await driver.evaluate<EggTimes>(EGG_TIMES);
    // Its timer starts when it shows (50 ms for engines that coarsen the page's clock).
    expect(hidden - shown, 'shown for 5 s').toBeGreaterThanOrEqual(EASTER_EGG_MS - 50);
    expect(hidden - shown, 'shown for 5 s').toBeLessThan(EASTER_EGG_MS + 1_000);
  });

  test(
    'a client-side navigation pushes a pageview with the new path',
    ANY_WIDTH,
    async ({ open }) => {
      const driver = await open();
      await driver.goto('/');
      await hydrated(driver);
      const pageviews = () =>
        driver.evaluate<string[]>(
          call(() =>
            ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [])
              .filter((e) => e.event === 'pageview')
              .map((e) => String(e.page)),
          ),
        );
      await expect.poll(pageviews).toEqual(['/']);
      // A marker that a full page load would wipe.
      await driver.evaluate('window.__sameDocument = true');
      await click(driver, { role: 'link', name: 'Privacy Policy', within: { css: 'footer' } });
      await eventually(driver, h1, { visible: true, text: expect.stringMatching(/privacy/i) });
      await expect.poll(pageviews).toEqual(['/', '/privacy-policy']);
      expect(await driver.evaluate('window.__sameDocument === true')).toBe(true);
    },
  );
});

test.describe('with scripts off', () => {
  test('the menu opens and closes, a group expands on a phone', async ({ open, width }) => {
    const driver = await open({ scripts: false });
    await driver.goto('/clients/credit-unions');
    await click(driver, menuButton);
    await shows(driver, menu);
    const healthcare: Target = { role: 'link', name: 'Healthcare', within: menu };
    if (width < 768) {
      await hidden(driver, healthcare);
      await click(driver, { css: 'summary', text: 'Who We Help', within: menu });
    }
    await shows(driver, healthcare);
    await click(driver, { role: 'button', name: 'Close menu', within: menu });
    await hidden(driver, menu);
    await eventually(driver, menuButton, { focused: true });
    await click(driver, menuButton);
    await shows(driver, menu);
    await driver.press('Escape');
    await hidden(driver, menu);
  });

  test('Let’s Chat reaches the form; a valid lead is stored and thanked, an invalid one comes back', async ({
    open,
    engine,
    width,
  }) => {
    const driver = await open({ scripts: false });
    await driver.goto('/services');
    await click(driver, letsChat);
    await expect.poll(() => driver.path()).toBe('/contact');
    const main: Target = { role: 'main' };
    let f = form(main);
    await shows(driver, f.form);
    await driver.type(element(f.name), 'Grace Hopper');
    await driver.type(element(f.email), 'not-an-address');
    // Enter in a field sends the form, as it does for a visitor who never scrolls to Send (the
    // one-page form's button is far below the fold at 1280 px).
    await driver.press('Enter');
    await expect.poll(() => driver.path()).toMatch(/^\/contact\/retry\//);
    f = form(main);
    await eventually(driver, f.email, {
      value: 'not-an-address',
      attributes: expect.objectContaining({ 'aria-invalid': 'true' }),
    });
    await eventually(driver, f.name, { value: 'Grace Hopper' });

    const name = `No Script ${engine} ${width} ${Date.now()}`;
    await driver.goto('/contact');
    f = form(main);
    await fillValid(driver, f, name, false);
    await click(driver, f.send);
    await expect.poll(() => driver.path()).toBe('/contact/thanks');
    await eventually(driver, h1, { text: expect.stringContaining('Thank you') });
    const csv = await exportedLeads();
    expect(csv.split(name).length - 1, 'the lead is stored once').toBe(1);
  });
});
