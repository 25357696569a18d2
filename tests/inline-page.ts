/**
 * A page in happy-dom for the inline scripts' unit tests. Each script runs in two forms:
 * - `source`: the TypeScript function as Vitest compiled it, serialised with
 *   `Function.prototype.toString()` and evaluated in the page's realm, so a reference to anything
 *   outside the function's body fails;
 * - `emitted`: the minified text the site inlines (lib/inline-scripts.generated.ts with the
 *   site's arguments), the one the content security policy hashes.
 */
import { Window as HappyWindow } from 'happy-dom';

export const FORMS = ['source', 'emitted'] as const;
export type Form = (typeof FORMS)[number];

export interface PageOptions {
  /** The system's colour scheme. */
  colorScheme?: 'light' | 'dark';
  /** localStorage before any script runs. */
  storage?: Record<string, string>;
}

export type PageWindow = Window & typeof globalThis;

export function createPage({ colorScheme = 'light', storage = {} }: PageOptions = {}) {
  const happy = new HappyWindow({
    url: 'https://cairn.test/',
    settings: {
      device: { prefersColorScheme: colorScheme },
      // Navigation is observed through `location`, never carried out; nothing is fetched.
      navigation: {
        disableMainFrameNavigation: true,
        disableChildFrameNavigation: true,
        disableChildPageNavigation: true,
      },
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
    },
  });
  const window = happy as unknown as PageWindow;
  const document = window.document;
  for (const [key, value] of Object.entries(storage)) window.localStorage.setItem(key, value);

  // happy-dom does not fire `change` on a media query list when the scheme changes: the page
  // keeps the lists the scripts create, and `setColorScheme` fires it as a browser would.
  const mediaQueries: MediaQueryList[] = [];
  const matchMedia = window.matchMedia.bind(window);
  window.matchMedia = (query: string) => {
    const list = matchMedia(query);
    mediaQueries.push(list);
    return list;
  };

  return {
    window,
    document,
    /** Runs an inline script in the page, as its source function or as the emitted text. */
    run<Params>(form: Form, fn: (params: Params) => void, params: Params, emitted: string) {
      if (form === 'source') {
        const serialised = window.eval(`(${fn.toString()})`) as (params: Params) => void;
        serialised(params);
      } else {
        window.eval(emitted);
      }
    },
    /** Sets the document's markup, as the parser would have reached it so far. */
    parse(html: string) {
      document.body.innerHTML = html;
    },
    /** The end of parsing. */
    parsed() {
      document.dispatchEvent(new window.Event('DOMContentLoaded'));
    },
    click(target: Element, init: MouseEventInit = {}) {
      return target.dispatchEvent(
        new window.MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }),
      );
    },
    /** Presses a key on the focused element; false when a script prevented the default. */
    press(key: string, init: KeyboardEventInit = {}) {
      const target = document.activeElement ?? document.body;
      return target.dispatchEvent(
        new window.KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }),
      );
    },
    setColorScheme(scheme: 'light' | 'dark') {
      happy.happyDOM.settings.device.prefersColorScheme = scheme;
      for (const list of mediaQueries) {
        list.dispatchEvent(
          new window.MediaQueryListEvent('change', { matches: list.matches, media: list.media }),
        );
      }
    },
    /** Resolves after the next animation frame. */
    frame() {
      return new Promise<void>((resolve) => window.requestAnimationFrame(() => resolve()));
    },
    close() {
      return happy.happyDOM.close();
    },
  };
}

export type Page = ReturnType<typeof createPage>;
