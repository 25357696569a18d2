/**
 * The documents name files and commands a newcomer will look for: every repository path in
 * backticks or in a relative link, and every `npm run <script>`, must exist. So must the names in
 * the tables written as prose: a file named bare in a Markdown table (`landmarks-trail.tsx`), and
 * in the tree of docs/architecture.md each file a folder's row lists by name (`post-build`) and
 * each component a components/ row lists (`ContentPage`). A rename that forgets a document fails
 * here instead of sending a reader to nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const documents = [
  'README.md',
  ...fs
    .readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const scripts = Object.keys(
  (
    JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts,
);

/** Top-level folders and files of the repository: a path naming one of them is a claim. */
const tracked = new Set(fs.readdirSync(root).filter((f) => !f.startsWith('.') || f === '.ci'));
tracked.add('.github');
tracked.add('.ci');

/** Folders the documents describe that a script writes and git leaves out. */
const GENERATED = new Set(['docs/screens/all/']);

const FILE = /^\.?[\w-]+(\/[\w.@()[\]-]+)*\/?$/;

function pathClaims(text: string): string[] {
  const spans = [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!.trim());
  const links = [...text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)].map((m) => m[1]!);
  return [...spans, ...links].filter((candidate) => {
    if (!FILE.test(candidate)) return false;
    const first = candidate.split('/')[0]!;
    // A path into the repository, with a folder (a bare word is not a claim).
    return candidate.includes('/') && tracked.has(first) && !GENERATED.has(candidate);
  });
}

/** The files under `dir` (relative to it), without node_modules, .next and dot folders. */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => !/(^|\/)(node_modules|\.[\w-]+)(\/|$)/.test(f));
}

/** A file or folder's name without its extensions: `post-build.build.test.ts` → `post-build`. */
const stem = (file: string) => path.basename(file).replace(/\..*$/, '');

/** The rows of the tree in docs/architecture.md: a folder, and what its row says. */
function treeRows(): { folder: string; text: string }[] {
  const text = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
  const tree = text.split('## The tree')[1]?.split('```')[1];
  if (!tree) throw new Error('docs/architecture.md has no tree under "## The tree"');
  const rows: { folder: string; text: string }[] = [];
  for (const line of tree.split('\n')) {
    const row = /^(\S+)\s{2,}(.*)$/.exec(line);
    if (row) rows.push({ folder: row[1]!, text: row[2]! });
    else if (line.trim()) rows.at(-1)!.text += ` ${line.trim()}`;
  }
  return rows.filter(({ folder }) => {
    const dir = path.join(root, folder);
    return fs.existsSync(dir) && fs.statSync(dir).isDirectory();
  });
}

/**
 * The names a tree row lists: its items between commas and semicolons, without what parentheses
 * and backticks hold (a note, or a package's name) and without the prose before a colon.
 */
function listed(text: string): string[] {
  return text
    .replace(/\([^)]*\)|`[^`]*`/g, '')
    .split(/[,;:/]\s*|\s+\+\s+/)
    .map((item) => item.trim().replace(/[.…]$/, ''));
}

describe('the documents', () => {
  it.each(documents)('%s names only files that exist and npm scripts that exist', (doc) => {
    const text = fs.readFileSync(path.join(root, doc), 'utf8');
    const missingFiles = pathClaims(text).filter((claim) => {
      const fromRoot = path.join(root, claim);
      const fromDoc = path.join(root, path.dirname(doc), claim);
      return !fs.existsSync(fromRoot) && !fs.existsSync(fromDoc);
    });
    const missingScripts = [...text.matchAll(/npm run ([\w:-]+)/g)]
      .map((m) => m[1]!)
      .filter((name) => !scripts.includes(name));
    expect({ missingFiles, missingScripts }).toEqual({ missingFiles: [], missingScripts: [] });
  });
});

describe('the names in the documents’ tables', () => {
  it('the tree in docs/architecture.md lists files its folders hold and components they export', () => {
    const missing: string[] = [];
    for (const { folder, text } of treeRows()) {
      const dir = path.join(root, folder);
      const files = filesUnder(dir);
      const names = new Set(files.flatMap((f) => [stem(f), f.replace(/\..*$/, '')]));
      const source = files
        .filter((f) => /\.tsx?$/.test(f))
        .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
        .join('\n');
      for (const name of listed(text)) {
        // A file by its name: words joined by hyphens (one word is prose as often as a name).
        if (/^[a-z0-9]+(-[a-z0-9]+)+$/.test(name) && !names.has(name)) {
          missing.push(`${folder}: no file ${name}`);
        }
        // A component or helper of components/ by its exported name.
        const exported = new RegExp(
          `export (async )?(function|const|class|type|interface) ${name}\\b`,
        );
        if (
          folder.startsWith('components/') &&
          /^([A-Z][a-z]+)+$|^[a-z]+[A-Z]\w*$/.test(name) &&
          !exported.test(source)
        ) {
          missing.push(`${folder}: nothing exports ${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  /** Every file's name in the repository's folders. */
  const everywhere = new Set(
    [...tracked]
      .filter((f) => f !== 'node_modules' && fs.statSync(path.join(root, f)).isDirectory())
      .flatMap((f) => filesUnder(path.join(root, f)).map((file) => path.basename(file)))
      .concat([...tracked]),
  );

  it.each(documents)('%s names in its tables only files that exist', (doc) => {
    const text = fs.readFileSync(path.join(root, doc), 'utf8');
    const bare = text
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .flatMap((line) => [...line.matchAll(/`([\w.-]+\.(?:tsx?|mjs|mts|md|ya?ml|json|css|svg))`/g)])
      .map((m) => m[1]!);
    expect(bare.filter((name) => !everywhere.has(name))).toEqual([]);
  });
});
