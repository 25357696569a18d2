import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEDICATED_PAGES, definitions } from './definitions';

/**
 * DEDICATED_PAGES names the pages entries that a route of their own serves, so that
 * `app/(site)/[page]` leaves them alone and the editor keeps their addresses. The list lives in
 * definitions.ts because the editor's browser bundle reads it; the route folders are the truth, so
 * the list is derived here from them and from the pages on disk, and must match.
 */
const site = path.join(import.meta.dirname, '..', 'app', '(site)');

function ownRoutes(): string[] {
  const slugs = fs.existsSync(path.join(site, 'page.tsx')) ? ['home'] : [];
  for (const dir of fs.readdirSync(site, { withFileTypes: true })) {
    // `[page]` is the catch-all and `(group)` adds no path segment.
    if (!dir.isDirectory() || /^[[(]/.test(dir.name)) continue;
    if (fs.existsSync(path.join(site, dir.name, 'page.tsx'))) slugs.push(dir.name);
  }
  return slugs;
}

describe('DEDICATED_PAGES', () => {
  it('lists every pages entry that a route folder of its own serves, and nothing else', () => {
    const folder = path.join(import.meta.dirname, definitions.pages.folder);
    const entries = new Set(
      fs
        .readdirSync(folder)
        .filter((f) => f.endsWith('.md'))
        .map((f) => f.slice(0, -3)),
    );
    const derived = ownRoutes().filter((slug) => entries.has(slug));
    expect([...DEDICATED_PAGES].sort()).toEqual(derived.sort());
  });
});
