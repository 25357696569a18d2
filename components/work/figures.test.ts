import { describe, expect, it } from 'vitest';
import { formatFigure, outcomeChange } from './figures';

describe('figures', () => {
  it('writes percentages tight and other units after a space', () => {
    expect(formatFigure(100, '%')).toBe('100%');
    expect(formatFigure(1.9, 's')).toBe('1.9 s');
    expect(formatFigure(2900, 'calls')).toBe('2,900 calls');
    expect(formatFigure(552, '')).toBe('552');
  });
  it('says the change from the baseline', () => {
    expect(
      outcomeChange({
        label: 'x',
        before: 22,
        after: 100,
        unit: '%',
        period: 'p',
        measured: 'm',
        about: [],
      }),
    ).toBe('from 22% to 100%');
  });
});
