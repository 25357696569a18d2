/**
 * The framework floor of `npm run bench`: a blank page (one heading) built with the
 * same Next.js version and the same configuration — next.config.ts, proxy.ts and the CSP
 * post-build step, with every local module they import — in a temporary app. What Next.js and
 * React cost before the site adds anything.
 */
import fs from 'node:fs';
import path from 'node:path';
import { linkTree } from './copy-tree';

// The post-build step and what it imports (found by localImports below; server/csp-config.ts
// writes the page policies).
const ROOT_FILES = [
  'next.config.ts',
  'proxy.ts',
  'scripts/post-build.ts',
  'config/brand-icon.ts',
  'tsconfig.json',
  'package.json',
];
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** Local modules imported (transitively) by `entry`: `./x`, `../x` and `@/x` specifiers. */
export function localImports(root: string, entry: string, seen = new Set<string>()): Set<string> {
  const file = path.join(root, entry);
  if (seen.has(entry) || !fs.existsSync(file)) return seen;
  seen.add(entry);
  const source = fs.readFileSync(file, 'utf8');
  for (const m of source.matchAll(/(?:from|import)\s*\(?\s*['"]((?:\.{1,2}|@)\/[^'"]+)['"]/g)) {
    const spec = m[1]!;
    const base = spec.startsWith('@/')
      ? spec.slice(2)
      : path.relative(root, path.resolve(path.dirname(file), spec));
    const found = EXTENSIONS.map((ext) => base + ext).find(
      (candidate) =>
        fs.existsSync(path.join(root, candidate)) &&
        fs.statSync(path.join(root, candidate)).isFile(),
    );
    if (found) localImports(root, found, seen);
  }
  return seen;
}

// The site's icon, linked the site's way (an inline data: URL): without one the browser's
// /favicon.ico 404 is a console error, and a file icon would be a request the site does not make.
const LAYOUT = `import type { ReactNode } from 'react';
import { brandIconDataUrl } from '@/config/brand-icon';

export const metadata = {
  title: 'Framework floor',
  description: 'A blank page built with the same Next.js version and configuration.',
  icons: { icon: [{ url: brandIconDataUrl, type: 'image/svg+xml', sizes: 'any' }] },
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-US">
      <body>{children}</body>
    </html>
  );
}
`;

const PAGE = `export default function Page() {
  return (
    <main>
      <h1>Cairn Digital</h1>
    </main>
  );
}
`;

/** Writes the floor app into `dir` (node_modules hard-linked) and returns the copied files. */
export function createFrameworkFloor(root: string, dir: string): string[] {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'app'), { recursive: true });
  const files = new Set<string>();
  for (const file of ROOT_FILES) {
    if (!fs.existsSync(path.join(root, file))) continue;
    if (/\.(?:ts|mjs)$/.test(file)) for (const f of localImports(root, file)) files.add(f);
    else files.add(file);
  }
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(dir, file));
  }
  fs.writeFileSync(path.join(dir, 'app', 'layout.tsx'), LAYOUT);
  fs.writeFileSync(path.join(dir, 'app', 'page.tsx'), PAGE);
  linkTree(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  return [...files].sort();
}
