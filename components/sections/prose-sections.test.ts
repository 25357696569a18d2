import { describe, expect, it } from 'vitest';
import { foldLabel } from './prose-sections';

describe('the label of a section folded on phones', () => {
  it('names the sub-headings it holds', () => {
    expect(foldLabel('<h3>Map the journey</h3><p>x</p><h3>Build &amp; test</h3><p>y</p>')).toBe(
      'Map the journey and Build & test',
    );
    expect(foldLabel('<h3>A</h3><h3>B</h3><h3>C</h3><h3>D</h3><h3>E</h3>')).toBe(
      'A, B, C and 2 more',
    );
  });

  it("names a list's bold terms, else counts its points or paragraphs", () => {
    expect(
      foldLabel(
        '<ul><li><strong>Drupal</strong> suits…</li><li><strong>WordPress.</strong> x</li></ul>',
      ),
    ).toBe('Drupal and WordPress');
    expect(foldLabel('<ul><li>one</li><li>two</li><li>three</li></ul>')).toBe('3 more points');
    expect(foldLabel('<p>one</p><p>two</p>')).toBe('2 more paragraphs');
    expect(foldLabel('<p>one</p>')).toBe('One more paragraph');
  });
});
