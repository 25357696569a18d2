import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startHttpStub } from '../../tests/http-stub';
import { freePort } from '../../tests/server/servers';
import { runScript } from './run-script';
import { staticPaths } from './static-kept';

/** A page as the build writes it: a stylesheet, a font, chunks, the payload naming a chunk. */
const page = [
  '<!DOCTYPE html><html><head>',
  '<link rel="stylesheet" href="/_next/static/chunks/42ebgov4bs44f.css" data-precedence="next"/>',
  '<link rel="preload" as="font" href="/_next/static/media/inter.p.18c5vj8ancuca.woff2"/>',
  '<script src="/_next/static/chunks/turbopack-077hmtqrhcoji.js" async=""></script>',
  '</head><body><a href="/news">News</a>',
  '<svg><use href="/art/landscape.0123456789ab.svg#art"></use></svg><a href="/heart/x.svg">x</a>',
  '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" async=""></script>',
  '<script>self.__next_f.push([1,"4:I[\\"/_next/static/chunks/1xq3mw1c6v1u4.js\\"]"])</script>',
  '<script src="/_next/static/chunks/turbopack-077hmtqrhcoji.js" async=""></script>',
  '</body></html>',
].join('');

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()?.();
});

const cli = (mode: string, file: string, site: string) =>
  runScript('static-kept.ts', [mode, file], { env: { SITE_URL: site } });

describe('scripts/ci/static-kept.ts', () => {
  it('reads every static file a page names, once', () => {
    expect(staticPaths(page)).toEqual([
      '/_next/static/chunks/42ebgov4bs44f.css',
      '/_next/static/media/inter.p.18c5vj8ancuca.woff2',
      '/_next/static/chunks/turbopack-077hmtqrhcoji.js',
      '/art/landscape.0123456789ab.svg',
      '/_next/static/chunks/0cz1d0mv5g_q7.js',
      '/_next/static/chunks/1xq3mw1c6v1u4.js',
    ]);
  });

  it('passes when the host keeps the previous files, fails naming the ones it dropped', async () => {
    let deployed = false;
    const server = await startHttpStub(({ path: url }) => {
      if (url === '/') return { status: 200, type: 'text/html', body: page };
      // The new release keeps everything but the old stylesheet.
      if (deployed && url.endsWith('.css')) return { status: 404 };
      return { status: url.startsWith('/_next/static/') || url.startsWith('/art/') ? 200 : 404 };
    });
    closers.push(server.close);
    const list = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-static-')), 'files.txt');

    const recorded = await cli('record', list, server.origin);
    expect(recorded.code).toBe(0);
    expect(recorded.out).toContain('names 6 static files');

    const kept = await cli('verify', list, server.origin);
    expect(kept.code).toBe(0);
    expect(kept.out).toContain("previous release's 6 static files are still served");

    deployed = true;
    const dropped = await cli('verify', list, server.origin);
    expect(dropped.code).toBe(1);
    expect(dropped.out).toMatch(
      /^::error title=The previous release's static files are gone::1 of 6 files .*unstyled.* \/_next\/static\/chunks\/42ebgov4bs44f\.css \(404\)$/m,
    );
  });

  it('has nothing to keep on the first deploy, when the site does not answer yet', async () => {
    const site = `http://127.0.0.1:${await freePort()}`;
    const list = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-static-')), 'files.txt');
    const recorded = await cli('record', list, site);
    expect(recorded.code).toBe(0);
    expect(recorded.out).toContain('nothing to keep');
    expect(fs.readFileSync(list, 'utf8')).toBe('');
    expect((await cli('verify', list, site)).code).toBe(0);
  });
});
