import { describe, expect, it } from 'vitest';
import { gradeHeaders } from './security-grade';

const ALL_SIX = [
  { name: 'Content-Security-Policy', value: "default-src 'self'; script-src 'self' 'sha256-abc'" },
  { name: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { name: 'X-Frame-Options', value: 'DENY' },
  { name: 'X-Content-Type-Options', value: 'nosniff' },
  { name: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { name: 'Permissions-Policy', value: 'camera=()' },
];

describe('the grade securityheaders.com gives a response', () => {
  it('A+ for all six graded headers and nothing to warn of, whatever their names’ case', () => {
    const graded = gradeHeaders(ALL_SIX.map((h) => ({ ...h, name: h.name.toLowerCase() })));
    expect(graded).toEqual({
      grade: 'A+',
      present: ALL_SIX.map((h) => h.name),
      missing: [],
      warnings: [],
    });
  });

  it('A when the policy lets inline or eval’d scripts run, in script-src or its default', () => {
    const inline = ALL_SIX.map((h) =>
      h.name === 'Content-Security-Policy'
        ? { ...h, value: "default-src 'self'; script-src 'self' 'unsafe-inline'" }
        : h,
    );
    expect(gradeHeaders(inline)).toMatchObject({
      grade: 'A',
      warnings: ["script-src allows 'unsafe-inline'"],
    });
    const byDefault = ALL_SIX.map((h) =>
      h.name === 'Content-Security-Policy'
        ? { ...h, value: "default-src 'self' 'unsafe-eval'" }
        : h,
    );
    expect(gradeHeaders(byDefault).warnings).toEqual(["script-src allows 'unsafe-eval'"]);
    // Inline styles are not what the scanner warns about.
    const styles = ALL_SIX.map((h) =>
      h.name === 'Content-Security-Policy'
        ? { ...h, value: "script-src 'self'; style-src 'self' 'unsafe-inline'" }
        : h,
    );
    expect(gradeHeaders(styles).grade).toBe('A+');
  });

  it('A when a header is sent twice', () => {
    const twice = [...ALL_SIX, { name: 'x-frame-options', value: 'DENY' }];
    expect(gradeHeaders(twice)).toMatchObject({
      grade: 'A',
      warnings: ['X-Frame-Options is sent 2 times'],
    });
  });

  it('below A, naming what is missing, and never a guessed letter', () => {
    const graded = gradeHeaders(ALL_SIX.filter((h) => h.name !== 'Permissions-Policy'));
    expect(graded.grade).toBe('below A');
    expect(graded.missing).toEqual(['Permissions-Policy']);
    expect(gradeHeaders([]).missing).toHaveLength(6);
  });
});
