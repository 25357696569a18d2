import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { allEntries, getCollection, ContentError } from './index';
import { getNews } from './news';
import {
  getProof,
  getWork,
  parseProof,
  parseStudy,
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
    const claimed = studies.filter((s) => s.services.includes('accessibility-audits'));
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
      for (const image of s.images) {
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
  const file = 'content/work/example.md';
  const source = fs.readFileSync(path.join('content', 'work', `${studies[0]!.slug}.md`), 'utf8');

  it('accepts a valid study', () => {
    expect(parseStudy(file, source).client).toBe(studies[0]!.client);
  });

  it('rejects a sector that is not one of the five client types', () => {
    expect(() => parseStudy(file, source.replace(/^sector: .*$/m, 'sector: banks'))).toThrow(
      /content\/work\/example\.md: invalid frontmatter\n {2}- field "sector": "banks" is not one of/,
    );
  });

  it('rejects an image without alt text', () => {
    const noAlt = source.replace(/^ {4}alt: .*\n/m, '');
    expect(() => parseStudy(file, noAlt)).toThrow(/field "images\.0\.alt"/);
    expect(() => parseStudy(file, source.replace(/^ {4}alt: .*$/m, '    alt: ""'))).toThrow(
      /field "images\.0\.alt"/,
    );
  });

  it('rejects a platform that is not a platform, an unknown service and a missing image', () => {
    expect(() =>
      parseStudy(file, source.replace(/^platform: .*$/m, 'platform: custom-web-design')),
    ).toThrow(/field "platform"/);
    expect(() => parseStudy(file, source.replace(/^ {2}- (\S+)$/m, '  - knitting'))).toThrow(
      /field "services\.0": no service or solution "knitting"/,
    );
    expect(() =>
      parseStudy(file, source.replace(/^( {2}- src: \/work\/)[^.]+/m, '$1missing-screen')),
    ).toThrow(/field "images\.0\.src": public\/work\/missing-screen\.webp does not exist/);
  });

  it('rejects a study without the sample flag, an outcome without a period and a missing section', () => {
    expect(() => parseStudy(file, source.replace(/^sample: .*\n/m, ''))).toThrow(/field "sample"/);
    expect(() => parseStudy(file, source.replace(/^ {4}period: .*\n/m, ''))).toThrow(
      /field "outcomes\.0\.period"/,
    );
    expect(() => parseStudy(file, source.replace('## What we did', '## What we made'))).toThrow(
      ContentError,
    );
  });

  it('rejects a testimonial or mark from an unknown sector', () => {
    const yaml = fs.readFileSync(path.join('content', 'proof.yaml'), 'utf8');
    expect(() =>
      parseProof('content/proof.yaml', yaml.replace('sector: credit-unions', 'sector: banks')),
    ).toThrow(/field "marks\.0\.sector": "banks" is not a client type/);
    expect(() =>
      parseProof('content/proof.yaml', yaml.replace(/^( +)sample: true$/m, '$1sample: maybe')),
    ).toThrow(/field "marks\.0\.sample"/);
  });
});
