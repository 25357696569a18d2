import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { coverOf } from '@/content/news';
import { loadContent, readContentFiles } from '@/content/store';
import { Cover } from './covers';

/**
 * Every article in content/news, drafts and scheduled ones too (they will be published), gets a
 * cover drawn for it, and no two covers are the same drawing.
 */
const files = fs.readdirSync(path.join('content', 'news')).filter((f) => f.endsWith('.md'));
const articles = loadContent(readContentFiles()).entries.news;

const draw = (slug: string) => {
  const article = articles.find((a) => a.slug === slug)!;
  return renderToStaticMarkup(<Cover scene={coverOf(article.data)} seed={slug} />);
};

describe('article covers', () => {
  it('draws a cover for every article file, decorative and with a fixed frame', () => {
    expect(articles.length).toBe(files.length);
    for (const file of files) {
      const markup = draw(file.replace(/\.md$/, ''));
      expect(markup, file).toMatch(/^<svg viewBox="0 0 320 128"[^>]* aria-hidden="true"/);
      expect(markup, file).toMatch(/ data-cover="[a-z]+"/);
      // Drawn, not lettered: nothing for a screen reader or a translator to find.
      expect(markup, file).not.toContain('<text');
      // Small enough to repeat on a page of cards (it is sent twice: HTML and payload).
      expect(markup.length, file).toBeLessThan(3000);
    }
  });

  it('gives no two articles the same drawing, and an article the same one every time', () => {
    const drawings = files.map((f) => draw(f.replace(/\.md$/, '')));
    expect(new Set(drawings).size).toBe(files.length);
    expect(draw(files[0]!.replace(/\.md$/, ''))).toBe(drawings[0]);
  });

  it('varies the sky across the set: not one sun in the same corner on every cover', () => {
    const skies = files.map((f) => {
      const markup = draw(f.replace(/\.md$/, ''));
      const sun = /<circle cx="(-?\d+)" cy="(-?\d+)" r="(\d+)" fill="var\(--art-sun\)"/.exec(
        markup,
      );
      return sun ? `sun r${sun[3]} at y ${sun[2]}` : 'no sun';
    });
    // Some covers have no sun at all, and the suns there are do not all stand alike.
    expect(skies).toContain('no sun');
    expect(new Set(skies.filter((s) => s !== 'no sun')).size).toBeGreaterThan(1);
  });

  it('draws the scene the article names, or the one its tags suggest', () => {
    const storm = fs.readFileSync(
      path.join('content', 'news', 'storm-season-outage-pages-that-stay-up.md'),
      'utf8',
    );
    expect(storm).toMatch(/^cover: storm$/m);
    expect(draw('storm-season-outage-pages-that-stay-up')).toContain('data-cover="storm"');
    // A new article without a chosen scene: its first tag with a scene, else a cairn being built.
    expect(coverOf({ tags: ['healthcare', 'analytics'] })).toBe('clinic');
    expect(coverOf({ tags: ['seo', 'credit-unions'] })).toBe('rates');
    expect(coverOf({ tags: ['seo'] })).toBe('building');
    expect(coverOf({ tags: ['healthcare'], cover: 'book' })).toBe('book');
  });
});
