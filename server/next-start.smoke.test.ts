/**
 * Smoke test against a real `next start` of a finished production build (the bundled
 * instrumentation, PGlite inside the production build, the server guard, the caching headers).
 * `npm test` runs it right after its build (`npm run test:built` sets SMOKE_APP_DIR); by hand:
 * SMOKE_APP_DIR=/path/with/.next npx vitest run server/next-start.smoke.test.ts
 * Without a build to start: skipped with the reason, or failed under CI=true (tests/required.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startNext, type NextServer } from '../tests/server-process';
import { describeRequiring } from '../tests/describe-requiring';
import { runLeadsExport } from './export/run';
import { tempDir } from '../tests/server/backends';
import { csvRecords } from '../tests/server/csv-parse';
import { validPayload } from '../tests/server/requests';

const appDir = process.env.SMOKE_APP_DIR;

describeRequiring(
  'next start smoke test',
  appDir ? undefined : 'SMOKE_APP_DIR is not set to a folder with a production build',
  () => {
    let server: NextServer | undefined;
    let base: string;
    let dataDir: string;

    beforeAll(async () => {
      dataDir = tempDir('smoke');
      fs.chmodSync(dataDir, 0o755); // as a Dockerfile's mkdir or a hand-made folder leaves it
      server = await startNext({
        cwd: path.resolve(appDir ?? '.'),
        env: { DATA_DIR: dataDir, DATABASE_URL: '', RATE_LIMIT_MAX: '2' },
        readyPath: '/api/health',
      });
      base = server.origin;
    }, 120_000);

    afterAll(async () => {
      await server?.stop();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    });

    const post = (headers: Record<string, string> = {}) =>
      fetch(`${base}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, ...headers },
        body: JSON.stringify(validPayload()),
      });

    it('stores leads, and a spoofed X-Forwarded-For does not escape the rate limit', async () => {
      expect((await post()).status).toBe(201);
      expect((await post({ 'x-forwarded-for': '198.51.100.1' })).status).toBe(201);
      const limited = await post({
        'x-forwarded-for': '198.51.100.2',
        'x-cairn-client-address': '198.51.100.3',
      });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await post({ origin: 'https://evil.example' })).status).toBe(403);
    });

    it('keeps the embedded database private: no file open to other users', () => {
      const entries = ['', ...fs.readdirSync(dataDir, { recursive: true, encoding: 'utf8' })];
      expect(entries.length).toBeGreaterThan(100);
      const open = entries
        .map((name) => path.join(dataDir, name))
        .filter((p) => !fs.lstatSync(p).isSymbolicLink() && fs.lstatSync(p).mode & 0o077);
      expect(open).toEqual([]);
    });

    it('answers TRACE and a POST to a file with 405 and Allow, not 500', async () => {
      const http = await import('node:http');
      const send = (method: string, url: string) =>
        new Promise<[number | undefined, string | undefined]>((resolve, reject) => {
          const req = http.request(`${base}${url}`, { method }, (res) => {
            res.resume();
            resolve([res.statusCode, res.headers.allow]);
          });
          req.on('error', reject);
          req.end();
        });
      expect(await send('TRACE', '/api/health')).toEqual([405, 'GET, HEAD']);
      expect(await send('POST', '/icon.svg')).toEqual([405, 'GET, HEAD']);
      expect(await send('GET', '/api/contact')).toEqual([405, 'POST']);
    });

    it('lets a CDN keep a page for minutes, hashed files for a year, and nothing private', async () => {
      const cacheControl = async (url: string, accept = '*/*') => {
        const res = await fetch(`${base}${url}`, { headers: { accept } });
        await res.arrayBuffer();
        return [res.status, res.headers.get('cache-control') ?? ''] as const;
      };
      const directives = (value: string) =>
        Object.fromEntries(
          value.split(',').map((d) => {
            const [name = '', seconds] = d.trim().split('=');
            return [name.toLowerCase(), seconds === undefined ? true : Number(seconds)];
          }),
        );
      // Prerendered responses: a browser revalidates (304 on the ETag), a CDN refetches within
      // minutes after a deploy (Next.js's default was a year: s-maxage=31536000).
      const html = await (await fetch(`${base}/services`)).text();
      for (const url of ['/', '/services', '/sitemap.xml', '/robots.txt', '/news/feed.xml']) {
        const [status, value] = await cacheControl(url);
        expect(status, url).toBe(200);
        const d = directives(value);
        expect(d.public, `${url}: ${value}`).toBe(true);
        expect(d['max-age'], url).toBe(0);
        expect(d['s-maxage'], url).toBeGreaterThan(0);
        expect(
          Number(d['s-maxage']) + Number(d['stale-while-revalidate'] ?? 0),
          url,
        ).toBeLessThanOrEqual(10 * 60);
      }
      // Hashed files (the page's stylesheet): a year, immutable.
      const css = /<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/.exec(html)?.[1];
      expect(css).toMatch(/^\/_next\/static\//);
      const [cssStatus, cssCache] = await cacheControl(css!);
      expect(cssStatus).toBe(200);
      expect(directives(cssCache)).toMatchObject({ 'max-age': 31536000, immutable: true });
      // The drawings' files (named by their hash): a year, immutable, and an SVG.
      const drawing = /<use href="(\/art\/[^"#]+)#art"/.exec(html)?.[1];
      expect(drawing).toMatch(/^\/art\/scene-services\.[0-9a-f]{12}\.svg$/);
      const [drawingStatus, drawingCache] = await cacheControl(drawing!);
      expect(drawingStatus).toBe(200);
      expect(directives(drawingCache)).toMatchObject({ 'max-age': 31536000, immutable: true });
      // The image optimizer keeps its own lifetime (hours), not a year, and no shared override.
      const study = await (await fetch(`${base}/work/larkspur-valley-credit-union`)).text();
      const image = /\/_next\/image\?[^"\s]+/.exec(study)?.[0]?.replaceAll('&amp;', '&');
      expect(image).toBeDefined();
      const [imageStatus, imageCache] = await cacheControl(image!, 'image/avif,image/webp');
      expect(imageStatus).toBe(200);
      expect(directives(imageCache)['max-age']).toBeGreaterThan(0);
      expect(directives(imageCache)['max-age']).toBeLessThanOrEqual(24 * 3600);
      // Never shared: API responses, 404s (a page about to be published), a chunk already gone.
      for (const url of [
        '/api/health',
        '/no-such-page',
        '/_next/static/chunks/gone.css',
        '/art/gone.000000000000.svg',
      ]) {
        const [, value] = await cacheControl(url);
        expect(value, url).toMatch(/no-store/);
        expect(value, url).not.toMatch(/s-maxage/);
      }
    });

    it('exports through the running server without opening the folder', async () => {
      const chunks: string[] = [];
      const { Writable } = await import('node:stream');
      const out = new Writable({
        write(chunk: Buffer, _encoding, callback) {
          chunks.push(chunk.toString('utf8'));
          callback();
        },
      });
      const source = await runLeadsExport({ env: { dataDir, databaseUrl: undefined }, out });
      expect(source).toBe('server');
      expect(csvRecords(chunks.join(''))).toHaveLength(2);
    });
  },
);
