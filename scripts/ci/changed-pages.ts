/**
 * The pages a pull request's change touches, for the check's accessibility sweep and page rules
 * (scripts/ci/page-checks.ts). An entry's file maps to its page, to the overview that lists it
 * and to the home page (which shows the latest articles and studies); anything else (shared
 * words, a team member, an image, the code) can show on any page, so every page is swept.
 *
 *   npx tsx scripts/ci/changed-pages.ts <output file>
 *
 * reads the files the change makes from git (the pull request's merge commit against its first
 * parent, the base branch: actions/checkout with fetch-depth 2) and writes one page a line, or
 * `*` for every page.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { definedCollections, definitions } from '../../content/definitions';
import { allRoutes } from '../../content/routes';

export const EVERY_PAGE = '*';

/** The pages `files` (paths from the repository's root) touch, among `routes`. */
export function changedPages(files: string[], routes: string[]): string[] {
  const known = new Set(routes);
  const pages = new Set<string>();
  for (const file of files) {
    const entry = /^content\/([\w-]+)\/([\w-]+)\.md$/.exec(file);
    const collection = definedCollections.find((c) => definitions[c].folder === entry?.[1]);
    if (!entry || !collection) return [EVERY_PAGE];
    const slug = entry[2]!;
    const href = definitions[collection].href(slug);
    // An entry without a page of its own (a team member, on /team) shows on other pages too.
    if (href !== '/' && !href.endsWith(`/${slug}`)) return [EVERY_PAGE];
    const overview = href.replace(/\/[^/]+$/, '') || '/';
    // A deleted or unpublished entry has no page; the overview and home still change.
    for (const page of [href, overview, '/']) if (known.has(page)) pages.add(page);
  }
  return [...pages].sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = process.argv[2];
  if (!out) throw new Error('usage: tsx scripts/ci/changed-pages.ts <output file>');
  const files = execFileSync('git', ['diff', '--name-only', 'HEAD^1', 'HEAD'], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  const pages = changedPages(files, allRoutes());
  fs.writeFileSync(out, `${pages.join('\n')}\n`);
  console.log(
    pages[0] === EVERY_PAGE
      ? `${files.length} files changed: every page is checked`
      : `${files.length} files changed; pages checked: ${pages.join(', ') || 'none'}`,
  );
}
