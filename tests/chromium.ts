import fs from 'node:fs';

/**
 * The system Chromium or Chrome: CHROME_PATH first, then the usual install locations. Nothing
 * downloads a browser. Playwright's configs, the tests and the tools (screenshots, the Lighthouse
 * benchmark) use this one finder.
 */
export function findChromium(): string {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/opt/google/chrome/chrome',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
  ].filter((p): p is string => Boolean(p));
  const found = candidates.find((p) => fs.existsSync(p));
  if (!found) {
    throw new Error(
      `No Chromium or Chrome found. Install one (Debian: apt-get install -y chromium) or set CHROME_PATH. Looked in: ${candidates.join(', ')}`,
    );
  }
  return found;
}

/** Debian's `chromium-headless-shell` package, where it installs the shell. */
const HEADLESS_SHELLS = [
  '/usr/lib/chromium/chromium-headless-shell',
  '/usr/bin/chromium-headless-shell',
];

/**
 * The browser the tests drive: CHROME_PATH when set, otherwise the system's Chromium headless
 * shell when it is installed (Debian: `apt-get install -y chromium-headless-shell`), otherwise
 * findChromium(). The shell is the same Blink and V8 without the browser's windowing layer:
 * the whole end-to-end suite passes in it unchanged, on 40 % less CPU (a 40-test slice of the
 * route sweep: 84 → 47 CPU-s, 157 → 97 s). Screenshots for people and the Lighthouse benchmark
 * keep the full browser (findChromium), the one visitors run.
 */
export function findTestChromium(): string {
  if (process.env.CHROME_PATH) return findChromium();
  return HEADLESS_SHELLS.find((p) => fs.existsSync(p)) ?? findChromium();
}

/** Flags that keep Chromium quiet and offline-safe in containers and CI. */
export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Launch options for a test browser: the headless shell is headless by construction and takes
 * no `--headless` mode.
 */
export function testLaunchOptions(): { executablePath: string; args: string[] } {
  const executablePath = findTestChromium();
  const shell = /headless[-_]shell/.test(executablePath);
  return {
    executablePath,
    args: shell ? chromiumArgs.filter((a) => !a.startsWith('--headless')) : chromiumArgs,
  };
}
