/**
 * Every internal link, image, stylesheet, script and #fragment of the running production build
 * resolves (linkinator, crawling from `/` on `next start`): one test per URL, naming the page
 * that links to it and, when it fails, its status; and one per distinct optimised image. External links
 * are listed, not fetched (no network here). `npm test` runs it after its build (SMOKE_APP_DIR);
 * by hand: SMOKE_APP_DIR=. npx vitest run --project smoke scripts/links.smoke.test.ts
 */
import path from 'node:path';
import { LinkChecker, type LinkResult } from 'linkinator';
import { afterAll, expect, it } from 'vitest';
import { describeRequiring } from '../tests/describe-requiring';
import { startNext, type NextServer } from '../tests/server-process';

const appDir = process.env.SMOKE_APP_DIR;

/** The optimizer's URLs (`/_next/image?url=…&w=…`), one per width in every srcset. */
const IMAGE_VARIANT = '/_next/image\\?';

/** Each distinct image of the optimizer's URLs at its smallest listed width, by its source. */
function smallestImages(links: LinkResult[]): Map<string, string> {
  const smallest = new Map<string, { url: string; width: number }>();
  for (const { url } of links) {
    const u = new URL(url);
    const key = u.searchParams.get('url');
    const width = Number(u.searchParams.get('w'));
    const known = key ? smallest.get(key) : undefined;
    if (key && (!known || width < known.width)) smallest.set(key, { url, width });
  }
  return new Map([...smallest].map(([key, { url }]) => [key, url]));
}

describeRequiring(
  'every link of the running build resolves',
  appDir ? undefined : 'SMOKE_APP_DIR is not set to a folder with a production build',
  async () => {
    // The crawl runs while the tests are collected, so each page it finds has a test of its own.
    let server: NextServer | undefined;
    let links: LinkResult[];
    try {
      server = await startNext({
        cwd: path.resolve(appDir!),
        env: { DATA_DIR: '.data/links' },
      });
      const { origin } = server;
      const result = await new LinkChecker().check({
        path: `${origin}/`,
        recurse: true,
        checkFragments: true,
        concurrency: 8,
        timeout: 20_000,
        linksToSkip: [`^(?!${origin.replace(/[.]/g, '\\.')})`, IMAGE_VARIANT],
      });
      links = result.links;
    } catch (error) {
      await server?.stop();
      throw new Error(
        `the crawl failed: ${error instanceof Error ? error.message : error}\n${server?.output().slice(-2000) ?? ''}`,
      );
    }
    afterAll(() => server?.stop());
    const origin = server.origin;
    const local = (url: string) => url.replace(origin, '') || '/';

    const checked = links.filter((l) => l.state !== 'SKIPPED');

    it('crawled the site from its home page', () => {
      expect(checked.map((l) => local(l.url))).toEqual(expect.arrayContaining(['/', '/services']));
    });

    // Each URL once, on the page where the crawl first found it.
    for (const link of checked) {
      const from = link.parent ? local(link.parent) : 'the start';
      it(`${local(link.url)} (linked from ${from})`, () => {
        const answer = link.state === 'BROKEN' ? `broken (${link.status ?? 'no answer'})` : 'ok';
        expect(answer, `${local(link.url)}, linked from ${from}`).toBe('ok');
      });
    }

    // Every width of every responsive image at once would make the server encode them all
    // concurrently (AVIF is slow): each image is fetched once instead, at its smallest width.
    const images = smallestImages(links.filter((l) => new RegExp(IMAGE_VARIANT).test(l.url)));
    for (const [source, url] of images) {
      it(`image ${source} is served`, async () => {
        const response = await fetch(url, { headers: { accept: 'image/avif,image/webp,*/*' } });
        const type = response.headers.get('content-type') ?? '';
        await response.arrayBuffer();
        expect(`${response.status} ${type}`, url).toMatch(/^200 image\//);
      });
    }
  },
);
