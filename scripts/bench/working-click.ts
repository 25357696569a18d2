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
 *   npx tsx scripts/bench/working-click.ts http://127.0.0.1:3000/services --tries 50 [--cpu 4|1]
 *     [--no-network-throttling] [--target menu|chat] [--ready]
 * (`--ready`: each visit also waits for the page to hydrate, and reports when.)
 */
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, findChromium } from '../../tests/chromium';
import { median } from './stats';

/** Lighthouse 13's mobile preset (simulated there, applied here). */
export const MOBILE_CONDITIONS: NetworkConditions = {
  latencyMs: 150,
  downloadKbps: 1638.4,
  uploadKbps: 750,
  cpuSlowdown: 4,
};

/** The conditions a visit is made under (latency 0: no network throttling). */
export interface NetworkConditions {
  latencyMs: number;
  downloadKbps: number;
  uploadKbps: number;
  cpuSlowdown: number;
}

/** One click the page saw: when, whether on the control, and what it left its dialog. */
interface RecordedClick {
  t: number;
  onControl: boolean;
  after: 'absent' | 'open' | 'closed';
}

/** What the recorder keeps on `window.__bench`, in ms from navigation start. */
interface BenchRecord {
  clicks: RecordedClick[];
  fcp?: number;
  ready?: number;
}

/** The page's window, once the recorder has run. */
type BenchWindow = Window & { __bench?: BenchRecord };

/** Records paints, and every click with whether it landed on the control, from the start. */
const RECORDER = ({ selector, dialogId }: { selector: string; dialogId: string }) => {
  const bench: BenchRecord = { clicks: [] };
  (window as BenchWindow).__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') bench.fcp = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  // When the framework has hydrated: the contact form says so (components/contact-form).
  new MutationObserver((_, observer) => {
    if (!document.querySelector('form[data-ready]')) return;
    bench.ready = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, attributes: true, childList: true });
  window.addEventListener(
    'click',
    (event) => {
      const onControl = event.target instanceof Element && !!event.target.closest(selector);
      const click: RecordedClick = { t: performance.now(), onControl, after: 'absent' };
      bench.clicks.push(click);
      // What the click left once its default action ran: the dialog open, closed (the click did
      // nothing), or not parsed yet (the shell keeps the click and opens the dialog when it is).
      setTimeout(() => {
        const dialog = document.querySelector<HTMLDialogElement>(`dialog#${dialogId}`);
        if (dialog) click.after = dialog.open ? 'open' : 'closed';
      });
    },
    true,
  );
};

/** The controls a visitor reaches first. */
type Target = 'menu' | 'chat';
const isTarget = (name: string): name is Target => name === 'menu' || name === 'chat';

interface Viewport {
  width: number;
  height: number;
}

/** A point on the page, in CSS pixels. */
interface Spot {
  x: number;
  y: number;
}

/** One first visit, in ms from navigation start. */
interface Visit {
  fcp: number;
  ready: number;
  click: number;
  lost: number;
}

/** The selector of each control, and the dialog it opens. */
const TARGETS: Record<Target, { control: string; dialog: string | RegExp; id: string }> = {
  menu: { control: 'header [commandfor="site-menu"]', dialog: 'Site menu', id: 'site-menu' },
  chat: {
    control: 'header a[href="/contact"]',
    dialog: /start a conversation/i,
    id: 'contact-dialog',
  },
};

/** Where the control is drawn at this viewport (a warm, unthrottled visit). */
async function controlCentre(
  browser: Browser,
  url: string,
  selector: string,
  viewport: Viewport,
): Promise<Spot> {
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
async function visit(
  browser: Browser,
  url: string,
  {
    conditions,
    target,
    viewport,
    spot,
    waitForReady,
  }: {
    conditions: NetworkConditions;
    target: Target;
    viewport: Viewport;
    spot: Spot;
    waitForReady: boolean;
  },
): Promise<Visit> {
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
      for (const type of ['mousePressed', 'mouseReleased'] as const) {
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
    await page.waitForFunction(() => (window as BenchWindow).__bench?.fcp !== undefined);
    if (waitForReady) {
      await page.waitForFunction(() => (window as BenchWindow).__bench?.ready !== undefined, null, {
        timeout: 60_000,
      });
    }
    const bench = (await page.evaluate(() => (window as BenchWindow).__bench)) ?? { clicks: [] };
    const fcp = bench.fcp ?? NaN;
    const onControl = bench.clicks.filter((c) => c.onControl);
    const opened = await dialog.isVisible();
    // A click that lands before the dialog is parsed is kept by the shell, not lost; one that
    // lands before the first paint is one no visitor can make (the control is laid out, not yet
    // drawn). Lost: a click on the drawn control that left its dialog parsed and closed.
    const lost = opened
      ? onControl.filter((c) => c.t >= fcp && c.after === 'closed').length
      : onControl.length;
    return {
      fcp,
      ready: bench.ready ?? NaN,
      // The control works from the moment it is drawn at the earliest: a click that opened the
      // dialog before the first paint says the control worked when it appeared.
      click: opened
        ? Math.max(fcp, (onControl.find((c) => c.after === 'open') ?? onControl.at(-1))?.t ?? NaN)
        : NaN,
      lost,
    };
  } finally {
    await context.close();
  }
}

export interface WorkingClickOptions {
  /** First visits (default 5). */
  tries?: number;
  conditions?: NetworkConditions;
  target?: Target;
  viewport?: Viewport;
  /** Each visit also waits for the framework to hydrate, and reports when (`ready`). */
  waitForReady?: boolean;
}

/** The median figures of the visits, the total of lost clicks, and every visit. */
export interface WorkingClick {
  fcp: number;
  click: number;
  clickAfterFcp: number;
  ready: number;
  lost: number;
  tries: number;
  runs: Visit[];
}

/** `tries` first visits of `url`; the median figures and the total of lost clicks. */
export async function measureWorkingClick(
  url: string,
  options: WorkingClickOptions = {},
): Promise<WorkingClick> {
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
    const runs: Visit[] = [];
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

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const url = args.find((a) => /^https?:/.test(a));
  const option = (name: string, fallback: string) =>
    args.includes(name) ? (args[args.indexOf(name) + 1] ?? fallback) : fallback;
  const usage =
    'usage: npx tsx scripts/bench/working-click.ts <url> [--tries N] [--cpu N] ' +
    '[--no-network-throttling] [--target menu|chat] [--ready]';
  if (args.includes('--help')) {
    console.log(usage);
    process.exit(0);
  }
  const target = option('--target', 'menu');
  if (!url || !isTarget(target)) {
    console.error(usage);
    process.exit(2);
  }
  const conditions: NetworkConditions = {
    ...MOBILE_CONDITIONS,
    cpuSlowdown: Number(option('--cpu', String(MOBILE_CONDITIONS.cpuSlowdown))),
    ...(args.includes('--no-network-throttling') ? { latencyMs: 0 } : {}),
  };
  const result = await measureWorkingClick(url, {
    tries: Number(option('--tries', '5')),
    target,
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
