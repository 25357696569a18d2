import fs from 'node:fs';
import puppeteer, { type Browser } from 'puppeteer-core';
import { scriptableDriver, type Driver, type Engine, type OpenOptions } from './driver';

/** Firefox ESR (Debian's `firefox-esr`), or FIREFOX_PATH. */
export function findFirefox(): string | null {
  const candidates = [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'];
  return candidates.find((p): p is string => Boolean(p) && fs.existsSync(p as string)) ?? null;
}

/**
 * Firefox through Puppeteer over WebDriver BiDi. (Playwright 1.65's `moz-firefox` channel needs
 * BiDi commands Firefox ESR 153 lacks: emulation.setMediaFeaturesOverride at the first context.)
 * BiDi cannot switch scripts off per page (no emulation.setScriptingEnabled in ESR 153), so
 * scripts-off pages come from a second browser started with `javascript.enabled` false.
 */
export function firefoxEngine(baseURL: string): Engine {
  const executablePath = findFirefox();
  const browsers = new Map<boolean, Promise<Browser>>();
  const browser = (scripts: boolean) => {
    let started = browsers.get(scripts);
    if (!started) {
      started = puppeteer.launch({
        browser: 'firefox',
        executablePath: executablePath ?? undefined,
        headless: true,
        extraPrefsFirefox: {
          'javascript.enabled': scripts,
          // The system theme is light, as in the other engines: the theme journey sets it.
          'layout.css.prefers-color-scheme.content-override': 1,
          // Contexts share the profile's form history: a fresh visitor has none, so no
          // autocomplete list may cover the button a journey clicks next.
          'browser.formfill.enable': false,
          // Scrollbars over the page, as on phones and GNOME (headless Firefox otherwise takes
          // 12 px of a 390 px page for a classic one; Chromium and WebKit here overlay theirs).
          'widget.gtk.overlay-scrollbars.enabled': true,
          'ui.useOverlayScrollbars': 1,
        },
      });
      browsers.set(scripts, started);
    }
    return started;
  };
  return {
    name: 'firefox',
    unavailable: () =>
      executablePath
        ? null
        : 'Firefox is not installed (Debian: apt-get install -y firefox-esr, or set FIREFOX_PATH)',
    scriptsOff: true,
    async open({ width, height, scripts }: OpenOptions): Promise<Driver> {
      const context = await (await browser(scripts)).createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width, height });
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error')
          errors.push(`${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => errors.push(String(error)));
      return scriptableDriver(page, baseURL, errors, () => context.close());
    },
    async stop() {
      for (const started of browsers.values()) await (await started).close();
      browsers.clear();
    },
  };
}
