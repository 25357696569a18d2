/** When the easter egg's overlay entered the page and when it left, on the page's own clock. */
export type EggTimes = { shown?: number; hidden?: number };

/**
 * Runs in the page (self-contained, so both Playwright's `evaluate` and the cross-engine
 * drivers' `call()` can send it): notes in `window.__egg`, with `performance.now()`, when a
 * status that says "Summit reached" appears and when it goes. The page's clock, not the test's:
 * a round trip to some drivers takes 100 ms or more.
 */
export function watchEggInPage(): void {
  const times: EggTimes = {};
  (window as unknown as { __egg: typeof times }).__egg = times;
  const showing = () =>
    Array.from(document.querySelectorAll('[role="status"]')).some((el) =>
      (el.textContent ?? '').includes('Summit reached'),
    );
  new MutationObserver(() => {
    const now = performance.now();
    if (times.shown === undefined && showing()) times.shown = now;
    if (times.shown !== undefined && times.hidden === undefined && !showing()) times.hidden = now;
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
}

/** The expression that reads what watchEggInPage noted. */
export const EGG_TIMES = 'window.__egg';
