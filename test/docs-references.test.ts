/**
 * The documents name files and commands a newcomer will look for: every repository path in
 * backticks or in a relative link, and every `npm run <script>`, must exist. A rename that
 * forgets a document fails here instead of sending a reader to nothing.
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
