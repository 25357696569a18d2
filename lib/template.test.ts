import { describe, expect, it } from 'vitest';
import { fill, fillNodes } from './template';

describe('copy templates', () => {
  it('fills named slots and leaves unknown ones as written', () => {
    expect(fill('{a} of {b}, {c}', { a: 1, b: 'two' })).toBe('1 of two, {c}');
  });

  it('fills slots with elements, keeping the text around them', () => {
    const link = { tag: 'a' };
    expect(fillNodes('see the {link}.', { link })).toEqual(['see the ', link, '.']);
    expect(fillNodes('{link}', { link })).toEqual([link]);
  });
});
