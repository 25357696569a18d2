import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Builder, Key as SeleniumKey, Origin, type WebDriver } from 'selenium-webdriver';
import { freePort } from '../server-process';
import {
  centreOf,
  settledCentre,
  type Driver,
  type Engine,
  type Key,
  type OpenOptions,
  type Point,
} from './driver';

const MINIBROWSER_DIRS = [
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1',
  '/usr/libexec/webkit2gtk-4.1',
];

/** WebKitGTK's MiniBrowser (Debian's `webkit2gtk-driver` brings it), or MINIBROWSER_PATH. */
export function findMiniBrowser(): string | null {
  const candidates = [
    process.env.MINIBROWSER_PATH,
    ...MINIBROWSER_DIRS.map((dir) => path.join(dir, 'MiniBrowser')),
  ];
  return candidates.find((p): p is string => Boolean(p) && fs.existsSync(p as string)) ?? null;
}

const onPath = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

/** Starts Xvfb on a free display (it writes the number to fd 3) and returns it. */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const xvfb = spawn(
      'Xvfb',
      ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'],
      {
        stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    xvfb.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    (xvfb.stdio[3] as NodeJS.ReadableStream).once('data', (chunk: Buffer) =>
      resolve({ display: `:${chunk.toString().trim()}`, process: xvfb }),
    );
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${stderr}`)));
  });
}

/**
 * MiniBrowser's toolbar keeps its window at least 447 px wide; this user style shrinks the
 * toolbar (not the page) so that the page can be 390 px wide, like a phone.
 */
const NARROW_TOOLBAR_CSS =
  'window > *:not(scrolledwindow) * { min-width: 0; min-height: 0; padding: 0; margin: 0; border: 0; font-size: 1px; -gtk-icon-transform: scale(0.1); }\n';

/**
 * A listener the driver injects into each page (classic WebDriver has no console access):
 * console.error calls, uncaught errors, failed subresources, rejected promises and CSP
 * violations from the moment the driver gets control (DOMContentLoaded) on.
 */
const ERROR_LISTENER = `(function () {
  if (window.__engineErrors) return;
  var errors = (window.__engineErrors = []);
  var original = console.error;
  console.error = function () {
    errors.push([].map.call(arguments, String).join(' '));
    return original.apply(console, arguments);
  };
  addEventListener('error', function (e) {
    var t = e.target;
    errors.push(t && t !== window ? 'failed to load ' + (t.src || t.href || t.tagName) : e.message + ' (' + e.filename + ')');
  }, true);
  addEventListener('unhandledrejection', function (e) { errors.push('unhandled rejection: ' + String(e.reason)); });
  document.addEventListener('securitypolicyviolation', function (e) {
    errors.push('CSP: ' + e.violatedDirective + ' blocked ' + e.blockedURI);
  });
})();`;

/**
 * WebKitGTK through its WebDriver (WebKitWebDriver, classic W3C WebDriver: no BiDi, and it
 * refuses a `webSocketUrl` capability) and selenium-webdriver, under Xvfb. Scripts off:
 * MiniBrowser's `--enable-javascript-markup=false` stops the page's own scripts while the
 * driver's still run.
 */
export function webkitEngine(baseURL: string): Engine {
  const binary = findMiniBrowser();
  let server: Promise<{ url: string; stop: () => void }> | null = null;
  const start = async () => {
    const xvfb = await startXvfb();
    const config = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-webkit-'));
    fs.mkdirSync(path.join(config, 'gtk-3.0'));
    fs.writeFileSync(path.join(config, 'gtk-3.0', 'gtk.css'), NARROW_TOOLBAR_CSS);
    const port = await freePort();
    const driver = spawn('WebKitWebDriver', [`--port=${port}`], {
      stdio: 'ignore',
      env: { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: config },
    });
    const url = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${url}/status`)).ok) break;
      } catch {
        if (i > 100) throw new Error('WebKitWebDriver did not start');
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    return {
      url,
      stop: () => {
        driver.kill();
        xvfb.process.kill();
        fs.rmSync(config, { recursive: true, force: true });
      },
    };
  };
  return {
    name: 'webkit',
    unavailable() {
      if (!binary)
        return 'WebKitGTK MiniBrowser is not installed (Debian: apt-get install -y webkit2gtk-driver, or set MINIBROWSER_PATH)';
      if (!onPath('WebKitWebDriver'))
        return 'WebKitWebDriver is not installed (Debian: webkit2gtk-driver)';
      if (!onPath('Xvfb')) return 'Xvfb is not installed (Debian: apt-get install -y xvfb)';
      return null;
    },
    scriptsOff: true,
    async open({ width, height, scripts }: OpenOptions): Promise<Driver> {
      server ??= start();
      const { url } = await server;
      const session = await new Builder()
        .usingServer(url)
        .withCapabilities({
          browserName: 'MiniBrowser',
          // Navigation returns at the load event: with 'eager' WebKitWebDriver returns at
          // DOMContentLoaded but then holds every later command until its page-load timeout.
          pageLoadStrategy: 'normal',
          'webkitgtk:browserOptions': {
            binary,
            args: ['--automation', ...(scripts ? [] : ['--enable-javascript-markup=false'])],
          },
        })
        .build();
      // The window's chrome takes some room: size the window so the page gets width × height.
      await session.manage().window().setRect({ x: 0, y: 0, width, height });
      const [innerWidth, innerHeight] = (await session.executeScript(
        'return [innerWidth, innerHeight]',
      )) as [number, number];
      if (innerWidth !== width || innerHeight !== height) {
        await session
          .manage()
          .window()
          .setRect({ width: 2 * width - innerWidth, height: 2 * height - innerHeight });
      }
      return webDriverDriver(session, baseURL);
    },
    async stop() {
      if (server) (await server).stop();
      server = null;
    },
  };
}

const KEYS: Record<Key, string> = {
  Escape: SeleniumKey.ESCAPE,
  Enter: SeleniumKey.ENTER,
  Tab: SeleniumKey.TAB,
  ArrowUp: SeleniumKey.ARROW_UP,
  ArrowDown: SeleniumKey.ARROW_DOWN,
  ArrowLeft: SeleniumKey.ARROW_LEFT,
  ArrowRight: SeleniumKey.ARROW_RIGHT,
  a: 'a',
  b: 'b',
};

function webDriverDriver(session: WebDriver, baseURL: string): Driver {
  const earlier: string[] = [];
  /** Runs `expression` after making sure the error listener is in the page. */
  const run = (expression: string) =>
    session.executeScript(`${ERROR_LISTENER}\nreturn (${expression});`);
  const pageErrors = async () => ((await run('window.__engineErrors')) as string[] | null) ?? [];
  /** Keeps what the current page saw before leaving it. */
  const leaving = async () => earlier.push(...(await pageErrors().catch(() => [])));
  const at = (expression: string, focus = false) =>
    settledCentre(expression, async () => (await run(centreOf(expression, focus))) as Point);
  return {
    async goto(target) {
      await leaving();
      await session.get(new URL(target, baseURL).href);
      await run('1');
    },
    async reload() {
      await leaving();
      await session.navigate().refresh();
      await run('1');
    },
    async path() {
      const url = new URL(await session.getCurrentUrl());
      return url.pathname + url.search;
    },
    evaluate: async <T>(expression: string) => (await run(expression)) as T,
    async click(expression) {
      const { x, y } = await at(expression);
      await session.actions().move({ x, y, origin: Origin.VIEWPORT }).click().perform();
    },
    async type(expression, text) {
      await at(expression, true);
      await session.actions().sendKeys(text).perform();
    },
    async press(key) {
      await session.actions().sendKeys(KEYS[key]).perform();
    },
    consoleErrors: async () => [...earlier, ...(await pageErrors())],
    screenshot: async () => Buffer.from(await session.takeScreenshot(), 'base64'),
    close: () => session.quit(),
  };
}
