import { widgetLoaderScript, type WidgetConfig } from './loader-script';

/**
 * The third-party accessibility widget, rendered only when NEXT_PUBLIC_ACCESSIBILITY_WIDGET_SRC
 * is set: an inline loader that requests it after `load`, when the browser is idle. A server
 * component, so with the widget off the site ships nothing for it. The site is fully accessible
 * without it.
 */
export function AccessibilityWidget({ nonce, ...config }: WidgetConfig & { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: widgetLoaderScript(config) }} />;
}
