import { describe, expect, it } from 'vitest';

interface DeferModule {
  deferScripts(html: string, options?: { label?: string }): { html: string; moved: number };
  loaderScript(chunks: [string, string][]): string;
  deferredChunks(html: string): [string, string][];
}

const specifier = './defer-scripts.mjs';
const { deferScripts, loaderScript, deferredChunks } = (await import(
  /* @vite-ignore */ specifier
)) as DeferModule;

const A = '/_next/static/chunks/a.js';
const B = '/_next/static/chunks/b.js';

const page =
  '<!DOCTYPE html><html><head>' +
  `<link rel="preload" as="script" fetchPriority="low" href="${A}" integrity="sha256-A="/>` +
  '<link rel="preload" as="font" href="/_next/static/media/f.woff2" crossorigin=""/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/s.css"/>' +
  `<script src="${A}" async="" integrity="sha256-A="></script>` +
  `<script src="${B}" async="" integrity="sha256-B="></script>` +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
  '<script>document.documentElement.classList.add("x")</script>' +
  '</head><body><h1>Title</h1>' +
  '<script type="application/ld+json">{"@type":"Thing"}</script>' +
  '<script>self.__next_f.push([1,"a"])</script></body></html>';

/** Runs a loader in a minimal DOM; `paint` says whether the browser reports paint timing. */
function runLoader(code: string, { paint }: { paint: boolean }) {
  const appended: { src: string; integrity: string; async: boolean }[] = [];
  const timers: (() => void)[] = [];
  type Callback = (list: { getEntriesByName(n: string): unknown[] }, o: FakeObserver) => void;
  const observers = new Set<FakeObserver>();
  class FakeObserver {
    static supportedEntryTypes = paint ? ['paint', 'largest-contentful-paint'] : ['resource'];
    constructor(readonly callback: Callback) {}
    observe() {
      observers.add(this);
    }
    disconnect() {
      observers.delete(this);
    }
  }
  const document = {
    createElement: () => ({ src: '', integrity: '', async: false }),
    head: { appendChild: (el: (typeof appended)[number]) => appended.push(el) },
  };
  const window = { PerformanceObserver: FakeObserver };
  const setTimeout = (fn: () => void) => timers.push(fn);
  new Function('window', 'document', 'setTimeout', code)(window, document, setTimeout);
  return {
    appended,
    firstContentfulPaint() {
      const entries = {
        getEntriesByName: (n: string) => (n === 'first-contentful-paint' ? [{}] : []),
      };
      for (const o of [...observers]) o.callback(entries, o);
    },
    runTimers() {
      while (timers.length) timers.shift()!();
    },
  };
}

describe('scripts/defer-scripts.mjs', () => {
  it('moves the async chunk scripts and their preloads into one loader at the end of <body>', () => {
    const { html, moved } = deferScripts(page);
    expect(moved).toBe(2);
    expect(html).not.toContain(`<script src="${A}"`);
    expect(html).not.toContain(`<script src="${B}"`);
    expect(html).not.toMatch(/rel="preload" as="script"/);
    expect(html).toMatch(/<script>\(function\(\)\{var c=\[\["\/_next\/static\/chunks\/a\.js"/);
    expect(html.endsWith('</script></body></html>')).toBe(true);
  });

  it("reads a processed page's chunks back (the bundle budget counts them)", () => {
    expect(deferredChunks(deferScripts(page).html)).toEqual([
      [A, 'sha256-A='],
      [B, 'sha256-B='],
    ]);
    expect(deferredChunks(page)).toEqual([]);
  });

  it('leaves the stylesheet, font preloads, nomodule polyfills, inline scripts and JSON-LD alone', () => {
    const { html } = deferScripts(page);
    for (const kept of [
      '<link rel="preload" as="font" href="/_next/static/media/f.woff2" crossorigin=""/>',
      '<link rel="stylesheet" href="/_next/static/chunks/s.css"/>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script>document.documentElement.classList.add("x")</script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script>self.__next_f.push([1,"a"])</script>',
    ]) {
      expect(html).toContain(kept);
    }
  });

  it('leaves scripts from elsewhere and blocking scripts where they are', () => {
    const other =
      '<html><head><script src="https://cdn.example/x.js" async=""></script>' +
      `<script src="${A}"></script></head><body></body></html>`;
    expect(deferScripts(other)).toEqual({ html: other, moved: 0 });
  });

  it('is idempotent', () => {
    const once = deferScripts(page).html;
    expect(deferScripts(once)).toEqual({ html: once, moved: 0 });
  });

  it('fails with the page named when there is no </body>', () => {
    expect(() =>
      deferScripts(`<script src="${A}" async=""></script>`, { label: 'x.html' }),
    ).toThrow(/x\.html: no <\/body>/);
  });

  it('cannot be closed by a URL: "<" is escaped in the loader', () => {
    expect(loaderScript([['/_next/static/</script>.js', '']])).not.toContain('</script>');
  });

  it('inserts the scripts, with their integrity, only after the first contentful paint', () => {
    const run = runLoader(
      loaderScript([
        [A, 'sha256-A='],
        [B, ''],
      ]),
      { paint: true },
    );
    expect(run.appended).toEqual([]);
    run.firstContentfulPaint();
    run.runTimers();
    expect(run.appended).toEqual([
      { src: A, integrity: 'sha256-A=', async: true },
      { src: B, integrity: '', async: true },
    ]);
  });

  it('inserts them once, even when the 3 s fallback fires too', () => {
    const run = runLoader(loaderScript([[A, 'sha256-A=']]), { paint: true });
    run.runTimers(); // the fallback alone (a tab that never painted)
    run.firstContentfulPaint();
    run.runTimers();
    expect(run.appended).toHaveLength(1);
  });

  it('inserts them at once where the browser cannot report paints', () => {
    const run = runLoader(loaderScript([[A, 'sha256-A=']]), { paint: false });
    expect(run.appended).toHaveLength(1);
  });
});
