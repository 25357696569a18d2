/**
 * The W3C Nu HTML Checker (vnu-jar, on Java) over every page the site wrote: one test per page,
 * failing with each error's line, message and the markup it is about. After a build:
 *   POST_BUILD_DIST=.next npx vitest run scripts/html.build.test.ts
 */
import { execFile, spawnSync } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import vnu from 'vnu-jar';
import { beforeAll, expect, it } from 'vitest';
import { describeRequiring } from '../tests/describe-requiring';
import { noBuild, openBuiltSite, pageLabel, sitePages } from './built-site';

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message?: string;
  extract?: string;
}

const noJava = spawnSync('java', ['-version']).error
  ? 'Java is not installed (the Nu HTML Checker runs on it: apt-get install default-jre-headless)'
  : undefined;

// vnu's CSS checker predates the CSS Tailwind 4 emits (@property, @layer, color-mix()…): should a
// page carry such CSS inline (none does today: the stylesheet is linked), its "CSS:" messages
// about that text are not HTML errors. The markup is still checked.
const isCss = (m: VnuMessage) => /^CSS: /.test(m.message ?? '');

describeRequiring('the W3C Nu HTML Checker finds no error', noBuild ?? noJava, () => {
  const pages = sitePages(openBuiltSite());
  const errors = new Map<string, string[]>();

  beforeAll(async () => {
    // One Java process for every page: the checker's start costs more than a page.
    const { stderr } = await promisify(execFile)(
      'java',
      ['-Xss4m', '-jar', vnu, '--errors-only', '--format', 'json', ...pages.map((p) => p.file)],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stderr?: string; stdout?: string }) => ({ stderr: error.stderr ?? '' }));
    let messages: VnuMessage[];
    try {
      messages = (JSON.parse(stderr || '{"messages":[]}') as { messages: VnuMessage[] }).messages;
    } catch {
      throw new Error(`the Nu HTML Checker did not answer in JSON:\n${stderr.slice(0, 4000)}`);
    }
    for (const m of messages) {
      if ((m.type !== 'error' && m.subType !== 'fatal') || isCss(m)) continue;
      const file = path.resolve(decodeURIComponent(m.url.replace(/^file:/, '')));
      const line = `line ${m.lastLine ?? '?'}: ${m.message}  «${(m.extract ?? '').trim().slice(0, 120)}»`;
      errors.set(file, [...(errors.get(file) ?? []), line]);
    }
  }, 300_000);

  it('found the pages of the site, and each error the checker reports is on one of them', () => {
    expect(pages.map((p) => p.route)).toEqual(expect.arrayContaining(['/', '/services']));
    const checked = new Set(pages.map((p) => path.resolve(p.file)));
    expect([...errors.keys()].filter((file) => !checked.has(file))).toEqual([]);
  });

  for (const page of pages) {
    it(pageLabel(page), () => {
      expect(
        errors.get(path.resolve(page.file)) ?? [],
        `${page.file}: the Nu HTML Checker's errors`,
      ).toEqual([]);
    });
  }
});
