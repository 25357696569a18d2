import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, parseSinceDate } from './csv';

describe('CSV cells', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['line\nfeed', '"line\nfeed"'],
    ['=1+2', "'=1+2"],
    ['+SUM(A1)', "'+SUM(A1)"],
    ['-2', "'-2"],
    ['@cmd', "'@cmd"],
    ['\tTAB', "'\tTAB"],
    ['\rCR', `"'\rCR"`],
    ['=HYPERLINK("x","y")', `"'=HYPERLINK(""x"",""y"")"`],
    ['a=b', 'a=b'],
    ['Zoë 🌍 שלום', 'Zoë 🌍 שלום'],
  ])('%j → %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('leaves numbers and empties alone', () => {
    expect(csvCell(-0.5)).toBe('-0.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('ends each record with CRLF', () => {
    expect(csvLine(['a', null, 'b,c'])).toBe('a,,"b,c"\r\n');
  });
});

describe('--since dates', () => {
  it('accepts real calendar dates only', () => {
    expect(parseSinceDate('2030-02-28')?.toISOString()).toBe('2030-02-28T00:00:00.000Z');
    for (const bad of [
      '2030-02-30',
      '2030-13-01',
      '30-01-01',
      '2030-1-1',
      'yesterday',
      '2030-01-01T00:00',
    ]) {
      expect(parseSinceDate(bad), bad).toBeUndefined();
    }
  });
});
