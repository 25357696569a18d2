import fs from 'node:fs';

/**
 * The system Chromium or Chrome: CHROME_PATH first, then the usual install locations. Nothing
 * downloads a browser. Plain JavaScript (typed by chromium.d.mts) so that both Playwright's
 * config and the Node scripts (the Lighthouse benchmark) use this one finder.
 * @returns {string}
 */
export function findChromium() {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/opt/google/chrome/chrome',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
  ].filter(Boolean);
  const found = candidates.find((p) => fs.existsSync(p));
  if (!found) {
    throw new Error(
      `No Chromium or Chrome found. Install one (Debian: apt-get install -y chromium) or set CHROME_PATH. Looked in: ${candidates.join(', ')}`,
    );
  }
  return found;
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
