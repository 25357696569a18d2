/**
 * The widget's loader (brief §6: loaded lazily). After the window's `load` event, once the
 * browser is idle (`requestIdleCallback`, or a timeout where there is none), it adds the
 * widget's script; when that has loaded it calls the init function with the options. A missing
 * or failing init is a warning: nothing in the site depends on the widget. Compiled on its own
 * by scripts/inline-scripts.ts: nothing outside the function's body is reachable.
 */
export interface WidgetLoaderParams {
  src: string;
  /** A global function, dotted: `acsbJS.init`. */
  init: string;
  options: Record<string, unknown>;
}

export function widgetLoader({ src, init, options }: WidgetLoaderParams): void {
  function initWidget() {
    const path = init.split('.');
    const method = path.pop() as string;
    let owner = window as unknown as Record<string, unknown> | undefined;
    for (let i = 0; i < path.length && owner; i++) {
      owner = owner[path[i]!] as Record<string, unknown> | undefined;
    }
    try {
      const fn = owner && owner[method];
      if (typeof fn === 'function') fn.call(owner, options);
    } catch (error) {
      console.warn('accessibility widget: init failed', error);
    }
  }
  function addScript() {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = initWidget;
    document.body.appendChild(script);
  }
  function whenIdle() {
    if (window.requestIdleCallback) window.requestIdleCallback(addScript, { timeout: 10000 });
    else setTimeout(addScript, 1);
  }
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle);
}
