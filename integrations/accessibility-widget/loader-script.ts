import { inlineScript } from '@/lib/inline-script';
import { widgetLoader } from '@/lib/inline-scripts.generated';
import type { WidgetLoaderParams } from './loader.inline';

/** The widget's init function when none is configured (accessiBe's). */
export const DEFAULT_WIDGET_INIT = 'acsbJS.init';

export type { WidgetLoaderParams as WidgetConfig } from './loader.inline';

/**
 * The inline loader (loader.inline.ts): after `load` and once the browser is idle, the widget's
 * script, then its init with the options. `next/script`'s `lazyOnload` does the same, but would
 * put its loader in every page's JavaScript, on or off; this is inlined only when the widget is
 * configured.
 */
export function widgetLoaderScript(config: WidgetLoaderParams): string {
  return inlineScript(widgetLoader, config);
}
