import { describe, expect, it } from 'vitest';
import { accessibilityRecord, tenure } from './evidence';

const outcome = (label: string, before: number, after: number) => ({
  label,
  before,
  after,
  unit: '',
  period: 'the same months a year apart',
  measured: 'counted from the same report both times',
  about: [],
});

describe('the record on /why-cairn', () => {
  it('gives the median years at the agency, rounded down, and the newest start', () => {
    expect(tenure([1999, 2005, 2019], 2026)).toEqual({ median: 21, newest: 2019 });
    // An even count takes the mean of the middle two (8 and 11 years), rounded down.
    expect(tenure([2015, 2018, 2010, 2024], 2026)).toEqual({ median: 9, newest: 2024 });
    expect(() => tenure([], 2026)).toThrow(/at least one person/);
  });

  it('sums the WCAG failures the studies measured, and claims nothing when none did', () => {
    const studies = [
      { href: '/work/a', client: 'A', outcomes: [outcome('WCAG 2.2 AA failures on forms', 57, 0)] },
      { href: '/work/b', client: 'B', outcomes: [outcome('Renewals completed online', 38, 64)] },
      {
        href: '/work/c',
        client: 'C',
        outcomes: [outcome('Donations', 1, 2), outcome('WCAG failures left open', 12, 2)],
      },
    ];
    const record = accessibilityRecord(studies);
    expect(record).toMatchObject({ before: 69, after: 2 });
    expect(record?.studies.map((s) => s.client)).toEqual(['A', 'C']);
    expect(accessibilityRecord([studies[1]!])).toBeNull();
  });
});
