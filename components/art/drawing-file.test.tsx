import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Avatar } from '@/components/team/avatar';
import { coverOf } from '@/content/news';
import { motifs } from '@/content/schema';
import { loadContent, readContentFiles } from '@/content/store';
import { Cover } from './covers';
import { HeroScene } from './hero-scene';

/**
 * The drawings as the build writes them: every landscape, cover and portrait goes to a file of its
 * own under public/art, named by the hash of what it holds, and that file draws exactly what the
 * page drew inline before (react-dom/server's markup of the same components). The page keeps a
 * `<use>` of it and nothing more.
 */
const content = loadContent(readContentFiles()).entries;
const cwd = process.cwd();
const build = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-art-'));
const saved = { NEXT_RUNTIME: process.env.NEXT_RUNTIME, NEXT_PHASE: process.env.NEXT_PHASE };
const restore = () => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
};

/** React's markup, its empty elements closed as XML closes them. */
const react = (element: ReactElement) =>
  renderToStaticMarkup(element)
    .replace(/<(\w+)([^<>]*)><\/\1>/g, '<$1$2/>')
    .replaceAll('&#x27;', "'");

/** The page's markup and the file it names, as the build makes them. */
function asBuilt(element: ReactElement) {
  process.env.NEXT_RUNTIME = 'nodejs';
  process.env.NEXT_PHASE = 'phase-production-build';
  try {
    const page = renderToStaticMarkup(element);
    const href = /<use href="\/art\/([^"#]+)#art"/.exec(page)?.[1];
    const file = href ? fs.readFileSync(path.join(build, 'public', 'art', href), 'utf8') : '';
    return { page, href, file };
  } finally {
    restore();
  }
}

/** What the inline drawing holds inside its outer element(s), to compare with the file's group. */
const inner = (markup: string, open: RegExp, close: string) =>
  markup.replace(open, '').slice(0, -close.length);

beforeAll(() => process.chdir(build));
afterAll(() => {
  process.chdir(cwd);
  fs.rmSync(build, { recursive: true, force: true });
});

describe('drawings as files', () => {
  it('writes each hero landscape once, the page keeping two uses of it', () => {
    const slugs = ['home', 'news', 'contact', ...motifs.map((m) => `motif-${m}`)];
    const names = new Set<string>();
    for (const slug of slugs) {
      const motif = motifs.find((m) => slug === `motif-${m}`);
      const inline = react(<HeroScene slug={slug} motif={motif} />);
      const built = asBuilt(<HeroScene slug={slug} motif={motif} />);
      expect(built.href, slug).toMatch(new RegExp(`^scene-${slug}\\.[0-9a-f]{12}\\.svg$`));
      names.add(built.href!);
      // The page: two views of the file, no drawing of its own.
      expect(built.page.match(/<use href="\/art\//g), slug).toHaveLength(2);
      expect(built.page, slug).not.toContain('<path');
      expect(built.page.length, slug).toBeLessThan(800);
      // The file: the same drawing the page drew inline.
      const drawn = /<g id="scene-[^"]+">(.*)<\/g><\/defs>/.exec(inline)?.[1];
      expect(drawn, slug).toBeTruthy();
      expect(built.file).toBe(
        `<svg xmlns="http://www.w3.org/2000/svg"><g id="art">${drawn}</g></svg>\n`,
      );
    }
    expect(names.size).toBe(slugs.length);
  });

  it('writes every cover and every portrait as the page drew it inline', () => {
    for (const article of content.news) {
      const cover = <Cover scene={coverOf(article.data)} seed={article.slug} />;
      const inline = react(cover);
      const built = asBuilt(cover);
      expect(built.href, article.slug).toMatch(/^cover\.[0-9a-f]{12}\.svg$/);
      expect(built.page).toBe(
        `${/^<svg[^>]*>/.exec(inline)![0]}<use href="/art/${built.href}#art"></use></svg>`,
      );
      expect(built.file).toBe(
        `<svg xmlns="http://www.w3.org/2000/svg"><g id="art">${inner(inline, /^<svg[^>]*>/, '</svg>')}</g></svg>\n`,
      );
    }
    for (const { data: person } of content.team) {
      const inline = react(<Avatar person={person} />);
      const built = asBuilt(<Avatar person={person} size={48} />);
      expect(built.href, person.name).toMatch(/^portrait\.[0-9a-f]{12}\.svg$/);
      expect(built.page).toMatch(/^<svg width="48" height="48" viewBox="0 0 80 80"/);
      expect(built.file).toBe(
        `<svg xmlns="http://www.w3.org/2000/svg"><g id="art">${inner(inline, /^<svg[^>]*>/, '</svg>')}</g></svg>\n`,
      );
      // One file a person, whatever the size it is shown at.
      expect(asBuilt(<Avatar person={person} size={96} />).href).toBe(built.href);
    }
  });

  it('draws inline where the build made no file (a preview, next dev), and outside Next.js', () => {
    process.env.NEXT_RUNTIME = 'nodejs';
    try {
      const markup = renderToStaticMarkup(<HeroScene slug="never-built" />);
      expect(markup).toContain('<use href="#scene-never-built"');
      expect(markup).toContain('<path');
    } finally {
      restore();
    }
    expect(renderToStaticMarkup(<HeroScene slug="home" />)).toContain('<use href="#scene-home"');
  });
});
