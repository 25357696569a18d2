import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** axe-core's browser build, for pages that load it before their own scripts. */
export const axeSource = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeScope {
  /** CSS selectors of what to check (default: the whole document). */
  include?: string[];
  /** CSS selectors left out, e.g. the top bar and footer already checked on another page. */
  exclude?: string[];
  /** Only these rules (default: every rule of WCAG 2.2 A and AA). */
  rules?: string[];
  /**
   * Skip reading the stylesheets into axe's CSS object model (only the orientation-lock rule
   * needs it, and it reads the same CSS at every width and theme): for a page's passes after its
   * first full one.
   */
  stylesheetsChecked?: boolean;
}

/**
 * axe-core run inside the page, injected once per document. `@axe-core/playwright` opens a
 * second page for every analysis and injects the 550 KB engine each time; with four analyses per
 * route over some 80 routes that made the sweep the slowest stage of the run (about 9 s a route
 * against about 5 s this way). The site has no frames, so nothing of its cross-frame support is
 * lost. Returns one readable line per violation.
 */
export async function axeViolations(page: Page, label: string, scope: AxeScope = {}) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const options: RunOptions = {
    resultTypes: ['violations'],
    ...(scope.stylesheetsChecked ? { preload: false } : {}),
    runOnly: scope.rules
      ? { type: 'rule', values: scope.rules }
      : { type: 'tag', values: WCAG_TAGS },
  };
  const context = {
    include: scope.include ?? [],
    exclude: scope.exclude ?? [],
  };
  const result = await page.evaluate(
    ([ctx, opts]) =>
      (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> } }).axe
        .run(ctx.include.length ? ctx : { exclude: ctx.exclude }, opts)
        .then((r) =>
          r.violations.map((v) => ({
            id: v.id,
            impact: v.impact,
            help: v.help,
            targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
          })),
        ),
    [context, options] as const,
  );
  return result.map((v) => `${label}: ${v.id} (${v.impact}) ${v.help} → ${v.targets.join(', ')}`);
}

/** Switches the theme the way the theme button does, with motion off so colours are final. */
export async function setTheme(page: Page, theme: 'light' | 'dark') {
  // Colour transitions would let axe measure a half-switched theme.
  if (!(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches))) {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  }
  // As the switch does (lib/shell.inline.ts): the other theme's class goes, or a `light` class
  // the page started with would keep the light colours under a `dark` one.
  await page.evaluate((t) => {
    document.documentElement.classList.remove('light', 'dark');
    document.documentElement.classList.add(t);
    document.documentElement.style.colorScheme = t;
  }, theme);
}
