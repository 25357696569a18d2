/**
 * The static floor of `npm run bench`: what hand-written HTML would cost.
 *
 * - `toStaticCopy(html, css)`: a page as the production server renders it, minus every script
 *   (and script preload), with its stylesheets inlined in a `<style>`. Same text, same markup,
 *   same fonts (their preloads stay), no JavaScript, no render-blocking request.
 * - `startStaticServer({ root, nextStatic, port })`: a plain static file server (node:http, no
 *   framework): files from `root`, `/_next/static/*` from the build, an ETag and nothing else.
 *   Like `next start` (and nginx's `gzip on`) it gzips each response as it sends it, at zlib's
 *   default level, off the main thread; `--precompressed` keeps the gzipped bytes in memory
 *   instead (what a CDN does). `/services` serves `services.html`, `/` serves `index.html`.
 *
 * CLI: npx tsx scripts/static-floor.ts --root <dir> [--next-static .next/static] [--port 3711]
 *      [--precompressed]
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.json', '.svg', '.txt', '.xml']);

/** A stylesheet's relative `url(…)`s made absolute, so they still resolve once inlined. */
export function absoluteUrls(css: string, href: string): string {
  return css.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (whole, quote: string, url: string) => {
    if (/^(?:[a-z][\w+.-]*:|\/|#)/i.test(url)) return whole;
    const resolved = new URL(url, new URL(href, 'http://static.invalid'));
    return `url(${quote}${resolved.pathname}${resolved.search}${resolved.hash}${quote})`;
  });
}

/** The static copy of a rendered page: no scripts, stylesheets inline. */
export function toStaticCopy(html: string, stylesheets: ReadonlyMap<string, string>): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, (tag) =>
      // JSON-LD is data, not JavaScript: kept, as a hand-written page would keep it.
      /type="application\/ld\+json"/i.test(tag) ? tag : '',
    )
    .replace(/<link\b[^>]*\brel="(?:preload|modulepreload)"[^>]*\bas="script"[^>]*\/?>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*\/?>/gi, '')
    .replace(
      /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*\/?>/gi,
      (tag, href: string) => {
        const css = stylesheets.get(href);
        return css === undefined ? tag : `<style>${absoluteUrls(css, href)}</style>`;
      },
    );
}

/**
 * The same copy without the brand's fonts: no font preload, no web-font `@font-face` (the
 * metric-matched fallbacks on local system fonts stay), so text is set in the system's faces.
 * What a page costs with nothing but HTML, CSS and the system's fonts.
 */
export function toSystemFontCopy(staticHtml: string): string {
  return staticHtml
    .replace(/<link\b[^>]*\brel="preload"[^>]*\bas="font"[^>]*\/?>/gi, '')
    .replace(/@font-face\s*{[^}]*url\([^)]*\.woff2[^)]*\)[^}]*}/gi, '');
}

function resolveFile(
  root: string,
  nextStatic: string | undefined,
  pathname: string,
): string | null {
  let rel: string;
  try {
    rel = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (rel.startsWith('/_next/static/') && nextStatic) {
    const file = path.join(nextStatic, rel.slice('/_next/static/'.length));
    return file.startsWith(nextStatic + path.sep) ? file : null;
  }
  const candidates = rel.endsWith('/')
    ? [path.join(root, rel, 'index.html')]
    : [path.join(root, rel), path.join(root, `${rel}.html`)];
  return (
    candidates.find(
      (f) => f.startsWith(root + path.sep) && fs.existsSync(f) && fs.statSync(f).isFile(),
    ) ?? null
  );
}

/** What the server keeps of a file once read. */
interface CachedFile {
  body: Buffer;
  compressible: boolean;
  gzip: Buffer | null;
  type: string;
  etag: string;
  immutable: boolean;
}

export interface StaticServerOptions {
  /** The folder served. */
  root: string;
  /** The build's static files, served at `/_next/static/`. */
  nextStatic?: string;
  port: number;
  host?: string;
  /** Keep each file gzipped in memory (a CDN) instead of gzipping it per response. */
  precompressed?: boolean;
}

/** A plain static file server; resolves once it listens. */
export function startStaticServer({
  root,
  nextStatic,
  port,
  host = '127.0.0.1',
  precompressed = false,
}: StaticServerOptions): Promise<http.Server> {
  const absRoot = path.resolve(root);
  const absStatic = nextStatic ? path.resolve(nextStatic) : undefined;
  const cache = new Map<string, CachedFile>();
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://x');
    const file = resolveFile(absRoot, absStatic, pathname);
    if (!file || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(file ? 405 : 404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    let entry = cache.get(file);
    if (!entry) {
      const body = fs.readFileSync(file);
      const ext = path.extname(file);
      entry = {
        body,
        compressible: COMPRESSIBLE.has(ext),
        gzip: precompressed && COMPRESSIBLE.has(ext) ? zlib.gzipSync(body) : null,
        type: TYPES[ext] ?? 'application/octet-stream',
        etag: `"${body.length.toString(16)}-${fs.statSync(file).mtimeMs.toString(16)}"`,
        immutable: pathname.startsWith('/_next/static/'),
      };
      cache.set(file, entry);
    }
    const cached = entry;
    const send = (body: Buffer, gzip: boolean) => {
      res.writeHead(200, {
        'content-type': cached.type,
        'content-length': body.length,
        etag: cached.etag,
        'cache-control': cached.immutable
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=0',
        vary: 'Accept-Encoding',
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    const wantsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (!wantsGzip || !entry.compressible) send(entry.body, false);
    else if (entry.gzip) send(entry.gzip, true);
    else {
      zlib.gzip(entry.body, (error, gzipped) => {
        if (error) res.destroy(error);
        else send(gzipped, true);
      });
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i >= 0 ? process.argv[i + 1] : undefined;
  };
  if (process.argv.includes('--help')) {
    console.log(
      'usage: npx tsx scripts/static-floor.ts --root <dir> [--next-static .next/static] ' +
        '[--port 3711] [--precompressed]',
    );
    process.exit(0);
  }
  const port = Number(arg('--port') ?? 3711);
  await startStaticServer({
    root: arg('--root') ?? '.',
    nextStatic: arg('--next-static'),
    port,
    precompressed: process.argv.includes('--precompressed'),
  });
  console.log(`static floor: http://127.0.0.1:${port}/`);
}
