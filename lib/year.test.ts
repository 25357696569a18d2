import { describe, expect, it, vi } from 'vitest';
import { siteConfig } from '@/config/site';
import { copyrightYear } from './year';

const bounds = { founded: siteConfig.founded, fallbackYear: siteConfig.fallbackYear };

describe('copyright year', () => {
  it("is the visitor's current year", () => {
    expect(copyrightYear(bounds, () => new Date('2031-03-04T12:00:00Z'))).toBe(2031);
  });
  it('falls back to 2024 when the clock gives an invalid date', () => {
    expect(copyrightYear(bounds, () => new Date('not a date'))).toBe(2024);
  });
  it('falls back to 2024 when reading the clock throws', () => {
    expect(
      copyrightYear(bounds, () => {
        throw new Error('no clock');
      }),
    ).toBe(2024);
  });
  it('falls back to 2024 for a year before the company existed', () => {
    expect(copyrightYear(bounds, () => new Date('1970-01-01T00:00:00Z'))).toBe(2024);
  });
  it('uses the real clock by default', () => {
    vi.useFakeTimers({ now: new Date('2033-07-01T12:00:00Z') });
    try {
      expect(copyrightYear(bounds)).toBe(2033);
    } finally {
      vi.useRealTimers();
    }
  });
});
