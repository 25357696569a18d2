import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, integrityOf, startupChunks } from './compile-hint';
import { addIntegrity, pageHashes } from './post-build';

const sha256 = (data: string | Buffer) =>
  `sha256-${crypto.createHash('sha256').update(data).digest('base64')}`;

describe('the post-build step on a page as Next.js writes it: its own script loading, kept', () => {
  const chunk = '(globalThis.TURBOPACK||=[]).push(["chunk",{}]);';
  const files = new Map<string, Buffer>([['/_next/static/chunks/a.js', Buffer.from(chunk)]]);
  const asset = (url: string) => files.get(url) ?? null;
  const payload = 'self.__next_f.push([1,"0:{\\"P\\":null}\\n"])';
  const start =
    '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"runtimeModuleIds":[1]});';
  const page =
    '<!doctype html><html><head><link rel="preload" as="script" href="/_next/static/chunks/a.js">' +
    '<script src="/_next/static/chunks/a.js" async=""></script></head><body><h1>Hello</h1>' +
    `<script>${payload}</script><script id="_R_">${start}</script></body></html>`;

  it('gives each chunk script and its preload the integrity of the file, and moves nothing', () => {
    const out = addIntegrity(page, asset);
    expect(out).toBe(
      page
        .replace('a.js">', `a.js" integrity="${sha256(chunk)}">`)
        .replace('async="">', `async="" integrity="${sha256(chunk)}">`),
    );
  });

  it("the page's policy lists the chunk's hash and each inline script's", () => {
    const hashes = pageHashes(addIntegrity(page, asset), asset);
    expect(hashes.scripts).toEqual([sha256(chunk), sha256(payload), sha256(start)].sort());
  });

  it('running it again changes nothing', () => {
    const once = addIntegrity(page, asset);
    expect(addIntegrity(once, asset)).toBe(once);
  });

  it('refuses a wrong integrity value and a script from elsewhere', () => {
    expect(() =>
      addIntegrity(page.replace('async=""', 'async="" integrity="sha256-WRONG="'), asset),
    ).toThrow(/does not match the file/);
    expect(() =>
      addIntegrity(
        page.replace('</body>', '<script src="https://cdn.example/x.js"></script></body>'),
        asset,
      ),
    ).toThrow(/not from \/_next\/static/);
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

  it("the page's policy lists both hashes of a hinted chunk", () => {
    const code = '(globalThis.TURBOPACK||=[]).push([]);';
    const bytes = Buffer.from(COMPILE_HINT + code);
    const asset = (url: string) => (url === '/_next/static/chunks/a.js' ? bytes : null);
    const page =
      '<html><head><script src="/_next/static/chunks/a.js" async=""></script></head></html>';
    const out = addIntegrity(page, asset, { integrity: integrityOf });
    expect(out).toContain(`integrity="${sha256(bytes)} ${sha256(code)}"`);
    expect(pageHashes(out, asset, { integrity: integrityOf }).scripts).toEqual(
      [sha256(bytes), sha256(code)].sort(),
    );
  });
});
