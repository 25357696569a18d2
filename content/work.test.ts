import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { allEntries, getCollection, ContentError } from './index';
import { getNews } from './news';
import type { ContentFiles } from './entry';
import { loadContent, readContentFiles } from './store';
import {
  getProof,
  getWork,
  PUBLIC_DIR,
  sampleCounts,
  sampleSummary,
  studiesFor,
  workFilterPages,
} from './work';

const studies = getWork();

describe('case studies', () => {
  it('lists the accessibility-audit service only where the study tells of an audit', () => {
    // /solutions/accessibility-audits shows the studies that list the service: each must
    // say what the audit was (in its results or its story), not only build an accessible site.
    const claimed = studies.filter((s) => s.solutions.includes('accessibility-audits'));
    expect(claimed.length).toBeGreaterThan(0);
    const silent = claimed.filter(
      (s) =>
        !/audit/i.test(
          [
            ...s.outcomes.map((o) => `${o.label} ${o.period}`),
            ...s.sections.map((x) => x.html),
          ].join(' '),
        ),
    );
    expect(silent.map((s) => s.slug)).toEqual([]);
  });

  it('has at least six studies covering all five client types', () => {
    expect(studies.length).toBeGreaterThanOrEqual(6);
    const sectors = new Set(studies.map((s) => s.sector));
    expect([...sectors].sort()).toEqual(
      getCollection('clients')
        .map((c) => c.slug)
        .sort(),
    );
  });

  it('tells each story in sections of substance, with results against a baseline', () => {
    for (const s of studies) {
      const words = s.sections.reduce((n, section) => n + section.words, 0);
      expect(words, s.file).toBeGreaterThanOrEqual(350);
      expect(s.outcomes.length, s.file).toBeGreaterThanOrEqual(2);
      for (const o of s.outcomes) expect(o.before, `${s.file}: ${o.label}`).not.toBe(o.after);
    }
  });

  it('gives every image alt text, its true size and a modest file', async () => {
    for (const s of studies) {
      for (const image of [...s.images, s.beforeAfter.before]) {
        const file = path.join(PUBLIC_DIR, image.src);
        const meta = await sharp(file).metadata();
        expect([meta.width, meta.height], image.src).toEqual([image.width, image.height]);
        expect(fs.statSync(file).size, image.src).toBeLessThan(120 * 1024);
        expect(image.alt.length, image.src).toBeGreaterThanOrEqual(40);
      }
    }
  });

  it('has titles and descriptions unique across the whole site', () => {
    const titles = [
      ...allEntries().map((e) => e.title),
      ...getNews().map((a) => a.title),
      ...studies.map((s) => s.title),
      ...(['sector', 'platform'] as const).flatMap((k) => workFilterPages(k).map((f) => f.title)),
    ].map((t) => t.toLowerCase());
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([]);
    const descriptions = [
      ...allEntries().map((e) => e.description),
      ...getNews().map((a) => a.description),
      ...studies.map((s) => s.description),
    ];
    expect(descriptions.filter((d, i) => descriptions.indexOf(d) !== i)).toEqual([]);
  });

  it('reaches every study from its client type and from its platform page', () => {
    for (const s of studies) {
      const sector = getCollection('clients').find((c) => c.slug === s.sector)!;
      const platform = getCollection('services').find((c) => c.slug === s.platform)!;
      expect(studiesFor(sector)).toContain(s);
      expect(studiesFor(platform)).toContain(s);
    }
  });

  it('contains no placeholder copy', () => {
    const bad = studies.filter((s) =>
      new RegExp(
        ['lorem ' + 'ipsum', 'coming soon', '\\bTODO\\b', 'placeholder'].join('|'),
        'i',
      ).test([s.title, s.summary, s.quote.text, ...s.sections.map((x) => x.html)].join(' ')),
    );
    expect(bad.map((s) => s.file)).toEqual([]);
  });
});

describe('sample content', () => {
  it('counts the entries still marked sample and says so', () => {
    const counts = sampleCounts();
    const proof = getProof();
    expect(counts.studies).toBe(studies.filter((s) => s.sample).length);
    expect(counts.marks + counts.testimonials).toBe(
      [...proof.marks, ...proof.testimonials].filter((x) => x.sample).length,
    );
    expect(sampleSummary()).toMatch(/Sample content: \d+ entries still marked sample: true/);
  });
});

describe('a bad study fails with the file and field named', () => {
  const file = `content/work/${studies[0]!.slug}.md`;
  const files = readContentFiles();
  const source = files[file]!;
  // The whole set loads as the build loads it, with one file changed.
  const load =
    (edited: string, extra: ContentFiles = {}) =>
    () =>
      loadContent({ ...files, ...extra, [file]: edited });
  /** The field as the editor labels it, and the start of what the build says. */
  const named = (label: string, message = '') =>
    new RegExp(
      `${file.replace(/[./]/g, '\\$&')}: correct in the editor \\(Case studies\\):\\n {2}- ${label.replace(/[.()?]/g, '\\$&')}: ${message}`,
    );

  it('accepts a valid study', () => {
    expect(load(source)).not.toThrow();
  });

  it('rejects a sector that is not one of the five client types', () => {
    expect(load(source.replace(/^sector: .*$/m, 'sector: banks'))).toThrow(
      named('Client type', '"banks" is not in Client types \\(deleted or renamed\\?\\)'),
    );
  });

  it('rejects an image without alt text', () => {
    expect(load(source.replace(/^ {4}alt: .*\n(?: {6}.*\n)*/m, ''))).toThrow(
      named('Screens, item 1, Description for people who cannot see it'),
    );
    expect(load(source.replace(/^ {4}alt: .*\n(?: {6}.*\n)*/m, "    alt: ''\n"))).toThrow(
      named('Screens, item 1, Description for people who cannot see it'),
    );
  });

  it('rejects a platform that is not a platform, an unknown service, a missing image and one outside the study folder', () => {
    expect(load(source.replace(/^platform: .*$/m, 'platform: custom-web-design'))).toThrow(
      named('Platform', '"custom-web-design" is a service, not a platform; pick one of Drupal'),
    );
    expect(load(source.replace(/^(services:\n {2}- )\S+$/m, '$1knitting'))).toThrow(
      named('Services, Service 1', '"knitting" is not in Services and platforms'),
    );
    expect(
      load(source.replace(/^( {2}- src: \/work\/larkspur-valley-credit-union\/)[^.]+/m, '$1gone')),
    ).toThrow(
      named(
        'Screens, item 1, Image',
        'public/work/larkspur-valley-credit-union/gone.webp does not exist',
      ),
    );
    // Outside the study's folder the editor cannot show or keep it.
    expect(
      load(source.replace(/^( {2}- src: \/work\/)larkspur-valley-credit-union\//m, '$1')),
    ).toThrow(named('Screens, item 1, Image', 'must be in /work/larkspur-valley-credit-union/'));
  });

  it("reads each image's size from its file, and refuses one too narrow to show", () => {
    const [first] = getWork()[0]!.images;
    expect(first!.width).toBeGreaterThanOrEqual(200);
    expect(() =>
      loadContent({ ...files, [file]: source }, () => ({ width: 120, height: 90 })),
    ).toThrow(named('Screens, item 1, Image', 'is 120 px wide'));
  });

  it('rejects a study without the sample flag, an outcome without a period and a missing section', () => {
    expect(load(source.replace(/^sample: .*\n/m, ''))).toThrow(named('Sample project'));
    expect(load(source.replace(/^ {4}period: .*\n/m, ''))).toThrow(named('Results, item 1, When'));
    expect(load(source.replace('## What we did', '## What we made'))).toThrow(ContentError);
  });

  it('rejects a result without a line on how it was measured, saying what is missing', () => {
    expect(load(source.replace(/^ {4}measured: .*\n(?: {6}.*\n)*/m, ''))).toThrow(
      named(
        'Results, item 1, How it was measured',
        'is missing: say in one line how the figure was measured',
      ),
    );
    expect(load(source.replace(/^( {4}measured: ).*\n(?: {6}.*\n)*/m, "$1'Counted.'\n"))).toThrow(
      named(
        'Results, item 1, How it was measured',
        'say how the figure was measured in at least 20 characters',
      ),
    );
  });

  describe('the timeline', () => {
    const dates = [...source.matchAll(/^ {2}- date: (\S+)$/gm)].map((m) => m[1]!);
    const launched = /^launched: (\S+)$/m.exec(source)![1]!;

    it('is read from the file: three to six months, oldest first', () => {
      expect(dates.length).toBeGreaterThanOrEqual(3);
      expect([...dates].sort()).toEqual(dates);
    });

    it('rejects a step dated before the step above it', () => {
      const edited = source.replace(`date: ${dates[1]}`, `date: ${dates[0]!.slice(0, 4)}-01`);
      expect(load(edited)).toThrow(
        named(
          'Timeline, item 2, Month',
          `${dates[0]!.slice(0, 4)}-01 comes before the step above it`,
        ),
      );
    });

    it('rejects a step more than a year after the launch, naming the last month allowed', () => {
      // Launched 2026-03-02: March 2027 is the last month a step may have.
      expect(launched).toBe('2026-03-02');
      const last = dates.at(-1)!;
      expect(load(source.replace(`date: ${last}`, 'date: 2027-03'))).not.toThrow();
      expect(load(source.replace(`date: ${last}`, 'date: 2027-04'))).toThrow(
        named(
          `Timeline, item ${dates.length}, Month`,
          '2027-04 is more than a year after the launch \\(2026-03-02\\); the timeline ends by 2027-03',
        ),
      );
    });

    it('rejects a date that is not a month, and fewer than three steps', () => {
      expect(load(source.replace(`date: ${dates[0]}`, 'date: 2025-9'))).toThrow(
        named('Timeline, item 1, Month', 'must be a month written YYYY-MM'),
      );
      expect(load(source.replace(`date: ${dates[0]}`, 'date: 2025-09-01'))).toThrow(
        named('Timeline, item 1, Month', 'must be a month written YYYY-MM'),
      );
      const two = source.replace(
        /^timeline:\n((?: {2}- date: .*\n(?: {4}.*\n)+){2})(?: {2}- date: .*\n(?: {4}.*\n)+)+/m,
        'timeline:\n$1',
      );
      expect(two).not.toBe(source);
      expect(load(two)).toThrow(named('Timeline', 'needs at least 3; add more'));
    });
  });

  it('rejects a person who is not on the team, and the same person twice', () => {
    expect(load(source.replace(/^(people:\n {2}- )\S+$/m, '$1jane-doe'))).toThrow(
      named('Who did the work, Person 1', '"jane-doe" is not in Team \\(deleted or renamed\\?\\)'),
    );
    const [, first] = /^people:\n {2}- (\S+)$/m.exec(source)!;
    expect(load(source.replace(/^(people:\n {2}- \S+\n {2}- )\S+$/m, `$1${first}`))).toThrow(
      named('Who did the work, Person 2', `"${first}" is named twice`),
    );
  });

  it("rejects a before/after pair whose old page is missing, undescribed or outside the study's folder, or whose after screen does not exist", () => {
    const before = /^ {4}src: (\/work\/.*\/beforeAfter\/before\/src\.webp)$/m.exec(source)![1]!;
    expect(load(source.replace(before, before.replace('src.webp', 'gone.webp')))).toThrow(
      named(
        'Before and after, Before, Image',
        `public${before.replace('src.webp', 'gone.webp')} does not exist`,
      ),
    );
    expect(load(source.replace(before, '/work/elsewhere/before.webp'))).toThrow(
      named('Before and after, Before, Image', 'must be in /work/larkspur-valley-credit-union/'),
    );
    expect(
      load(
        source.replace(
          /^(beforeAfter:\n {2}before:\n {4}src: .*\n) {4}alt: .*\n(?: {6}.*\n)*/m,
          '$1',
        ),
      ),
    ).toThrow(named('Before and after, Before, Description for people who cannot see it'));
    expect(load(source.replace(/^ {2}after: \d+$/m, '  after: 3'))).toThrow(
      named(
        'Before and after, After: screen number',
        'screen 3 does not exist; the study has 2 screens',
      ),
    );
  });

  it('rejects a testimonial or mark from an unknown sector', () => {
    const yaml = files['content/proof.yaml']!;
    const proof = (edited: string) => () => loadContent({ ...files, 'content/proof.yaml': edited });
    expect(proof(yaml.replace('sector: credit-unions', 'sector: banks'))).toThrow(
      /content\/proof\.yaml: correct in the editor \(Client marks and testimonials\):\n {2}- Client marks, item \d+, Client type: "banks" is not in Client types/,
    );
    expect(proof(yaml.replace(/^( +)sample: true$/m, '$1sample: maybe'))).toThrow(
      /- Client marks, item 1, Sample: must be ticked or unticked/,
    );
  });
});
