import fs from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { siteEvidence } from '../content/site-evidence';
import { largestBytes, performanceFromDoc } from './evidence';

const rerun = (part: string) =>
  `content/site-evidence.json is stale: measure it again (npx tsx scripts/evidence.ts ${part}, docs/testing.md "The record on /why-cairn")`;

describe('the record /why-cairn shows (content/site-evidence.json)', () => {
  const record = siteEvidence();

  it('parses, every part measured and dated, no later than today', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const part of ['accessibility', 'bytes', 'headers', 'performance', 'tests'] as const) {
      expect(record[part].measured <= today, `${part} measured ${record[part].measured}`).toBe(
        true,
      );
    }
    expect(
      record.tests.suites.every((s) => s.failed === 0),
      'a recorded run with failures',
    ).toBe(true);
  });

  it('copies the run beside AstroWind from docs/performance.md as it stands', () => {
    const doc = fs.readFileSync(path.join(import.meta.dirname, '../docs/performance.md'), 'utf8');
    expect(record.performance, rerun('--performance')).toEqual(performanceFromDoc(doc));
  });

  // The number of pages is what that day's sweep covered: a marketer's new article must not fail
  // the run (every route is swept again by npm test), so only the tool and its rules are held.
  it('swept with the rules the installed axe-core runs', () => {
    expect(record.accessibility.pages, rerun('--sweep <report>')).toBeGreaterThan(0);
    expect(record.accessibility.tool, rerun('--sweep <report>')).toBe(`axe-core ${axe.version}`);
    expect(record.accessibility.rules, rerun('--sweep <report>')).toBe(
      axe.getRules(record.accessibility.tags).length,
    );
  });
});

describe('reading the measurements', () => {
  it('finds the heaviest page of each kind, a page before the 404 when they weigh the same', () => {
    const rows = [
      { route: '(404)', js: 2048, css: 1024, html: 512 },
      { route: '/', js: 1024, css: 1024, html: 4096 },
      { route: '/team', js: 3072, css: 512, html: 1024 },
    ];
    expect(largestBytes(rows)).toEqual({
      js: { route: '/team', kb: 3 },
      css: { route: '/', kb: 1 },
      document: { route: '/', kb: 4 },
    });
  });

  it('reads the home rows and the date of the run beside AstroWind', () => {
    const doc = `# x\n\n## The post-build levers\n\nOn 2026-11-27, 03:47–04:55 UTC, on the machine.\n\n| levers on | LCP | TBT | hydrated | click | LCP sim | TBT sim | score |\n| --- | --: | --: | --: | --: | --: | --: | --: |\n| hint only (**kept**) | 1,904 (1,812–1,974) | 115 (111–160) | 2,547 | 1,128 | 2,410 | 238 | 93 (90–96) |\n\n| AstroWind | LCP | TBT | LCP sim | TBT sim | score |\n| --- | --: | --: | --: | --: | --: |\n| \`/\` | 1,811 (1,681–1,981) | 267 (114–457) | 1,805 | 36 | 99 (97–99) |\n\n## Next\n`;
    expect(performanceFromDoc(doc)).toMatchObject({
      measured: '2026-11-27',
      ours: { lcp: 1904, tbt: 115, score: 93 },
      theirs: { lcp: 1811, tbt: 267, score: 99 },
    });
    expect(() => performanceFromDoc('# nothing')).toThrow(/post-build levers/);
  });
});
