import crypto from 'node:crypto';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { addIntegrity } from './post-build';
import {
  COMPILE_HINT,
  integrityOf,
  keepScriptLoading,
  leversFrom,
  loadAfterPaint,
  loaderFiles,
  startupChunks,
  type LoaderOptions,
} from './post-build-levers';

const sha256 = (data: string | Buffer) =>
  `sha256-${crypto.createHash('sha256').update(data).digest('base64')}`;

describe('KEEP_SCRIPT_LOADING: the one flag that switches the chunk loader off', () => {
  it.each(['1', 'true', 'TRUE'])('%s switches it off', (value) => {
    expect(keepScriptLoading({ KEEP_SCRIPT_LOADING: value })).toBe(true);
  });

  it.each([undefined, '', '0', 'false', 'no'])('%s leaves it on', (value) => {
    expect(keepScriptLoading({ KEEP_SCRIPT_LOADING: value })).toBe(false);
  });
});

describe('the levers: each switched off by its own flag', () => {
  it('all on by default; the flight file goes with the loader', () => {
    expect(leversFrom([], {})).toEqual({ loader: true, flight: true, hint: true });
    expect(leversFrom(['--keep-script-loading'], {})).toEqual({
      loader: false,
      flight: false,
      hint: true,
    });
    expect(leversFrom([], { KEEP_SCRIPT_LOADING: '1' }).loader).toBe(false);
    expect(leversFrom(['--no-flight'], {})).toEqual({ loader: true, flight: false, hint: true });
    expect(leversFrom(['--no-hint'], {})).toEqual({ loader: true, flight: true, hint: false });
  });
});

describe("V8's compile hint on the chunks a page runs as it loads", () => {
  it('finds the chunk scripts a page runs, not nomodule polyfills, inline scripts or others', () => {
    const html =
      '<!doctype html><html><head>' +
      '<script src="/_next/static/chunks/a.js" async></script>' +
      '<script src="/_next/static/chunks/poly.js" nomodule></script>' +
      '<script>inline()</script>' +
      '<script type="application/ld+json">{}</script>' +
      '<script src="https://example.org/tag.js"></script>' +
      '</head><body><script src="/_next/static/chunks/b.js" defer></script>' +
      '<script src="/_next/static/chunks/a.js" async></script></body></html>';
    expect(startupChunks(html)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
  });

  it('a hinted chunk is admitted with or without the hint, an unhinted one as it is', () => {
    const code = '(globalThis.TURBOPACK||=[]).push([]);';
    expect(integrityOf(Buffer.from(code))).toBe(sha256(code));
    expect(integrityOf(Buffer.from(COMPILE_HINT + code))).toBe(
      `${sha256(COMPILE_HINT + code)} ${sha256(code)}`,
    );
  });
});

describe('the RSC payload leaves the document for a file the loader fetches after the paint', () => {
  const chunk = '(globalThis.TURBOPACK||=[]).push(["chunk",{}]);';
  const files = new Map<string, Buffer>([['/_next/static/chunks/a.js', Buffer.from(chunk)]]);
  const asset = (url: string) => files.get(url) ?? null;
  const emitFlight = (code: string) => {
    files.set('/_next/static/flight/x.js', Buffer.from(code));
    return '/_next/static/flight/x.js';
  };
  // Next.js's markup: the payload's first script begins with `(`, as does the runtime's start.
  const page =
    '<!doctype html><html><head><script src="/_next/static/chunks/a.js" async=""></script>' +
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
    '<script>self.__next_f.push([1,"0:{\\"P\\":null}\\n"])</script></head><body><h1>Hello</h1>' +
    '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>' +
    '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[],"runtimeModuleIds":[1]});</script>' +
    '<script>theme()</script></body></html>';
  const options = { emitFlight };
  const transformPage = (
    html: string,
    asset: (url: string) => Buffer | null,
    o: LoaderOptions = options,
  ) => addIntegrity(loadAfterPaint(html, asset, o), asset);

  it('keeps the page’s own scripts and takes out the payload and the runtime’s start', () => {
    const out = transformPage(page, asset, options);
    expect(out).not.toContain('__next_f');
    expect(out).not.toContain('TURBOPACK');
    expect(out).toContain('<h1>Hello</h1>');
    expect(out).toContain('<script>theme()</script>');
    const flight = files.get('/_next/static/flight/x.js')!;
    expect(out).toContain(`var f=["/_next/static/flight/x.js","${sha256(flight)}"]`);
  });

  it('the file queues the payload in order, then starts the runtime', () => {
    transformPage(page, asset, options);
    const sandbox = {
      self: {} as { __next_f?: unknown[] },
      globalThis: {} as Record<string, unknown[]>,
    };
    sandbox.globalThis = sandbox as unknown as Record<string, unknown[]>;
    vm.runInNewContext(files.get('/_next/static/flight/x.js')!.toString(), sandbox);
    expect(sandbox.self.__next_f).toEqual([
      [0],
      [1, '0:{"P":null}\n'],
      [1, '1:"$Sreact.fragment"\n'],
    ]);
    expect((sandbox as unknown as { TURBOPACK: unknown[] }).TURBOPACK).toEqual([
      { otherChunks: [], runtimeModuleIds: [1] },
    ]);
  });

  it('the loader inserts the chunks and the file after the first paint, all async', () => {
    const inserted: { src: string; integrity?: string; async: boolean }[] = [];
    const out = transformPage(page, asset, options);
    expect(loaderFiles(out)).toEqual({
      chunks: [['/_next/static/chunks/a.js', sha256(chunk)]],
      flight: ['/_next/static/flight/x.js', sha256(files.get('/_next/static/flight/x.js')!)],
    });
    const loader = /<script>(\(function\(\)\{var c=.*?)<\/script>/.exec(out)![1]!;
    let observer:
      ((list: { getEntriesByName: (n: string) => unknown[] }, o: unknown) => void) | undefined;
    const sandbox = {
      window: {
        PerformanceObserver: Object.assign(
          function (this: unknown, cb: typeof observer) {
            observer = cb;
            return { observe: () => {}, disconnect: () => {} };
          },
          { supportedEntryTypes: ['paint'] },
        ),
      },
      document: {
        createElement: () => ({}) as { src: string; async: boolean },
        head: { appendChild: (s: (typeof inserted)[number]) => inserted.push(s) },
      },
      setTimeout: (fn: () => void, ms: number) => (ms === 0 ? fn() : undefined),
    };
    vm.runInNewContext(`var PerformanceObserver=window.PerformanceObserver;${loader}`, sandbox);
    expect(inserted).toEqual([]);
    observer!({ getEntriesByName: () => [{}] }, { disconnect: () => {} });
    expect(inserted.map((s) => [s.src, s.async])).toEqual([
      ['/_next/static/chunks/a.js', true],
      ['/_next/static/flight/x.js', true],
    ]);
    expect(inserted[1]!.integrity).toBe(sha256(files.get('/_next/static/flight/x.js')!));
  });

  it('refuses a page whose runtime start it cannot find (Next.js changed its markup)', () => {
    const changed = page.replace(' id="_R_"', '');
    expect(() => transformPage(changed, asset, options)).toThrow(
      /3 RSC payload scripts and 0 runtime starts/,
    );
  });

  it('leaves the payload inline without the flight file, the chunks still after the paint', () => {
    const out = transformPage(page, asset, {});
    expect(out).toContain('self.__next_f.push([1,');
    expect(out).toContain('id="_R_"');
    expect(loaderFiles(out)).toEqual({
      chunks: [['/_next/static/chunks/a.js', sha256(chunk)]],
      flight: null,
    });
    expect(out).not.toContain('<script src=');
  });

  it('leaves the chunks and the payload alone without the loader, each chunk with its integrity', () => {
    const out = addIntegrity(page, asset);
    expect(out).toContain(
      `<script src="/_next/static/chunks/a.js" async="" integrity="${sha256(chunk)}">`,
    );
    expect(out).toContain('id="_R_"');
    expect(loaderFiles(out)).toEqual({ chunks: [], flight: null });
  });

  it('running it again changes nothing', () => {
    const once = transformPage(page, asset, options);
    expect(transformPage(once, asset, options)).toBe(once);
  });
});
