import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, integrityOf, keepScriptLoading, startupChunks } from './post-build';

describe('KEEP_SCRIPT_LOADING: the one flag that switches the chunk loader off', () => {
  it.each(['1', 'true', 'TRUE'])('%s switches it off', (value) => {
    expect(keepScriptLoading({ KEEP_SCRIPT_LOADING: value })).toBe(true);
  });

  it.each([undefined, '', '0', 'false', 'no'])('%s leaves it on', (value) => {
    expect(keepScriptLoading({ KEEP_SCRIPT_LOADING: value })).toBe(false);
  });
});

describe("V8's compile hint on the chunks a page runs as it loads", () => {
  const sha = (text: string) =>
    `sha256-${crypto.createHash('sha256').update(text).digest('base64')}`;

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
    expect(integrityOf(Buffer.from(code))).toBe(sha(code));
    expect(integrityOf(Buffer.from(COMPILE_HINT + code))).toBe(
      `${sha(COMPILE_HINT + code)} ${sha(code)}`,
    );
  });
});
