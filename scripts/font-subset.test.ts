/**
 * The faces are cut from the content (scripts/font-subset.ts): what an editor writes is in the
 * fonts the next build ships, and a character the brand's faces cannot draw stops the build with
 * the file named. What the built pages draw: scripts/font-coverage.build.test.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FACES, codePointsOf, subsetFonts } from './font-subset';

const repo = process.cwd();
const temps: string[] = [];
function project(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'font-subset-'));
  temps.push(dir);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}
afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const has = (points: Set<number>, text: string) =>
  [...text].filter((ch) => !points.has(ch.codePointAt(0)!));

describe('scripts/font-subset.ts', () => {
  it('puts what an article says into every face, and keeps the files small', async () => {
    // Characters outside the always-kept set: an accented name, a letter from Latin-1 and a sign.
    const sentence = 'Åsa Øberg’s “façade” — ¼ of €40 ¿sí?';
    const root = project({ 'content/news/an-article.md': `---\ntitle: x\n---\n${sentence}\n` });
    const results = await subsetFonts(root, { fontRoot: repo });
    expect(results.map((r) => r.face.name)).toEqual(FACES.map((f) => f.name));
    for (const r of results) {
      expect(has(await codePointsOf(fs.readFileSync(r.file)), sentence), r.face.name).toEqual([]);
      expect(r.bytes).toBeLessThan(r.sourceBytes);
    }
    // Not in that article: not in the fonts (a character of Latin Extended-A, in no file here).
    const inter = await codePointsOf(fs.readFileSync(results[0]!.file));
    expect(inter.has('Ő'.codePointAt(0)!)).toBe(false);
  });

  it('stops the build on a letter the faces lack, naming the character and the file', async () => {
    const root = project({ 'content/team/someone.md': 'Łucja Wiśniewska' });
    await expect(subsetFonts(root, { fontRoot: repo })).rejects.toThrow(
      /"Ł" \(U\+0141, in content\/team\/someone\.md\)/,
    );
  });

  it('leaves a symbol the faces lack to the system font (the arrows of the news pages)', async () => {
    const root = project({ 'components/pager.tsx': 'export const next = "Older →";' });
    const [inter] = await subsetFonts(root, { fontRoot: repo });
    const points = await codePointsOf(fs.readFileSync(inter!.file));
    expect(has(points, 'Older')).toEqual([]);
    expect(points.has('→'.codePointAt(0)!)).toBe(false);
  });
});
