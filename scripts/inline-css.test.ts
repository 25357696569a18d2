import { describe, expect, it } from 'vitest';

interface InlineCssModule {
  inlineStylesheets(
    html: string,
    read: (href: string) => string,
    options?: { label?: string },
  ): { html: string; inlined: number };
  absoluteUrls(css: string, href: string): string;
}

const specifier = './inline-css.mjs';
const { inlineStylesheets, absoluteUrls } = (await import(
  /* @vite-ignore */ specifier
)) as InlineCssModule;

const SHEET = '/_next/static/chunks/site.css';
const css =
  '@font-face{font-family:x;src:url(../media/x.woff2) format("woff2")}' +
  'body{background:url("/bg.png")}h1{color:red}';
const page =
  '<!DOCTYPE html><html><head>' +
  `<link rel="stylesheet" href="${SHEET}" data-precedence="next"/>` +
  '<link rel="stylesheet" href="https://cdn.example/other.css"/>' +
  '<link rel="preload" as="font" href="/_next/static/media/x.woff2" crossorigin=""/>' +
  '</head><body><h1>Title</h1></body></html>';

const read = (href: string) => {
  if (href !== SHEET) throw new Error(`unexpected ${href}`);
  return css;
};

describe('inline stylesheets (scripts/inline-css.mjs)', () => {
  it('puts the build stylesheet inline and keeps an inert link for React to find', () => {
    const { html, inlined } = inlineStylesheets(page, read);
    expect(inlined).toBe(1);
    // disabled alone is still fetched by Chromium 150; a type no browser styles with is not.
    expect(html).toContain(
      `<link rel="stylesheet" href="${SHEET}" data-precedence="next" type="text/x-inlined" disabled=""/>` +
        '<style data-precedence="next">',
    );
    expect(html).toContain('h1{color:red}</style>');
    // Relative URLs resolve from the stylesheet's own location; absolute ones are untouched.
    expect(html).toContain('url(/_next/static/media/x.woff2)');
    expect(html).toContain('url("/bg.png")');
  });

  it('replaces a type the link already has, so the inert one is the only one', () => {
    const typed = page.replace(`href="${SHEET}"`, `href="${SHEET}" type="text/css"`);
    const { html, inlined } = inlineStylesheets(typed, read);
    expect(inlined).toBe(1);
    expect(html).toContain(
      `<link rel="stylesheet" href="${SHEET}" data-precedence="next" type="text/x-inlined" disabled=""/>`,
    );
    expect(html).not.toContain('text/css');
  });

  it('leaves other stylesheets and links alone, and is idempotent', () => {
    const once = inlineStylesheets(page, read).html;
    expect(once).toContain('<link rel="stylesheet" href="https://cdn.example/other.css"/>');
    expect(once).toContain('<link rel="preload" as="font"');
    const twice = inlineStylesheets(once, read);
    expect(twice.inlined).toBe(0);
    expect(twice.html).toBe(once);
  });

  it('refuses a stylesheet whose text would close the <style> element', () => {
    expect(() =>
      inlineStylesheets(page, () => 'a::after{content:"</style><script>x()</script>"}', {
        label: 'services.html',
      }),
    ).toThrow(/services\.html: .*<\/style/);
  });

  it('makes only relative url()s absolute', () => {
    expect(absoluteUrls('a{b:url(./i.svg)}c{d:url(data:image/png;base64,AA)}', SHEET)).toBe(
      'a{b:url(/_next/static/chunks/i.svg)}c{d:url(data:image/png;base64,AA)}',
    );
  });
});
