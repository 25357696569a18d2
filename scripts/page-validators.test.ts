import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPageValidators } from '../lib/page-validators';

interface ValidatorsModule {
  etagOf(html: string | Buffer): string;
  pageValidators(
    files: Record<string, string>,
    prerender: {
      routes: Record<string, { initialRevalidateSeconds?: number | false; initialStatus?: number }>;
    },
  ): Record<string, Record<string, string>>;
  writePageValidators(
    dist: string,
    buildId: string,
    pages: Record<string, Record<string, string>>,
  ): void;
}

const specifier = './page-validators.mjs';
const { etagOf, pageValidators, writePageValidators } = (await import(
  /* @vite-ignore */ specifier
)) as ValidatorsModule;

describe('scripts/page-validators.mjs', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-validators-'));
  const file = (name: string, html: string) => {
    const f = path.join(dir, name);
    fs.writeFileSync(f, html);
    return f;
  };

  it('gives each page a weak ETag of its final HTML: same bytes, same tag; one byte more, another', () => {
    expect(etagOf('<h1>a</h1>')).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    expect(etagOf('<h1>a</h1>')).toBe(etagOf(Buffer.from('<h1>a</h1>')));
    expect(etagOf('<h1>a</h1>')).not.toBe(etagOf('<h1>a</h1> '));
  });

  it('only for pages that never regenerate and answer 200', () => {
    const files = {
      '/': file('index.html', '<h1>Home</h1>'),
      '/news': file('news.html', '<h1>News</h1>'),
      '/_not-found': file('_not-found.html', '<h1>Not found</h1>'),
      '/unlisted': file('unlisted.html', '<h1>?</h1>'),
    };
    const pages = pageValidators(files, {
      routes: {
        '/': { initialRevalidateSeconds: false },
        '/news': { initialRevalidateSeconds: 3600 },
        '/_not-found': { initialRevalidateSeconds: false, initialStatus: 404 },
      },
    });
    expect(Object.keys(pages)).toEqual(['/']);
    expect(pages['/']).toMatchObject({
      etag: etagOf('<h1>Home</h1>'),
      'cache-control': 's-maxage=31536000',
    });
  });

  it('writes them stamped with the build, as the proxy reads them (lib/page-validators.ts)', () => {
    const pages = pageValidators(
      { '/': file('index.html', '<h1>Home</h1>') },
      { routes: { '/': { initialRevalidateSeconds: false } } },
    );
    writePageValidators(dir, 'build-7', pages);
    fs.writeFileSync(path.join(dir, 'BUILD_ID'), 'build-7\n');
    expect(loadPageValidators(dir).get('/')).toEqual(pages['/']);
    // Another build's file is not used.
    fs.writeFileSync(path.join(dir, 'BUILD_ID'), 'build-8\n');
    expect(loadPageValidators(dir).size).toBe(0);
  });
});
