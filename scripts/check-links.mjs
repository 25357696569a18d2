#!/usr/bin/env node
/**
 * Link checker (linkinator) over the running production build: every internal link, image,
 * stylesheet, script and #fragment must resolve. External links are listed, not fetched
 * (no network here). Starts `next start` on a free port and stops it.
 */
import { LinkChecker } from 'linkinator';
import { startNext } from './server-process.mjs';

/** The optimizer's URLs (`/_next/image?url=…&w=…`), one per width in every srcset. */
const IMAGE_VARIANT = '/_next/image\\?';

/** Each distinct image once, at its smallest listed width, in turn; returns the tally. */
async function checkImages(links) {
  const smallest = new Map();
  for (const { url } of links) {
    const u = new URL(url);
    const key = u.searchParams.get('url');
    const width = Number(u.searchParams.get('w'));
    if (key && (!smallest.has(key) || width < smallest.get(key).width)) {
      smallest.set(key, { url, width });
    }
  }
  let passed = 0;
  let failed = 0;
  for (const { url } of smallest.values()) {
    const response = await fetch(url, { headers: { accept: 'image/avif,image/webp,*/*' } });
    const type = response.headers.get('content-type') ?? '';
    await response.arrayBuffer();
    if (response.ok && type.startsWith('image/')) passed += 1;
    else {
      failed += 1;
      console.error(`broken image: ${url} (${response.status} ${type})`);
    }
  }
  return { checked: links.length, distinct: smallest.size, passed, failed };
}

let code = 1;
let server;
try {
  server = await startNext({ env: { DATA_DIR: '.data/links' } });
  const { origin } = server;
  const checker = new LinkChecker();
  const result = await checker.check({
    path: `${origin}/`,
    recurse: true,
    checkFragments: true,
    concurrency: 8,
    timeout: 20_000,
    linksToSkip: [`^(?!${origin.replace(/[.]/g, '\\.')})`, IMAGE_VARIANT],
  });
  const broken = result.links.filter((l) => l.state === 'BROKEN');
  const internal = result.links.filter((l) => l.state !== 'SKIPPED');
  for (const l of broken) console.error(`broken: ${l.url} (${l.status}) on ${l.parent}`);
  // Every width of every responsive image at once would make the server encode them all
  // concurrently (AVIF is slow): each image is fetched once instead, at its smallest width.
  const images = await checkImages(
    result.links.filter((l) => new RegExp(IMAGE_VARIANT).test(l.url)),
  );
  const skipped = result.links.length - internal.length - images.checked;
  console.log(
    `links: ${internal.length - broken.length + images.passed} passed, ${broken.length + images.failed} failed (${skipped} external skipped, ${images.distinct} images once each for ${images.checked} srcset entries)`,
  );
  code = broken.length || images.failed ? 1 : 0;
} catch (error) {
  console.error(`link check failed: ${error.message}`);
  if (server) console.error(server.output().slice(-2000));
} finally {
  await server?.stop();
}
process.exit(code);
