import { describe, expect, it } from 'vitest';
import {
  budgetOf,
  lengthAnnotation,
  lengthLog,
  lengthsOf,
  lengthSummary,
  type Length,
} from './page-lengths';

const measured = (route: string, width: number, height: number): Length =>
  lengthsOf([lengthAnnotation(route, width, height)])[0]!;

describe('the page length report', () => {
  it('gives every page 6,700 px on a phone, home eight screens there and 5,000 px at 1440', () => {
    expect(budgetOf('/services', 375)).toBe(6700);
    expect(budgetOf('/', 375)).toBe(6496);
    expect(budgetOf('/', 1440)).toBe(5000);
    expect(() => budgetOf('/services', 1440)).toThrow(/no budget/);
  });

  it('reads the lengths a test recorded, and nothing else it annotated', () => {
    expect(
      lengthsOf([{ type: 'issue', description: 'x' }, lengthAnnotation('/team', 375, 6487)]),
    ).toEqual([{ route: '/team', width: 375, height: 6487, budget: 6700 }]);
  });

  it('names a page over budget first, and what to do, without failing anything', () => {
    const lengths = [
      measured('/team', 375, 5200),
      measured('/services/wordpress-websites', 375, 6718),
      measured('/solutions', 375, 6650),
    ];
    const summary = lengthSummary(lengths);
    expect(summary).toMatch(/^## Page lengths: 1 over budget \(3 pages measured\)/);
    expect(summary).toContain('shorten its copy');
    const rows = summary.split('\n').filter((line) => line.startsWith('| /'));
    // The close ones (over, or within 100 px), then every page under "Every page measured".
    expect(rows.slice(0, 2)).toEqual([
      '| /services/wordpress-websites | 375 px | 6,718 px | 6,700 px | **18 px over** |',
      '| /solutions | 375 px | 6,650 px | 6,700 px | 50 px to spare |',
    ]);
    expect(rows).toHaveLength(5);
    expect(lengthLog(lengths)).toBe(
      [
        'Page lengths: 1 over budget (3 pages measured)',
        '  OVER  /services/wordpress-websites at 375 px: 6,718 px of 6,700 px',
        '  close /solutions at 375 px: 6,650 px of 6,700 px',
      ].join('\n'),
    );
  });

  it('says when every page is within its budget', () => {
    const summary = lengthSummary([measured('/', 1440, 4576)]);
    expect(summary).toMatch(/^## Page lengths: every page within its budget \(1 page measured\)/);
    expect(summary).not.toContain('**');
  });
});
