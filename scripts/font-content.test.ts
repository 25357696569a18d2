/**
 * The faces the build cuts from this repository (scripts/font-subset.ts) draw the site's own
 * words and the features its styles ask for. The copy is read here straight from the files, by
 * folder (every file under content/, the brand and navigation in config/, the interface's strings
 * in lib/), not through the subsetter's list of sources: a character an editor adds where the
 * subsetter does not look fails here, naming file and face. What the built pages draw:
 * scripts/font-coverage.build.test.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAYOUT_FEATURES, MUST_BE_IN_FACE, codePointsOf, subsetFonts } from './font-subset';

const repo = process.cwd();
const COPY = ['content', 'config', 'lib'];

function copyFiles(): string[] {
  return COPY.flatMap((dir) =>
    fs
      .readdirSync(path.join(repo, dir), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && !/\.test\.tsx?$/.test(e.name))
      .map((e) => path.relative(repo, path.join(e.parentPath, e.name))),
  );
}

let out: string;
let faces: { name: string; points: Set<number> }[];
beforeAll(async () => {
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'font-content-'));
  const results = await subsetFonts(repo, { outDir: out });
  faces = [];
  // One at a time: two conversions in flight at once read back empty character maps.
  for (const r of results)
    faces.push({ name: r.face.name, points: await codePointsOf(fs.readFileSync(r.file)) });
}, 60_000);
afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

describe("the brand's faces against the site's copy", () => {
  it('hold every letter, digit, space and punctuation mark of every copy file', () => {
    const files = copyFiles();
    // The content's own sources are among them (the snippets, the Markdown, the proof page).
    expect(files).toEqual(
      expect.arrayContaining(['content/snippets.ts', 'content/proof.yaml', 'config/site.ts']),
    );
    const missing: string[] = [];
    for (const file of files) {
      const chars = new Set(fs.readFileSync(path.join(repo, file), 'utf8'));
      for (const ch of chars) {
        if (ch.codePointAt(0)! < 0x20 || !MUST_BE_IN_FACE.test(ch)) continue;
        for (const face of faces)
          if (!face.points.has(ch.codePointAt(0)!)) missing.push(`${file}: "${ch}" (${face.name})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('hold what an editor types beyond ASCII, whether the content uses it yet or not', () => {
    // Curly quotes and apostrophes, en and em dashes, the ellipsis, accented names, currencies.
    const typed = '‘’“”–—…é É è ñ ö ü ç €£ ';
    for (const face of faces) {
      const lacking = [...typed].filter((ch) => !face.points.has(ch.codePointAt(0)!));
      expect(lacking, face.name).toEqual([]);
    }
  });

  it('keep every OpenType feature the styles turn on', () => {
    // Tailwind's font-variant-numeric utilities and a raw font-feature-settings, with the feature
    // each turns on (https://tailwindcss.com/docs/font-variant-numeric).
    const utilities: Record<string, string> = {
      'tabular-nums': 'tnum',
      'proportional-nums': 'pnum',
      'lining-nums': 'lnum',
      'oldstyle-nums': 'onum',
      ordinal: 'ordn',
      'slashed-zero': 'zero',
      'diagonal-fractions': 'frac',
      'stacked-fractions': 'afrc',
    };
    const asked = new Map<string, string>();
    for (const dir of ['app', 'components']) {
      for (const e of fs.readdirSync(path.join(repo, dir), {
        recursive: true,
        withFileTypes: true,
      })) {
        if (!e.isFile() || !/\.(tsx|css)$/.test(e.name) || /\.test\./.test(e.name)) continue;
        const file = path.relative(repo, path.join(e.parentPath, e.name));
        const text = fs.readFileSync(path.join(repo, file), 'utf8');
        for (const [utility, feature] of Object.entries(utilities))
          if (new RegExp(`(?<![\\w-])${utility}(?![\\w-])`).test(text)) asked.set(feature, file);
        for (const [, tag = ''] of text.matchAll(/font-feature-settings:\s*["']([a-z0-9]{4})/g))
          asked.set(tag, file);
      }
    }
    // The site sets tabular figures today (the evidence figures, the form's counter).
    expect(asked.has('tnum')).toBe(true);
    const lacking = [...asked].filter(([f]) => !(LAYOUT_FEATURES as readonly string[]).includes(f));
    expect(lacking).toEqual([]);
  });
});
