#!/usr/bin/env node
/**
 * Time to a working click: on a first visit (new context, empty cache) under
 * Lighthouse's mobile conditions applied in the browser (150 ms round trip, 1.6 Mbps down,
 * 750 kbps up, 4× CPU), click Menu as early as the page lets a visitor, and again until the
 * menu opens. Reports, from navigation start: the first contentful paint, the click that opened
 * the menu, and how many clicks on the drawn control left its dialog closed (lost; a click the
 * shell keeps until the dialog is parsed is not lost, and one before the first paint lands on a
 * control no visitor can see yet). The clicks are trusted
 * (CDP input events) on the control's spot every 25 ms from the first byte, so the first one that
 * lands on the drawn control is at most a frame or two after it is painted: HTML first makes
 * that click the working one.
 *
 * Module: `measureWorkingClick(url, options)`. CLI, for the "no click lost" count:
 *   npx tsx scripts/bench/working-click.mjs http://127.0.0.1:3000/services --tries 50 [--cpu 4|1]
 *     [--no-network-throttling] [--target menu|chat] [--ready]
 * (`--ready`: each visit also waits for the page to hydrate, and reports when.)
 */
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '../../tests/chromium.ts';
import { median } from './stats.mjs';

/** Lighthouse 13's mobile preset (simulated there, applied here). */
export const MOBILE_CONDITIONS = {
  latencyMs: 150,
  downloadKbps: 1638.4,
  uploadKbps: 750,
  cpuSlowdown: 4,
};

/** Records paints, and every click with whether it landed on the control, from the start. */
const RECORDER = ({ selector, dialogId }) => {
  const w = /** @type {any} */ (window);
  w.__bench = { clicks: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') w.__bench.fcp = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  // When the framework has hydrated: the contact form says so (components/contact-form).
  new MutationObserver((_, observer) => {
    if (!document.querySelector('form[data-ready]')) return;
    w.__bench.ready = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, attributes: true, childList: true });
  window.addEventListener(
    'click',
    (event) => {
      const onControl = event.target instanceof Element && !!event.target.closest(selector);
      const click = { t: performance.now(), onControl, after: 'absent' };
      w.__bench.clicks.push(click);
      // What the click left once its default action ran: the dialog open, closed (the click did
      // nothing), or not parsed yet (the shell keeps the click and opens the dialog when it is).
      setTimeout(() => {
        const dialog = document.querySelector(`dialog#${dialogId}`);
        if (dialog)
          click.after = /** @type {HTMLDialogElement} */ (dialog).open ? 'open' : 'closed';
      });
    },
    true,
  );
};

/** The controls a visitor reaches first: the selector of each, and the dialog it opens. */
const TARGETS = {
  menu: { control: 'header [commandfor="site-menu"]', dialog: 'Site menu', id: 'site-menu' },
  chat: {
    control: 'header a[href="/contact"]',
    dialog: /start a conversation/i,
    id: 'contact-dialog',
  },
};

/** Where the control is drawn at this viewport (a warm, unthrottled visit). */
async function controlCentre(browser, url, selector, viewport) {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    await page.goto(url);
    const box = await page.locator(selector).first().boundingBox();
    if (!box) throw new Error(`${selector} is not drawn on ${url}`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await context.close();
  }
}

/**
 * One first visit: trusted clicks on the control's spot every 25 ms from the first byte until
 * its dialog is open. Returns, in ms from navigation start, the first contentful paint and the
 * click that opened it, and how many clicks that landed on the control opened nothing (lost).
 */
async function visit(browser, url, { conditions, target, viewport, spot, waitForReady }) {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    await page.addInitScript(RECORDER, {
      selector: TARGETS[target].control,
      dialogId: TARGETS[target].id,
    });
    const cdp = await context.newCDPSession(page);
    if (conditions.latencyMs) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: conditions.latencyMs,
        downloadThroughput: (conditions.downloadKbps * 1024) / 8,
        uploadThroughput: (conditions.uploadKbps * 1024) / 8,
      });
    }
    if (conditions.cpuSlowdown > 1) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: conditions.cpuSlowdown });
    }
    await page.goto(url, { waitUntil: 'commit' });
    const dialog = page.getByRole('dialog', { name: TARGETS[target].dialog });
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      for (const type of ['mousePressed', 'mouseReleased']) {
        await cdp.send('Input.dispatchMouseEvent', {
          type,
          ...spot,
          button: 'left',
          clickCount: 1,
        });
      }
      if (await dialog.isVisible()) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    // A click can open the dialog before the first paint (the control is laid out first): the
    // paint is still to come, and the figures are read from it.
    await page.waitForFunction(() => /** @type {any} */ (window).__bench.fcp !== undefined);
    if (waitForReady) {
      await page.waitForFunction(
        () => /** @type {any} */ (window).__bench.ready !== undefined,
        null,
        {
          timeout: 60_000,
        },
      );
    }
    const bench = await page.evaluate(() => /** @type {any} */ (window).__bench);
    const onControl = bench.clicks.filter((c) => c.onControl);
    const opened = await dialog.isVisible();
    // A click that lands before the dialog is parsed is kept by the shell, not lost; one that
    // lands before the first paint is one no visitor can make (the control is laid out, not yet
    // drawn). Lost: a click on the drawn control that left its dialog parsed and closed.
    const lost = opened
      ? onControl.filter((c) => c.t >= bench.fcp && c.after === 'closed').length
      : onControl.length;
    return {
      fcp: bench.fcp,
      ready: bench.ready ?? NaN,
      // The control works from the moment it is drawn at the earliest: a click that opened the
      // dialog before the first paint says the control worked when it appeared.
      click: opened
        ? Math.max(bench.fcp, (onControl.find((c) => c.after === 'open') ?? onControl.at(-1))?.t)
        : NaN,
      lost,
    };
  } finally {
    await context.close();
  }
}

/**
 * `tries` first visits of `url`; the median figures and the total of lost clicks.
 * @param {string} url
 * `waitForReady`: each visit also waits for the framework to hydrate, and reports when (`ready`).
 * @param {{ tries?: number, conditions?: typeof MOBILE_CONDITIONS, target?: 'menu' | 'chat', viewport?: { width: number, height: number }, waitForReady?: boolean }} [options]
 */
export async function measureWorkingClick(url, options = {}) {
  const {
    tries = 5,
    conditions = MOBILE_CONDITIONS,
    target = 'menu',
    viewport = { width: 412, height: 823 },
    waitForReady = false,
  } = options;
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    const spot = await controlCentre(browser, url, TARGETS[target].control, viewport);
    const runs = [];
    for (let i = 0; i < tries; i++) {
      runs.push(await visit(browser, url, { conditions, target, viewport, spot, waitForReady }));
    }
    return {
      fcp: median(runs.map((r) => r.fcp)),
      click: median(runs.map((r) => r.click)),
      clickAfterFcp: median(runs.map((r) => r.click - r.fcp)),
      ready: median(runs.map((r) => r.ready)),
      lost: runs.reduce((sum, r) => sum + r.lost, 0),
      tries,
      runs,
    };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const url = args.find((a) => /^https?:/.test(a));
  const option = (name, fallback) =>
    args.includes(name) ? args[args.indexOf(name) + 1] : fallback;
  if (!url) {
    console.error('usage: working-click.mjs <url> [--tries N] [--cpu N] [--target menu|chat]');
    process.exit(2);
  }
  const conditions = {
    ...MOBILE_CONDITIONS,
    cpuSlowdown: Number(option('--cpu', MOBILE_CONDITIONS.cpuSlowdown)),
    ...(args.includes('--no-network-throttling') ? { latencyMs: 0 } : {}),
  };
  const result = await measureWorkingClick(url, {
    tries: Number(option('--tries', 5)),
    target: option('--target', 'menu'),
    conditions,
    waitForReady: args.includes('--ready'),
  });
  console.log(
    `working click on ${url} (${result.tries} first visits, ${conditions.latencyMs ? `${conditions.latencyMs} ms RTT, ` : ''}${conditions.cpuSlowdown}× CPU): ` +
      `FCP ${Math.round(result.fcp)} ms, working click ${Math.round(result.click)} ms ` +
      `(${Math.round(result.clickAfterFcp)} ms after FCP), clicks lost ${result.lost}` +
      (args.includes('--ready') ? `, hydrated ${Math.round(result.ready)} ms` : ''),
  );
}
