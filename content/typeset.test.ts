import { describe, expect, it } from 'vitest';
import { parseSections, renderArticle } from './markdown';
import { typeset, typesetData } from './typeset';

describe('typographer’s quotes', () => {
  it('sets apostrophes and quotes as a typesetter would', () => {
    expect(typeset(`We'll build "fast" sites for the '90s`)).toBe(
      'We’ll build “fast” sites for the ’90s',
    );
    expect(typeset(`She said 'yes'.`)).toBe('She said ‘yes’.');
  });

  it('leaves addresses in fields exactly as typed', () => {
    const data = { title: `It's ours`, href: `/news?q="a"`, list: [`Don't`], when: new Date(0) };
    expect(typesetData(data)).toEqual({
      title: 'It’s ours',
      href: `/news?q="a"`,
      list: ['Don’t'],
      when: new Date(0),
    });
  });

  it('sets a body’s words, a quote after bold text included, never its code', () => {
    const [section] = parseSections(
      "## What we'd do\n\n**Cairn**'s \"plan\" keeps `don't` as code.\n",
      'x.md',
    );
    expect(section!.heading).toBe('What we’d do');
    expect(section!.id).toBe('what-wed-do');
    expect(section!.html).toContain('<strong>Cairn</strong>’s “plan” keeps <code>don&#39;t</code>');
    const article = renderArticle('## It\'s here\n\nA "quote".\n', 'x.md');
    expect(article.html).toContain('It’s here');
    expect(article.html).toContain('A “quote”.');
  });
});
