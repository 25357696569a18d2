import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_WIDGET_INIT, widgetLoaderScript } from './loader-script';

/** A page in a sandbox: records listeners, idle callbacks and the scripts added to the body. */
function fakePage(readyState: 'loading' | 'complete', withIdle = true) {
  const listeners: Record<string, () => void> = {};
  const idle: (() => void)[] = [];
  const added: { src?: string; async?: boolean; onload?: () => void }[] = [];
  const warn = vi.fn();
  const window: Record<string, unknown> = {
    addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
  };
  if (withIdle) window.requestIdleCallback = (fn: () => void) => idle.push(fn);
  const document = {
    readyState,
    createElement: () => ({}),
    body: { appendChild: (el: (typeof added)[number]) => added.push(el) },
  };
  const timers: (() => void)[] = [];
  const context = {
    window,
    document,
    console: { warn },
    setTimeout: (fn: () => void) => timers.push(fn),
  };
  return { context, window, listeners, idle, added, warn, timers };
}

const config = {
  src: 'https://acsbapp.com/apps/app/dist/js/app.js',
  init: DEFAULT_WIDGET_INIT,
  options: { position: 'left', statementLink: '/accessibility' },
};

describe('accessibility widget loader', () => {
  it('waits for load, then for idle, then adds the script and calls init with the options', () => {
    const page = fakePage('loading');
    vm.runInNewContext(widgetLoaderScript(config), page.context);
    expect(page.added).toEqual([]);
    expect(Object.keys(page.listeners)).toEqual(['load']);

    page.listeners.load!();
    expect(page.added).toEqual([]); // not yet: only once the browser is idle
    page.idle.shift()!();
    expect(page.added).toEqual([expect.objectContaining({ src: config.src, async: true })]);

    const init = vi.fn();
    page.window.acsbJS = { init };
    page.added[0]!.onload!();
    expect(init).toHaveBeenCalledWith(config.options);
  });

  it('after load already happened, goes straight to idle; without requestIdleCallback, a timeout', () => {
    const page = fakePage('complete', false);
    vm.runInNewContext(widgetLoaderScript(config), page.context);
    expect(page.listeners).toEqual({});
    expect(page.timers).toHaveLength(1);
    page.timers[0]!();
    expect(page.added).toHaveLength(1);
  });

  it('a missing or throwing init is only a warning', () => {
    const page = fakePage('complete');
    vm.runInNewContext(widgetLoaderScript({ ...config, init: 'a.b.init' }), page.context);
    page.idle.shift()!();
    expect(() => page.added[0]!.onload!()).not.toThrow();
    page.window.a = {
      b: {
        init() {
          throw new Error('boom');
        },
      },
    };
    page.added[0]!.onload!();
    expect(page.warn).toHaveBeenCalledOnce();
  });

  it('cannot be broken out of: values are JSON with "<" escaped', () => {
    const script = widgetLoaderScript({
      ...config,
      options: { footerHtml: '</script><script>alert(1)</script><!--' },
    });
    expect(script).not.toMatch(/<\/script|<!--/i);
    const page = fakePage('complete');
    vm.runInNewContext(script, page.context);
    page.idle.shift()!();
    const init = vi.fn();
    page.window.acsbJS = { init };
    page.added[0]!.onload!();
    expect(init).toHaveBeenCalledWith({ footerHtml: '</script><script>alert(1)</script><!--' });
  });
});
