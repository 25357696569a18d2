import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPage, FORMS, type Page } from '@/tests/inline-page';
import { DEFAULT_WIDGET_INIT, widgetLoaderScript } from './loader-script';
import { widgetLoader, type WidgetLoaderParams } from './loader.inline';

const config: WidgetLoaderParams = {
  src: 'https://acsbapp.com/apps/app/dist/js/app.js',
  init: DEFAULT_WIDGET_INIT,
  options: { position: 'left', statementLink: '/accessibility' },
};

describe.each(FORMS)('accessibility widget loader (%s)', (form) => {
  let page: Page;
  afterEach(() => page.close());

  it('adds the widget only after load and idle, then calls its init with the options', () => {
    page = createPage();
    const { window, document } = page;
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    const idle: (() => void)[] = [];
    window.requestIdleCallback = (callback: IdleRequestCallback) =>
      idle.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
    const widgetScripts = () => [...document.querySelectorAll(`script[src="${config.src}"]`)];

    page.run(form, widgetLoader, config, widgetLoaderScript(config));
    expect(widgetScripts()).toEqual([]);
    window.dispatchEvent(new window.Event('load'));
    expect(widgetScripts()).toEqual([]); // not yet: only once the browser is idle
    idle.shift()!();
    const [script] = widgetScripts() as HTMLScriptElement[];
    expect(script?.async).toBe(true);

    const init = vi.fn();
    (window as unknown as Record<string, unknown>).acsbJS = { init };
    script!.dispatchEvent(new window.Event('load'));
    expect(init).toHaveBeenCalledWith(config.options);
  });

  it('once the page has loaded, it waits only for a timeout where idle callbacks are missing', async () => {
    page = createPage();
    Object.defineProperty(page.document, 'readyState', { value: 'complete', configurable: true });
    expect('requestIdleCallback' in page.window).toBe(false);
    page.run(form, widgetLoader, config, widgetLoaderScript(config));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(page.document.querySelectorAll(`script[src="${config.src}"]`)).toHaveLength(1);
  });
});
