import fs from 'node:fs';
import path from 'node:path';
import {
  test as base,
  expect,
  type ConsoleMessage,
  type Locator,
  type Page,
} from '@playwright/test';
import { baseURL } from '../playwright.config';

/**
 * Every test fails when the page logs a console error or throws (house style: tests that fail
 * loudly). A test that provokes errors names them: `allowConsoleErrors(/status of 503/)` lets
 * only errors matching one of the patterns through, so any other error still fails the test.
 * Without patterns every error is allowed (for tests that throw on purpose).
 */
export const test = base.extend<{
  consoleErrors: string[];
  allowConsoleErrors: (...expected: RegExp[]) => void;
}>({
  consoleErrors: async ({ page }, use) => {
    await use(watchConsoleErrors(page).errors);
  },
  allowConsoleErrors: [
    async ({ consoleErrors }, use) => {
      let allowed = [] as RegExp[] | 'all';
      await use((...expected) => {
        allowed = expected.length ? expected : 'all';
      });
      if (allowed === 'all') return;
      const patterns = allowed;
      const unexpected = consoleErrors.filter((e) => !patterns.some((p) => p.test(e)));
      expect(unexpected, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The console errors and uncaught exceptions of `page` from now on, each with where it came
 * from; `stop()` stops listening (for a page that outlives one test).
 */
export function watchConsoleErrors(page: Page): { errors: string[]; stop: () => void } {
  const errors: string[] = [];
  const onConsole = (msg: ConsoleMessage) => {
    if (msg.type() === 'error') errors.push(`${msg.text()} (${msg.location().url})`);
  };
  const onError = (error: Error) => errors.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  return {
    errors,
    stop: () => {
      page.off('console', onConsole);
      page.off('pageerror', onError);
    },
  };
}

/**
 * Waits until the page's scripts have run: the contact form (in every page's layout) renders
 * `data-ready` once React runs it (it then validates inline and sends JSON in place; before,
 * it posts as a plain form). An attribute the app renders from its own state, not a framework
 * internal, so it means the same in every engine and React version. Only for behaviour that needs the
 * framework (the scripted form, the easter egg's listener); the shell's controls work before it,
 * and their tests click as soon as the page shows.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('form[data-ready]').first()).toBeAttached();
}

/** Every lead the running server has stored, as CSV (the export endpoint, with its token). */
export async function exportedLeads(): Promise<string> {
  const token = fs.readFileSync(path.join('.data', 'e2e', 'export-token'), 'utf8').trim();
  const response = await fetch(`${baseURL}/api/internal/leads.csv`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return response.text();
}

export const MOBILE = { width: 375, height: 800 };
export const DESKTOP = { width: 1280, height: 900 };

/** The page's accent colour as the browser computes it (`rgb(…)`), in its current theme. */
export function accentColor(page: Page): Promise<string> {
  return page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--accent)';
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  });
}

/**
 * How many lines the first occurrence of `text` inside `locator` is laid out on, whatever text
 * nodes and elements hold its characters (0 when it is not there).
 */
export function linesOf(locator: Locator, text: string): Promise<number> {
  return locator.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const nodes: [Text, number][] = [];
    let all = '';
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      nodes.push([n as Text, all.length]);
      all += n.textContent;
    }
    const start = all.indexOf(wanted);
    if (start < 0) return 0;
    const tops = new Set<number>();
    for (const [node, offset] of nodes) {
      for (
        let i = Math.max(0, start - offset);
        i < node.length && offset + i < start + wanted.length;
        i++
      ) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getBoundingClientRect();
        if (rect.width > 0) tops.add(Math.round(rect.top));
      }
    }
    return tops.size;
  }, text);
}

export { straight, typed } from './quotes';
