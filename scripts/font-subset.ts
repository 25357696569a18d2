/**
 * The brand's faces cut to what the site draws (docs/performance.md, "Fonts"): at build time,
 * before Next.js compiles (`npm run build`'s prebuild step and `npm run dev`'s first), each
 * face is subset with HarfBuzz (the `subset-font` package, its WebAssembly build) to the characters
 * of the content and of the interface's own strings, and its weight axis is narrowed to the
 * weights the design sets. lib/fonts.ts loads the results from `.fonts/` (not committed: made by
 * every build from the content of that build).
 *
 * The characters are every character of the files under SOURCES (content in Markdown, YAML and
 * TypeScript, and the components' strings), printable ASCII, and the punctuation an editor types
 * (curly quotes, dashes, ellipsis, euro): a few glyphs more than needed rather than one missing.
 * A character the source font lacks fails the build, naming the file it came from (symbols
 * aside: MUST_BE_IN_FACE). What the built
 * pages draw is checked against the subsets by scripts/font-coverage.build.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface Face {
  /** File name in FONT_DIR (without `.woff2`). */
  name: string;
  /** The @fontsource-variable Latin file it is cut from. */
  source: string;
  /**
   * The weights the design sets with it (measured on every page: docs/performance.md): a range
   * keeps the variable axis between them, a number makes a static instance of that weight.
   */
  weight: number | { min: number; max: number };
}

const INTER = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
const FRAUNCES =
  'node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2';

/**
 * Inter is set at 400, 500, 600, 650 and 700, all of them on first views: one variable file is
 * smaller than two static ones. Fraunces is set at 600 (headings, every first view) and 400
 * (quotes, further down): two static files, and only the first is preloaded.
 */
export const FACES: readonly Face[] = [
  { name: 'inter', source: INTER, weight: { min: 400, max: 700 } },
  { name: 'fraunces-600', source: FRAUNCES, weight: 600 },
  { name: 'fraunces-400', source: FRAUNCES, weight: 400 },
];

/**
 * The OpenType features kept in each face: what browsers apply to Latin text by default (HarfBuzz
 * and the engines' lists: required variation alternates, composition, localized forms, marks,
 * kerning, ligatures, contextual alternates), and `tnum`, which Tailwind's `tabular-nums` asks
 * for. subset-font keeps every feature otherwise, and the glyphs of Inter's stylistic sets and
 * character variants, which no rule of the site turns on, were 2.6 KB of its 23 KB.
 * scripts/font-features.test.ts fails when a source asks for a feature this list lacks.
 */
export const LAYOUT_FEATURES = [
  'rvrn',
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'kern',
  'liga',
  'clig',
  'calt',
  'rlig',
  'rclt',
  'curs',
  'dist',
  'abvm',
  'blwm',
  'tnum',
] as const;

/** Where the subsets are written, relative to the project (lib/fonts.ts reads them from there). */
export const FONT_DIR = '.fonts';

/** Folders whose text can reach a page: content and the interface's strings. */
export const SOURCES = ['content', 'app', 'components', 'config', 'lib', 'integrations'];
// Stylesheets too: a `content: '…'` string is drawn text.
const TEXT_FILE = /\.(md|mdoc|mdx|ya?ml|json|ts|tsx|css)$/;
const NOT_SHIPPED = /\.test\.tsx?$/;

/** Printable ASCII, the no-break space, and what an editor's keyboard adds to it. */
export const BASE_CHARACTERS =
  Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('') +
  '\u00a0‘’“”‚„–—…•·×€£©®™°§éÉèàáâäçëïíñóôöúüß';

/**
 * Letters, digits, punctuation, spaces and currency signs must be in each face. Other symbols a
 * face lacks (Inter's and Fraunces's Latin files have no ← → ✓, Fraunces no ↑ ↓) are drawn by the
 * system's symbol font, as they were before the subsetting.
 */
export const MUST_BE_IN_FACE = /[\p{L}\p{N}\p{P}\p{Z}\p{Sc}]/u;

function filesUnder(root: string, dir: string): string[] {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { recursive: true, withFileTypes: true }).flatMap((entry) => {
    if (!entry.isFile() || !TEXT_FILE.test(entry.name) || NOT_SHIPPED.test(entry.name)) return [];
    return [path.relative(root, path.join(entry.parentPath, entry.name))];
  });
}

/** Each character the site can draw, with the first file it was found in ('' for the base set). */
export function siteCharacters(root: string): Map<string, string> {
  const chars = new Map<string, string>();
  for (const ch of BASE_CHARACTERS) chars.set(ch, '');
  for (const file of SOURCES.flatMap((dir) => filesUnder(root, dir))) {
    for (const ch of fs.readFileSync(path.join(root, file), 'utf8')) {
      // Line breaks, tabs and other controls are never drawn.
      if (ch.codePointAt(0)! < 0x20 || chars.has(ch)) continue;
      chars.set(ch, file);
    }
  }
  return chars;
}

/** The code points a font maps (its cmap), read with HarfBuzz from SFNT, WOFF or WOFF2 bytes. */
export async function codePointsOf(font: Buffer): Promise<Set<number>> {
  const { convert } = await import('fontverter');
  const { Blob, Face } = await import('harfbuzzjs');
  const face = new Face(new Blob(await convert(font, 'sfnt')), 0);
  return new Set<number>(face.collectUnicodes());
}

export interface SubsetResult {
  face: Face;
  file: string;
  bytes: number;
  sourceBytes: number;
  characters: number;
}

/**
 * Writes FONT_DIR/<face>.woff2 for every face. Throws, naming the character and the file it came
 * from, when a source font cannot draw a character the site uses.
 */
export async function subsetFonts(
  root: string,
  { fontRoot = root, outDir = path.join(root, FONT_DIR) } = {},
): Promise<SubsetResult[]> {
  const { default: subsetFont } = await import('subset-font');
  // subset-font 2.9 takes `keepFeatures`; its types (@types/subset-font 2.3) predate the option.
  type Options = NonNullable<Parameters<typeof subsetFont>[2]> & { keepFeatures?: string[] };
  const subset = subsetFont as (font: Buffer, text: string, options: Options) => Promise<Buffer>;
  const chars = siteCharacters(root);
  const text = [...chars.keys()].join('');
  fs.mkdirSync(outDir, { recursive: true });
  const results: SubsetResult[] = [];
  for (const face of FACES) {
    const source = fs.readFileSync(path.join(fontRoot, face.source));
    const covered = await codePointsOf(source);
    const missing = [...chars].filter(
      ([ch]) => !covered.has(ch.codePointAt(0)!) && MUST_BE_IN_FACE.test(ch),
    );
    if (missing.length) {
      throw new Error(
        `${face.name} (${face.source}) cannot draw ${missing
          .map(
            ([ch, file]) =>
              `"${ch}" (U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}${file ? `, in ${file}` : ''})`,
          )
          .join(', ')}: use another character, or cut the face from a source that has it`,
      );
    }
    const bytes = await subset(source, text, {
      targetFormat: 'woff2',
      variationAxes: { wght: face.weight },
      keepFeatures: [...LAYOUT_FEATURES],
    });
    const file = path.join(outDir, `${face.name}.woff2`);
    // Unchanged bytes are not rewritten: the dev server does not recompile for nothing.
    if (!fs.existsSync(file) || !fs.readFileSync(file).equals(bytes)) {
      fs.writeFileSync(file, bytes);
    }
    results.push({
      face,
      file,
      bytes: bytes.length,
      sourceBytes: source.length,
      characters: chars.size,
    });
  }
  return results;
}

/** Cuts the faces in `root` and prints one line per face (the build's and the dev server's log). */
export async function subsetAndReport(root: string): Promise<void> {
  for (const r of await subsetFonts(root)) {
    console.log(
      `  ${path.relative(root, r.file)}: ${(r.bytes / 1024).toFixed(1)} KB (${r.characters} characters, from ${(r.sourceBytes / 1024).toFixed(1)} KB)`,
    );
  }
}

// `tsx scripts/font-subset.ts`: `npm run dev`'s first step (and, in scripts/prebuild.ts, the
// build's).
if (import.meta.url === `file://${process.argv[1]}`) await subsetAndReport(process.cwd());
