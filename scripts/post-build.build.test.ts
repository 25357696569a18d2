/**
 * The post-build step (scripts/post-build.ts) on a real `next build` output: the build `npm test`
 * has just made and processed (its `test:built` stage runs this right after it,
 * with POST_BUILD_DIST=.next). By hand, after `npm run build`:
 *   POST_BUILD_DIST=.next npx vitest run scripts/post-build.build.test.ts
 *
 * The changes to the pages are checked on what the step wrote; its refusals by feeding it the
 * same real pages with what a change in Next.js's markup would do to them.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { draftModeId } from '../lib/build-output';
import { describeRequiring } from '../tests/describe-requiring';
import { openBuild } from './next-output';
import { COMPILE_HINT, integrityOf, startupChunks } from './compile-hint';
import { addIntegrity, pageHashes, pagesWithoutPolicy } from './post-build';

const dist = process.env.POST_BUILD_DIST;

describeRequiring(
  `scripts/post-build.ts on the build in ${dist ?? 'POST_BUILD_DIST'}`,
  dist ? undefined : 'POST_BUILD_DIST is not set to a finished build (e.g. .next)',
  () => {
    const build = openBuild(path.resolve(dist ?? '.next'));
    const asset = (url: string) => build.staticAsset(url);
    const pages = build.pages().map((page) => ({
      ...page,
      html: fs.readFileSync(page.file, 'utf8'),
      options: { label: page.route, fallback: page.fallback, integrity: integrityOf },
    }));
    const manifest = JSON.parse(
      fs.readFileSync(path.join(build.dist, 'csp-manifest.json'), 'utf8'),
    ) as { buildId: string; pages: Record<string, { scripts: string[]; styles: string[] }> };
    const sitePages = pages.filter((p) => p.app && !p.fallback);
    const services = sitePages.find((p) => p.route === '/services')!;

    it('found the pages of the site, and Next.js’s error pages', () => {
      expect(sitePages.length).toBeGreaterThan(50);
      expect(services).toBeDefined();
      expect(pages.map((p) => p.route)).toEqual(
        expect.arrayContaining(['/', '/_not-found', '/_global-error', '/_pages/404']),
      );
    });

    it('copies the draft-mode id, which the proxy checks a preview’s cookie against', () => {
      const { id, problem } = draftModeId(build.dist);
      expect(problem).toBeUndefined();
      expect(id).toBe(build.previewModeId());
      expect(id).toMatch(/^[0-9a-f]{16,}$/);
    });

    const sha = (data: string | Buffer) =>
      `sha256-${crypto.createHash('sha256').update(data).digest('base64')}`;

    /** The hashes a file is admitted by: its own, and, with the compile hint, its bytes' without. */
    const fileHashes = (bytes: Buffer) =>
      bytes.subarray(0, COMPILE_HINT.length).toString() === COMPILE_HINT
        ? [sha(bytes), sha(bytes.subarray(COMPILE_HINT.length))]
        : [sha(bytes)];

    /**
     * The sha256 of every script a browser would run on the page, found without the step's own
     * parser: each `<script>` with no type or a JavaScript one, its text or its file (with the
     * file's bytes before the compile hint: the policy must admit every hash of its integrity).
     */
    const scriptsRun = (html: string) => {
      const found = new Set<string>();
      for (const [, attrs = '', text = ''] of html.matchAll(
        /<script\b([^>]*)>([\s\S]*?)<\/script>/g,
      )) {
        const type = /\btype="([^"]*)"/.exec(attrs)?.[1];
        if (type !== undefined && !/^(?:module|text\/javascript)$/i.test(type)) continue;
        const src = /\bsrc="([^"]+)"/.exec(attrs)?.[1];
        for (const hash of src === undefined ? [sha(text)] : fileHashes(asset(src)!)) {
          found.add(hash);
        }
      }
      return [...found].sort();
    };

    it('every page is sent with a policy listing exactly the hashes of what it runs', () => {
      expect(manifest.buildId).toBe(build.buildId);
      for (const page of pages) {
        const hashes = pageHashes(page.html, asset, page.options);
        expect(hashes.scripts.length, page.route).toBeGreaterThan(0);
        expect(manifest.pages[page.route]?.scripts, page.route).toEqual(scriptsRun(page.html));
        if (!page.meta) continue;
        const meta = JSON.parse(fs.readFileSync(page.meta, 'utf8')) as {
          headers: Record<string, string>;
        };
        const policy = meta.headers['content-security-policy'] ?? '';
        const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
        expect(scriptSrc, page.route).toContain("'strict-dynamic'");
        expect(scriptSrc, page.route).not.toContain("'unsafe-inline'");
        for (const hash of [...hashes.scripts, ...hashes.styles]) {
          expect(policy, `${page.route} ${hash}`).toContain(`'${hash}'`);
        }
      }
    });

    it("every page's scripts and script preloads carry the integrity of their file", () => {
      const js = /<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+\.js)"[^>]*>/g;
      for (const page of pages) {
        for (const [tag, url] of page.html.matchAll(js)) {
          expect(tag, page.route).toContain(`integrity="${fileHashes(asset(url!)!).join(' ')}"`);
        }
      }
    });

    it("site pages keep Next.js's own script loading: its chunk scripts and inline payload", () => {
      for (const page of sitePages) {
        expect(page.html, page.route).toMatch(
          /<script src="\/_next\/static\/chunks\/[^"]+" async="" integrity="sha256-[^"]+"><\/script>/,
        );
        expect(page.html, page.route).toContain('self.__next_f.push(');
      }
    });

    it("the chunks site pages run as they load carry V8's compile hint; chunks fetched on demand do not", () => {
      const loaded = new Set<string>();
      for (const page of sitePages) {
        const chunks = startupChunks(page.html);
        expect(chunks.length, page.route).toBeGreaterThan(0);
        for (const src of chunks) {
          const bytes = asset(src)!;
          expect(bytes.subarray(0, COMPILE_HINT.length).toString(), src).toBe(COMPILE_HINT);
          // A copy cached before the hint (same URL, older bytes) is admitted too.
          expect(page.html, src).toContain(
            `${src}" async="" integrity="${sha(bytes)} ${sha(bytes.subarray(COMPILE_HINT.length))}"`,
          );
          loaded.add(path.basename(src));
        }
      }
      const chunksDir = path.join(build.dist, 'static', 'chunks');
      const onDemand = fs
        .readdirSync(chunksDir)
        .filter((name) => name.endsWith('.js') && !loaded.has(name))
        .filter((name) => !pages.some((page) => page.html.includes(name)));
      expect(onDemand.length).toBeGreaterThan(0);
      for (const name of onDemand) {
        const head = fs.readFileSync(path.join(chunksDir, name)).subarray(0, COMPILE_HINT.length);
        expect(head.toString(), name).not.toBe(COMPILE_HINT);
      }
    });

    it('running it again changes nothing', () => {
      for (const page of pages) {
        expect(addIntegrity(page.html, asset, page.options) === page.html, page.route).toBe(true);
      }
    });

    it('every page rendered on request is covered by the proxy', () => {
      expect(build.renderedOnRequest()).toContain('/contact/retry/[id]');
      expect(pagesWithoutPolicy(build)).toEqual([]);
      expect(pagesWithoutPolicy({ ...build, proxyMatchers: () => [] })).toContain(
        '/contact/retry/[id]',
      );
    });

    describe('fails loudly when a page gives it nothing to do', () => {
      const html = services.html;
      const options = services.options;
      it('no script to hash', () => {
        const bare = html.replace(/<script\b[^>]*>.*?<\/script>/gs, '');
        expect(() => pageHashes(bare, asset, options)).toThrow(/no script to hash/);
      });
      it.each([
        [
          'an inline event handler',
          (h: string) => h.replace('<main', '<main onclick="go()"'),
          /onclick= attribute/,
        ],
        [
          'a style attribute',
          (h: string) => h.replace('<main', '<main style="color:red"'),
          /style= attribute/,
        ],
        [
          'a third-party script',
          (h: string) =>
            h.replace('</body>', '<script src="https://cdn.example/x.js"></script></body>'),
          /not from \/_next\/static/,
        ],
        [
          'a wrong integrity value',
          (h: string) => h.replace(/integrity="sha256-[^"]+"/, 'integrity="sha256-WRONG="'),
          /integrity/,
        ],
      ])('%s', (_name, change, message) => {
        const changed = change(html);
        expect(changed).not.toBe(html);
        expect(() => pageHashes(addIntegrity(changed, asset, options), asset, options)).toThrow(
          message,
        );
      });
    });
  },
);
