/**
 * The thin driver the cross-engine journeys are written against. Each engine has its
 * own adapter: Chromium through Playwright, Firefox ESR through Puppeteer over WebDriver BiDi,
 * WebKitGTK through selenium-webdriver over classic WebDriver. The journeys only ever see this
 * interface, so they are written once and the engine is a parameter.
 *
 * Elements are found in the page by role and accessible name (see `findIn` below), the way a
 * visitor and a screen reader find them, and clicked with the engine's real pointer input.
 * Over 300 lines on purpose: the interface, the in-page finder and the shared adapter belong
 * together; each engine's own adapter is a file of its own.
 */

export type EngineName = 'chromium' | 'firefox' | 'webkit';
export const ENGINES: readonly EngineName[] = ['chromium', 'firefox', 'webkit'];

/** Keys the journeys press. */
export type Key =
  'Escape' | 'Enter' | 'Tab' | 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'a' | 'b';

export interface OpenOptions {
  /** The layout viewport, in CSS pixels. */
  width: number;
  height: number;
  /** false: the engine runs no script of the page (not every driver can do it: see `Engine`). */
  scripts: boolean;
}

/** One browser page in a fresh profile (empty cache and storage). */
export interface Driver {
  /**
   * Loads `path` (relative to the site) and returns as soon as the page shows (DOMContentLoaded):
   * a visitor acts then, not when the framework has hydrated.
   */
  goto(path: string): Promise<void>;
  /** Reloads the page and returns at DOMContentLoaded. */
  reload(): Promise<void>;
  /** The page's current path and search. */
  path(): Promise<string>;
  /**
   * Evaluates a JavaScript expression in the page and returns its value (JSON data only). Build
   * it with `call()`.
   */
  evaluate<T>(expression: string): Promise<T>;
  /** A real pointer click on the element the expression evaluates to. */
  click(expression: string): Promise<void>;
  /** Focuses the element the expression evaluates to and types `text` with real key events. */
  type(expression: string, text: string): Promise<void>;
  /** Presses a key on whatever has focus. */
  press(key: Key): Promise<void>;
  /**
   * Console errors and uncaught exceptions of the pages loaded so far. Engines without console
   * access (classic WebDriver) count what a listener injected at DOMContentLoaded saw.
   */
  consoleErrors(): Promise<string[]>;
  /** A PNG of the viewport. */
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

/** A browser engine: started once per test worker, one `Driver` per test. */
export interface Engine {
  readonly name: EngineName;
  /** Why this engine cannot run on this machine (null when it can). */
  unavailable(): string | null;
  /** Whether `open({ scripts: false })` is supported (and if not, why). */
  readonly scriptsOff: true | string;
  open(options: OpenOptions): Promise<Driver>;
  stop(): Promise<void>;
}

/** What the journeys look for: a role and an accessible name, optionally inside another. */
export interface Target {
  role?: string;
  /** The exact accessible name (whitespace collapsed), or a pattern. */
  name?: string | RegExp;
  /** A CSS selector instead of a role (e.g. `summary`), optionally with text it contains. */
  css?: string;
  text?: string;
  within?: Target;
  /** Only elements a visitor can see (default true). */
  visible?: boolean;
}

/** What `inspect()` reports about the first element matching a target. */
export interface Inspection {
  count: number;
  visible: boolean;
  focused: boolean;
  text: string;
  value: string | null;
  checked: boolean | null;
  description: string;
  attributes: Record<string, string>;
}

type PlainTarget = Omit<Target, 'name' | 'within'> & {
  name?: string | { source: string; flags: string };
  within?: PlainTarget;
};

export function plain(target: Target): PlainTarget {
  const { name, within, ...rest } = target;
  return {
    ...rest,
    ...(name === undefined
      ? {}
      : { name: name instanceof RegExp ? { source: name.source, flags: name.flags } : name }),
    ...(within ? { within: plain(within) } : {}),
  };
}

/**
 * Runs in the page (serialised, so it references nothing outside itself): every element matching
 * the target, in document order. Roles and names follow the ARIA rules the site relies on
 * (explicit role first, then the element's implicit role; aria-labelledby, aria-label, <label>,
 * then content).
 */
export function findIn(target: PlainTarget): Element[] {
  const implicit: Record<string, string> = {
    alert: '[role=alert]',
    banner: 'body > header, body > div > header, [role=banner]',
    button: 'button, input[type=submit], input[type=button], [role=button]',
    checkbox: 'input[type=checkbox], [role=checkbox]',
    combobox: 'select:not([multiple]), [role=combobox]',
    dialog: 'dialog, [role=dialog]',
    form: 'form, [role=form]',
    group: 'fieldset, details, [role=group]',
    heading: 'h1, h2, h3, h4, h5, h6, [role=heading]',
    img: 'img, svg[role=img], [role=img]',
    link: 'a[href], [role=link]',
    main: 'main, [role=main]',
    radio: 'input[type=radio], [role=radio]',
    status: 'output, [role=status]',
    switch: '[role=switch]',
    textbox:
      'input:not([type]), input[type=text], input[type=email], input[type=tel], input[type=url], input[type=search], textarea, [role=textbox]',
  };
  const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
  // Name from content: text, an image's alt, and a child's own aria-label, skipping what is
  // hidden from everyone (aria-hidden, display: none, visibility: hidden).
  const textOf = (el: Element): string => {
    let s = '';
    el.childNodes.forEach((n) => {
      if (n.nodeType === 3) s += n.textContent;
      else if (n instanceof Element && n.getAttribute('aria-hidden') !== 'true') {
        const style = getComputedStyle(n);
        if (style.display === 'none' || style.visibility === 'hidden') return;
        const own = n.getAttribute('aria-label');
        s += own ? ` ${own} ` : n instanceof HTMLImageElement ? n.alt : textOf(n);
      }
    });
    return s;
  };
  // The accessible-name steps of accname 1.2 and HTML-AAM that the site's markup can reach:
  // aria-labelledby, aria-label, the host language's label (label, legend, alt, a button's
  // value), content for roles named by it, then title, then an input's placeholder.
  const nameOf = (el: Element): string => {
    const by = el.getAttribute('aria-labelledby');
    if (by) {
      return squash(
        by
          .split(/\s+/)
          .map((id) => {
            const t = document.getElementById(id);
            return t ? textOf(t) : '';
          })
          .join(' '),
      );
    }
    const label = el.getAttribute('aria-label');
    if (label && label.trim()) return squash(label);
    const title = squash(el.getAttribute('title') ?? '');
    const field =
      el instanceof HTMLInputElement ||
      el instanceof HTMLTextAreaElement ||
      el instanceof HTMLSelectElement;
    if (field) {
      const labels = el.labels;
      if (labels && labels.length) return squash(Array.from(labels).map(textOf).join(' '));
      if (el instanceof HTMLInputElement && ['submit', 'button', 'reset'].includes(el.type)) {
        return squash(el.value) || (el.type === 'submit' ? 'Submit' : title);
      }
      if (title) return title;
      return el instanceof HTMLSelectElement ? '' : squash(el.getAttribute('placeholder') ?? '');
    }
    if (el instanceof HTMLFieldSetElement) {
      const legend = el.querySelector(':scope > legend');
      return (legend ? squash(textOf(legend)) : '') || title;
    }
    if (el instanceof HTMLImageElement) return squash(el.alt) || title;
    if (el instanceof HTMLFormElement || el instanceof HTMLDialogElement) return title;
    return squash(textOf(el)) || title;
  };
  const visible = (el: Element) =>
    'checkVisibility' in el
      ? el.checkVisibility({ visibilityProperty: true })
      : (el as HTMLElement).getClientRects().length > 0;

  let scopes: Element[] = [document.documentElement];
  if (target.within) scopes = findIn(target.within).slice(0, 1);
  const found: Element[] = [];
  for (const scope of scopes) {
    const selector = target.css ?? (target.role ? implicit[target.role] : undefined) ?? '*';
    for (const el of Array.from(scope.querySelectorAll(selector))) {
      const role = el.getAttribute('role');
      if (target.role && role && role !== target.role) continue;
      if (target.text && !squash(el.textContent ?? '').includes(target.text)) continue;
      const wanted = target.name;
      if (wanted !== undefined) {
        const name = nameOf(el);
        const ok =
          typeof wanted === 'string'
            ? name === wanted
            : new RegExp(wanted.source, wanted.flags).test(name);
        if (!ok) continue;
      }
      if (target.visible !== false && !visible(el)) continue;
      found.push(el);
    }
  }
  return found;
}

/** An expression that evaluates to `fn(...args)` in the page; `fn` must be self-contained. */
export function call(fn: (...args: never[]) => unknown, ...args: unknown[]): string {
  return `(${fn.toString()}).apply(null, ${JSON.stringify(args)})`;
}

/** An expression for the first element matching `target` (null when none). */
export function element(target: Target): string {
  return `((${findIn.toString()})(${JSON.stringify(plain(target))})[0] || null)`;
}

/** What the first element matching `target` looks like to a visitor. */
export function inspect(driver: Driver, target: Target): Promise<Inspection> {
  const all = { ...target, visible: false };
  return driver.evaluate<Inspection>(
    `(function (find, target, all) {
      var matches = find(target);
      var el = matches[0] || find(all)[0];
      if (!el) return { count: 0, visible: false, focused: false, text: '', value: null, checked: null, description: '', attributes: {} };
      var attributes = {};
      for (var i = 0; i < el.attributes.length; i++) attributes[el.attributes[i].name] = el.attributes[i].value;
      var described = (el.getAttribute('aria-describedby') || '').split(/\\s+/).map(function (id) {
        var d = id && document.getElementById(id); return d ? d.textContent : '';
      }).join(' ').replace(/\\s+/g, ' ').trim();
      return {
        count: matches.length,
        visible: matches.length > 0,
        focused: document.activeElement === el,
        text: (el.textContent || '').replace(/\\s+/g, ' ').trim(),
        value: 'value' in el && typeof el.value === 'string' ? el.value : null,
        checked: 'checked' in el && typeof el.checked === 'boolean' ? el.checked : null,
        description: described,
        attributes: attributes,
      };
    })(${findIn.toString()}, ${JSON.stringify(plain(target))}, ${JSON.stringify(plain(all))})`,
  );
}

/** A short description of a target for messages. */
export function describe(target: Target): string {
  const own = `${target.role ?? target.css ?? 'element'}${target.name ? ` "${String(target.name)}"` : ''}${target.text ? ` with "${target.text}"` : ''}`;
  return target.within ? `${own} in ${describe(target.within)}` : own;
}

/**
 * An expression that scrolls the element into the middle of the viewport (at once, whatever the
 * page's scroll-behavior; focus() alone would start a smooth scroll that moves the element after
 * its centre is read), optionally focuses it, and evaluates to its centre in viewport
 * coordinates (null when there is no element). Every driver clicks there with its real pointer:
 * element-handle clicks differ between the clients (Puppeteer's wait on page scripts, which never
 * run with scripts off in Firefox; classic WebDriver refuses elements it deems covered).
 */
export function centreOf(expression: string, focus = false): string {
  return `(function (el) {
    if (!el) return null;
    el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
    if (${focus}) el.focus({ preventScroll: true });
    var r = el.getBoundingClientRect();
    return { x: Math.round(r.left + r.width / 2), y: Math.round(r.top + r.height / 2) };
  })(${expression})`;
}

export type Point = { x: number; y: number } | null;

/**
 * Reads an element's centre (`read`, built with `centreOf`) until two readings 50 ms apart agree:
 * an engine may still be scrolling the caret of the field just typed in into view (Firefox does
 * it after the key events), which would move the element from under the pointer.
 */
export async function settledCentre(
  expression: string,
  read: () => Promise<Point>,
): Promise<{ x: number; y: number }> {
  let last = await read();
  for (let i = 0; i < 20; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const next = await read();
    if (last && next && last.x === next.x && last.y === next.y) return next;
    last = next;
  }
  if (!last) throw new Error(`no such element: ${expression.slice(-160)}`);
  return last;
}

/**
 * The parts of a Playwright or Puppeteer page a Driver needs: both libraries spell them alike,
 * so one adapter serves Chromium (Playwright) and Firefox (Puppeteer over BiDi).
 */
export interface ScriptablePage {
  goto(url: string, options: { waitUntil: 'domcontentloaded' }): Promise<unknown>;
  reload(options: { waitUntil: 'domcontentloaded' }): Promise<unknown>;
  url(): string;
  evaluate(expression: string): Promise<unknown>;
  mouse: { click(x: number, y: number): Promise<void> };
  keyboard: { type(text: string): Promise<void>; press(key: Key): Promise<void> };
  screenshot(): Promise<Uint8Array>;
}

/** A Driver over a Playwright or Puppeteer page; `errors` is filled by the page's listeners. */
export function scriptableDriver(
  page: ScriptablePage,
  baseURL: string,
  errors: string[],
  close: () => Promise<void>,
): Driver {
  const at = (expression: string, focus = false) =>
    settledCentre(expression, () => page.evaluate(centreOf(expression, focus)) as Promise<Point>);
  return {
    async goto(path) {
      await page.goto(new URL(path, baseURL).href, { waitUntil: 'domcontentloaded' });
    },
    async reload() {
      await page.reload({ waitUntil: 'domcontentloaded' });
    },
    async path() {
      const url = new URL(page.url());
      return url.pathname + url.search;
    },
    evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    async click(expression) {
      const { x, y } = await at(expression);
      await page.mouse.click(x, y);
    },
    async type(expression, text) {
      await at(expression, true);
      await page.keyboard.type(text);
    },
    press: (key) => page.keyboard.press(key),
    consoleErrors: async () => [...errors],
    screenshot: async () => Buffer.from(await page.screenshot()),
    close,
  };
}
