/** The widget's init function when none is configured (accessiBe's). */
export const DEFAULT_WIDGET_INIT = 'acsbJS.init';

export interface WidgetConfig {
  src: string;
  /** A global function, dotted: `acsbJS.init`. */
  init: string;
  options: Record<string, unknown>;
}

/** JSON that is safe inside an inline <script> (no `</script>`, no `<!--`). */
const inline = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The inline loader (brief §6: loaded lazily). After the window's `load` event, once the browser
 * is idle (`requestIdleCallback`, or a timeout where there is none), it adds the widget's script;
 * when that has loaded it calls the init function with the options. `next/script`'s `lazyOnload`
 * does the same, but would put its loader in every page's JavaScript, on or off; this is inlined
 * only when the widget is configured. A missing or failing init is a warning: nothing in the site
 * depends on the widget.
 */
export function widgetLoaderScript({ src, init, options }: WidgetConfig): string {
  return `(function(w,d){function run(){var o=w,p=${inline(init)}.split('.'),m=p.pop(),i;for(i=0;i<p.length&&o;i++)o=o[p[i]];try{if(o&&typeof o[m]==='function')o[m](${inline(options)});}catch(e){console.warn('accessibility widget: init failed',e)}}function add(){var s=d.createElement('script');s.src=${inline(src)};s.async=true;s.onload=run;d.body.appendChild(s)}function idle(){if(w.requestIdleCallback)w.requestIdleCallback(add,{timeout:10000});else setTimeout(add,1)}if(d.readyState==='complete')idle();else w.addEventListener('load',idle)})(window,document);`;
}
